// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench ui: how fast the workbench moves to the next round (both answers rendered) in a project of
// 100,000 rounds, and opens a 50,000-word report. Needs the Widgets build; runs offscreen without a display.
#pragma once

#include <QStringList>

namespace draudit::app {

int runUiBench(int &argc, char **argv, const QStringList &args);

} // namespace draudit::app
