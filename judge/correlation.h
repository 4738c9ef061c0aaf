// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pearson r, Spearman rho (average ranks for ties) and Kendall tau-b, each with p-value and 95% CI.
#pragma once

#include "judge/estimate.h"

#include <vector>

namespace draudit::judge {

struct PearsonResult
{
    double r = kNaN;
    double t = kNaN;
    double df = kNaN;
    double p = kNaN; // two-sided, t distribution with n-2 df
    Interval ci95; // Fisher z: atanh(r) ± 1.96/sqrt(n-3)
    double n = 0;
};

struct SpearmanResult
{
    double rho = kNaN;
    double s = kNaN; // (n^3 - n)(1 - rho)/6, R's S statistic
    double pT = kNaN; // t approximation (scipy)
    double pExact = kNaN; // exact permutation p, no ties and n <= 9 (R's default there)
    double p = kNaN; // exact where available, else t approximation
    const char *pMethod = "t-approximation";
    Interval ci95; // Fisher z with Bonett–Wright SE sqrt((1 + rho^2/2)/(n-3))
    double n = 0;
};

struct PairCounts
{
    double pairs = 0;
    double concordant = 0;
    double discordant = 0;
    double tiesXOnly = 0;
    double tiesYOnly = 0;
    double tiesBoth = 0;
};

struct KendallResult
{
    double tauB = kNaN;
    double tauC = kNaN;
    double z = kNaN; // (C - D)/sqrt(var) with the tie-corrected variance
    double pAsymptotic = kNaN; // normal, no continuity correction
    double pExact = kNaN; // exact permutation p, no ties and n < 50 (R / scipy)
    double p = kNaN; // exact where available, else asymptotic
    const char *pMethod = "normal approximation with tie-corrected variance";
    Interval ci95; // Fisher z with SE sqrt(0.437/(n-4)) (Fieller et al. 1957)
    PairCounts counts;
    double n = 0;
};

PearsonResult pearson(const std::vector<double> &x, const std::vector<double> &y);
SpearmanResult spearman(const std::vector<double> &x, const std::vector<double> &y);
KendallResult kendallTauB(const std::vector<double> &x, const std::vector<double> &y);
// The correlation of x and y after the linear effect of z is taken out of both (first-order partial correlation):
// t on n-3 df, Fisher z interval with SE 1/sqrt(n-4). df holds n-3.
PearsonResult partialPearson(const std::vector<double> &x, const std::vector<double> &y, const std::vector<double> &z);
PairCounts pairCounts(const std::vector<double> &x, const std::vector<double> &y, double tieTolerance = 0.0);
std::vector<double> averageRanks(const std::vector<double> &v);

} // namespace draudit::judge
