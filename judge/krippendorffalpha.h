// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Krippendorff's alpha for nominal, ordinal, interval and ratio data with missing values.
#pragma once

#include "judge/estimate.h"
#include "judge/ratingmatrix.h"

#include <string>
#include <vector>

namespace draudit::judge {

enum class Level
{
    Nominal,
    Ordinal,
    Interval,
    Ratio
};
const char *levelName(Level level);
bool parseLevel(const std::string &text, Level *level);

struct AlphaResult
{
    double value = kNaN;
    double observedDisagreement = kNaN;
    double expectedDisagreement = kNaN;
    double pairableValues = 0; // n.. of the coincidence matrix
    double percentAgreement = kNaN; // Krippendorff's form: (1 - 1/n) o_cc/n + 1/n over pairable values
};

// Precomputes per-unit coincidences once, so the bootstrap can recompute alpha from unit multiplicities.
class KrippendorffAlpha
{
public:
    // Nominal/ordinal values are category positions; ordinal uses the rank metric on the declared order.
    KrippendorffAlpha(const RatingMatrix &data, Level level);

    AlphaResult compute() const;
    AlphaResult compute(const std::vector<double> &unitWeights) const;
    std::size_t units() const { return m_unitCount; }

private:
    struct Pair
    {
        std::size_t unit;
        std::size_t c;
        std::size_t k;
        double o;
    };
    Level m_level;
    std::size_t m_unitCount = 0;
    std::vector<double> m_values; // distinct values, ascending
    std::vector<Pair> m_pairs; // per-unit coincidences o_uck (c, k indices into m_values)
    // Interval level works on moments, so it scales to any number of distinct values.
    std::vector<double> m_unitCount2; // m_u for pairable units
    std::vector<double> m_unitSum;
    std::vector<double> m_unitSumSq;
    std::vector<double> m_unitDo;
};

} // namespace draudit::judge
