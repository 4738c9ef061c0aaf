// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scores of reports nested in tasks (several systems answer each task), and the correlation and pairwise agreement
// of one resample that draws whole tasks: the reports of a task move together, so an interval that resamples
// reports alone would pretend they were independent. A unit drawn k times counts k times in Pearson and Spearman;
// in PAR each pair of two different reports counts w_i * w_j times, and a report is never paired with its own copy.
#pragma once

#include "judge/bootstrap.h"
#include "judge/pairwiseagreement.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"

#include <QList>
#include <vector>

namespace draudit::models {

struct ClusteredScores
{
    std::vector<double> method, human;
    std::vector<std::size_t> clusters; // the task of each report, as an index
    QStringList clusterNames; // index -> task
};

// The judge's score and the mean human score of each report, clustered by task.
ClusteredScores clusteredScores(const QList<ScoredReport> &reports);

// Statistics of one resample, given each report's multiplicity.
double weightedPearson(const ClusteredScores &s, const std::vector<double> &weights);
double weightedSpearman(const ClusteredScores &s, const std::vector<double> &weights);
double weightedPar(const std::vector<judge::PairOutcome> &pairs, const std::vector<double> &weights);

// Bootstrap options that draw whole tasks.
judge::BootstrapOptions taskBootstrap(const ClusteredScores &s, int resamples, std::uint64_t seed);

// "bootstrap over tasks (clusters), percentile, 1000 resamples": the interval's method as rows name it.
QString taskBootstrapMethod(int resamples);

// The row's interval replaced by the bootstrap's percentile interval over tasks (and its SE).
void setTaskInterval(ReportRow &row, const judge::BootstrapInterval &b);

} // namespace draudit::models
