// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The views registry: the one file outside a benchmark's views folder that includes them. The shell asks it for the
// panes a benchmark supplies, through the interfaces in views/ (roundpane.h, sourcepagesview.h, itempane.h).
#include "views/benchmarks/drarena/infotreepanel.h"
#include "views/benchmarks/drarena/roundtaskpanel.h"
#include "views/benchmarks/drarena/taskchoiceview.h"
#include "views/benchmarks/livedrbench/claimsview.h"
#include "views/itempane.h"
#include "views/roundpane.h"
#include "views/sourcepagesview.h"

namespace draudit {
namespace views {

QList<RoundPaneEntry> roundPanes()
{
    return { arenaRoundPane() };
}

SourcePagesView *makeSourcePagesView(QWidget *parent)
{
    return new InfoTreePanel(parent);
}

QList<ItemPaneEntry> itemPanes()
{
    return {
        { models::ItemBlock::Kind::ClaimsTable, [](QWidget *parent) { return new ClaimsView(parent); } },
        { models::ItemBlock::Kind::Tasks, [](QWidget *parent) { return new TaskChoiceView(parent); } },
    };
}

} // namespace views
} // namespace draudit
