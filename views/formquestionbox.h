// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One question of a form: its context, its text (with the points it can give), its answer widget (numbered options,
// a number field or a text field) and, after the reveal, what the judge said. FormPanel stacks these.
#pragma once

#include "models/forms/formdefinition.h"

#include <QGroupBox>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace draudit {
namespace views {

class FormQuestionBox final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FormQuestionBox)

public:
    // number: the question's place in the form (shown for checklist items); showContext: false when the previous
    // question had the same context (the rubric a run of items belongs to is shown once).
    FormQuestionBox(const models::FormQuestion &question, int number, bool showContext, QWidget *parent = nullptr);

    const models::FormQuestion &question() const { return m_question; }
    // The answer as stored (an option's value, the number, the text); empty when none.
    QString value() const;
    void setValue(const QString &value);
    int optionCount() const;
    void select(int option);
    // A Likert scale whose options are just its numbers (0..10): laid out in a row, picked by typing the number.
    bool isNumericScale() const;
    // The text or number field that takes the keyboard, or nullptr for choices.
    QWidget *field() const;
    void setCurrent(bool current);
    void setJudge(const QString &said, bool shown);

Q_SIGNALS:
    // An option was clicked or the number was entered.
    void answered();

private:
    models::FormQuestion m_question;
    QButtonGroup *m_group = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLineEdit *m_number = nullptr;
    QLabel *m_judge;
    bool m_current = false;
};

// "2 pts", "1 pt".
QString pointsText(double points);

} // namespace views
} // namespace draudit
