// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Paired-score report behind `draudit correlate`: correlations and PAR overall and per group (FAP/FAS style).
#pragma once

#include "judge/bootstrap.h"
#include "judge/correlation.h"
#include "judge/pairwiseagreement.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace draudit::judge {

struct PairedScores
{
    std::vector<double> x;
    std::vector<double> y;
    std::vector<std::string> groups; // optional, one per row
    std::vector<std::vector<double>> raterScores; // optional, one row of rater columns per row (for ICC filter)
};

struct CorrelationOptions
{
    double tieTolerance = 0.0; // three-way PAR
    std::optional<double> minGroupIcc; // drop groups whose ICC(1,1) of rater scores is below
    int bootstrap = 0;
    std::uint64_t seed = 1;
};

struct CorrelationSet
{
    double n = 0;
    PearsonResult pearson;
    SpearmanResult spearman;
    KendallResult kendall;
    ParResult parStrict;
    ParResult parThreeWay;
    ParResult parTiesExcluded;
    std::optional<double> icc11; // of the rater columns, when given
    std::map<std::string, BootstrapInterval> bootstrap;
};

struct CorrelationReport
{
    CorrelationSet overall;
    std::map<std::string, CorrelationSet> groups;
    std::vector<std::string> droppedGroups;
    std::map<std::string, double> groupMeans; // pearson (FAP), spearman (FAS), kendall_tau_b, par_*
    double groupsUsed = 0;
    std::vector<std::string> notes;
};

CorrelationSet correlate(const std::vector<double> &x, const std::vector<double> &y, double tieTolerance);
CorrelationReport correlationReport(const PairedScores &data, const CorrelationOptions &options);

} // namespace draudit::judge
