// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded nonparametric bootstrap with percentile and BCa intervals, resampling units or clusters of units.
#pragma once

#include "judge/estimate.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace draudit::judge {

struct BootstrapOptions
{
    int resamples = 1000;
    std::uint64_t seed = 1;
    // Cluster id per unit (e.g. task or battle); empty resamples units independently.
    std::vector<std::size_t> clusters;
    int threads = 0; // 0 = hardware concurrency
    std::size_t jackknifeGroups = 200; // BCa acceleration uses a delete-a-group jackknife over at most this many groups
};

struct BootstrapInterval
{
    double estimate = kNaN;
    Interval percentile;
    Interval bca;
    double se = kNaN; // standard deviation of the replicates
    int resamples = 0;
    int failed = 0; // replicates where the statistic was undefined (excluded)
};

// The statistic sees per-unit multiplicities (how often each unit was drawn) and returns several values
// computed on that one resample, so related coefficients share their draws.
using WeightedStatistic = std::function<std::vector<double>(const std::vector<double> &unitWeights)>;

std::vector<BootstrapInterval> bootstrap(
    std::size_t units, const WeightedStatistic &statistic, const BootstrapOptions &options);

} // namespace draudit::judge
