// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report-scoring form with the task's RACE criteria beside each dimension: the expert scores a report against
// the criteria the judge used (each with its weight and explanation), and the overall score against the task's
// dimension weights.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// Each dimension question's context lists its criteria; the overall question's lists the dimension weights. A report
// whose task has no RACE criteria in the project gets the form as it is.
Result<FormDefinition> expandRaceCriteria(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed);

} // namespace draudit::models
