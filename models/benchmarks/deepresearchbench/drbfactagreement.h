// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// FACT: humans label statement–URL pairs supported / not supported; each FACT run's labels against theirs.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

class ProjectStore;

// For every FACT run (judge with "support" records) that labelled a pair the study's humans labelled, analysis
// "DeepResearch Bench: FACT support labels", comparison "humans vs judge NAME":
//   agreement_on_human_supported / _unsupported   of the humans' supported (not supported) answers, the share the
//                                                 run labelled the same: the paper's 96% / 92% (headline)
//   agreement_on_judge_supported / _unsupported   the same conditioned on the run's label
//   percent_agreement                             over all answers with a label on both sides
//   judge_unknown_excluded                        answers on pairs the run labelled unknown or whose validation
//                                                 failed (validate_error): in neither class, counted (of all)
// Each answer is one observation (with several annotators a pair counts once per annotator); Wilson intervals.
Result<void> appendFactAgreement(ReportTable &table, ProjectStore &store, qint64 studyId);

} // namespace draudit::models
