// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench start: how long a headless command takes to start and exit (`draudit --version`, whole processes),
// and which libraries a headless command has loaded (this process's own /proc/self/maps).
#pragma once

#include <QStringList>

namespace draudit::cli {

int benchStart(const QStringList &args);

} // namespace draudit::cli
