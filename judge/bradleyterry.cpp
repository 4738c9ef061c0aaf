// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// MM update: p_i <- W_i / sum_j N_ij / (p_i + p_j), with W_i the (half-tie) wins and N_ij the games between i and
// j; the virtual games against an average player (strength 1) add priorGames/2 wins and priorGames games.
#include "judge/bradleyterry.h"

#include <cmath>

namespace draudit::judge {

Ratings bradleyTerry(int players, const std::vector<PairOutcome> &outcomes, const BradleyTerryOptions &options,
    const std::vector<double> &outcomeWeights)
{
    const auto n = static_cast<std::size_t>(std::max(0, players));
    Ratings r;
    r.strength.assign(n, 1.0);
    r.elo.assign(n, 1000.0);
    r.games.assign(n, 0.0);
    std::vector<double> wins(n, options.priorGames / 2);
    std::vector<double> games(n * n, 0.0);
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        const PairOutcome &o = outcomes[k];
        const double w = o.weight * (outcomeWeights.empty() ? 1.0 : outcomeWeights[k]);
        if (w <= 0 || o.a == o.b || o.a < 0 || o.b < 0 || o.a >= players || o.b >= players)
            continue;
        const auto a = static_cast<std::size_t>(o.a), b = static_cast<std::size_t>(o.b);
        wins[a] += w * o.scoreA;
        wins[b] += w * (1 - o.scoreA);
        games[a * n + b] += w;
        games[b * n + a] += w;
        r.games[a] += w;
        r.games[b] += w;
    }
    std::vector<double> next(n);
    for (r.iterations = 0; r.iterations < options.maxIterations; ++r.iterations) {
        double change = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double denominator = options.priorGames / (r.strength[i] + 1.0);
            for (std::size_t j = 0; j < n; ++j)
                if (games[i * n + j] > 0)
                    denominator += games[i * n + j] / (r.strength[i] + r.strength[j]);
            next[i] = denominator > 0 ? wins[i] / denominator : r.strength[i];
        }
        // Geometric mean 1, so the scale is fixed and ratings centre on 1000.
        double logMean = 0;
        for (double p : next)
            logMean += std::log(p);
        logMean /= static_cast<double>(std::max<std::size_t>(1, n));
        for (std::size_t i = 0; i < n; ++i) {
            const double p = next[i] / std::exp(logMean);
            change = std::max(change, std::abs(std::log(p) - std::log(r.strength[i])));
            r.strength[i] = p;
        }
        if (change < options.tolerance) {
            r.converged = true;
            break;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        r.elo[i] = 1000.0 + 400.0 * std::log10(r.strength[i]);
    return r;
}

std::vector<BootstrapInterval> bradleyTerryBootstrap(int players, const std::vector<PairOutcome> &outcomes,
    const BootstrapOptions &bootstrapOptions, const BradleyTerryOptions &options)
{
    return bootstrap(
        outcomes.size(),
        [&](const std::vector<double> &weights) { return bradleyTerry(players, outcomes, options, weights).elo; },
        bootstrapOptions);
}

} // namespace draudit::judge
