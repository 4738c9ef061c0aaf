// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// All three variants come from one pass of pair counts, so they can never disagree about a pair's class.
#include "judge/pairwiseagreement.h"

#include <map>

namespace draudit::judge {

const char *parVariantName(ParVariant v)
{
    switch (v) {
    case ParVariant::Strict:
        return "strict";
    case ParVariant::ThreeWay:
        return "three_way";
    case ParVariant::TiesExcluded:
        return "ties_excluded";
    }
    return "strict";
}

bool parseParVariant(const std::string &text, ParVariant *variant)
{
    static const std::map<std::string, ParVariant> names { { "strict", ParVariant::Strict },
        { "three_way", ParVariant::ThreeWay }, { "ties_excluded", ParVariant::TiesExcluded } };
    const auto it = names.find(text);
    if (it == names.end())
        return false;
    *variant = it->second;
    return true;
}

ParResult pairwiseAgreement(
    const std::vector<double> &method, const std::vector<double> &human, ParVariant variant, double tieTolerance)
{
    ParResult r;
    const double tol = variant == ParVariant::ThreeWay ? tieTolerance : 0.0;
    r.counts = pairCounts(method, human, tol);
    const PairCounts &c = r.counts;
    switch (variant) {
    case ParVariant::Strict:
        r.agreeing = c.concordant;
        r.pairs = c.pairs;
        break;
    case ParVariant::ThreeWay:
        r.agreeing = c.concordant + c.tiesBoth;
        r.pairs = c.pairs;
        break;
    case ParVariant::TiesExcluded:
        r.agreeing = c.concordant;
        r.pairs = c.concordant + c.discordant;
        break;
    }
    if (r.pairs > 0)
        r.value = r.agreeing / r.pairs;
    return r;
}

std::vector<PairOutcome> pairOutcomes(
    const std::vector<double> &method, const std::vector<double> &human, ParVariant variant, double tieTolerance)
{
    const double tol = variant == ParVariant::ThreeWay ? tieTolerance : 0.0;
    std::vector<PairOutcome> out;
    const std::size_t n = std::min(method.size(), human.size());
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            // The same pair, counted as pairCounts counts it, so the outcomes add up to pairwiseAgreement's.
            const ParResult one = pairwiseAgreement({ method[i], method[j] }, { human[i], human[j] }, variant, tol);
            if (one.pairs > 0)
                out.push_back({ i, j, one.agreeing > 0 });
        }
    return out;
}

} // namespace draudit::judge
