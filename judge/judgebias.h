// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Judge-bias estimates on pairwise verdicts, for the judge and for humans on the same items: how preference
// depends on the length difference (logistic slope), how often the judge's own model family wins, and
// Bradley–Terry ratings with style covariates beside the plain ones. Intervals: bootstrap over clusters (battles).
#pragma once

#include "judge/bootstrap.h"

#include <cstddef>
#include <vector>

namespace draudit::judge {

enum class VerdictSource
{
    Judge = 0,
    Humans = 1
};

// One verdict on a pair of answers A and B.
struct PairVerdict
{
    std::size_t cluster = 0; // battle or task: the bootstrap resamples these
    VerdictSource source = VerdictSource::Judge;
    double scoreA = 0.5; // 1 = A preferred, 0 = B preferred, 0.5 = tie
    double wordsLog2Ratio = 0; // log2(words of A / words of B)
    double citationsLog2Ratio = 0; // log2((citations of A + 1) / (citations of B + 1))
    int ownFamily = 0; // +1: only A is of the judge's model family, -1: only B, 0: neither or both
};

enum PairBiasStatistic
{
    WordsSlope, // log-odds of preferring A per doubling of A's length relative to B's (ties left out)
    CitationsSlope, // the same per doubling of (citations + 1)
    OwnFamilyWinRate, // share won by the judge's family when exactly one side is of it (ties half)
    PairBiasCount
};

struct PairBias
{
    // [statistic]: estimates with percentile/BCa intervals; difference = judge - humans on the same resample.
    std::vector<BootstrapInterval> judge, humans, difference;
    std::vector<double> judgeN, humansN; // verdicts each statistic uses
};

PairBias pairBias(const std::vector<PairVerdict> &verdicts, const BootstrapOptions &options);

// A scored report: the judge's score and the mean human score of the same report.
struct ScoredItem
{
    std::size_t cluster = 0; // task: the bootstrap resamples these
    double judge = 0;
    double humans = 0;
    bool ownFamily = false; // written by an agent of the judge's model family
};

enum OwnFamilyScore
{
    JudgeOwnFamilyZ, // mean z-score (within the judge's scores) of the own-family reports
    HumansOwnFamilyZ, // the same within the mean human scores
    OwnFamilyZDifference, // judge - humans
    OwnFamilyScoreCount
};

// Scores on different scales become comparable as z-scores within each source (weighted in a resample).
std::vector<BootstrapInterval> ownFamilyScoreShift(
    const std::vector<ScoredItem> &items, const BootstrapOptions &options);

// A game for style-controlled Bradley–Terry: covariates are style differences of A and B (e.g. (a - b)/(a + b)).
struct StyledGame
{
    std::size_t cluster = 0;
    int a = 0;
    int b = 0;
    double scoreA = 0.5;
    std::vector<double> covariates;
};

struct StyleRatings
{
    // Per player, Elo scale (mean 1000 over players with games): plain BT, BT with the covariates, and the shift.
    std::vector<BootstrapInterval> plain, controlled, shift;
    // Per covariate: log-odds per standard deviation of the difference; NaN for a covariate that never varies.
    std::vector<BootstrapInterval> coefficients;
    std::vector<double> games;
    bool converged = false;
};

// Logistic Bradley–Terry (a ridge of 1e-3 on player strengths keeps a winless player finite); covariates are
// scaled to unit standard deviation before the fit.
StyleRatings styleControlledRatings(int players, const std::vector<StyledGame> &games, const BootstrapOptions &options);

} // namespace draudit::judge
