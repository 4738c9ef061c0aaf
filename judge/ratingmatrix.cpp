// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Dense storage; a missing rating is NaN so sparse designs (incomplete overlap) need no special type.
#include "judge/ratingmatrix.h"

#include <limits>

namespace draudit::judge {

RatingMatrix::RatingMatrix(std::size_t units, std::size_t raters)
    : m_units(units)
    , m_raters(raters)
    , m_v(units * raters, std::numeric_limits<double>::quiet_NaN())
{
}

RatingMatrix RatingMatrix::fromRows(const std::vector<std::vector<double>> &unitRows)
{
    std::size_t raters = 0;
    for (const auto &r : unitRows)
        raters = std::max(raters, r.size());
    RatingMatrix m(unitRows.size(), raters);
    for (std::size_t u = 0; u < unitRows.size(); ++u)
        for (std::size_t r = 0; r < unitRows[u].size(); ++r)
            m(u, r) = unitRows[u][r];
    return m;
}

RatingMatrix RatingMatrix::fromObserverRows(const std::vector<std::vector<double>> &observerRows)
{
    std::size_t units = 0;
    for (const auto &r : observerRows)
        units = std::max(units, r.size());
    RatingMatrix m(units, observerRows.size());
    for (std::size_t o = 0; o < observerRows.size(); ++o)
        for (std::size_t u = 0; u < observerRows[o].size(); ++u)
            m(u, o) = observerRows[o][u];
    return m;
}

std::size_t RatingMatrix::ratingsOf(std::size_t unit) const
{
    std::size_t n = 0;
    for (std::size_t r = 0; r < m_raters; ++r)
        n += missing((*this)(unit, r)) ? 0 : 1;
    return n;
}

std::size_t RatingMatrix::totalRatings() const
{
    std::size_t n = 0;
    for (double v : m_v)
        n += missing(v) ? 0 : 1;
    return n;
}

} // namespace draudit::judge
