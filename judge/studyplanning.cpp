// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each plan searches n upward from the smallest sensible study; widths shrink monotonically with n.
#include "judge/studyplanning.h"

#include "judge/distributions.h"

#include <algorithm>
#include <cmath>

namespace draudit::judge {

namespace {
constexpr int kMaxItems = 10000000;

double zFor(double confidence)
{
    return normalQuantile(0.5 + confidence / 2);
}

// The smallest n in [lowest, kMaxItems] with width(n) <= target, by doubling then bisection; 0 when none.
template<typename Width>
int smallestN(int lowest, double target, Width width)
{
    if (!(target > 0))
        return 0;
    int hi = std::max(lowest, 2);
    while (hi < kMaxItems && width(hi) > target)
        hi *= 2;
    if (width(std::min(hi, kMaxItems)) > target)
        return 0;
    int lo = lowest;
    hi = std::min(hi, kMaxItems);
    while (lo < hi) {
        const int mid = lo + (hi - lo) / 2;
        if (width(mid) <= target)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}
} // namespace

double wilsonWidth(double p, int n, double confidence)
{
    const double z = zFor(confidence);
    const double nn = n;
    return 2 * z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
}

int planProportionItems(double expected, double width, double confidence)
{
    if (!(expected >= 0 && expected <= 1))
        return 0;
    return smallestN(1, width, [&](int n) { return wilsonWidth(expected, n, confidence); });
}

double correlationWidth(double r, int n, CorrelationKind kind, double confidence)
{
    if (n <= 3)
        return 2;
    const double variance = (kind == CorrelationKind::Spearman ? 1 + r * r / 2 : 1.0) / (n - 3);
    const double z = std::atanh(r), half = zFor(confidence) * std::sqrt(variance);
    return std::tanh(z + half) - std::tanh(z - half);
}

int planCorrelationItems(double expected, double width, CorrelationKind kind, double confidence)
{
    if (!(expected > -1 && expected < 1))
        return 0;
    return smallestN(4, width, [&](int n) { return correlationWidth(expected, n, kind, confidence); });
}

PairPlan planPairAccuracy(double expected, double width, int reportsPerTask, double designEffect)
{
    const int perTask = reportsPerTask * (reportsPerTask - 1) / 2;
    const int independent = planProportionItems(expected, width);
    if (perTask < 1 || independent == 0)
        return {};
    const int pairs = static_cast<int>(std::ceil(independent * std::max(1.0, designEffect)));
    return { pairs, (pairs + perTask - 1) / perTask };
}

ClusteredPlan clusteredItems(int independentItems, double clusterSize, double icc)
{
    const double m = std::max(1.0, clusterSize);
    const double effect = 1 + (m - 1) * std::clamp(icc, 0.0, 1.0);
    const int items = static_cast<int>(std::ceil(independentItems * effect));
    return { items, static_cast<int>(std::ceil(items / m)), effect };
}

} // namespace draudit::judge
