// Options are numbered so an annotator never needs the mouse; conditional questions appear only when they apply.
#include "views/formpanel.h"

#include <QButtonGroup>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
// Same geometry for both states, so moving the highlight never shifts the layout.
const QString kCurrentStyle
    = QStringLiteral("QGroupBox { border: 2px solid #457b9d; border-radius: 4px; margin-top: 1.1em; "
                     "padding-top: 2px; } QGroupBox::title { subcontrol-origin: margin; left: 6px; "
                     "color: #1d3557; font-weight: 600; }");
const QString kOtherStyle
    = QStringLiteral("QGroupBox { border: 2px solid #d6dbe1; border-radius: 4px; margin-top: 1.1em; "
                     "padding-top: 2px; } QGroupBox::title { subcontrol-origin: margin; left: 6px; }");
} // namespace

FormPanel::FormPanel(QWidget *parent)
    : QWidget(parent)
    , m_questions(new QVBoxLayout)
    , m_title(new QLabel)
    , m_status(new QLabel)
{
    setFocusPolicy(Qt::StrongFocus);
    m_title->setStyleSheet(QStringLiteral("font-weight:600;"));
    m_status->setWordWrap(true);
    auto *commitButton = new QPushButton(tr("Commit answer (Enter)"));
    commitButton->setAccessibleName(tr("Commit answer"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(m_questions);
    layout->addWidget(commitButton);
    layout->addWidget(m_status);
    layout->addStretch();
    connect(commitButton, &QPushButton::clicked, this, &FormPanel::commit);
}

void FormPanel::setForm(const models::FormDefinition &form)
{
    m_form = form;
    m_title->setText(form.title);
    rebuild();
}

void FormPanel::rebuild()
{
    for (const QuestionWidgets &w : m_widgets)
        delete w.box;
    m_widgets.clear();
    for (const models::FormQuestion &q : m_form.questions) {
        QuestionWidgets w;
        // The question is a wrapping label, not the box title: long questions (the pipeline audit) stay readable in a
        // narrow column.
        auto *box = new QGroupBox;
        box->setAccessibleName(q.text);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(6, 2, 6, 2);
        layout->setSpacing(1);
        auto *question = new QLabel(q.text);
        question->setWordWrap(true);
        question->setTextFormat(Qt::PlainText);
        question->setStyleSheet(QStringLiteral("font-weight:600;"));
        layout->addWidget(question);
        if (q.kind == models::FormQuestion::Kind::SingleChoice) {
            w.group = new QButtonGroup(box);
            for (int i = 0; i < q.options.size(); ++i) {
                auto *button = new QRadioButton(QStringLiteral("&%1  %2").arg(i + 1).arg(q.options[i].label));
                button->setFocusPolicy(Qt::NoFocus);
                w.group->addButton(button, i);
                layout->addWidget(button);
            }
            connect(w.group, &QButtonGroup::idClicked, this, [this] {
                m_committed = false;
                refresh();
            });
        } else {
            w.text = new QPlainTextEdit;
            w.text->setPlaceholderText(tr("Optional; Ctrl+Enter commits"));
            w.text->setMaximumHeight(60);
            w.text->installEventFilter(this);
            layout->addWidget(w.text);
        }
        w.box = box;
        m_questions->addWidget(box);
        m_widgets << w;
    }
    m_current = 0;
    m_committed = false;
    refresh();
}

void FormPanel::setAnswers(const QHash<QString, QString> &answers, bool committed)
{
    for (int i = 0; i < m_form.questions.size(); ++i) {
        const models::FormQuestion &q = m_form.questions[i];
        QuestionWidgets &w = m_widgets[i];
        if (w.group) {
            w.group->setExclusive(false);
            for (QAbstractButton *b : w.group->buttons())
                b->setChecked(false);
            w.group->setExclusive(true);
            for (int o = 0; o < q.options.size(); ++o)
                if (q.options[o].value == answers.value(q.id))
                    w.group->button(o)->setChecked(true);
        } else if (w.text) {
            w.text->setPlainText(answers.value(q.id));
        }
    }
    m_committed = committed;
    m_current = 0;
    refresh();
}

QHash<QString, QString> FormPanel::answers() const
{
    QHash<QString, QString> out;
    for (int i = 0; i < m_form.questions.size(); ++i) {
        const QuestionWidgets &w = m_widgets[i];
        if (w.group && w.group->checkedId() >= 0)
            out.insert(m_form.questions[i].id, m_form.questions[i].options[w.group->checkedId()].value);
        else if (w.text && !w.text->toPlainText().trimmed().isEmpty())
            out.insert(m_form.questions[i].id, w.text->toPlainText().trimmed());
    }
    // Answers to questions that no longer apply (a tie quality after changing away from Tie) are dropped.
    for (const models::FormQuestion &q : m_form.questions)
        if (!m_form.applies(q, out))
            out.remove(q.id);
    return out;
}

QString FormPanel::currentQuestion() const
{
    return m_current < m_form.questions.size() ? m_form.questions[m_current].id : QString();
}

void FormPanel::refresh()
{
    const QHash<QString, QString> current = answers();
    for (int i = 0; i < m_form.questions.size(); ++i) {
        const bool applies = m_form.applies(m_form.questions[i], current);
        m_widgets[i].box->setVisible(applies);
        m_widgets[i].box->setStyleSheet(i == m_current ? kCurrentStyle : kOtherStyle);
    }
    if (!m_form.applies(m_form.questions.value(m_current), current))
        moveCurrent(1);
    m_status->setText(
        m_committed ? tr("Committed. The judge's verdict can be revealed (Ctrl+J).") : tr("Not committed yet."));
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
        m_widgets[i].box->setStyleSheet(i == m_current ? kCurrentStyle : kOtherStyle);
    if (m_widgets.value(m_current).text)
        m_widgets[m_current].text->setFocus();
    // In a scrolling column, keep the current question in view.
    for (QWidget *p = parentWidget(); p; p = p->parentWidget())
        if (auto *scroll = qobject_cast<QScrollArea *>(p)) {
            if (m_current < m_widgets.size())
                scroll->ensureWidgetVisible(m_widgets[m_current].box);
            break;
        }
}

void FormPanel::pick(int option)
{
    QuestionWidgets &w = m_widgets[m_current];
    if (!w.group || option < 0 || option >= w.group->buttons().size())
        return;
    w.group->button(option)->setChecked(true);
    m_committed = false;
    refresh();
    // Go on to the next question that applies and has no answer.
    const QHash<QString, QString> current = answers();
    for (int i = m_current + 1; i < m_form.questions.size(); ++i)
        if (m_form.applies(m_form.questions[i], current) && !current.contains(m_form.questions[i].id)) {
            m_current = i - 1;
            moveCurrent(1);
            break;
        }
}

bool FormPanel::commit()
{
    const QHash<QString, QString> current = answers();
    const QStringList missing = m_form.missing(current);
    if (!missing.isEmpty()) {
        QStringList names;
        for (const models::FormQuestion &q : m_form.questions)
            if (missing.contains(q.id))
                names << q.text;
        m_status->setText(tr("Still to answer: %1").arg(names.join(QStringLiteral("; "))));
        m_status->setStyleSheet(QStringLiteral("color:#8a1c1c;"));
        return false;
    }
    m_committed = true;
    refresh();
    Q_EMIT committed(current);
    return true;
}

void FormPanel::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && event->modifiers() == Qt::NoModifier)
        pick(key - Qt::Key_1);
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
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() & Qt::ControlModifier) {
            commit();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace views
} // namespace draudit
