// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DR3-Eval judge's item-level decisions, read from a metric file's `details` as eval.py's evaluators write them
// (FORMATS.md §6) and stored as judge records on parts of the case's report (response:ID#PART, or the case's
// placeholder until the report arrives), keyed by the benchmark's own keys:
//   information_recall  PART insight:<component>:<id>  field insight          covered | half | not covered (1/0.5/0)
//   factual_accuracy    PART claim:<id>                field claim            the judge's extracted claim (its text)
//                       PART claim:<id>                field claim_support    supported | unsupported (all citations)
//                       PART claim:<id>#<citation>     field citation_support supported | unsupported
//   format_compliance   PART requirement:<id>          field requirement      satisfied | not satisfied
//   citation_coverage   PART required:<title>          field cited            cited | missing
//   overall_quality     the report itself              field depth_quality    the rating 1..10
// A decision the judge did not make (an explanation beginning "Not verified", "Parse error", "API error", "Max
// retries", "Source not found" or "No result"; satisfied null or status error; a depth rating it could not parse)
// is kept with no value or score, flagged judge-failure, so statistics leave it out. The same decision met again
// (combined_result.json and the metric's own file) is stored once; a different one is reported and the first kept.
#pragma once

#include "models/core/error.h"

namespace draudit::models {

class ImportContext;
class JsonRecord;
struct Dr3Target;

// Writes the decisions in one metric's details; a metric without item details writes nothing.
Result<void> writeItemDecisions(ImportContext &c, const Dr3Target &t, const QString &metric, const JsonRecord &details);

} // namespace draudit::models
