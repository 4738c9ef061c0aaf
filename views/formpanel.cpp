// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Options are numbered so an annotator never needs the mouse; conditional questions appear only when they apply.
#include "views/formpanel.h"

#include "views/formquestionbox.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTime>
#include <QVBoxLayout>

namespace draudit {
namespace views {

FormPanel::FormPanel(QWidget *parent)
    : QWidget(parent)
    , m_questions(new QVBoxLayout)
    , m_scroll(new QScrollArea)
    , m_title(new QLabel)
    , m_status(new QLabel)
    , m_total(new QLabel)
    , m_saved(new QLabel)
    , m_committedHint(tr("Committed. The judge's verdict can be revealed (Ctrl+J)."))
{
    setFocusPolicy(Qt::StrongFocus);
    m_title->setStyleSheet(QStringLiteral("font-weight:600;"));
    m_title->setWordWrap(true);
    m_status->setWordWrap(true);
    m_total->setAccessibleName(tr("Running total"));
    m_total->setStyleSheet(QStringLiteral("font-weight:600; color:palette(window-text);"));
    m_saved->setAccessibleName(tr("Saved indicator"));
    m_digitTimer.setSingleShot(true);
    m_digitTimer.setInterval(700);
    connect(&m_digitTimer, &QTimer::timeout, this, &FormPanel::advance);
    auto *commitButton = new QPushButton(tr("Commit answer (Enter)"));
    commitButton->setAccessibleName(tr("Commit answer"));
    // The questions scroll between a header and the commit row, so Commit and its status stay on screen however
    // long the form (a 60-item checklist, a pipeline audit at 1366×768).
    auto *questions = new QWidget;
    auto *questionsLayout = new QVBoxLayout(questions);
    questionsLayout->setContentsMargins(0, 0, 0, 0);
    questionsLayout->addLayout(m_questions);
    questionsLayout->addStretch(1); // extra height goes below the form, never into a question box
    m_scroll->setWidget(questions);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus); // the keys stay with the form
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_saved);
    layout->addLayout(header);
    layout->addWidget(m_total);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(commitButton);
    layout->addWidget(m_status);
    connect(commitButton, &QPushButton::clicked, this, &FormPanel::commit);
}

int FormPanel::neededHeight() const
{
    return sizeHint().height() - m_scroll->sizeHint().height() + m_scroll->widget()->sizeHint().height();
}

void FormPanel::setForm(const models::FormDefinition &form)
{
    m_form = form.displayed();
    m_keys = models::keyMapFor(m_form);
    m_judge.clear();
    m_judgeRevealed = false;
    m_title->setText(m_form.title);
    rebuild();
}

void FormPanel::rebuild()
{
    for (const QuestionWidgets &w : m_widgets) {
        // Deleting a focused field sends it a focus-out: it must not report into the next item.
        if (QWidget *field = w.box->field())
            field->removeEventFilter(this);
        delete w.box;
    }
    m_widgets.clear();
    QString previousContext;
    for (int index = 0; index < m_form.questions.size(); ++index) {
        const models::FormQuestion &q = m_form.questions[index];
        auto *box = new FormQuestionBox(q, index + 1, q.context != previousContext);
        previousContext = q.context;
        if (QWidget *field = box->field())
            field->installEventFilter(this);
        connect(box, &FormQuestionBox::answered, this, [this, index] {
            m_committed = false;
            refresh();
            report(index);
        });
        m_questions->addWidget(box);
        m_widgets << QuestionWidgets { box, {} };
    }
    m_current = 0;
    m_committed = false;
    refresh();
}

void FormPanel::extendForm(const models::FormDefinition &form)
{
    const QHash<QString, QString> given = answers();
    const QHash<QString, QString> judge = m_judge;
    const bool revealed = m_judgeRevealed;
    const models::FormDefinition before = m_form;
    setForm(form);
    m_judge = judge;
    m_judgeRevealed = revealed;
    setAnswers(given, true);
    // The first question added is the current one, so the next digit answers it (not the committed first).
    for (int i = 0; i < m_form.questions.size(); ++i)
        if (!before.question(m_form.questions[i].id)) {
            moveCurrent(i - m_current);
            break;
        }
}

