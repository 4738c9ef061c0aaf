// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plain-text labels only: a round's text is data and must not be interpreted as rich text.
#include "views/blockspanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
QLabel *plainLabel(const QString &text)
{
    auto *l = new QLabel(text);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QLabel *heading(const QString &text)
{
    QLabel *l = plainLabel(text);
    l->setStyleSheet(QStringLiteral("font-weight:600; color:palette(window-text);"));
    return l;
}
} // namespace

BlocksPanel::BlocksPanel(QWidget *parent)
    : RoundPane(parent)
    , m_content(new QWidget)
    , m_grid(new QGridLayout(m_content))
{
    // The blocks scroll when the splitter leaves them less room than they need.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("roundTaskScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setColumnStretch(0, 1);
    m_grid->setColumnStretch(1, 1);
}

void BlocksPanel::setBlocks(const QList<models::ItemBlock> &blocks)
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    m_question.clear();
    int row = 0;
    int listColumn = 0;
    for (const models::ItemBlock &b : blocks) {
        if (b.kind == models::ItemBlock::Kind::Text || b.kind == models::ItemBlock::Kind::Markdown) {
            if (m_question.isEmpty())
                m_question = b.text;
            if (listColumn == 1) // a text block starts a row of its own
                row += 2;
            listColumn = 0;
            m_grid->addWidget(heading(b.heading), row++, 0, 1, 2);
            QLabel *text = plainLabel(b.text);
            text->setStyleSheet(QStringLiteral("font-size:11pt;"));
            m_grid->addWidget(text, row++, 0, 1, 2);
            if (!b.note.isEmpty()) {
                QLabel *note = plainLabel(b.note);
                note->setStyleSheet(QStringLiteral("color:#5c6670;"));
                m_grid->addWidget(note, row++, 0, 1, 2);
            }
        } else if (b.kind == models::ItemBlock::Kind::Criteria) {
            QStringList lines;
            for (const models::BlockRow &r : b.rows)
                lines << r.cells.value(0);
            m_grid->addWidget(heading(b.heading), row, listColumn);
            m_grid->addWidget(
                plainLabel(lines.isEmpty() ? tr("(none)") : QStringLiteral("• ") + lines.join(QStringLiteral("\n• "))),
                row + 1, listColumn, Qt::AlignTop);
            listColumn = 1 - listColumn;
            if (listColumn == 0)
                row += 2;
        }
    }
    m_grid->setRowStretch(row + 2 * listColumn, 1); // extra height goes below the blocks, not between them
}

int BlocksPanel::neededHeight(int width) const
{
    return m_grid->hasHeightForWidth() ? m_grid->totalHeightForWidth(width) : m_grid->totalSizeHint().height();
}

} // namespace views
} // namespace draudit
