// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's part of the demo project: checklist tasks with query-specific rubric items, two reports each and the
// judge's label on every item.
#pragma once

#include "models/demo/demowriter.h"

namespace draudit::models {

Result<void> drBenchDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c);

} // namespace draudit::models
