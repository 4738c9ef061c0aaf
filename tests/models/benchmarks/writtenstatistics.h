// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics written out from their textbook definitions, independent of judge/: what the end-to-end study tests
// check draudit's figures against.
#pragma once

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>
#include <vector>

namespace draudit::tests {

// Written-out statistics, independent of judge/.
inline double mean(const std::vector<double> &x)
{
    return std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(x.size());
}

inline double pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const double mx = mean(x), my = mean(y);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxy / std::sqrt(sxx * syy);
}

inline std::vector<double> ranks(const std::vector<double> &x)
{
    std::vector<double> r(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        double below = 0, equal = 0;
        for (const double v : x) {
            below += v < x[i] ? 1 : 0;
            equal += v == x[i] ? 1 : 0;
        }
        r[i] = below + (equal + 1) / 2; // average rank of ties, 1-based
    }
    return r;
}

inline double spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    return pearson(ranks(x), ranks(y));
}

// Strict PAR: pairs i<j with (a_i-a_j)(b_i-b_j) > 0; a tie on either side disagrees.
inline double strictPar(const std::vector<double> &a, const std::vector<double> &b)
{
    int agree = 0, pairs = 0;
    for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = i + 1; j < a.size(); ++j) {
            agree += (a[i] - a[j]) * (b[i] - b[j]) > 0 ? 1 : 0;
            ++pairs;
        }
    return static_cast<double>(agree) / pairs;
}

// Pairs of reports on which the preferences (A over B, B over A, or equal) match, and all pairs.
inline std::pair<int, int> preferencePairs(const std::vector<double> &a, const std::vector<double> &b)
{
    int agree = 0, pairs = 0;
    const auto sign = [](double d) { return d > 0 ? 1 : d < 0 ? -1 : 0; };
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = i + 1; j < a.size(); ++j) {
            ++pairs;
            agree += sign(a[i] - a[j]) == sign(b[i] - b[j]) ? 1 : 0;
        }
    return { agree, pairs };
}

// ICC(1,1), one-way random effects: rows are reports, columns experts.
inline double icc11(const std::vector<std::vector<double>> &m)
{
    const double n = static_cast<double>(m.size()), k = static_cast<double>(m.front().size());
    double grand = 0;
    for (const auto &row : m)
        grand += std::accumulate(row.begin(), row.end(), 0.0);
    grand /= n * k;
    double between = 0, within = 0;
    for (const auto &row : m) {
        const double rowMean = mean(row);
        between += k * (rowMean - grand) * (rowMean - grand);
        for (const double v : row)
            within += (v - rowMean) * (v - rowMean);
    }
    const double msb = between / (n - 1), msw = within / (n * (k - 1));
    return (msb - msw) / (msb + (k - 1) * msw);
}

inline double wilsonLow(int passed, int total)
{
    const double z = 1.959963984540054, n = total, p = passed / n;
    return ((p + z * z / (2 * n)) - z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n);
}

} // namespace draudit::tests
