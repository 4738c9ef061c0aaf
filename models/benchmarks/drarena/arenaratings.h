// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena ratings: Bradley–Terry (Elo scale) per model from the judge's verdicts and from the human verdicts,
// with bootstrap intervals over battles, and how the rankings agree (with an imported leaderboard too).
#pragma once

#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/report/reporttable.h"

namespace draudit::models {

Result<void> appendRatings(ReportTable &table, ProjectStore &store, const ArenaAnalysisOptions &options);

} // namespace draudit::models
