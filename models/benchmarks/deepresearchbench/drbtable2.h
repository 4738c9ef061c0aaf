// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DeepResearch Bench paper's Table 2 for one RACE run on one dimension: PAR, OPC, FAP, FAS and their mean, the
// Overall Score; and the human inter-agreement ceiling (each expert against the mean of the others).
#pragma once

#include "judge/correlation.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"

#include <cstdint>
#include <vector>

namespace draudit::models {

// The statistics on a set of tasks, each task weighted (a bootstrap resample draws a task several times).
struct Table2
{
    double agreeingPairs = 0; // PAR: pairs of a task's reports where the run's preference is the humans' (ties too)
    double pairs = 0;
    double opc = std::nan(""); // Pearson r of per-model means (run vs mean human), over models with 3 or more
    judge::Interval opcCi; // its Fisher z interval
    int models = 0;
    // Per kept task (where defined): Pearson / Spearman of run vs mean human scores, and the task's weight.
    std::vector<double> fap, fapWeights, fas, fasWeights;
    double kept = 0; // tasks kept by the ICC rule: two or more complete experts, 3+ reports, ICC(1,1) >= 0
    double tasks = 0;

    double par() const { return pairs > 0 ? agreeingPairs / pairs : std::nan(""); }
    double fapMean() const;
    double fasMean() const;
    // The paper's Overall Score: the mean of PAR, OPC, FAP and FAS (NaN unless all four exist).
    double overall() const;
};

// Reports grouped by task (models/report/scorerows.h byTask), with one weight per task in that order.
Table2 computeTable2(const QList<QList<ScoredReport>> &tasks, const std::vector<double> &weights);

struct Table2Request
{
    QString judgeName;
    QString dimension;
    int bootstrap = 0; // resamples of the task bootstrap for the Overall Score's interval (0 = 1000)
    std::uint64_t seed = 1;
};

// The run's rows: PAR, OPC and overall_score with percentile intervals of one bootstrap over tasks (a task's pairs,
// its reports' model means and its ICC move together; overall_score is the headline on "overall"), FAP and FAS
// with t intervals over the kept tasks (tasks are their units already), tasks_kept_icc_nonnegative (kept of all).
void appendTable2Rows(ReportTable &table, const QList<ScoredReport> &reports, const Table2Request &request);
// One task's expert-vs-others pairs: (agreeing, pairs) over its complete experts, (0, 0) with fewer than two.
std::pair<double, double> humanCeilingPairs(const QList<ScoredReport> &task);
// PAR_expert_vs_others over the tasks' complete experts, from the humans' scores alone.
void appendHumanCeiling(ReportTable &table, const QList<ScoredReport> &humanReports, const QString &dimension);

} // namespace draudit::models
