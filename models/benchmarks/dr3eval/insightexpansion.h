// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval gold insights: one coverage question per gold insight of a report's task.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The form as asked for one item (itemTarget); orderSeed is the annotator's recorded order where options are
// shuffled.
Result<FormDefinition> expandInsights(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed);

} // namespace draudit::models
