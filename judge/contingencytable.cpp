// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cross-tabulation storage and marginals.
#include "judge/contingencytable.h"

#include <numeric>

namespace draudit::judge {

ContingencyTable::ContingencyTable(std::size_t k)
    : m_k(k)
    , m_n(k * k, 0.0)
{
}

ContingencyTable ContingencyTable::fromRows(const std::vector<std::vector<double>> &rows)
{
    ContingencyTable t(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = 0; j < rows.size() && j < rows[i].size(); ++j)
            t(i, j) = rows[i][j];
    return t;
}

ContingencyTable ContingencyTable::fromPairs(std::size_t k, const std::vector<int> &rater1,
    const std::vector<int> &rater2, const std::vector<double> &itemWeights)
{
    ContingencyTable t(k);
    for (std::size_t i = 0; i < rater1.size() && i < rater2.size(); ++i) {
        if (rater1[i] < 0 || rater2[i] < 0)
            continue;
        t(static_cast<std::size_t>(rater1[i]), static_cast<std::size_t>(rater2[i]))
            += itemWeights.empty() ? 1.0 : itemWeights[i];
    }
    return t;
}

double ContingencyTable::total() const
{
    return std::accumulate(m_n.begin(), m_n.end(), 0.0);
}

std::vector<double> ContingencyTable::rowTotals() const
{
    std::vector<double> r(m_k, 0.0);
    for (std::size_t i = 0; i < m_k; ++i)
        for (std::size_t j = 0; j < m_k; ++j)
            r[i] += (*this)(i, j);
    return r;
}

std::vector<double> ContingencyTable::columnTotals() const
{
    std::vector<double> c(m_k, 0.0);
    for (std::size_t i = 0; i < m_k; ++i)
        for (std::size_t j = 0; j < m_k; ++j)
            c[j] += (*this)(i, j);
    return c;
}

} // namespace draudit::judge
