// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names are hidden by default ("Annotator 1, 2, …" in a stable order) so the decision rests on the answers.
#include "views/adjudicationpanel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace draudit {
namespace views {

AdjudicationPanel::AdjudicationPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget)
    , m_showNames(new QCheckBox(tr("Show annotator names")))
    , m_answers(new QLabel)
    , m_options(new QButtonGroup(this))
    , m_optionLayout(new QVBoxLayout)
    , m_reason(new QLineEdit)
    , m_resolve(new QPushButton(tr("Resolve (Ctrl+Enter)")))
    , m_open(new QPushButton(tr("Show the item (Ctrl+O)")))
{
    m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (current() >= 0 && current() < m_items.size())
            Q_EMIT openRequested(m_items[current()].target);
    });
    m_list->setAccessibleName(tr("Disagreements"));
    m_answers->setTextFormat(Qt::PlainText);
    m_answers->setWordWrap(true);
    m_answers->setStyleSheet(
        QStringLiteral("font-size:11pt; padding:6px; background:palette(alternate-base); border-radius:4px;"));
    m_reason->setPlaceholderText(tr("Why this value (recorded with it)"));
    m_reason->setAccessibleName(tr("Reason"));
    auto *decision = new QGroupBox(tr("Resolved value (digits pick)"));
    decision->setLayout(m_optionLayout);
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    auto *top = new QHBoxLayout;
    top->addWidget(m_showNames);
    top->addStretch();
    top->addWidget(m_open);
    rightLayout->addLayout(top);
    rightLayout->addWidget(m_answers);
    rightLayout->addWidget(decision);
    rightLayout->addWidget(m_reason);
    rightLayout->addWidget(m_resolve);
    rightLayout->addStretch();
    auto *split = new QSplitter;
    split->addWidget(m_list);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    connect(m_showNames, &QCheckBox::toggled, this, [this] { showCurrent(); });
    connect(m_resolve, &QPushButton::clicked, this, &AdjudicationPanel::resolve);
    connect(m_reason, &QLineEdit::returnPressed, this, &AdjudicationPanel::resolve);
}

void AdjudicationPanel::setQuestion(const models::FormQuestion &question)
{
    m_question = question;
    for (QAbstractButton *b : m_options->buttons()) {
        m_options->removeButton(b);
        delete b;
    }
    for (int i = 0; i < question.options.size(); ++i) {
        auto *b = new QRadioButton(tr("%1  %2").arg(i + 1).arg(question.options[i].label));
        m_options->addButton(b, i);
        m_optionLayout->addWidget(b);
    }
}

void AdjudicationPanel::setDisagreements(const QList<models::Disagreement> &list)
{
    const int keep = std::max(0, m_list->currentRow());
    m_items = list;
    m_list->clear();
    for (const models::Disagreement &d : list)
        m_list->addItem(tr("%1 · severity %2%3")
                            .arg(d.target.toString())
                            .arg(d.severity)
                            .arg(d.goldValue.isEmpty() ? QString() : tr(" · resolved: %1").arg(d.goldValue)));
    if (!list.isEmpty())
        m_list->setCurrentRow(std::min(keep, static_cast<int>(list.size()) - 1));
    showCurrent();
}

int AdjudicationPanel::current() const
{
    return m_list->currentRow();
}

QString AdjudicationPanel::answersText() const
{
    return m_answers->text();
}

void AdjudicationPanel::showCurrent()
{
    const int row = current();
    m_resolve->setEnabled(row >= 0);
    if (row < 0 || row >= m_items.size()) {
        m_answers->setText(tr("No disagreements at this severity."));
        return;
    }
    const models::Disagreement &d = m_items[row];
    QStringList lines;
    for (int i = 0; i < d.answers.size(); ++i) {
        QString label = d.answers[i].second;
        for (const models::FormOption &o : m_question.options)
            if (o.value == label)
                label = o.label;
        lines << tr("%1: %2").arg(m_showNames->isChecked() ? d.answers[i].first : tr("Annotator %1").arg(i + 1), label);
    }
    if (!d.goldValue.isEmpty())
        lines << tr("Resolved: %1 — %2").arg(d.goldValue, d.goldReason);
    m_answers->setText(tr("%1, %2\n").arg(d.target.toString(), d.field) + lines.join(QLatin1Char('\n')));
    for (int i = 0; i < m_question.options.size(); ++i)
        if (m_question.options[i].value == d.goldValue)
            m_options->button(i)->setChecked(true);
    m_reason->setText(d.goldReason);
}

void AdjudicationPanel::pick(int option)
{
    if (QAbstractButton *b = m_options->button(option - 1))
        b->setChecked(true);
}

void AdjudicationPanel::resolve()
{
    const int row = current();
    const int option = m_options->checkedId();
    if (row < 0 || row >= m_items.size() || option < 0)
        return;
    const models::Disagreement &d = m_items[row];
    Q_EMIT resolved(d.target, m_question.options[option].value, m_reason->text().trimmed(), d.goldVersion);
}

void AdjudicationPanel::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && !m_reason->hasFocus()) {
        pick(key - Qt::Key_0);
        return;
    }
    if (key == Qt::Key_O && (event->modifiers() & Qt::ControlModifier)) {
        m_open->click();
        return;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && (event->modifiers() & Qt::ControlModifier)) {
        resolve();
        return;
    }
    if ((key == Qt::Key_J || key == Qt::Key_Down) && !m_reason->hasFocus()) {
        m_list->setCurrentRow(std::min(m_list->count() - 1, current() + 1));
        return;
    }
    if ((key == Qt::Key_K || key == Qt::Key_Up) && !m_reason->hasFocus()) {
        m_list->setCurrentRow(std::max(0, current() - 1));
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace views
} // namespace draudit
