// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Input of a full agreement report: items × raters with category positions and numeric values.
#pragma once

#include "judge/krippendorffalpha.h"
#include "judge/ratingmatrix.h"

#include <string>
#include <vector>

namespace draudit::judge {

struct AgreementData
{
    std::vector<std::string> items;
    std::vector<std::string> raters;
    // Category labels in declared (or sorted) order; empty when the scale has too many distinct values.
    std::vector<std::string> categories;
    RatingMatrix positions; // category index per rating (NaN = missing)
    RatingMatrix values; // numeric value per rating; positions again for nominal/ordinal
    std::vector<std::size_t> clusters; // optional cluster id per item for the bootstrap
    Level level = Level::Nominal;
};

// Distinct rating rows with their item lists: statistics and the bootstrap work on these patterns.
struct PatternTable
{
    RatingMatrix rows; // one row per distinct pattern
    std::vector<std::size_t> patternOf; // pattern index per item
    std::vector<double> weights(const std::vector<double> &itemWeights) const;
};

PatternTable compressPatterns(const RatingMatrix &matrix);

} // namespace draudit::judge
