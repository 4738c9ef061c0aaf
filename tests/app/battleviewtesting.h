// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench's comparison pane as the class it is, for tests that look inside it (its answers, its round pane, the
// comparison it holds); the shell itself knows only views::ComparisonView.
#pragma once

#include "app/gui/mainwindow.h"
#include "views/comparisonpane.h"

namespace draudit::tests {

inline views::ComparisonPane *battleView(const app::MainWindow &window)
{
    return qobject_cast<views::ComparisonPane *>(window.comparisonView());
}

} // namespace draudit::tests
