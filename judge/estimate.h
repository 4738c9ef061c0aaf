// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plain result types shared by every statistic in the judge library.
#pragma once

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace draudit::judge {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct Interval
{
    double lo = kNaN;
    double hi = kNaN;
};

// A coefficient with the uncertainty a paper reports; fields that do not apply stay empty.
struct Estimate
{
    double value = kNaN;
    std::optional<double> se; // non-null standard error
    std::optional<Interval> ci95; // 95% confidence interval
    std::optional<double> se0; // standard error under H0 (coefficient = 0)
    std::optional<double> z; // test statistic against 0
    std::optional<double> p; // two-sided p-value
    std::string ciMethod; // how ci95 was obtained, for the report
};

} // namespace draudit::judge
