// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plain-text labels only: task text is data and must not be interpreted as rich text.
#include "views/benchmarks/drarena/roundtaskpanel.h"

#include "models/benchmarks/drarena/arenaitem.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
QLabel *plainLabel()
{
    auto *l = new QLabel;
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QLabel *heading(const QString &text)
{
    auto *l = new QLabel(text);
    l->setStyleSheet(QStringLiteral("font-weight:600; color:palette(window-text);"));
    return l;
}
} // namespace

RoundTaskPanel::RoundTaskPanel(QWidget *parent)
    : RoundPane(parent)
    , m_content(new QWidget)
    , m_question(plainLabel())
    , m_meta(plainLabel())
    , m_chain(plainLabel())
    , m_width(plainLabel())
    , m_depth(plainLabel())
{
    m_question->setStyleSheet(QStringLiteral("font-size:11pt;"));
    m_meta->setStyleSheet(QStringLiteral("color:#5c6670;"));
    m_chain->setStyleSheet(QStringLiteral("color:#5c6670;"));
    m_width->setAccessibleName(tr("Width checklist"));
    m_depth->setAccessibleName(tr("Depth checklist"));
    // The question and checklists scroll when the splitter leaves them less room than they need (a long question
    // was cut off mid-line with no way to read the rest).
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("roundTaskScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *grid = new QGridLayout(m_content);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->addWidget(heading(tr("Question")), 0, 0, 1, 2);
    grid->addWidget(m_question, 1, 0, 1, 2);
    grid->addWidget(m_meta, 2, 0, 1, 2);
    grid->addWidget(m_chain, 3, 0, 1, 2);
    grid->addWidget(heading(tr("Width checklist")), 4, 0);
    grid->addWidget(heading(tr("Depth checklist")), 4, 1);
    grid->addWidget(m_width, 5, 0, Qt::AlignTop);
    grid->addWidget(m_depth, 5, 1, Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(6, 1); // extra height goes below the checklists, not between the labels
}

void RoundTaskPanel::setBlocks(const QList<models::ItemBlock> &blocks)
{
    const auto entries = [&blocks](const char *id) {
        QStringList out;
        for (const models::ItemBlock &b : blocks)
            if (b.id == QLatin1String(id))
                for (const models::BlockRow &row : b.rows)
                    out << row.cells.value(0);
        return out;
    };
    m_question->clear();
    m_meta->clear();
    for (const models::ItemBlock &b : blocks)
        if (b.id == QLatin1String(models::arena::kQuestionBlock)) {
            m_question->setText(b.text);
            m_meta->setText(b.note);
        }
    m_chain->setText(tr("Logic chain: %1\nSource nodes: %2")
                         .arg(entries(models::arena::kLogicChainBlock).join(QStringLiteral(" → ")),
                             entries(models::arena::kSourceNodesBlock).join(QStringLiteral("; "))));
    const auto bulleted = [](const QStringList &lines) {
        return lines.isEmpty() ? tr("(none)") : QStringLiteral("• ") + lines.join(QStringLiteral("\n• "));
    };
    m_width->setText(bulleted(entries(models::arena::kWidthChecklistBlock)));
    m_depth->setText(bulleted(entries(models::arena::kDepthChecklistBlock)));
}

int RoundTaskPanel::neededHeight(int width) const
{
    const QLayout *layout = m_content->layout();
    return layout->hasHeightForWidth() ? layout->totalHeightForWidth(width) : layout->totalSizeHint().height();
}

QString RoundTaskPanel::questionText() const
{
    return m_question->text();
}

RoundPaneEntry arenaRoundPane()
{
    return { models::kDrArena.toString(), [](QWidget *parent) { return new RoundTaskPanel(parent); } };
}

} // namespace views
} // namespace draudit
