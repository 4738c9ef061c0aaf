// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench FACT: one support question per statement–URL pair the FACT judge validated for a report.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The form as asked for one item (itemTarget); orderSeed is the annotator's recorded order where options are
// shuffled.
Result<FormDefinition> expandStatements(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed);

} // namespace draudit::models
