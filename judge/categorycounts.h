// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Subject-by-category count matrix: how many raters put each subject in each category.
#pragma once

#include "judge/contingencytable.h"

#include <cstddef>
#include <vector>

namespace draudit::judge {

class CategoryCounts
{
public:
    CategoryCounts() = default;
    explicit CategoryCounts(std::size_t categories);
    static CategoryCounts fromRows(const std::vector<std::vector<double>> &rows);
    // Two raters: every cell (i,j) of the table becomes n_ij subjects with one rating in i and one in j.
    static CategoryCounts fromTable(const ContingencyTable &table);

    void addSubject(const std::vector<double> &counts, double multiplicity = 1.0);

    std::size_t categories() const { return m_q; }
    std::size_t subjects() const { return m_mult.size(); }
    const double *row(std::size_t s) const { return m_counts.data() + s * m_q; }
    double multiplicity(std::size_t s) const { return m_mult[s]; }
    double ratingsOf(std::size_t s) const { return m_ratings[s]; }
    // Weighted number of subjects (sum of multiplicities).
    double totalSubjects() const;
    // True when every subject with ratings has the same number of them; sets that number.
    bool constantRaters(double *raters) const;

private:
    std::size_t m_q = 0;
    std::vector<double> m_counts;
    std::vector<double> m_mult;
    std::vector<double> m_ratings;
};

} // namespace draudit::judge
