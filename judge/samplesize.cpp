// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation searches n by bisection between 2 and four times the analytic answer.
#include "judge/samplesize.h"

#include "judge/cohenkappa.h"
#include "judge/distributions.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace draudit::judge {

namespace {
std::vector<double> shares(const KappaPlanInput &input)
{
    if (!input.marginals.empty()) {
        const double sum = std::accumulate(input.marginals.begin(), input.marginals.end(), 0.0);
        std::vector<double> p = input.marginals;
        for (double &x : p)
            x /= sum;
        return p;
    }
    const int k = std::max(2, input.categories);
    return std::vector<double>(static_cast<std::size_t>(k), 1.0 / k);
}

double chance(const std::vector<double> &p)
{
    return std::inner_product(p.begin(), p.end(), p.begin(), 0.0);
}

double zFor(double confidence)
{
    return normalQuantile(0.5 + confidence / 2);
}

// Mean FCE interval width over `replicates` simulated studies of n items.
double simulatedWidth(const std::vector<double> &p, double kappa, double z, int n, int replicates, std::uint64_t seed)
{
    const std::size_t k = p.size();
    std::vector<double> cells; // cumulative joint distribution, row-major
    double running = 0;
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j) {
            running += (1 - kappa) * p[i] * p[j] + (i == j ? kappa * p[i] : 0.0);
            cells.push_back(running);
        }
    std::mt19937_64 rng(seed);
    double total = 0;
    int counted = 0;
    for (int r = 0; r < replicates; ++r) {
        ContingencyTable table(k);
        for (int item = 0; item < n; ++item) {
            // 53 random bits as a double in [0, 1): the same draws on every platform.
            const double u = static_cast<double>(rng() >> 11) * 0x1.0p-53 * running;
            const auto cell = static_cast<std::size_t>(std::upper_bound(cells.begin(), cells.end(), u) - cells.begin());
            table(std::min(cell, k * k - 1) / k, std::min(cell, k * k - 1) % k) += 1;
        }
        const KappaResult result = cohenKappa(table);
        if (result.estimate.se && std::isfinite(*result.estimate.se)) {
            total += 2 * z * *result.estimate.se;
            ++counted;
        }
    }
    return counted ? total / counted : kNaN;
}
} // namespace

KappaPlan planKappaItems(const KappaPlanInput &input)
{
    const std::vector<double> p = shares(input);
    KappaPlan plan;
    plan.chanceAgreement = chance(p);
    plan.expectedAgreement = input.expectedKappa * (1 - plan.chanceAgreement) + plan.chanceAgreement;
    const double z = zFor(input.confidence);
    const double half = input.ciWidth / 2;
    const double po = plan.expectedAgreement;
    const double n = z * z * po * (1 - po) / (std::pow(1 - plan.chanceAgreement, 2) * half * half);
    plan.analyticItems = std::max(2, static_cast<int>(std::ceil(n - 1e-9)));
    return plan;
}

double expectedKappaCiWidth(const KappaPlanInput &input, int items)
{
    const std::vector<double> p = shares(input);
    const double pe = chance(p);
    const double po = input.expectedKappa * (1 - pe) + pe;
    return 2 * zFor(input.confidence) * std::sqrt(po * (1 - po) / std::max(1, items)) / (1 - pe);
}

KappaPlan planKappaItemsBySimulation(const KappaPlanInput &input, int replicates, std::uint64_t seed)
{
    KappaPlan plan = planKappaItems(input);
    const std::vector<double> p = shares(input);
    int low = 2;
    int high = std::max(8, plan.analyticItems * 4);
    while (low < high) {
        const int mid = low + (high - low) / 2;
        const double width = simulatedWidth(p, input.expectedKappa, zFor(input.confidence), mid, replicates, seed);
        if (std::isfinite(width) && width <= input.ciWidth)
            high = mid;
        else
            low = mid + 1;
    }
    plan.simulatedItems = low;
    return plan;
}

} // namespace draudit::judge
