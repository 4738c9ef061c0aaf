// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Judge bias on report scores (DeepResearch Bench, DR3-Eval, DR. BENCH): does the judge's score follow the report's
// length once the human score is accounted for, and does it favour its own model family more than the humans do?
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Rows of analysis "judge bias", comparison "JUDGE vs humans (same reports)", over reports with a judge score, at
// least one human score and a text in the project:
//   length_words_partial_r_judge / _humans   partial correlation of the judge's (the humans') score with
//                                            log2(words + 1), given the humans' (the judge's) score; Fisher z
//   length_words_r_judge / _humans           plain Pearson r with log2(words + 1)
//   length_citations_partial_r_judge         the same with log2(citations + 1)
//   self_preference_mean_z_judge / _humans / _difference
//                                            mean z-score of reports by the judge's family; bootstrap over tasks
Result<void> appendScoreBias(ReportTable &table, ProjectStore &store, const QList<ScoredReport> &reports,
    const QString &judgeName, const ScoreProtocolOptions &options);

} // namespace draudit::models
