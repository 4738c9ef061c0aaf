// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena judge bias: how the examiner's and the humans' preferences depend on the answers' length (words,
// citations) and on the examiner's own model family, on the same rounds; and Bradley–Terry ratings with style
// covariates beside the plain ones.
#pragma once

#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/report/reporttable.h"

namespace draudit::models {

// Rows of analysis "judge bias" (stable statistic names, see the README) for each judge on all its rounds and,
// with a study's answers, for each judge against the humans on the rounds both rated; then rows of analysis
// "style-controlled ratings": plain and style-controlled Elo per model and source, their shift, and the style
// coefficients.
Result<void> appendJudgeBias(ReportTable &table, ProjectStore &store, const ArenaAnalysisOptions &options);

} // namespace draudit::models
