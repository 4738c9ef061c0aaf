// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena task preference: the three generated tasks of an item as the options, in the annotator's own order.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The form as asked for one item (itemTarget); orderSeed is the annotator's recorded order where options are
// shuffled.
Result<FormDefinition> expandTasks(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed);

} // namespace draudit::models