void FormPanel::setAnswers(const QHash<QString, QString> &answers, bool committed)
{
    for (QuestionWidgets &w : m_widgets) {
        w.box->setValue(answers.value(w.box->question().id));
        w.given = answers.value(w.box->question().id);
    }
    // Committed only while every required answer is there: after an Undo empties one, the item is open again.
    m_committed = committed && m_form.missing(this->answers()).isEmpty();
    m_current = 0;
    m_scroll->verticalScrollBar()->setValue(0); // every item opens at its first question
    m_saved->clear(); // a new item: the last item's "Saved" is not this one's
    refresh();
}

QHash<QString, QString> FormPanel::answers() const
{
    QHash<QString, QString> out;
    for (const QuestionWidgets &w : m_widgets)
        if (const QString value = w.box->value(); !value.isEmpty())
            out.insert(w.box->question().id, value);
    // Answers to questions that no longer apply (a tie quality after changing away from Tie) are dropped.
    for (const models::FormQuestion &q : m_form.questions)
        if (!m_form.applies(q, out))
            out.remove(q.id);
    return out;
}

void FormPanel::focusQuestion(const QString &field)
{
    for (int i = 0; i < m_form.questions.size(); ++i)
        if (m_form.questions[i].storedField() == field || m_form.questions[i].id == field) {
            m_current = i;
            break;
        }
    refresh();
    setFocus();
}

QString FormPanel::questionText(const QString &field) const
{
    for (const models::FormQuestion &q : m_form.questions)
        if (q.storedField() == field || q.id == field)
            return q.text.size() > 60 ? q.text.left(59) + QChar(0x2026) : q.text;
    return field;
}

QString FormPanel::currentQuestion() const
{
    return m_current < m_form.questions.size() ? m_form.questions[m_current].id : QString();
}

void FormPanel::refresh()
{
    const QHash<QString, QString> current = answers();
    for (int i = 0; i < m_widgets.size(); ++i) {
        m_widgets[i].box->setVisible(m_form.applies(m_form.questions[i], current));
        m_widgets[i].box->setCurrent(i == m_current);
    }
    if (!m_form.applies(m_form.questions.value(m_current), current))
        moveCurrent(1);
    // Only a reveal shows the judge; once revealed it stays shown when the annotator changes their mind (the change
    // is recorded as one after the reveal).
    const bool showJudge = m_judgeRevealed || !m_form.hideJudgeUntilRevealed;
    for (const QuestionWidgets &w : m_widgets)
        w.box->setJudge(m_judge.value(w.box->question().id), showJudge);
    m_total->setText(totalText());
    m_total->setVisible(!m_total->text().isEmpty());
    m_status->setText(m_committed ? m_committedHint : tr("Not committed yet."));
    m_status->setStyleSheet(m_committed ? QStringLiteral("color:#2b7a3d;") : QStringLiteral("color:#8a6d1c;"));
}

void FormPanel::moveCurrent(int step)
{
    const QHash<QString, QString> current = answers();
    int next = m_current;
    for (int tries = 0; tries < m_form.questions.size(); ++tries) {
        next = std::clamp(next + step, 0, static_cast<int>(m_form.questions.size()) - 1);
        if (m_form.applies(m_form.questions[next], current))
            break;
    }
    m_current = next;
    for (int i = 0; i < m_widgets.size(); ++i)
        m_widgets[i].box->setCurrent(i == m_current);
    if (QWidget *field = m_current < m_widgets.size() ? m_widgets[m_current].box->field() : nullptr)
        field->setFocus();
    else if (focusWidget() && focusWidget() != this && isAncestorOf(focusWidget()))
        setFocus(); // leaving a text field: digits pick options again
    Q_EMIT currentQuestionChanged(currentQuestion());
    if (m_current < m_widgets.size())
        m_scroll->ensureWidgetVisible(m_widgets[m_current].box);
}

