// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Intraclass correlations: the six Shrout–Fleiss (1979) forms with McGraw–Wong names, psych's conventions.
#pragma once

#include "judge/estimate.h"

#include <array>
#include <string>
#include <vector>

namespace draudit::judge {

struct IccForm
{
    std::string name; // ICC1, ICC2, ICC3, ICC1k, ICC2k, ICC3k (psych)
    std::string shroutFleiss; // ICC(1,1) ...
    std::string mcgrawWong; // ICC(1), ICC(A,1), ICC(C,1), ICC(k), ICC(A,k), ICC(C,k)
    double value = kNaN;
    double f = kNaN;
    double df1 = kNaN;
    double df2 = kNaN;
    double p = kNaN;
    Interval ci95;
};

struct IccResult
{
    double targets = 0; // n (weighted)
    double judges = 0; // k
    double msr = kNaN; // between targets
    double msw = kNaN; // within targets
    double msc = kNaN; // between judges
    double mse = kNaN; // residual
    double satterthwaiteDf = kNaN; // v of the ICC(2,1) interval
    std::array<IccForm, 6> forms;
};

// data: complete targets × judges rows; rowWeights (multiplicities) default to 1.
IccResult intraclassCorrelation(
    const std::vector<std::vector<double>> &data, const std::vector<double> &rowWeights = {});

} // namespace draudit::judge
