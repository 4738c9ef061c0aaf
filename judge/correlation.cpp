// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// p-value conventions match R cor.test (exact for small untied samples) and scipy (asymptotic otherwise).
#include "judge/correlation.h"

#include "judge/distributions.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace draudit::judge {

namespace {

double fisherLo(double r, double se, double zq)
{
    return std::tanh(std::atanh(r) - zq * se);
}
double fisherHi(double r, double se, double zq)
{
    return std::tanh(std::atanh(r) + zq * se);
}

bool hasTies(const std::vector<double> &v)
{
    std::vector<double> s = v;
    std::sort(s.begin(), s.end());
    return std::adjacent_find(s.begin(), s.end()) != s.end();
}

// Exact two-sided p of Spearman's S by enumerating all n! rankings (n <= 9).
double spearmanExactP(std::size_t n, double s)
{
    std::vector<int> perm(n);
    std::iota(perm.begin(), perm.end(), 1);
    double le = 0.0, ge = 0.0, total = 0.0;
    do {
        double d2 = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            const double d = static_cast<double>(i + 1) - perm[i];
            d2 += d * d;
        }
        le += d2 <= s + 1e-9 ? 1.0 : 0.0;
        ge += d2 >= s - 1e-9 ? 1.0 : 0.0;
        total += 1.0;
    } while (std::next_permutation(perm.begin(), perm.end()));
    return std::min(1.0, 2.0 * std::min(le, ge) / total);
}

// Distribution of the number of inversions of a random permutation (Mahonian numbers), as probabilities.
std::vector<double> inversionDistribution(std::size_t n)
{
    std::vector<double> dist { 1.0 };
    for (std::size_t m = 2; m <= n; ++m) {
        std::vector<double> next(dist.size() + m - 1, 0.0);
        for (std::size_t j = 0; j < dist.size(); ++j)
            for (std::size_t a = 0; a < m; ++a)
                next[j + a] += dist[j] / static_cast<double>(m);
        dist.swap(next);
    }
    return dist;
}

} // namespace

std::vector<double> averageRanks(const std::vector<double> &v)
{
    const std::size_t n = v.size();
    std::vector<std::size_t> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> ranks(n);
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j + 1 < n && v[idx[j + 1]] == v[idx[i]])
            ++j;
        const double r = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
        for (std::size_t t = i; t <= j; ++t)
            ranks[idx[t]] = r;
        i = j + 1;
    }
    return ranks;
}

namespace {
// The t test (n - 2 - controls df) and Fisher z interval (SE 1/sqrt(n - 3 - controls)) of a correlation r.r on r.n
// pairs, with `controls` variables partialled out.
void testAndInterval(PearsonResult &r, int controls)
{
    const double n = r.n, k = controls;
    r.df = n - 2.0 - k;
    if (r.df > 0) {
        r.t = std::fabs(r.r) < 1.0 ? r.r * std::sqrt(r.df / (1.0 - r.r * r.r)) : std::copysign(INFINITY, r.r);
        r.p = std::fabs(r.r) < 1.0 ? studentTwoSidedP(r.t, r.df) : 0.0;
    }
    if (n - 3.0 - k > 0) {
        const double se = 1.0 / std::sqrt(n - 3.0 - k);
        const double zq = normalQuantile(0.975);
        r.ci95 = { fisherLo(r.r, se, zq), fisherHi(r.r, se, zq) };
    }
}
} // namespace

PearsonResult pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    PearsonResult r;
    const std::size_t n = std::min(x.size(), y.size());
    r.n = static_cast<double>(n);
    if (n < 2)
        return r;
    const double mx = std::accumulate(x.begin(), x.begin() + static_cast<long>(n), 0.0) / static_cast<double>(n);
    const double my = std::accumulate(y.begin(), y.begin() + static_cast<long>(n), 0.0) / static_cast<double>(n);
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx <= 0 || syy <= 0)
        return r; // a constant variable has no correlation
    r.r = std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
    testAndInterval(r, 0);
    return r;
}

PearsonResult partialPearson(const std::vector<double> &x, const std::vector<double> &y, const std::vector<double> &z)
{
    PearsonResult r;
    const std::size_t n = std::min({ x.size(), y.size(), z.size() });
    r.n = static_cast<double>(n);
    const double rxy = pearson(x, y).r, rxz = pearson(x, z).r, ryz = pearson(y, z).r;
    const double denominator = std::sqrt((1 - rxz * rxz) * (1 - ryz * ryz));
    if (n < 4 || std::isnan(rxy) || std::isnan(rxz) || std::isnan(ryz) || !(denominator > 0))
        return r;
    r.r = std::clamp((rxy - rxz * ryz) / denominator, -1.0, 1.0);
    testAndInterval(r, 1);
    return r;
}