void FormPanel::pick(int option)
{
    if (m_current >= m_widgets.size())
        return;
    FormQuestionBox *box = m_widgets[m_current].box;
    if (option < 0 || option >= box->optionCount())
        return;
    box->select(option);
    m_committed = false;
    refresh();
    report(m_current);
}

void FormPanel::advance()
{
    // Go on to the next question that applies and has no answer, past an optional text (a reason): that is reached
    // by the arrows only, so a text field the annotator did not choose never takes the next digit.
    const QHash<QString, QString> current = answers();
    for (int i = m_current + 1; i < m_form.questions.size(); ++i)
        if (const models::FormQuestion &q = m_form.questions[i];
            (q.required || q.kind != models::FormQuestion::Kind::FreeText) && m_form.applies(q, current)
            && !current.contains(q.id)) {
            m_current = i - 1;
            moveCurrent(1);
            return;
        }
}

void FormPanel::typeDigit(int digit)
{
    if (m_current >= m_form.questions.size())
        return;
    const models::FormQuestion &q = m_form.questions[m_current];
    const auto indexOf = [&q](const QString &value) {
        for (int i = 0; i < q.options.size(); ++i)
            if (q.options[i].value == value)
                return i;
        return -1;
    };
    if (!models::isNumericScale(q)) {
        if (const int chosen = indexOf(m_keys.choice(q.id, QString::number(digit))); chosen >= 0) {
            pick(chosen);
            advance();
        }
        return;
    }
    m_digits = m_digitTimer.isActive() ? m_digits + QString::number(digit) : QString::number(digit);
    if (indexOf(m_digits) < 0)
        m_digits = QString::number(digit);
    const int exact = indexOf(m_digits);
    if (exact < 0)
        return;
    pick(exact);
    bool longer = false;
    for (const models::FormOption &o : q.options)
        longer = longer || (o.value.size() > m_digits.size() && o.value.startsWith(m_digits));
    if (longer) {
        m_digitTimer.start(); // a second digit may follow
    } else {
        m_digitTimer.stop();
        advance();
    }
}

void FormPanel::report(int question)
{
    if (question < 0 || question >= m_widgets.size())
        return;
    const QHash<QString, QString> current = answers(); // answers to questions that no longer apply are left out
    const QString value = current.value(m_form.questions[question].id);
    if (value == m_widgets[question].given)
        return;
    m_widgets[question].given = value;
    m_saved->clear();
    Q_EMIT answerChanged(m_form.questions[question].id, value);
    // Answers withdrawn because they no longer apply (a tie quality after the verdict changed) are reported too.
    for (int i = 0; i < m_widgets.size(); ++i)
        if (i != question && !m_widgets[i].given.isEmpty() && !current.contains(m_form.questions[i].id)
            && !m_form.applies(m_form.questions[i], current)) {
            m_widgets[i].given.clear();
            Q_EMIT answerChanged(m_form.questions[i].id, QString());
        }
}

void FormPanel::setJudgeAnswers(const QHash<QString, QString> &byQuestion)
{
    m_judge = byQuestion;
    refresh();
}

void FormPanel::setJudgeRevealed(bool revealed)
{
    m_judgeRevealed = revealed;
    refresh();
    // The status says what is left to do: once the judge is shown, only the next item.
    if (revealed && m_committed)
        m_status->setText(tr("Committed; the judge is shown under each question. Enter moves on."));
}

void FormPanel::flush()
{
    for (int i = 0; i < m_widgets.size(); ++i)
        if (m_widgets[i].box->field())
            report(i);
}

