// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two judges on the same rounds, against the same human answers: does judge A agree with the humans better than judge
// B? The difference in Win / Loss / Tie kappa and in direction agreement, with a paired bootstrap over battles (both
// judges' kappas recomputed on every resample of whole battles), and McNemar's exact test on the paired agreements.
#pragma once

#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/report/reporttable.h"
#include "models/store/queries/labelqueries.h"

namespace draudit::models {

// judges and humans: labels by round target (five verdicts); battleOf: "round:ID" -> battle.
void appendJudgePairs(ReportTable &table, const LabelsBySource &judges, const LabelsBySource &humans,
    const QHash<QString, qint64> &battleOf, const ArenaAnalysisOptions &options);

// Each judge against the humans' own ceiling on the same rounds (those two or more people answered and the judge
// decided): the Win / Loss / Tie kappa of the people's answers against the judge, pooled, minus the kappa of every
// two people against each other, with a paired bootstrap over battles (both kappas from each resample).
void appendJudgeVsCeiling(ReportTable &table, const LabelsBySource &judges, const LabelsBySource &humans,
    const QHash<QString, qint64> &battleOf, const ArenaAnalysisOptions &options);

} // namespace draudit::models
