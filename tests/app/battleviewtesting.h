// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench's comparison pane as the DR-Arena battle view it is, for tests that look inside it (its answers,
// its task panel, the battle it holds); the shell itself knows only views::ComparisonView.
#pragma once

#include "app/gui/mainwindow.h"
#include "views/benchmarks/drarena/battleview.h"

namespace draudit::tests {

inline views::BattleView *battleView(const app::MainWindow &window)
{
    return qobject_cast<views::BattleView *>(window.comparisonView());
}

} // namespace draudit::tests
