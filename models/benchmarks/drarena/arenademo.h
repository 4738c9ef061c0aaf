// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's part of the demo project: battles that follow the real scoring (MUCH_BETTER = 2, BETTER = 1, stop at
// a lead of 2 or 10 rounds), each round with both answers and the examiner's verdict.
#pragma once

#include "models/demo/demowriter.h"

namespace draudit::models {

Result<void> arenaDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c);

} // namespace draudit::models
