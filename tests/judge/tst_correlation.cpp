// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pearson, Spearman and Kendall tau-b with their p-value conventions, plus the three PAR variants.
#include "judge/correlation.h"
#include "judge/pairwiseagreement.h"
#include "judge/splitmix64.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;
using namespace draudit::tests;

class TestCorrelation : public QObject
{
    Q_OBJECT

private slots:
    void scipyExamples_data();
    void scipyExamples();
    void parDefinitions();
    void parTieTolerance();
    void constantInputIsUndefined();
    void averageRanksWithTies();
    void knightCountsAsEveryPair();
};

void TestCorrelation::scipyExamples_data()
{
    QTest::addColumn<QJsonObject>("testCase");
    for (const QJsonObject &c : referenceCases(QStringLiteral("kendall_tau_b")))
        QTest::newRow(qPrintable(c[QStringLiteral("id")].toString())) << c;
}

void TestCorrelation::scipyExamples()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    QFETCH(QJsonObject, testCase);
    const auto x = toVector(testCase[QStringLiteral("input")][QStringLiteral("x")].toArray());
    const auto y = toVector(testCase[QStringLiteral("input")][QStringLiteral("y")].toArray());
    const QJsonObject e = testCase[QStringLiteral("expected")].toObject();
    const double tol = testCase[QStringLiteral("tolerance")][QStringLiteral("abs")].toDouble(1e-6);

    const PearsonResult p = pearson(x, y);
    const QJsonObject ep = e[QStringLiteral("pearson")].toObject();
    DRAUDIT_COMPARE_NEAR(p.r, ep[QStringLiteral("r")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(p.t, ep[QStringLiteral("t")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(p.p, ep[QStringLiteral("p_two_sided")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(p.ci95.lo, ep[QStringLiteral("ci95_fisher_z")][0].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(p.ci95.hi, ep[QStringLiteral("ci95_fisher_z")][1].toDouble(), 1e-6);

    const SpearmanResult s = spearman(x, y);
    const QJsonObject es = e[QStringLiteral("spearman")].toObject();
    DRAUDIT_COMPARE_NEAR(s.rho, es[QStringLiteral("rho")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(s.s, es[QStringLiteral("S")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(s.pT, es[QStringLiteral("p_two_sided_t_approx")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(s.p, es[QStringLiteral("p_two_sided_R_default")].toDouble(), 1e-6);

    const KendallResult k = kendallTauB(x, y);
    const QJsonObject ek = e[QStringLiteral("kendall_tau_b")].toObject();
    DRAUDIT_COMPARE_NEAR(k.tauB, ek[QStringLiteral("tau_b")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(k.z, ek[QStringLiteral("z_asymptotic")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(k.pAsymptotic, ek[QStringLiteral("p_two_sided_asymptotic")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(k.p, ek[QStringLiteral("p_two_sided_R_default")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(k.tauC, e[QStringLiteral("kendall_tau_c")].toDouble(), 1e-6);

    const QJsonObject pc = e[QStringLiteral("pair_counts")].toObject();
    QCOMPARE(k.counts.concordant, pc[QStringLiteral("concordant")].toDouble());
    QCOMPARE(k.counts.discordant, pc[QStringLiteral("discordant")].toDouble());
    QCOMPARE(k.counts.tiesXOnly, pc[QStringLiteral("ties_x_only")].toDouble());
    QCOMPARE(k.counts.tiesYOnly, pc[QStringLiteral("ties_y_only")].toDouble());
    QCOMPARE(k.counts.tiesBoth, pc[QStringLiteral("ties_both")].toDouble());
    DRAUDIT_COMPARE_NEAR(
        pairwiseAgreement(x, y, ParVariant::Strict).value, e[QStringLiteral("PAR_dr3_strict")].toDouble(), tol);
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(x, y, ParVariant::ThreeWay).value,
        e[QStringLiteral("PAR_threeway_exact_ties")].toDouble(), tol);
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(x, y, ParVariant::TiesExcluded).value,
        e[QStringLiteral("PAR_excluding_tied_pairs")].toDouble(), tol);
}

void TestCorrelation::parDefinitions()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    const QJsonObject c = referenceCase(QStringLiteral("par_definitions_small"));
    const QJsonObject in = c[QStringLiteral("input")].toObject();
    const QJsonObject e = c[QStringLiteral("expected")].toObject();
    const auto m = toVector(in[QStringLiteral("method_scores")].toArray());
    const auto h = toVector(in[QStringLiteral("human_scores")].toArray());
    DRAUDIT_COMPARE_NEAR(
        pairwiseAgreement(m, h, ParVariant::Strict).value, e[QStringLiteral("PAR_dr3_strict")].toDouble(), 1e-9);
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(m, h, ParVariant::ThreeWay).value,
        e[QStringLiteral("PAR_threeway_exact_ties")].toDouble(), 1e-9);
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(m, h, ParVariant::TiesExcluded).value,
        e[QStringLiteral("PAR_excluding_tied_pairs")].toDouble(), 1e-9);
    const QJsonObject task = in[QStringLiteral("per_task_example")].toObject();
    const auto tm = toVector(task[QStringLiteral("method")].toArray());
    const auto th = toVector(task[QStringLiteral("human")].toArray());
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(tm, th, ParVariant::ThreeWay).value,
        e[QStringLiteral("per_task_example_threeway")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(pairwiseAgreement(tm, th, ParVariant::Strict).value,
        e[QStringLiteral("per_task_example_dr3_strict")].toDouble(), 1e-6);
}

void TestCorrelation::parTieTolerance()
{
    // With a tolerance of 0.05 the method's 0.50 vs 0.52 counts as a tie, matching the human tie.
    const std::vector<double> method { 0.50, 0.52, 0.9 };
    const std::vector<double> human { 2, 2, 4 };
    QCOMPARE(pairwiseAgreement(method, human, ParVariant::ThreeWay, 0.0).value, 2.0 / 3.0);
    QCOMPARE(pairwiseAgreement(method, human, ParVariant::ThreeWay, 0.05).value, 1.0);
    // Strict ignores the tolerance: a tie is always a disagreement there.
    QCOMPARE(pairwiseAgreement(method, human, ParVariant::Strict, 0.05).value, 2.0 / 3.0);
}

void TestCorrelation::constantInputIsUndefined()
{
    QVERIFY(std::isnan(pearson({ 1, 2, 3 }, { 4, 4, 4 }).r));
    QVERIFY(std::isnan(kendallTauB({ 1, 2, 3 }, { 4, 4, 4 }).tauB));
}

void TestCorrelation::averageRanksWithTies()
{
    const std::vector<double> r = averageRanks({ 10, 20, 10, 30 });
    QCOMPARE(r, (std::vector<double> { 1.5, 3, 1.5, 4 }));
}

// Kendall's pair counts by Knight's O(n log n) sort equal the count over every pair (the O(n²) path, taken for a
// tolerance), on draws with many ties in x, in y and in both; and a sample of 20,000 is counted whole.
void TestCorrelation::knightCountsAsEveryPair()
{
    using namespace draudit::judge;
    SplitMix64 rng(11);
    for (int trial = 0; trial < 200; ++trial) {
        const std::size_t n = 1 + rng.below(60);
        std::vector<double> x(n), y(n);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = static_cast<double>(rng.below(1 + trial % 7));
            y[i] = static_cast<double>(rng.below(1 + trial % 5)) - 0.5 * static_cast<double>(rng.below(2));
        }
        const PairCounts fast = pairCounts(x, y);
        const PairCounts all = pairCounts(x, y, 1e-300); // every pair; 1e-300 ties only equal values here
        QCOMPARE(fast.pairs, all.pairs);
        QCOMPARE(fast.concordant, all.concordant);
        QCOMPARE(fast.discordant, all.discordant);
        QCOMPARE(fast.tiesXOnly, all.tiesXOnly);
        QCOMPARE(fast.tiesYOnly, all.tiesYOnly);
        QCOMPARE(fast.tiesBoth, all.tiesBoth);
    }
    std::vector<double> x(20000), y(20000);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<double>(rng.below(1000));
        y[i] = x[i] + static_cast<double>(rng.below(300));
    }
    const PairCounts big = pairCounts(x, y);
    QCOMPARE(big.pairs, 20000.0 * 19999.0 / 2.0);
    QVERIFY(big.concordant > big.discordant);
}

QTEST_APPLESS_MAIN(TestCorrelation)
#include "tst_correlation.moc"
