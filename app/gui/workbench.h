// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Starts the desktop workbench (QApplication + main window); only compiled when DRAUDIT_GUI is on.
#pragma once

#include <QStringList>

namespace draudit::app {

int runWorkbench(int &argc, char **argv, const QStringList &args, const QString &language);

} // namespace draudit::app
