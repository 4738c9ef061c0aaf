// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two RACE runs (judges) on the same reports, as a "judge A beats judge B" table needs them: the differences of PAR
// and of the Overall Score with a paired bootstrap over tasks (both runs' Table 2 on the same resample), and
// McNemar's exact test on the pairs of a task's reports only one of the runs orders as the experts do (pairs share
// reports, so its p treats them as independent).
#pragma once

#include "models/benchmarks/deepresearchbench/drbtable2.h"

#include <QMap>

namespace draudit::models {

// runs: judge name -> its reports on the dimension (scoredReports); every two runs over the reports both scored.
void appendTable2Pairs(
    ReportTable &table, const QMap<QString, QList<ScoredReport>> &runs, const Table2Request &request);

// A run against the humans' own ceiling on the same tasks: its PAR minus the experts' PAR against the mean of the
// others (three-way, pooled over experts), with a bootstrap over tasks drawing both from the same resample; tasks
// with fewer than two complete experts have no ceiling and are left out of both.
void appendRunVsCeiling(ReportTable &table, const QList<ScoredReport> &reports, const Table2Request &request);

} // namespace draudit::models
