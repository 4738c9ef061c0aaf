// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each replicate b draws from its own generator seeded by (seed, b), so results do not depend on threading.
#include "judge/bootstrap.h"

#include "judge/distributions.h"
#include "judge/splitmix64.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <thread>

namespace draudit::judge {

namespace {

// Units grouped into clusters: cluster index per unit and the member lists.
struct Clusters
{
    std::vector<std::size_t> of;
    std::size_t count = 0;
};

Clusters makeClusters(std::size_t units, const std::vector<std::size_t> &ids)
{
    Clusters c;
    c.of.resize(units);
    if (ids.size() != units) {
        for (std::size_t u = 0; u < units; ++u)
            c.of[u] = u;
        c.count = units;
        return c;
    }
    std::map<std::size_t, std::size_t> dense;
    for (std::size_t u = 0; u < units; ++u) {
        const auto [it, inserted] = dense.emplace(ids[u], dense.size());
        c.of[u] = it->second;
    }
    c.count = dense.size();
    return c;
}

double quantileSorted(const std::vector<double> &s, double q)
{
    if (s.empty())
        return kNaN;
    const double h = (static_cast<double>(s.size()) - 1.0) * std::clamp(q, 0.0, 1.0);
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, s.size() - 1);
    return s[lo] + (h - static_cast<double>(lo)) * (s[hi] - s[lo]);
}

} // namespace

std::vector<BootstrapInterval> bootstrap(
    std::size_t units, const WeightedStatistic &statistic, const BootstrapOptions &options)
{
    const Clusters clusters = makeClusters(units, options.clusters);
    const std::vector<double> full = statistic(std::vector<double>(units, 1.0));
    const std::size_t stats = full.size();
    const int b = std::max(0, options.resamples);
    std::vector<std::vector<double>> reps(stats, std::vector<double>(static_cast<std::size_t>(b), kNaN));

    auto runRange = [&](int from, int to) {
        std::vector<double> clusterWeight(clusters.count);
        std::vector<double> w(units);
        for (int r = from; r < to; ++r) {
            // Each replicate its own stream (the threads' split does not change the draws), and bounded draws of
            // SplitMix64 rather than a standard library's distribution: the same replicates on every platform.
            SplitMix64 rng(splitmix64(options.seed ^ splitmix64(static_cast<std::uint64_t>(r) + 1)));
            std::fill(clusterWeight.begin(), clusterWeight.end(), 0.0);
            for (std::size_t i = 0; i < clusters.count; ++i)
                clusterWeight[rng.below(clusters.count)] += 1.0;
            for (std::size_t u = 0; u < units; ++u)
                w[u] = clusterWeight[clusters.of[u]];
            const std::vector<double> v = statistic(w);
            for (std::size_t s = 0; s < stats && s < v.size(); ++s)
                reps[s][static_cast<std::size_t>(r)] = v[s];
        }
    };
    if (clusters.count > 0 && b > 0) {
        int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
        threads = std::clamp(threads, 1, std::max(1, b));
        std::vector<std::thread> pool;
        const int chunk = (b + threads - 1) / threads;
        for (int t = 0; t < threads; ++t) {
            const int from = t * chunk;
            const int to = std::min(b, from + chunk);
            if (from < to)
                pool.emplace_back(runRange, from, to);
        }
        for (auto &th : pool)
            th.join();
    }

    // Delete-a-group jackknife over clusters for the BCa acceleration.
    const std::size_t groups = std::min(clusters.count, std::max<std::size_t>(2, options.jackknifeGroups));
    std::vector<std::vector<double>> jack(stats, std::vector<double>(groups, kNaN));
    if (groups >= 2) {
        std::vector<double> w(units);
        for (std::size_t g = 0; g < groups; ++g) {
            for (std::size_t u = 0; u < units; ++u)
                w[u] = (clusters.of[u] % groups) == g ? 0.0 : 1.0;
            const std::vector<double> v = statistic(w);
            for (std::size_t s = 0; s < stats && s < v.size(); ++s)
                jack[s][g] = v[s];
        }
    }

    std::vector<BootstrapInterval> out(stats);
    const double alpha = 0.05;
    for (std::size_t s = 0; s < stats; ++s) {
        BootstrapInterval &bi = out[s];
        bi.estimate = full[s];
        std::vector<double> ok;
        ok.reserve(reps[s].size());
        for (double v : reps[s])
            if (std::isfinite(v))
                ok.push_back(v);
        bi.resamples = static_cast<int>(ok.size());
        bi.failed = b - bi.resamples;
        if (ok.size() < 2 || !std::isfinite(full[s]))
            continue;
        std::sort(ok.begin(), ok.end());
        bi.percentile = { quantileSorted(ok, alpha / 2), quantileSorted(ok, 1 - alpha / 2) };
        double mean = 0.0;
        for (double v : ok)
            mean += v;
        mean /= static_cast<double>(ok.size());
        double ss = 0.0;
        for (double v : ok)
            ss += (v - mean) * (v - mean);
        bi.se = std::sqrt(ss / (static_cast<double>(ok.size()) - 1.0));

        double below = 0.0;
        for (double v : ok)
            below += v < full[s] ? 1.0 : (v == full[s] ? 0.5 : 0.0);
        const double prop = below / static_cast<double>(ok.size());
        if (prop <= 0.0 || prop >= 1.0)
            continue; // BCa undefined when every replicate lies on one side
        const double z0 = normalQuantile(prop);
        double jm = 0.0;
        std::size_t jn = 0;
        for (double v : jack[s])
            if (std::isfinite(v)) {
                jm += v;
                ++jn;
            }
        double a = 0.0;
        if (jn >= 2) {
            jm /= static_cast<double>(jn);
            double num = 0.0, den = 0.0;
            for (double v : jack[s]) {
                if (!std::isfinite(v))
                    continue;
                const double d = jm - v;
                num += d * d * d;
                den += d * d;
            }
            a = den > 0 ? num / (6.0 * std::pow(den, 1.5)) : 0.0;
        }
        auto adjusted = [&](double q) {
            const double zq = normalQuantile(q);
            return normalCdf(z0 + (z0 + zq) / (1.0 - a * (z0 + zq)));
        };
        bi.bca = { quantileSorted(ok, adjusted(alpha / 2)), quantileSorted(ok, adjusted(1 - alpha / 2)) };
    }
    return out;
}

} // namespace draudit::judge
