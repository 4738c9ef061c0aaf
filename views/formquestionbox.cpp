// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The question is a wrapping label, not the box title: long questions (the pipeline audit) stay readable in a
// narrow column. Options never take focus, so digits always reach the form.
#include "views/formquestionbox.h"

#include "models/core/plaintooltip.h"
#include "models/forms/keymap.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QDoubleValidator>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QToolButton>
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

QLabel *plainLabel(const QString &text, const QString &style)
{
    auto *l = new QLabel(text);
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    l->setStyleSheet(style);
    return l;
}

// What each answer of a scale means, under the scale: "0: nothing relevant · 10: expert quality".
QLabel *scaleLegend(const QList<models::FormOption> &options)
{
    QStringList parts;
    for (const models::FormOption &o : options)
        if (!o.description.isEmpty())
            parts << QStringLiteral("%1: %2").arg(o.label, o.description);
    return parts.isEmpty() ? nullptr
                           : plainLabel(parts.join(QStringLiteral("  ·  ")), QStringLiteral("color:#5c6670;"));
}
// What a question is about, above it. A long one (a RACE dimension's criteria, a dozen lines) starts folded to its
// first line, so the answers stay in view; a click unfolds it.
void addContext(QVBoxLayout *layout, const QString &text)
{
    constexpr qsizetype kFoldedAbove = 4;
    const QStringList lines = text.split(QLatin1Char('\n'));
    QLabel *context = plainLabel(
        lines.size() > kFoldedAbove ? lines.mid(1).join(QLatin1Char('\n')) : text, QStringLiteral("color:#4a5563;"));
    context->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (lines.size() > kFoldedAbove) {
        auto *fold = new QToolButton;
        fold->setObjectName(QStringLiteral("contextFold"));
        fold->setText(QCoreApplication::translate("draudit::views::FormPanel", "%1 (%2 more lines)") // always 4 or more
                          .arg(lines.first())
                          .arg(lines.size() - 1));
        fold->setCheckable(true);
        fold->setAutoRaise(true);
        fold->setFocusPolicy(Qt::NoFocus); // the keys stay with the form
        fold->setArrowType(Qt::RightArrow);
        fold->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        // A button does not wrap: its width must not widen the form past its column (the questions were cut off).
        fold->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        fold->setToolTip(models::plainToolTip(lines.first()));
        context->hide();
        QObject::connect(fold, &QToolButton::toggled, context, [fold, context](bool open) {
            context->setVisible(open);
            fold->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        });
        layout->addWidget(fold);
    }
    layout->addWidget(context);
}
} // namespace

QString pointsText(double points)
{
    return points == 1
        ? QCoreApplication::translate("draudit::views::FormPanel", "1 pt")
        : QCoreApplication::translate("draudit::views::FormPanel", "%1 pts").arg(QLocale().toString(points, 'g', 4));
}

