// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bradley–Terry: closed forms, the likelihood equations at the solution, the prior, and seeded bootstrap intervals.
#include "judge/bradleyterry.h"

#include <QTest>
#include <cmath>
#include <random>

using namespace draudit::judge;

class TestBradleyTerry : public QObject
{
    Q_OBJECT

private slots:
    void twoPlayersClosedForm();
    void tiesAreHalfWins();
    void likelihoodEquationsHold();
    void priorKeepsUnbeatenPlayersFinite();
    void bootstrapIsSeededAndCoversTheEstimate();
};

void TestBradleyTerry::twoPlayersClosedForm()
{
    // A beats B 3 times out of 4: p_A / p_B = 3, so the Elo gap is 400 log10 3 = 190.85, centred on 1000.
    BradleyTerryOptions o;
    o.priorGames = 0;
    const Ratings r = bradleyTerry(2, { { 0, 1, 1 }, { 0, 1, 1 }, { 1, 0, 0 }, { 0, 1, 0 } }, o);
    QVERIFY(r.converged);
    QVERIFY(std::abs(r.strength[0] / r.strength[1] - 3) < 1e-8);
    QVERIFY(std::abs(r.elo[0] - (1000 + 200 * std::log10(3.0))) < 1e-6);
    QVERIFY(std::abs(r.elo[0] + r.elo[1] - 2000) < 1e-9);
    QCOMPARE(r.games[0], 4.0);
}

void TestBradleyTerry::tiesAreHalfWins()
{
    BradleyTerryOptions o;
    o.priorGames = 0;
    const Ratings r = bradleyTerry(2, { { 0, 1, 0.5 }, { 1, 0, 0.5 }, { 0, 1, 1 }, { 0, 1, 0 } }, o);
    QVERIFY(std::abs(r.elo[0] - r.elo[1]) < 1e-9);
}

void TestBradleyTerry::likelihoodEquationsHold()
{
    // At the maximum, each player's wins equal their expected wins: W_i = sum_j N_ij p_i / (p_i + p_j).
    std::mt19937_64 rng(3);
    const double truth[] = { 1.0, 2.0, 0.5, 4.0, 1.5 };
    std::vector<PairOutcome> games;
    for (int k = 0; k < 2000; ++k) {
        const int a = static_cast<int>(rng() % 5), b = static_cast<int>((a + 1 + rng() % 4) % 5);
        const double u = static_cast<double>(rng() >> 11) * 0x1.0p-53;
        games.push_back({ a, b, u < truth[a] / (truth[a] + truth[b]) ? 1.0 : 0.0 });
    }
    BradleyTerryOptions o;
    o.priorGames = 0;
    const Ratings r = bradleyTerry(5, games, o);
    QVERIFY(r.converged);
    std::vector<double> wins(5, 0), expected(5, 0);
    for (const PairOutcome &g : games) {
        wins[static_cast<std::size_t>(g.a)] += g.scoreA;
        wins[static_cast<std::size_t>(g.b)] += 1 - g.scoreA;
        const double pa = r.strength[static_cast<std::size_t>(g.a)], pb = r.strength[static_cast<std::size_t>(g.b)];
        expected[static_cast<std::size_t>(g.a)] += pa / (pa + pb);
        expected[static_cast<std::size_t>(g.b)] += pb / (pa + pb);
    }
    for (int i = 0; i < 5; ++i)
        QVERIFY2(std::abs(wins[static_cast<std::size_t>(i)] - expected[static_cast<std::size_t>(i)]) < 1e-6,
            qPrintable(QString::number(i)));
    // And the order of the true strengths is recovered.
    QVERIFY(r.elo[3] > r.elo[1] && r.elo[1] > r.elo[4] && r.elo[4] > r.elo[0] && r.elo[0] > r.elo[2]);
}

void TestBradleyTerry::priorKeepsUnbeatenPlayersFinite()
{
    const Ratings r = bradleyTerry(3, { { 0, 1, 1 }, { 0, 2, 1 }, { 1, 2, 0.5 } });
    QVERIFY(r.converged);
    for (double e : r.elo)
        QVERIFY(std::isfinite(e));
    QVERIFY(r.elo[0] > r.elo[1]);
    QVERIFY(std::abs(r.elo[1] - r.elo[2]) < 1e-9);
}

void TestBradleyTerry::bootstrapIsSeededAndCoversTheEstimate()
{
    std::vector<PairOutcome> games;
    std::vector<std::size_t> battles;
    for (int k = 0; k < 120; ++k) {
        games.push_back({ k % 3, (k + 1) % 3, k % 5 == 0 ? 0.0 : 1.0 });
        battles.push_back(static_cast<std::size_t>(k / 3)); // three rounds per battle
    }
    BootstrapOptions b;
    b.resamples = 300;
    b.seed = 11;
    b.clusters = battles;
    const auto first = bradleyTerryBootstrap(3, games, b);
    b.threads = 1;
    const auto again = bradleyTerryBootstrap(3, games, b);
    const Ratings r = bradleyTerry(3, games);
    QCOMPARE(first.size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(first[i].percentile.lo, again[i].percentile.lo); // seeded, whatever the thread count
        QVERIFY(std::abs(first[i].estimate - r.elo[i]) < 1e-9);
        QVERIFY(first[i].percentile.lo < r.elo[i] && r.elo[i] < first[i].percentile.hi);
    }
}

QTEST_GUILESS_MAIN(TestBradleyTerry)
#include "tst_bradleyterry.moc"
