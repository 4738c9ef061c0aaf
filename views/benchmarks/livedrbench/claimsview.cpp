// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rows are coloured by what a reader checks first: equal values (green), different values (amber), a key only one
// side has (grey). Values are plain text: predictions and ground truths are untrusted data.
#include "views/benchmarks/livedrbench/claimsview.h"

#include "models/core/plaintooltip.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
const QColor kAgree(0xe3, 0xf2, 0xe1);
const QColor kDiffer(0xfd, 0xf0, 0xd5);
const QColor kMissing(0xee, 0xef, 0xf1);
} // namespace

ClaimsView::ClaimsView(QWidget *parent)
    : ItemPane(parent)
    , m_title(new QLabel)
    , m_question(new QLabel)
    , m_summary(new QLabel)
    , m_tree(new QTreeWidget)
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600;"));
    m_question->setTextFormat(Qt::PlainText);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_question->setStyleSheet(QStringLiteral(
        "background:palette(alternate-base); border:1px solid palette(mid); border-radius:4px; padding:6px;"));
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({ tr("Key"), tr("Predicted"), tr("Ground truth") });
    m_tree->setAccessibleName(tr("Predicted claims and ground truth"));
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(false);
    m_tree->setUniformRowHeights(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_question);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
}

void ClaimsView::setItem(const models::BlindItem &item)
{
    m_title->setText(item.title);
    m_question->clear();
    m_tree->clear();
    m_choices.clear();
    for (const models::ItemBlock &b : item.blocks)
        if (b.kind == models::ItemBlock::Kind::Text)
            m_question->setText(b.text);
        else if (b.kind == models::ItemBlock::Kind::Table)
            setTable(b);
}

void ClaimsView::setTable(const models::ItemBlock &table)
{
    m_summary->setText(table.note);
    if (table.columns.size() == 3)
        m_tree->setHeaderLabels(table.columns);
    QTreeWidgetItem *claim = nullptr;
    for (const models::BlockRow &row : table.rows) {
        auto *item = row.depth > 0 && claim ? new QTreeWidgetItem(claim) : new QTreeWidgetItem(m_tree);
        if (row.depth == 0) {
            claim = item;
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
            m_choices.insert(row.id, row.choices);
        }
        item->setData(0, Qt::UserRole, row.id);
        const QColor colour = row.state == models::BlockRow::State::Agree ? kAgree
            : row.state == models::BlockRow::State::Differ                ? kDiffer
                                                                          : kMissing;
        for (int c = 0; c < 3; ++c) {
            item->setText(c, row.cells.value(c));
            if (row.state != models::BlockRow::State::Plain)
                item->setBackground(c, colour);
            if (row.depth > 0)
                item->setToolTip(c, models::plainToolTip(item->text(c)));
        }
    }
    m_tree->expandAll();
}

QTreeWidgetItem *ClaimsView::rowOf(const QString &id) const
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == id)
            return *it;
    return nullptr;
}

void ClaimsView::showQuestion(const QString &questionId)
{
    // "claim:1:missing" -> "claim:1"
    if (QTreeWidgetItem *row = rowOf(questionId.section(QLatin1Char(':'), 0, 1))) {
        m_tree->setCurrentItem(row);
        m_tree->scrollToItem(row);
    }
}

void ClaimsView::showAnswer(const QString &questionId, const QString &value)
{
    if (!questionId.endsWith(QLatin1String(":match")) || value.isEmpty())
        return;
    const QString id = questionId.section(QLatin1Char(':'), 0, 1);
    QTreeWidgetItem *row = rowOf(id);
    const QString claim = id.section(QLatin1Char('.'), 0, 0); // "claim:1.material" -> "claim:1"
    if (!row || !m_choices.contains(claim))
        return;
    const QStringList choices = m_choices.value(claim);
    bool ok = false;
    const int g = value.toInt(&ok);
    row->setText(2,
        ok && g >= 0 && g < choices.size() ? tr("your match: ground truth %1 — %2").arg(g + 1).arg(choices.at(g))
                                           : tr("your match: none"));
    row->setToolTip(2, models::plainToolTip(row->text(2)));
}

void ClaimsView::showAnswers(const QHash<QString, QString> &answers)
{
    for (auto it = answers.begin(); it != answers.end(); ++it)
        showAnswer(it.key(), it.value());
}

} // namespace views
} // namespace draudit
