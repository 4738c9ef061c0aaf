// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's forms: the blind pairwise verdict, the pipeline audit (A1–D2) and the task preference.
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

FormDefinition blindPairwiseForm();
// DR-Arena's pipeline audit: A1–A3 task validity, B1 checklist factuality, the blind verdict C1, then D1
// agreement with the examiner (answered after the reveal) and D2 rounds sufficiency.
FormDefinition pipelineAuditForm();
// DR-Arena's task preference: the best of three generated tasks (question, then checklist), in shown order.
FormDefinition taskPreferenceForm();

} // namespace draudit::models
