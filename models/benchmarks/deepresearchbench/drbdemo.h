// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench's part of the demo project: report tasks with RACE criteria, one report per system with its
// RACE scores, and FACT statement–URL pairs with the judge's labels.
#pragma once

#include "models/demo/demowriter.h"

namespace draudit::models {

Result<void> drbDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c);

} // namespace draudit::models
