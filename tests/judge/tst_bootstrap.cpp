// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded bootstrap: reproducible, thread-count independent, clusters respected, intervals sensible.
#include "judge/bootstrap.h"
#include "judge/splitmix64.h"
#include "tests/judge/referencevectors.h"

#include <numeric>

using namespace draudit::judge;

namespace {
std::vector<double> sample()
{
    std::vector<double> v;
    for (int i = 0; i < 200; ++i)
        v.push_back(std::sin(i * 1.7) * 3.0 + (i % 7));
    return v;
}

WeightedStatistic meanOf(const std::vector<double> &v)
{
    return [v](const std::vector<double> &w) {
        double s = 0, n = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            s += w[i] * v[i];
            n += w[i];
        }
        return std::vector<double> { s / n };
    };
}
} // namespace

class TestBootstrap : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameInterval();
    void differentSeedDifferentInterval();
    void threadCountDoesNotMatter();
    void intervalCoversEstimate();
    void clustersResampledWhole();
    void drawsArePinned();
};

void TestBootstrap::sameSeedSameInterval()
{
    const auto v = sample();
    BootstrapOptions o;
    o.resamples = 500;
    o.seed = 42;
    const auto a = bootstrap(v.size(), meanOf(v), o);
    const auto b = bootstrap(v.size(), meanOf(v), o);
    QCOMPARE(a[0].percentile.lo, b[0].percentile.lo);
    QCOMPARE(a[0].bca.hi, b[0].bca.hi);
}

void TestBootstrap::differentSeedDifferentInterval()
{
    const auto v = sample();
    BootstrapOptions o;
    o.resamples = 500;
    o.seed = 1;
    const auto a = bootstrap(v.size(), meanOf(v), o);
    o.seed = 2;
    const auto b = bootstrap(v.size(), meanOf(v), o);
    QVERIFY(a[0].percentile.lo != b[0].percentile.lo);
}

void TestBootstrap::threadCountDoesNotMatter()
{
    const auto v = sample();
    BootstrapOptions o;
    o.resamples = 300;
    o.threads = 1;
    const auto a = bootstrap(v.size(), meanOf(v), o);
    o.threads = 3;
    const auto b = bootstrap(v.size(), meanOf(v), o);
    QCOMPARE(a[0].percentile.lo, b[0].percentile.lo);
    QCOMPARE(a[0].percentile.hi, b[0].percentile.hi);
}

void TestBootstrap::intervalCoversEstimate()
{
    const auto v = sample();
    BootstrapOptions o;
    o.resamples = 1000;
    const auto r = bootstrap(v.size(), meanOf(v), o)[0];
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / v.size();
    QCOMPARE(r.estimate, mean);
    QVERIFY(r.percentile.lo < mean && mean < r.percentile.hi);
    QVERIFY(r.bca.lo < mean && mean < r.bca.hi);
    // Standard error of a mean is close to sd/sqrt(n).
    double ss = 0;
    for (double x : v)
        ss += (x - mean) * (x - mean);
    const double se = std::sqrt(ss / (v.size() - 1)) / std::sqrt(double(v.size()));
    QVERIFY(std::fabs(r.se - se) / se < 0.15);
}

void TestBootstrap::clustersResampledWhole()
{
    // Two clusters of identical units: every resample draws whole clusters, so the mean takes only
    // the values 0, 0.5 and 1 — never anything in between.
    const std::vector<double> v { 0, 0, 0, 1, 1, 1 };
    BootstrapOptions o;
    o.resamples = 200;
    o.clusters = { 7, 7, 7, 9, 9, 9 };
    bool split = false;
    const auto stat = [&](const std::vector<double> &w) {
        double s = 0, n = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            s += w[i] * v[i];
            n += w[i];
            if (i % 3 != 0 && w[i] != w[i - 1])
                split = true;
        }
        return std::vector<double> { s / n };
    };
    o.threads = 1;
    const auto r = bootstrap(v.size(), stat, o)[0];
    QVERIFY(!split);
    QVERIFY(r.percentile.lo == 0.0 || r.percentile.lo == 0.5);
    QVERIFY(r.percentile.hi == 1.0 || r.percentile.hi == 0.5);
}

// The draws are fixed by SplitMix64 and rejection, not by a standard library's uniform_int_distribution (whose draws
// differ between libstdc++, libc++ and MSVC): seed 42's first replicate over 7 units, as an independent Python
// implementation of the same algorithm draws it.
void TestBootstrap::drawsArePinned()
{
    BootstrapOptions o;
    o.resamples = 2;
    o.seed = 42;
    o.threads = 1;
    // The statistic sees the full sample first, then each replicate in order (one thread), then the jackknife.
    std::vector<std::vector<double>> seen;
    const auto weights = [&seen](const std::vector<double> &w) {
        seen.push_back(w);
        return std::vector<double> { w[0] };
    };
    (void)bootstrap(7, weights, o);
    QVERIFY(seen.size() >= 3);
    QCOMPARE(seen[1], (std::vector<double> { 0, 1, 2, 3, 1, 0, 0 }));
    QCOMPARE(seen[2], (std::vector<double> { 1, 0, 3, 0, 1, 1, 1 }));
    // The second replicate's stream on its own, as the Python implementation draws it.
    SplitMix64 stream(splitmix64(42 ^ splitmix64(2)));
    std::vector<double> second(7, 0.0);
    for (int i = 0; i < 7; ++i)
        second[stream.below(7)] += 1.0;
    QCOMPARE(second, (std::vector<double> { 1, 0, 3, 0, 1, 1, 1 }));
}

QTEST_APPLESS_MAIN(TestBootstrap)
#include "tst_bootstrap.moc"
