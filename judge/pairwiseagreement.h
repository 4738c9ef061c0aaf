// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pairwise agreement rate (PAR) between a method's scores and human scores, in three documented variants.
#pragma once

#include "judge/correlation.h"

#include <string>
#include <vector>

namespace draudit::judge {

enum class ParVariant
{
    Strict, // DR3-Eval: share of pairs with (A_i - A_j)(B_i - B_j) > 0; any tie is a disagreement
    ThreeWay, // DeepResearch Bench: preference A>B, B>A or tie must match (ties within a tolerance)
    TiesExcluded // share concordant among pairs tied on neither side
};

const char *parVariantName(ParVariant v);
bool parseParVariant(const std::string &text, ParVariant *variant);

struct ParResult
{
    double value = kNaN;
    double agreeing = 0;
    double pairs = 0; // pairs in the denominator
    PairCounts counts;
};

ParResult pairwiseAgreement(
    const std::vector<double> &method, const std::vector<double> &human, ParVariant variant, double tieTolerance = 0.0);

// Each pair (i < j, in the order i = 0, j = 1, 2, ...; i = 1, j = 2, ...) that is in the variant's denominator, and
// whether it agrees: what McNemar's test pairs when two methods are compared with the same humans.
struct PairOutcome
{
    std::size_t i = 0, j = 0;
    bool agrees = false;
};
std::vector<PairOutcome> pairOutcomes(
    const std::vector<double> &method, const std::vector<double> &human, ParVariant variant, double tieTolerance = 0.0);

} // namespace draudit::judge
