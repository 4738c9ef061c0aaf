// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's judges side by side. eval.py is run once per judge LLM and each run is imported under its own name
// (`import --judge NAME`, default "dr3-eval"); the paper's appendix compares the judges' rankings of the systems.
//   - System rankings: each judge's mean total per system over the reports both judges scored (total_score, else
//     the mean of its metric scores); Kendall's tau-b between the two rankings, and the pairs of systems they order
//     differently (rank swaps) in the notes.
//   - Against the humans, per dimension: on the reports both judges and a human scored, the difference in Pearson r
//     and strict PAR with the mean human, with a paired bootstrap over tasks, and McNemar's test on the pairs of
//     reports only one judge orders as the humans do (pairs share reports, so its p treats them as independent: a
//     screen, not proof).
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// The judges with eval.py's records (total_score or metric), "dr3-eval" first, then by name.
Result<QStringList> dr3Judges(ProjectStore &store);

// Every two judges' system rankings.
Result<void> appendDr3JudgeComparisons(ReportTable &t, ProjectStore &store, const QStringList &judges);

// Two judges' scores on one dimension (scoredReports of each) against the mean human, on the reports all scored;
// comparison: "first − second · dimension".
void appendDr3PairedJudges(ReportTable &t, const QList<ScoredReport> &first, const QList<ScoredReport> &second,
    const QString &comparison, const ScoreProtocolOptions &options);

} // namespace draudit::models
