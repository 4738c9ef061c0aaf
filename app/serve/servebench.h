// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit bench serve`: annotators in browsers, simulated on loopback against a real `draudit serve` process.
#pragma once

#include <QStringList>

namespace draudit::serve {

// args: "serve" and its options (after "bench").
int runServeBench(const QStringList &args);

} // namespace draudit::serve
