// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's per-criterion scores of the target report (imported in the long format) weighed into its own 0–10
// score per dimension, against the experts' 0–10 scores of the same dimension: one scale, so differences mean
// something here, unlike RACE's relative scores.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

class ProjectStore;

// For every judge with article_1_score records, analysis "DeepResearch Bench: RACE criterion scores vs experts
// (0–10)", comparison "DIMENSION · judge NAME", over reports with both:
//   pearson_r, spearman_rho (Fisher z intervals), mean_difference_expert_minus_judge (t interval over reports).
// The judge's dimension score is the criteria's weighted mean (criteria.jsonl weights) over the criteria it scored.
Result<void> appendCriterionAgreement(ReportTable &table, ProjectStore &store, qint64 studyId);

} // namespace draudit::models