SpearmanResult spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    SpearmanResult s;
    const std::size_t n = std::min(x.size(), y.size());
    s.n = static_cast<double>(n);
    const std::vector<double> rx = averageRanks(std::vector<double>(x.begin(), x.begin() + static_cast<long>(n)));
    const std::vector<double> ry = averageRanks(std::vector<double>(y.begin(), y.begin() + static_cast<long>(n)));
    const PearsonResult p = pearson(rx, ry);
    s.rho = p.r;
    if (std::isnan(s.rho))
        return s;
    const double dn = static_cast<double>(n);
    s.s = (dn * dn * dn - dn) * (1.0 - s.rho) / 6.0;
    s.pT = p.p;
    s.p = s.pT;
    if (n >= 2 && n <= 9 && !hasTies(x) && !hasTies(y)) {
        double d2 = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            d2 += (rx[i] - ry[i]) * (rx[i] - ry[i]);
        s.pExact = spearmanExactP(n, d2);
        s.p = s.pExact;
        s.pMethod = "exact permutation";
    }
    if (n > 3) {
        const double se = std::sqrt((1.0 + s.rho * s.rho / 2.0) / (dn - 3.0));
        const double zq = normalQuantile(0.975);
        s.ci95 = { fisherLo(s.rho, se, zq), fisherHi(s.rho, se, zq) };
    }
    return s;
}

namespace {
// Pairs within runs of equal keys, Σ t(t−1)/2, of a sequence already grouped by key.
template<typename Equal>
double tiedPairs(const std::vector<std::size_t> &order, const Equal &equal)
{
    double pairs = 0;
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i + 1;
        while (j < order.size() && equal(order[i], order[j]))
            ++j;
        const auto t = static_cast<double>(j - i);
        pairs += t * (t - 1.0) / 2.0;
        i = j;
    }
    return pairs;
}

// Sorts v (stably, by value) and returns its inversions: pairs i < j with v[i] > v[j]. A merge sort, O(n log n).
double sortCountingInversions(std::vector<double> &v)
{
    double inversions = 0;
    std::vector<double> buffer(v.size());
    for (std::size_t width = 1; width < v.size(); width *= 2) {
        for (std::size_t lo = 0; lo < v.size(); lo += 2 * width) {
            const std::size_t mid = std::min(lo + width, v.size()), hi = std::min(lo + 2 * width, v.size());
            std::size_t i = lo, j = mid, out = lo;
            while (i < mid && j < hi) {
                if (v[j] < v[i]) {
                    inversions += static_cast<double>(mid - i); // v[j] comes before every v[i..mid)
                    buffer[out++] = v[j++];
                } else
                    buffer[out++] = v[i++];
            }
            while (i < mid)
                buffer[out++] = v[i++];
            while (j < hi)
                buffer[out++] = v[j++];
        }
        v.swap(buffer);
    }
    return inversions;
}

// Knight's O(n log n) method (Knight 1966, "A computer method for calculating Kendall's tau with ungrouped data",
// JASA 61(314), as scipy.stats.kendalltau counts): sorted by (x, y), the discordant pairs are the inversions of y.
PairCounts exactPairCounts(const std::vector<double> &x, const std::vector<double> &y, std::size_t n)
{
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return x[a] < x[b] || (x[a] == x[b] && y[a] < y[b]); });
    PairCounts c;
    const auto dn = static_cast<double>(n);
    c.pairs = dn * (dn - 1.0) / 2.0;
    const double tiedX = tiedPairs(order, [&](std::size_t a, std::size_t b) { return x[a] == x[b]; });
    c.tiesBoth = tiedPairs(order, [&](std::size_t a, std::size_t b) { return x[a] == x[b] && y[a] == y[b]; });
    std::vector<double> ys(n);
    for (std::size_t i = 0; i < n; ++i)
        ys[i] = y[order[i]];
    c.discordant = sortCountingInversions(ys);
    std::vector<std::size_t> sortedY(n);
    for (std::size_t i = 0; i < n; ++i)
        sortedY[i] = i;
    const double tiedY = tiedPairs(sortedY, [&](std::size_t a, std::size_t b) { return ys[a] == ys[b]; });
    c.tiesXOnly = tiedX - c.tiesBoth;
    c.tiesYOnly = tiedY - c.tiesBoth;
    c.concordant = c.pairs - tiedX - tiedY + c.tiesBoth - c.discordant;
    return c;
}
} // namespace