FormQuestionBox::FormQuestionBox(const models::FormQuestion &q, int number, bool showContext, QWidget *parent)
    : QGroupBox(parent)
    , m_question(q)
    , m_judge(plainLabel({}, QStringLiteral("color:#7a4a00;")))
{
    setAccessibleName(q.text);
    setStyleSheet(kOtherStyle);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(1);
    if (showContext && !q.context.isEmpty())
        addContext(layout, q.context);
    const auto most = q.maxPoints();
    layout->addWidget(
        plainLabel(most ? QStringLiteral("%1. %2  (%3)").arg(number).arg(q.text, pointsText(*most)) : q.text,
            QStringLiteral("font-weight:600;")));
    if (q.kind == models::FormQuestion::Kind::SingleChoice) {
        m_group = new QButtonGroup(this);
        const bool scale = isNumericScale();
        // A long scale (0–10) in two rows, so the form stays narrow beside the report.
        auto *row = scale ? new QGridLayout : nullptr;
        const auto columns = static_cast<int>(q.options.size() > 6 ? (q.options.size() + 1) / 2 : q.options.size());
        for (int i = 0; i < q.options.size(); ++i) {
            const models::FormOption &o = q.options[i];
            QString label = scale ? o.label : QStringLiteral("&%1  %2").arg(i + 1).arg(o.label);
            if (o.points && !scale)
                label += QStringLiteral("  · ") + pointsText(*o.points);
            auto *button = new QRadioButton(label);
            button->setFocusPolicy(Qt::NoFocus);
            button->setToolTip(models::plainToolTip(o.description));
            m_group->addButton(button, i);
            if (row)
                row->addWidget(button, i / columns, i % columns);
            else
                layout->addWidget(button);
            if (!row && !o.description.isEmpty()) { // the answer's meaning under it, indented to its text
                QLabel *meaning = plainLabel(o.description, QStringLiteral("color:#5c6670; margin-left:24px;"));
                layout->addWidget(meaning);
            }
        }
        if (row) {
            row->setColumnStretch(columns, 1);
            row->setHorizontalSpacing(10);
            layout->addLayout(row);
            if (QLabel *legend = scaleLegend(q.options))
                layout->addWidget(legend);
        }
        connect(m_group, &QButtonGroup::idClicked, this, &FormQuestionBox::answered);
    } else if (q.kind == models::FormQuestion::Kind::Number) {
        m_number = new QLineEdit;
        m_number->setValidator(new QDoubleValidator(q.minimum, q.maximum, 3, m_number));
        m_number->setPlaceholderText(QCoreApplication::translate("draudit::views::FormPanel", "%1 to %2; Enter goes on")
                                         .arg(q.minimum)
                                         .arg(q.maximum));
        m_number->setAccessibleName(q.text);
        connect(m_number, &QLineEdit::editingFinished, this, &FormQuestionBox::answered);
        layout->addWidget(m_number);
    } else {
        m_text = new QPlainTextEdit;
        m_text->setPlaceholderText(QCoreApplication::translate(
            "draudit::views::FormPanel", "Optional; Enter commits, Shift+Enter starts a new line"));
        m_text->setMaximumHeight(60);
        m_text->setAccessibleName(q.text);
        layout->addWidget(m_text);
    }
    m_judge->hide();
    layout->addWidget(m_judge);
}

bool FormQuestionBox::isNumericScale() const
{
    return models::isNumericScale(m_question);
}

QString FormQuestionBox::value() const
{
    if (m_group && m_group->checkedId() >= 0)
        return m_question.options[m_group->checkedId()].value;
    if (m_text)
        return m_text->toPlainText().trimmed();
    if (m_number && m_number->hasAcceptableInput())
        return m_number->text().trimmed();
    return {};
}

void FormQuestionBox::setValue(const QString &value)
{
    if (m_group) {
        m_group->setExclusive(false);
        for (QAbstractButton *b : m_group->buttons())
            b->setChecked(false);
        m_group->setExclusive(true);
        for (int o = 0; o < m_question.options.size(); ++o)
            if (m_question.options[o].value == value)
                m_group->button(o)->setChecked(true);
    } else if (m_text) {
        m_text->setPlainText(value);
    } else if (m_number) {
        m_number->setText(value);
    }
}

int FormQuestionBox::optionCount() const
{
    return m_group ? static_cast<int>(m_group->buttons().size()) : 0;
}

void FormQuestionBox::select(int option)
{
    if (m_group && option >= 0 && option < optionCount())
        m_group->button(option)->setChecked(true);
}

QWidget *FormQuestionBox::field() const
{
    return m_text ? static_cast<QWidget *>(m_text) : static_cast<QWidget *>(m_number);
}

void FormQuestionBox::setCurrent(bool current)
{
    if (current == m_current)
        return; // style sheets are costly to re-apply on a 60-item checklist
    m_current = current;
    setStyleSheet(current ? kCurrentStyle : kOtherStyle);
}

void FormQuestionBox::setJudge(const QString &said, bool shown)
{
    // Before the reveal the label holds nothing, not only nothing visible.
    const bool show = shown && !said.isEmpty();
    const QString scale = question().judgeScale;
    // In the form's own words: the option the judge's answer is ("A much better", not "A_MUCH_BETTER").
    QString words = said;
    for (const models::FormOption &o : question().options)
        if (o.value == said)
            words = o.label;
    m_judge->setText(!show ? QString()
            : scale.isEmpty()
            ? QCoreApplication::translate("draudit::views::FormPanel", "Judge: %1").arg(words)
            : QCoreApplication::translate("draudit::views::FormPanel", "Judge (%1): %2").arg(scale, words));
    m_judge->setVisible(show);
}

} // namespace views
} // namespace draudit
