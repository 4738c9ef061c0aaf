// Renders a form definition as a keyboard-first panel: digits pick, arrows or j/k move, Enter commits.
#pragma once

#include "models/formdefinition.h"

#include <QHash>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QPlainTextEdit;
class QVBoxLayout;

namespace draudit {
namespace views {

class FormPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FormPanel)

public:
    explicit FormPanel(QWidget *parent = nullptr);

    void setForm(const models::FormDefinition &form);
    const models::FormDefinition &form() const { return m_form; }
    // Answers already saved for the item; committed = the human's answer is final (the judge may be revealed).
    void setAnswers(const QHash<QString, QString> &answers, bool committed);
    QHash<QString, QString> answers() const;
    bool isCommitted() const { return m_committed; }
    QString currentQuestion() const;

public Q_SLOTS:
    // Commits when every required question that applies is answered; otherwise says what is missing.
    bool commit();

Q_SIGNALS:
    void committed(const QHash<QString, QString> &answers);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct QuestionWidgets
    {
        QWidget *box = nullptr;
        QButtonGroup *group = nullptr;
        QPlainTextEdit *text = nullptr;
    };

    void rebuild();
    void refresh();
    void moveCurrent(int step);
    void pick(int option);

    models::FormDefinition m_form;
    QList<QuestionWidgets> m_widgets;
    QVBoxLayout *m_questions;
    QLabel *m_title;
    QLabel *m_status;
    int m_current = 0;
    bool m_committed = false;
};

} // namespace views
} // namespace draudit
