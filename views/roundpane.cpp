// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The choice of a round pane: the benchmark's own, else the plain blocks panel.
#include "views/roundpane.h"

#include "views/blockspanel.h"

namespace draudit {
namespace views {

RoundPane::~RoundPane() = default;

RoundPane *makeRoundPane(const QString &benchmark, QWidget *parent)
{
    for (const RoundPaneEntry &e : roundPanes())
        if (e.benchmark == benchmark)
            return e.make(parent);
    return new BlocksPanel(parent);
}

} // namespace views
} // namespace draudit
