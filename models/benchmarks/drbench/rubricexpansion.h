// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH rubric checklists: one question per query-specific (QSR) and general-report (GRR) rubric item of a
// report, and the focus and deviation keywords whose relevance the judge scored. The same expansion serves DR3-Eval
// requirement checklists, whose items are rubric items too.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The form as asked for one item (itemTarget); orderSeed is the annotator's recorded order where options are
// shuffled.
Result<FormDefinition> expandRubric(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed);

} // namespace draudit::models