PairCounts pairCounts(const std::vector<double> &x, const std::vector<double> &y, double tol)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (tol == 0.0
        && std::none_of(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(n), [](double v) { return std::isnan(v); })
        && std::none_of(y.begin(), y.begin() + static_cast<std::ptrdiff_t>(n), [](double v) { return std::isnan(v); }))
        return exactPairCounts(x, y, n);
    // A tolerance (two values closer than it are tied) is not transitive, so no sort can count: every pair, O(n²).
    PairCounts c;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            const double dx = x[i] - x[j];
            const double dy = y[i] - y[j];
            const bool tx = std::fabs(dx) <= tol;
            const bool ty = std::fabs(dy) <= tol;
            c.pairs += 1;
            if (tx && ty)
                c.tiesBoth += 1;
            else if (tx)
                c.tiesXOnly += 1;
            else if (ty)
                c.tiesYOnly += 1;
            else if ((dx > 0) == (dy > 0))
                c.concordant += 1;
            else
                c.discordant += 1;
        }
    }
    return c;
}

KendallResult kendallTauB(const std::vector<double> &x, const std::vector<double> &y)
{
    KendallResult k;
    const std::size_t n = std::min(x.size(), y.size());
    k.n = static_cast<double>(n);
    if (n < 2)
        return k;
    const PairCounts c = pairCounts(x, y);
    k.counts = c;
    const double n0 = c.pairs;
    const double n1 = c.tiesXOnly + c.tiesBoth;
    const double n2 = c.tiesYOnly + c.tiesBoth;
    const double s = c.concordant - c.discordant;
    const double den = std::sqrt((n0 - n1) * (n0 - n2));
    if (den <= 0)
        return k;
    k.tauB = s / den;

    auto tieSums = [n](const std::vector<double> &v, double *a, double *b, double *c3, double *distinct) {
        std::vector<double> sv(v.begin(), v.begin() + static_cast<long>(n));
        std::sort(sv.begin(), sv.end());
        *a = *b = *c3 = 0.0;
        *distinct = 0;
        for (std::size_t i = 0; i < sv.size();) {
            std::size_t j = i;
            while (j < sv.size() && sv[j] == sv[i])
                ++j;
            const double t = static_cast<double>(j - i);
            *a += t * (t - 1.0);
            *b += t * (t - 1.0) * (2.0 * t + 5.0);
            *c3 += t * (t - 1.0) * (t - 2.0);
            *distinct += 1;
            i = j;
        }
    };
    double xa, xb, xc, xd, ya, yb, yc, yd;
    tieSums(x, &xa, &xb, &xc, &xd);
    tieSums(y, &ya, &yb, &yc, &yd);
    const double dn = static_cast<double>(n);
    const double m = std::min(xd, yd);
    if (m > 1)
        k.tauC = 2.0 * s / (dn * dn * (m - 1.0) / m);
    double var = (dn * (dn - 1.0) * (2.0 * dn + 5.0) - xb - yb) / 18.0 + xa * ya / (2.0 * dn * (dn - 1.0));
    if (n > 2)
        var += xc * yc / (9.0 * dn * (dn - 1.0) * (dn - 2.0));
    if (var > 0) {
        k.z = s / std::sqrt(var);
        k.pAsymptotic = normalTwoSidedP(k.z);
    }
    k.p = k.pAsymptotic;
    if (n < 50 && xa == 0 && ya == 0) {
        const std::vector<double> dist = inversionDistribution(n);
        const auto disc = static_cast<std::size_t>(c.discordant);
        double le = 0.0, ge = 0.0;
        for (std::size_t i = 0; i < dist.size(); ++i) {
            if (i <= disc)
                le += dist[i];
            if (i >= disc)
                ge += dist[i];
        }
        k.pExact = std::min(1.0, 2.0 * std::min(le, ge));
        k.p = k.pExact;
        k.pMethod = "exact permutation";
    }
    if (n > 4 && std::fabs(k.tauB) < 1.0) {
        const double se = std::sqrt(0.437 / (dn - 4.0));
        const double zq = normalQuantile(0.975);
        k.ci95 = { fisherLo(k.tauB, se, zq), fisherHi(k.tauB, se, zq) };
    }
    return k;
}

} // namespace draudit::judge
