// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Square cross-tabulation of two raters over the same declared categories (rows = rater 1).
#pragma once

#include <cstddef>
#include <vector>

namespace draudit::judge {

class ContingencyTable
{
public:
    ContingencyTable() = default;
    explicit ContingencyTable(std::size_t k);
    static ContingencyTable fromRows(const std::vector<std::vector<double>> &rows);
    // Pairs of category indices (one per item rated by both raters); weights default to 1.
    static ContingencyTable fromPairs(std::size_t k, const std::vector<int> &rater1, const std::vector<int> &rater2,
        const std::vector<double> &itemWeights = {});

    std::size_t size() const { return m_k; }
    double operator()(std::size_t i, std::size_t j) const { return m_n[i * m_k + j]; }
    double &operator()(std::size_t i, std::size_t j) { return m_n[i * m_k + j]; }
    double total() const;
    std::vector<double> rowTotals() const;
    std::vector<double> columnTotals() const;

private:
    std::size_t m_k = 0;
    std::vector<double> m_n;
};

} // namespace draudit::judge
