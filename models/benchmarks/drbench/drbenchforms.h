// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's form: the rubric checklist (also asked for DR3-Eval requirement checklists).
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

// Every rubric item of the report's task with its allowed values and points (DR. BENCH QSR and GRR, DR3
// requirements), generated per report.
FormDefinition rubricChecklistForm();

} // namespace draudit::models
