// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A LiveDRBench prediction as a study item: its question, then each predicted claim beside the ground-truth item
// draudit suggests (by primary keys, no judge), key by key. A report that is no claim list is an ordinary report.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Result<BlindItem> claimsItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);

} // namespace draudit::models
