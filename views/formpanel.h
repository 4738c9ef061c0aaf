// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders a form definition as a keyboard-first panel: digits pick, arrows or j/k move, Enter commits.
#pragma once

#include "models/forms/formdefinition.h"
#include "models/forms/keymap.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace draudit {
namespace views {

class FormQuestionBox;

class FormPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FormPanel)

public:
    explicit FormPanel(QWidget *parent = nullptr);

    void setForm(const models::FormDefinition &form);
    // The same item's form grown by the questions asked after its commit: the answers given and a judge already
    // revealed stay; the form is committed again once the added required questions are answered.
    void extendForm(const models::FormDefinition &form);
    const models::FormDefinition &form() const { return m_form; }
    const models::KeyMap &keys() const { return m_keys; }
    // Answers already saved for the item; committed = the human's answer is final (the judge may be revealed).
    void setAnswers(const QHash<QString, QString> &answers, bool committed);
    QHash<QString, QString> answers() const;
    const QHash<QString, QString> &judgeAnswers() const { return m_judge; }
    bool isCommitted() const { return m_committed; }
    QString currentQuestion() const;
    // Makes the question stored under `field` the current one and gives the form the focus (after an Undo).
    void focusQuestion(const QString &field);
    // The question's text for a stored field ("Where does the weaker answer fail?"), the field itself when unknown.
    QString questionText(const QString &field) const;
    // Reports what is typed in text and number fields but not yet reported (before the item changes).
    void flush();
    // The judges' answers per question, shown under each once the judge is revealed (setJudgeRevealed), at once when
    // the form does not hide the judge (an open audit).
    void setJudgeAnswers(const QHash<QString, QString> &byQuestion);
    // The judge was revealed to the annotator, and the reveal recorded where the item is blind: the judges' answers
    // show from now on, also after an Undo reopens the item. A commit alone reveals nothing.
    void setJudgeRevealed(bool revealed);
    bool isJudgeRevealed() const { return m_judgeRevealed; }
    // The saved indicator: the store confirmed the answers (shown with the time).
    void showSaved(bool saved);
    // "7 / 12 points" for checklists; empty when no question carries points.
    QString totalText() const;
    // The height that shows every question without scrolling (the scrolling area's own hint stops far short).
    int neededHeight() const;
    // What the status line says once the answer is committed (the battle view offers the judge's reveal).
    void setCommittedHint(const QString &hint) { m_committedHint = hint; }

public Q_SLOTS:
    // Commits when every required question that applies is answered; otherwise says what is missing.
    bool commit();

Q_SIGNALS:
    void committed(const QHash<QString, QString> &answers);
    // Enter on a form already committed and unchanged since: outside a study the window moves on to the next item.
    void committedAgain();
    // One answer given or changed (empty = withdrawn), for forms that store every answer at once.
    void answerChanged(const QString &questionId, const QString &value);
    void currentQuestionChanged(const QString &questionId);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct QuestionWidgets
    {
        FormQuestionBox *box = nullptr;
        QString given; // the last value reported through answerChanged
    };

    void rebuild();
    void refresh();
    void moveCurrent(int step);
    void pick(int option);
    void typeDigit(int digit);
    // Reports a question's answer when it differs from what was last reported.
    void report(int question);
    void advance();

    models::FormDefinition m_form;
    models::KeyMap m_keys; // the form's keys (models::keyMapFor), as a browser page binds them too
    QList<QuestionWidgets> m_widgets;
    QVBoxLayout *m_questions;
    QScrollArea *m_scroll; // the questions, between the header and the commit row
    QLabel *m_title;
    QLabel *m_status;
    QLabel *m_total;
    QLabel *m_saved;
    QTimer m_digitTimer; // a numeric scale waits briefly for a second digit ("1" then "0" is 10)
    QString m_digits;
    QString m_committedHint;
    QHash<QString, QString> m_judge;
    bool m_judgeRevealed = false; // see setJudgeRevealed; cleared with each new form
    int m_current = 0;
    bool m_committed = false;
};

} // namespace views
} // namespace draudit
