// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cohen's kappa, weighted kappa and their FCE standard errors against every published contingency table.
#include "judge/chancecorrected.h"
#include "judge/cohenkappa.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;
using namespace draudit::tests;

class TestCohenKappa : public QObject
{
    Q_OBJECT

private slots:
    void referenceTables_data();
    void referenceTables();
    void perfectAgreementIsOne();
    void labelPermutationInvariant();
    void unusedDeclaredCategoryChangesWeightedKappa();
    void singleCategoryIsUndefined();
    void symmetricWeightsIgnoreRaterOrder_data();
    void symmetricWeightsIgnoreRaterOrder();
    void twoItemsEdgeCase();
    void alphaApproachesScottPiForLargeSamples();
};

void TestCohenKappa::referenceTables_data()
{
    QTest::addColumn<QJsonObject>("testCase");
    QTest::addColumn<QString>("weighting");
    for (const QJsonObject &c : referenceCases(QStringLiteral("cohen_kappa"))) {
        for (const QString &w : { QStringLiteral("unweighted"), QStringLiteral("linear"), QStringLiteral("quadratic") })
            QTest::newRow(qPrintable(c.value(QStringLiteral("id")).toString() + QLatin1Char('/') + w)) << c << w;
    }
}

void TestCohenKappa::referenceTables()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    QFETCH(QJsonObject, testCase);
    QFETCH(QString, weighting);
    const QJsonObject e = testCase.value(QStringLiteral("expected")).toObject();
    const auto table
        = ContingencyTable::fromRows(toMatrix(testCase[QStringLiteral("input")][QStringLiteral("table")].toArray()));
    const WeightKind kind = weighting == QLatin1String("linear") ? WeightKind::Linear
        : weighting == QLatin1String("quadratic")                ? WeightKind::Quadratic
                                                                 : WeightKind::Identity;
    const KappaResult k = cohenKappa(table, WeightMatrix::make(kind, table.size()));
    const QString valueKey
        = weighting == QLatin1String("unweighted") ? QStringLiteral("kappa") : QStringLiteral("kappa_") + weighting;
    DRAUDIT_COMPARE_NEAR(k.estimate.value, e[valueKey].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(*k.estimate.se, e[QStringLiteral("se_fce_") + weighting].toDouble(), 1e-6);
    const QJsonArray ci = e[QStringLiteral("ci95_normal_") + weighting].toArray();
    DRAUDIT_COMPARE_NEAR(k.estimate.ci95->lo, ci[0].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(k.estimate.ci95->hi, ci[1].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(*k.estimate.se0, e[QStringLiteral("se0_") + weighting].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(*k.estimate.z, e[QStringLiteral("z_") + weighting].toDouble(), 1e-6);
    if (weighting == QLatin1String("unweighted")) {
        DRAUDIT_COMPARE_NEAR(*k.estimate.p, e[QStringLiteral("p_two_sided_unweighted")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(k.pObserved, e[QStringLiteral("p_observed")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(k.pExpected, e[QStringLiteral("p_expected_cohen")].toDouble(), 1e-6);
        // The two-rater members of the family, from the same table.
        const auto counts = CategoryCounts::fromTable(table);
        const auto id = WeightMatrix::make(WeightKind::Identity, table.size());
        DRAUDIT_COMPARE_NEAR(fleissKappa(counts, id).estimate.value, e[QStringLiteral("scott_pi")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(gwetAc(counts, id).estimate.value, e[QStringLiteral("gwet_ac1")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(
            brennanPrediger(counts, id).estimate.value, e[QStringLiteral("brennan_prediger")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(krippendorffFromCounts(counts, id).estimate.value,
            e[QStringLiteral("krippendorff_alpha_nominal")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(percentAgreement(counts, id), e[QStringLiteral("percent_agreement")].toDouble(), 1e-6);
        const auto quad = WeightMatrix::make(WeightKind::Quadratic, table.size());
        DRAUDIT_COMPARE_NEAR(
            gwetAc(counts, quad).estimate.value, e[QStringLiteral("gwet_ac2_quadratic")].toDouble(), 1e-6);
    }
}

void TestCohenKappa::perfectAgreementIsOne()
{
    const auto t = ContingencyTable::fromRows({ { 5, 0, 0 }, { 0, 7, 0 }, { 0, 0, 3 } });
    for (WeightKind kind : { WeightKind::Identity, WeightKind::Linear, WeightKind::Quadratic })
        QCOMPARE(cohenKappa(t, WeightMatrix::make(kind, 3)).estimate.value, 1.0);
}

void TestCohenKappa::labelPermutationInvariant()
{
    // Relabelling categories (same permutation on both raters) leaves unweighted kappa unchanged.
    const auto t = ContingencyTable::fromRows({ { 10, 2, 1 }, { 3, 8, 2 }, { 0, 4, 9 } });
    const auto p = ContingencyTable::fromRows({ { 9, 0, 4 }, { 1, 10, 2 }, { 2, 3, 8 } });
    QVERIFY(std::fabs(cohenKappa(t).estimate.value - cohenKappa(p).estimate.value) < 1e-12);
}

void TestCohenKappa::unusedDeclaredCategoryChangesWeightedKappa()
{
    // Categories 1..4 declared; raters use 1, 2 and 4 but never 3. Weights follow the declared order, so 2 vs 4
    // is two steps apart, not one as it would be if the unused category were dropped (irr / sklearn behaviour).
    const auto declared
        = ContingencyTable::fromRows({ { 6, 1, 0, 0 }, { 1, 4, 0, 3 }, { 0, 0, 0, 0 }, { 0, 1, 0, 2 } });
    const auto observed = ContingencyTable::fromRows({ { 6, 1, 0 }, { 1, 4, 3 }, { 0, 1, 2 } });
    const double kDeclared = cohenKappa(declared, WeightMatrix::make(WeightKind::Linear, 4)).estimate.value;
    const double kObserved = cohenKappa(observed, WeightMatrix::make(WeightKind::Linear, 3)).estimate.value;
    QVERIFY(std::fabs(kDeclared - kObserved) > 1e-3);
    // Unweighted kappa does not depend on an empty category.
    QVERIFY(std::fabs(cohenKappa(declared).estimate.value - cohenKappa(observed).estimate.value) < 1e-12);
}

void TestCohenKappa::singleCategoryIsUndefined()
{
    const auto t = ContingencyTable::fromRows({ { 12, 0 }, { 0, 0 } });
    QVERIFY(std::isnan(cohenKappa(t).estimate.value));
}

void TestCohenKappa::symmetricWeightsIgnoreRaterOrder_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("identity") << int(WeightKind::Identity);
    QTest::newRow("linear") << int(WeightKind::Linear);
    QTest::newRow("quadratic") << int(WeightKind::Quadratic);
}

void TestCohenKappa::symmetricWeightsIgnoreRaterOrder()
{
    // Built-in weights are symmetric, so swapping the raters (transposing the table) changes nothing.
    QFETCH(int, kind);
    const auto w = WeightMatrix::make(static_cast<WeightKind>(kind), 4);
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 4; ++j)
            QCOMPARE(w(i, j), w(j, i));
    const auto t = ContingencyTable::fromRows({ { 9, 3, 1, 0 }, { 2, 7, 4, 1 }, { 0, 1, 6, 3 }, { 1, 0, 2, 8 } });
    ContingencyTable tt(4);
    for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t j = 0; j < 4; ++j)
            tt(i, j) = t(j, i);
    const KappaResult a = cohenKappa(t, w), b = cohenKappa(tt, w);
    QVERIFY(std::fabs(a.estimate.value - b.estimate.value) < 1e-12);
    QVERIFY(std::fabs(*a.estimate.se - *b.estimate.se) < 1e-12);
}

void TestCohenKappa::twoItemsEdgeCase()
{
    // n = 2, one agreement and one disagreement over two categories: po = 0.5, pe = 0.5, kappa = 0.
    const auto t = ContingencyTable::fromRows({ { 1, 1 }, { 0, 0 } });
    const KappaResult k = cohenKappa(t);
    QCOMPARE(k.pObserved, 0.5);
    QCOMPARE(k.pExpected, 0.5);
    QCOMPARE(k.estimate.value, 0.0);
    QVERIFY(std::isfinite(*k.estimate.se));
}

void TestCohenKappa::alphaApproachesScottPiForLargeSamples()
{
    // For two raters and nominal data alpha = 1 - (2n-1)/(2n) (1 - pi): the gap shrinks like 1/n.
    auto t = ContingencyTable::fromRows({ { 40, 9, 3 }, { 6, 30, 5 }, { 2, 7, 25 } });
    const auto id = WeightMatrix::make(WeightKind::Identity, 3);
    double previous = 1.0;
    for (int scale : { 1, 10, 100 }) {
        ContingencyTable s(3);
        for (std::size_t i = 0; i < 3; ++i)
            for (std::size_t j = 0; j < 3; ++j)
                s(i, j) = t(i, j) * scale;
        const auto counts = CategoryCounts::fromTable(s);
        const double pi = fleissKappa(counts, id).estimate.value;
        const double alpha = krippendorffFromCounts(counts, id).estimate.value;
        const double n = s.total();
        QVERIFY(std::fabs(alpha - (1.0 - (2 * n - 1) / (2 * n) * (1.0 - pi))) < 1e-12);
        QVERIFY(std::fabs(alpha - pi) < previous);
        previous = std::fabs(alpha - pi);
    }
    QVERIFY(previous < 1e-3);
}

QTEST_APPLESS_MAIN(TestCohenKappa)
#include "tst_cohenkappa.moc"
