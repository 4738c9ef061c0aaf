// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Units × raters matrix of numeric ratings (category positions or scores); NaN marks a missing rating.
#pragma once

#include "judge/hugepages.h"

#include <cmath>
#include <cstddef>
#include <vector>

namespace draudit::judge {

class RatingMatrix
{
public:
    RatingMatrix() = default;
    RatingMatrix(std::size_t units, std::size_t raters);
    static RatingMatrix fromRows(const std::vector<std::vector<double>> &unitRows);
    // Krippendorff's layout: one row per observer, one column per unit.
    static RatingMatrix fromObserverRows(const std::vector<std::vector<double>> &observerRows);

    std::size_t units() const { return m_units; }
    std::size_t raters() const { return m_raters; }
    double operator()(std::size_t unit, std::size_t rater) const { return m_v[unit * m_raters + rater]; }
    double &operator()(std::size_t unit, std::size_t rater) { return m_v[unit * m_raters + rater]; }
    static bool missing(double v) { return std::isnan(v); }
    std::size_t ratingsOf(std::size_t unit) const;
    std::size_t totalRatings() const;

private:
    std::size_t m_units = 0;
    std::size_t m_raters = 0;
    HugeVector<double> m_v;
};

} // namespace draudit::judge
