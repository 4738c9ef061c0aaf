// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pattern compression turns 100,000 items rated on a 5-point scale into at most a few hundred rows.
#include "judge/agreementdata.h"

#include <cstring>
#include <unordered_map>

namespace draudit::judge {

namespace {

struct RowHash
{
    std::size_t operator()(const std::string &s) const { return std::hash<std::string>()(s); }
};

} // namespace

std::vector<double> PatternTable::weights(const std::vector<double> &itemWeights) const
{
    std::vector<double> w(rows.units(), 0.0);
    for (std::size_t i = 0; i < patternOf.size(); ++i)
        w[patternOf[i]] += itemWeights[i];
    return w;
}

PatternTable compressPatterns(const RatingMatrix &m)
{
    PatternTable t;
    t.patternOf.resize(m.units());
    std::unordered_map<std::string, std::size_t, RowHash> index;
    std::vector<std::size_t> firstItem;
    std::string key(m.raters() * sizeof(double), '\0');
    for (std::size_t u = 0; u < m.units(); ++u) {
        for (std::size_t r = 0; r < m.raters(); ++r) {
            double v = m(u, r);
            if (RatingMatrix::missing(v))
                v = std::numeric_limits<double>::quiet_NaN(); // one canonical NaN bit pattern
            std::memcpy(key.data() + r * sizeof(double), &v, sizeof(double));
        }
        const auto [it, inserted] = index.emplace(key, firstItem.size());
        if (inserted)
            firstItem.push_back(u);
        t.patternOf[u] = it->second;
    }
    t.rows = RatingMatrix(firstItem.size(), m.raters());
    for (std::size_t p = 0; p < firstItem.size(); ++p)
        for (std::size_t r = 0; r < m.raters(); ++r)
            t.rows(p, r) = m(firstItem[p], r);
    return t;
}

} // namespace draudit::judge
