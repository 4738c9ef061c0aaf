// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each alternative is plain text (generated tasks are data): its second cell as it is, then each further cell under its
// column's name, a one-line cell after it ("Word limit: 300"), a cell of several lines as a bulleted list.
#include "views/alternativesview.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
QString cellText(const QString &column, const QString &cell)
{
    const QStringList lines = cell.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() < 2)
        return column.isEmpty() ? cell : AlternativesView::tr("%1: %2").arg(column, cell);
    QString out = column;
    for (const QString &line : lines)
        out += QStringLiteral("\n• %1").arg(line);
    return out;
}

QString alternativeText(const QStringList &columns, const QStringList &cells)
{
    QStringList parts;
    for (qsizetype i = 1; i < cells.size(); ++i)
        if (!cells.at(i).isEmpty())
            parts << (i == 1 ? cells.at(i) : cellText(columns.value(i), cells.at(i)));
    return parts.join(QStringLiteral("\n\n"));
}
} // namespace

AlternativesView::AlternativesView(QWidget *parent)
    : ItemPane(parent)
    , m_columns(new QHBoxLayout(this))
{
    m_columns->setContentsMargins(6, 6, 6, 6);
}

void AlternativesView::setItem(const models::BlindItem &item)
{
    while (QLayoutItem *child = m_columns->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    const models::ItemBlock *alternatives = item.block(models::ItemBlock::Kind::Alternatives);
    if (!alternatives)
        return;
    for (const models::BlockRow &row : alternatives->rows) {
        auto *box = new QGroupBox(row.cells.value(0));
        box->setAccessibleName(row.cells.value(0));
        auto *layout = new QVBoxLayout(box);
        auto *view = new QPlainTextEdit(alternativeText(alternatives->columns, row.cells));
        view->setReadOnly(true);
        view->setAccessibleName(row.cells.value(0));
        layout->addWidget(view);
        m_columns->addWidget(box, 1);
    }
}

} // namespace views
} // namespace draudit
