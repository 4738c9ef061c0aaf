// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Count-matrix storage; subjects may repeat (multiplicity) so bootstrap resamples need no copies.
#include "judge/categorycounts.h"

#include <numeric>

namespace draudit::judge {

CategoryCounts::CategoryCounts(std::size_t categories)
    : m_q(categories)
{
}

CategoryCounts CategoryCounts::fromRows(const std::vector<std::vector<double>> &rows)
{
    CategoryCounts c(rows.empty() ? 0 : rows.front().size());
    for (const auto &r : rows)
        c.addSubject(r);
    return c;
}

CategoryCounts CategoryCounts::fromTable(const ContingencyTable &table)
{
    const std::size_t k = table.size();
    CategoryCounts c(k);
    std::vector<double> v(k, 0.0);
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            if (table(i, j) <= 0)
                continue;
            std::fill(v.begin(), v.end(), 0.0);
            v[i] += 1.0;
            v[j] += 1.0;
            c.addSubject(v, table(i, j));
        }
    }
    return c;
}

void CategoryCounts::addSubject(const std::vector<double> &counts, double multiplicity)
{
    double r = 0.0;
    for (std::size_t k = 0; k < m_q; ++k) {
        const double v = k < counts.size() ? counts[k] : 0.0;
        m_counts.push_back(v);
        r += v;
    }
    m_mult.push_back(multiplicity);
    m_ratings.push_back(r);
}

double CategoryCounts::totalSubjects() const
{
    return std::accumulate(m_mult.begin(), m_mult.end(), 0.0);
}

bool CategoryCounts::constantRaters(double *raters) const
{
    double first = -1.0;
    for (std::size_t s = 0; s < subjects(); ++s) {
        if (m_mult[s] <= 0 || m_ratings[s] <= 0)
            continue;
        if (first < 0)
            first = m_ratings[s];
        else if (m_ratings[s] != first)
            return false;
    }
    if (raters)
        *raters = first;
    return first > 0;
}

} // namespace draudit::judge
