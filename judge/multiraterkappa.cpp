// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pairs are unordered (r < s); Conger's chance term averages over them, which equals
// sum_k [ (sum_r p_rk)^2 - sum_r p_rk^2 ] / (R (R - 1)).
#include "judge/multiraterkappa.h"

#include "judge/cohenkappa.h"
#include "judge/contingencytable.h"

namespace draudit::judge {

namespace {
double weightOf(const std::vector<double> &weights, std::size_t row)
{
    return weights.empty() ? 1.0 : weights[row];
}

bool complete(const RatingMatrix &rows, std::size_t row)
{
    for (std::size_t r = 0; r < rows.raters(); ++r)
        if (RatingMatrix::missing(rows(row, r)))
            return false;
    return true;
}

ContingencyTable pairTable(const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories,
    std::size_t a, std::size_t b, bool completeOnly)
{
    ContingencyTable t(categories);
    for (std::size_t i = 0; i < rows.units(); ++i) {
        const double x = rows(i, a), y = rows(i, b);
        const double w = weightOf(weights, i);
        if (w <= 0 || RatingMatrix::missing(x) || RatingMatrix::missing(y) || (completeOnly && !complete(rows, i)))
            continue;
        t(static_cast<std::size_t>(x), static_cast<std::size_t>(y)) += w;
    }
    return t;
}
} // namespace

std::vector<PairwiseKappa> pairwiseCohen(
    const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories)
{
    std::vector<PairwiseKappa> out;
    for (std::size_t a = 0; a < rows.raters(); ++a)
        for (std::size_t b = a + 1; b < rows.raters(); ++b) {
            const ContingencyTable t = pairTable(rows, weights, categories, a, b, false);
            PairwiseKappa pair { a, b, kNaN, {}, t.total() };
            if (t.total() > 0) {
                const Estimate k = cohenKappa(t).estimate;
                pair.kappa = k.value;
                pair.ci95 = k.ci95.value_or(Interval {});
            }
            out.push_back(pair);
        }
    return out;
}

double lightKappa(const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories)
{
    double sum = 0;
    int pairs = 0;
    for (std::size_t a = 0; a < rows.raters(); ++a)
        for (std::size_t b = a + 1; b < rows.raters(); ++b) {
            const ContingencyTable t = pairTable(rows, weights, categories, a, b, true);
            if (t.total() <= 0)
                return kNaN;
            sum += cohenKappa(t).estimate.value;
            ++pairs;
        }
    return pairs > 0 ? sum / pairs : kNaN;
}

double completeRows(const RatingMatrix &rows, const std::vector<double> &weights)
{
    double n = 0;
    for (std::size_t i = 0; i < rows.units(); ++i)
        n += complete(rows, i) ? weightOf(weights, i) : 0.0;
    return n;
}

double congerKappa(const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories)
{
    const std::size_t raters = rows.raters();
    if (raters < 2)
        return kNaN;
    std::vector<double> share(raters * categories, 0.0); // p_rk, still as weighted counts
    double n = 0, agreeing = 0;
    const double pairs = static_cast<double>(raters * (raters - 1)) / 2;
    std::vector<double> counts(categories);
    for (std::size_t i = 0; i < rows.units(); ++i) {
        const double w = weightOf(weights, i);
        if (w <= 0 || !complete(rows, i))
            continue;
        std::fill(counts.begin(), counts.end(), 0.0);
        for (std::size_t r = 0; r < raters; ++r) {
            const auto k = static_cast<std::size_t>(rows(i, r));
            share[r * categories + k] += w;
            counts[k] += 1;
        }
        double same = 0;
        for (double c : counts)
            same += c * (c - 1) / 2;
        agreeing += w * same / pairs;
        n += w;
    }
    if (n <= 0)
        return kNaN;
    double chance = 0;
    for (std::size_t k = 0; k < categories; ++k) {
        double sum = 0, squares = 0;
        for (std::size_t r = 0; r < raters; ++r) {
            const double p = share[r * categories + k] / n;
            sum += p;
            squares += p * p;
        }
        chance += (sum * sum - squares) / (2 * pairs);
    }
    const double observed = agreeing / n;
    return chance < 1 ? (observed - chance) / (1 - chance) : kNaN;
}

} // namespace draudit::judge
