// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each column is plain text (generated tasks are data), with the checklists as bulleted lines.
#include "views/benchmarks/drarena/taskchoiceview.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace draudit {
namespace views {

TaskChoiceView::TaskChoiceView(QWidget *parent)
    : ItemPane(parent)
    , m_columns(new QHBoxLayout(this))
{
    m_columns->setContentsMargins(6, 6, 6, 6);
}

void TaskChoiceView::setItem(const models::BlindItem &item)
{
    while (QLayoutItem *child = m_columns->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    const models::ItemBlock *tasks = item.block(models::ItemBlock::Kind::Tasks);
    if (!tasks)
        return;
    // Cells: heading, question, word limit, depth checklist, width checklist (one entry a line).
    const auto list = [](const QString &title, const QString &entries) {
        QString out = QStringLiteral("\n\n%1\n").arg(title);
        for (const QString &entry : entries.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            out += QStringLiteral("• %1\n").arg(entry);
        return out;
    };
    for (const models::BlockRow &row : tasks->rows) {
        auto *box = new QGroupBox(row.cells.value(0));
        box->setAccessibleName(row.cells.value(0));
        auto *layout = new QVBoxLayout(box);
        QString text = row.cells.value(1);
        if (!row.cells.value(2).isEmpty())
            text += QStringLiteral("\n\n") + tr("Word limit: %1").arg(row.cells.value(2));
        if (!row.cells.value(3).isEmpty())
            text += list(tr("Depth checklist"), row.cells.value(3));
        if (!row.cells.value(4).isEmpty())
            text += list(tr("Width checklist"), row.cells.value(4));
        auto *view = new QPlainTextEdit(text);
        view->setReadOnly(true);
        view->setAccessibleName(row.cells.value(0));
        layout->addWidget(view);
        m_columns->addWidget(box, 1);
    }
}

} // namespace views
} // namespace draudit
