// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The views registry: the one file outside a benchmark's views folder that includes them. The shell asks it for the
// panes a benchmark supplies, through the interfaces in views/ (roundpane.h, itempane.h); the panes views/ holds for
// every benchmark (AlternativesView) are listed after them.
#include "views/alternativesview.h"
#include "views/benchmarks/drarena/roundtaskpanel.h"
#include "views/benchmarks/livedrbench/claimsview.h"
#include "views/itempane.h"
#include "views/roundpane.h"

namespace draudit {
namespace views {

QList<RoundPaneEntry> roundPanes()
{
    return { arenaRoundPane() };
}

QList<ItemPaneEntry> itemPanes()
{
    return {
        { models::ItemBlock::Kind::Table, [](QWidget *parent) { return new ClaimsView(parent); } },
        { models::ItemBlock::Kind::Alternatives, [](QWidget *parent) { return new AlternativesView(parent); } },
    };
}

} // namespace views
} // namespace draudit
