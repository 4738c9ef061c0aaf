// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's forms: gold insight coverage, and the audit forms over the judge's item decisions.
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

// DR3-Eval gold insights: covered / half / not covered.
FormDefinition insightCoverageForm();
// The audit forms (dr3itemexpansion.h): dr3-audit asks about every item of all five metrics; dr3-insights,
// dr3-claims, dr3-checklist, dr3-citations and dr3-depth about one metric's.
FormDefinition dr3AuditForm();
FormDefinition dr3InsightsForm();
FormDefinition dr3ClaimsForm();
FormDefinition dr3ChecklistForm();
FormDefinition dr3CitationsForm();
FormDefinition dr3DepthForm();
// The judge's claim extraction: each extracted claim valid or not, and the claims it missed (precision, recall).
FormDefinition dr3ExtractionForm();

} // namespace draudit::models