void FormPanel::showSaved(bool saved)
{
    m_saved->setText(
        saved ? tr("✓ Saved %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))) : tr("Not saved"));
    m_saved->setStyleSheet(
        saved ? QStringLiteral("color:#2b7a3d;") : QStringLiteral("color:#8a1c1c; font-weight:600;"));
}

QString FormPanel::totalText() const
{
    const models::FormPoints p = m_form.points(answers());
    if (p.items == 0)
        return {};
    return tr("Total: %1 / %2 points · %3 of %4 answered")
        .arg(QLocale().toString(p.got, 'g', 6), QLocale().toString(p.max, 'g', 6))
        .arg(p.answered)
        .arg(p.items);
}

bool FormPanel::commit()
{
    flush(); // a text typed and not yet reported is stored before the commit
    const QHash<QString, QString> current = answers();
    const QStringList missing = m_form.missing(current);
    if (!missing.isEmpty()) {
        QStringList names;
        for (const models::FormQuestion &q : m_form.questions)
            if (missing.contains(q.id))
                names << q.text;
        m_status->setText(tr("Still to answer: %1").arg(names.join(QStringLiteral("; "))));
        m_status->setStyleSheet(QStringLiteral("color:#8a1c1c;"));
        // The message is under the form, often below the fold: the first unanswered question is brought into view
        // and made current, so the next digit answers it.
        for (int i = 0; i < m_form.questions.size(); ++i)
            if (missing.contains(m_form.questions[i].id)) {
                moveCurrent(i - m_current);
                break;
            }
        return false;
    }
    const bool again = m_committed; // nothing changed since the last commit
    m_committed = true;
    refresh();
    // The cursor leaves a text field committed from: the next digit or Enter is the form's, not the field's.
    if (focusWidget() && focusWidget() != this && isAncestorOf(focusWidget()))
        setFocus();
    Q_EMIT committed(current);
    if (again)
        Q_EMIT committedAgain();
    return true;
}

void FormPanel::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    // A key with Ctrl, Alt or Meta is never the form's: Ctrl+J (reveal) moved to the next question as J did when the
    // shortcut missed. It goes on to the view around the form.
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier)
        typeDigit(key - Qt::Key_0);
    else if (key == Qt::Key_Down || key == Qt::Key_J)
        moveCurrent(1);
    else if (key == Qt::Key_Up || key == Qt::Key_K)
        moveCurrent(-1);
    else if (key == Qt::Key_Return || key == Qt::Key_Enter)
        commit();
    else
        QWidget::keyPressEvent(event);
}

bool FormPanel::eventFilter(QObject *watched, QEvent *event)
{
    // With nothing of its own left to undo, a reason field leaves Ctrl+Z to Annotate -> Undo Last Answer (the
    // override is not accepted, so the window's shortcut runs); while it has typing to undo, Ctrl+Z undoes that.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *text = qobject_cast<QPlainTextEdit *>(watched);
        if (text && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Undo)
            && !text->document()->isUndoAvailable()) {
            event->ignore();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        const bool number = qobject_cast<QLineEdit *>(watched) != nullptr;
        // Ctrl+Enter commits from any field; in a reason field Enter does too, as the button says, and Shift+Enter
        // starts a new line.
        const bool text = qobject_cast<QPlainTextEdit *>(watched) != nullptr;
        const bool newLine = key->modifiers() & Qt::ShiftModifier;
        if (enter && ((key->modifiers() & Qt::ControlModifier) || (text && !newLine))) {
            for (int i = 0; i < m_widgets.size(); ++i)
                if (m_widgets[i].box->field() == watched)
                    report(i);
            commit();
            return true;
        }
        // In a number field Enter (or Tab) goes on to the next question; Up / Down move as elsewhere.
        if (number && (enter || key->key() == Qt::Key_Tab || key->key() == Qt::Key_Down || key->key() == Qt::Key_Up)) {
            report(m_current);
            moveCurrent(key->key() == Qt::Key_Up ? -1 : 1);
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            for (int i = 0; i < m_widgets.size(); ++i)
                if (m_widgets[i].box->field() == watched)
                    report(i);
            setFocus();
            return true;
        }
    }
    if (event->type() == QEvent::FocusOut)
        for (int i = 0; i < m_widgets.size(); ++i)
            if (m_widgets[i].box->field() == watched && qobject_cast<QPlainTextEdit *>(watched))
                report(i);
    return QWidget::eventFilter(watched, event);
}

} // namespace views
} // namespace draudit
