// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench's forms: RACE report scoring and FACT statement support.
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

// RACE dimensions and overall on a scale from low to high (DeepResearch Bench: 0..10).
FormDefinition reportScoringForm(int low = 0, int high = 10);
// DeepResearch Bench FACT statement–URL pairs: supported / not supported.
FormDefinition statementSupportForm();

} // namespace draudit::models
