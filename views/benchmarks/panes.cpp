// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The views registry: the one file outside a benchmark's views folder that includes them. The shell asks it for the
// panes a benchmark supplies, through the interfaces in views/ (comparisonview.h, sourcepagesview.h).
#include "views/benchmarks/drarena/battleview.h"
#include "views/benchmarks/drarena/infotreepanel.h"
#include "views/comparisonview.h"
#include "views/sourcepagesview.h"

namespace draudit {
namespace views {

ComparisonView *makeComparisonView(QWidget *parent)
{
    return new BattleView(parent);
}

SourcePagesView *makeSourcePagesView(QWidget *parent)
{
    return new InfoTreePanel(parent);
}

} // namespace views
} // namespace draudit
