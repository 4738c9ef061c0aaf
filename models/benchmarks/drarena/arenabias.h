// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena position bias (does the answer shown first / on the left win more often?), for humans in a study and for
// the judge.
#pragma once

#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/report/reporttable.h"

namespace draudit::models {

// Humans: the share of non-tie verdicts won by the answer on the left of their screen (their recorded
// left/right order); the judge: the share won by seat A (shown first). Wilson intervals and an exact binomial
// test against 1/2.
Result<void> appendPositionBias(ReportTable &table, ProjectStore &store, const ArenaAnalysisOptions &options);

} // namespace draudit::models
