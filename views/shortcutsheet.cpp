// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A plain two-column table: headings in bold span both columns.
#include "views/shortcutsheet.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

ShortcutSheet::ShortcutSheet(const QList<QPair<QString, QString>> &rows, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(static_cast<int>(rows.size()), 2))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setHorizontalHeaderLabels({ tr("Action"), tr("Keys") });
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int r = 0; r < rows.size(); ++r) {
        auto *what = new QTableWidgetItem(rows[r].first);
        if (rows[r].second.isEmpty()) { // a heading
            QFont bold = what->font();
            bold.setBold(true);
            what->setFont(bold);
            m_table->setSpan(r, 0, 1, 2);
        }
        m_table->setItem(r, 0, what);
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    m_table->resizeColumnToContents(0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(560, 620);
}

QList<QPair<QString, QString>> ShortcutSheet::formKeys()
{
    return {
        { tr("Answering"), {} },
        { tr("Choose an answer of the current question"), tr("1 … 9") },
        { tr("Commit the answers and go to the next item"), tr("Enter") },
        { tr("New line in a reason field"), tr("Shift+Enter") },
        { tr("Next / previous question"), tr("Down / Up, or J / K") },
        { tr("Commit from any field"), tr("Ctrl+Enter") },
        { tr("Leave a text field for the form's keys"), tr("Esc") },
        { tr("Back to the form from a report or an answer"), QStringLiteral("F6") },
        { tr("Reveal the judge's verdict (after committing)"), tr("Ctrl+J") },
        { tr("In a study"), {} },
        { tr("Skip this item for now (its battle waits)"), tr("Ctrl+Shift+S") },
        { tr("Flag this item for discussion"), tr("Ctrl+Shift+F") },
        { tr("Reading"), {} },
        { tr("Next / previous round of a battle"), tr("Alt+Right / Alt+Left") },
        { tr("Find in the report"), tr("Ctrl+F, then Enter for the next match") },
        { tr("Zoom both answers or reports"), tr("Ctrl+mouse wheel") },
    };
}

} // namespace views
} // namespace draudit
