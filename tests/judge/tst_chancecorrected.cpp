// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fleiss' kappa, Gwet's AC1/AC2, Brennan–Prediger and Krippendorff's alpha from subject × category counts.
#include "judge/chancecorrected.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;
using namespace draudit::tests;

class TestChanceCorrected : public QObject
{
    Q_OBJECT

private slots:
    void wikipediaFleiss();
    void irrCacSixRaters_data();
    void irrCacSixRaters();
    void percentAgreementReference();
    void variableRatersPerSubject();
    void perfectAgreement();
    void allMissingIsUndefined();
};

void TestChanceCorrected::wikipediaFleiss()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    const QJsonObject c = referenceCase(QStringLiteral("fleiss_wikipedia_10x14"));
    const QJsonObject e = c[QStringLiteral("expected")].toObject();
    const auto counts
        = CategoryCounts::fromRows(toMatrix(c[QStringLiteral("input")][QStringLiteral("counts")].toArray()));
    const auto id = WeightMatrix::make(WeightKind::Identity, counts.categories());
    const ChanceCorrected f = fleissKappa(counts, id);
    DRAUDIT_COMPARE_NEAR(f.estimate.value, e[QStringLiteral("kappa")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(f.pa, e[QStringLiteral("P_bar")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(f.pe, e[QStringLiteral("P_e")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(*f.estimate.se, e[QStringLiteral("se_gwet_fleiss")].toDouble(), 1e-6);
    const FleissExtras x = fleissExtras(counts, f.estimate.value);
    DRAUDIT_COMPARE_NEAR(*x.se0, e[QStringLiteral("se0_fleiss_nee_landis")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(*x.z, e[QStringLiteral("z")].toDouble(), 1e-6);
    const QJsonArray pj = e[QStringLiteral("p_j")].toArray();
    const QJsonArray kj = e[QStringLiteral("kappa_j")].toArray();
    for (int j = 0; j < pj.size(); ++j) {
        DRAUDIT_COMPARE_NEAR(x.categoryShare[static_cast<std::size_t>(j)], pj[j].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(x.categoryKappa[static_cast<std::size_t>(j)], kj[j].toDouble(), 1e-6);
    }
    DRAUDIT_COMPARE_NEAR(
        brennanPrediger(counts, id).estimate.value, e[QStringLiteral("randolph_free_marginal")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(gwetAc(counts, id).estimate.value, e[QStringLiteral("gwet_ac1")].toDouble(), 1e-6);
}

void TestChanceCorrected::irrCacSixRaters_data()
{
    QTest::addColumn<bool>("quadratic");
    QTest::newRow("unweighted") << false;
    QTest::newRow("quadratic") << true;
}

void TestChanceCorrected::irrCacSixRaters()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    QFETCH(bool, quadratic);
    const QJsonObject c = referenceCase(QStringLiteral("fleiss_irrCAC_distrib6"));
    const QJsonObject all = c[QStringLiteral("expected")].toObject();
    const QJsonObject e = quadratic ? all[QStringLiteral("quadratic")].toObject() : all;
    const auto counts
        = CategoryCounts::fromRows(toMatrix(c[QStringLiteral("input")][QStringLiteral("counts")].toArray()));
    const auto w = WeightMatrix::make(quadratic ? WeightKind::Quadratic : WeightKind::Identity, counts.categories());
    DRAUDIT_COMPARE_NEAR(fleissKappa(counts, w).estimate.value, e[QStringLiteral("fleiss")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(krippendorffFromCounts(counts, w).estimate.value, e[QStringLiteral("kripp")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(brennanPrediger(counts, w).estimate.value, e[QStringLiteral("bp")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(percentAgreement(counts, w), e[QStringLiteral("pa")].toDouble(), 1e-6);
    const ChanceCorrected ac = gwetAc(counts, w);
    DRAUDIT_COMPARE_NEAR(
        ac.estimate.value, e[quadratic ? QStringLiteral("ac2") : QStringLiteral("ac1")].toDouble(), 1e-6);
    if (!quadratic) {
        DRAUDIT_COMPARE_NEAR(*ac.estimate.se, e[QStringLiteral("ac1_se")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(ac.pe, e[QStringLiteral("pe_ac1")].toDouble(), 1e-6);
        const ChanceCorrected f = fleissKappa(counts, w);
        DRAUDIT_COMPARE_NEAR(*f.estimate.se, e[QStringLiteral("fleiss_se_gwet")].toDouble(), 1e-6);
        DRAUDIT_COMPARE_NEAR(f.pe, e[QStringLiteral("pe_fleiss")].toDouble(), 1e-6);
    }
}

void TestChanceCorrected::percentAgreementReference()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    // irrCAC's cont3x3abstractors table (3 categories, 100 subjects): 13 + 20 + 56 agreements.
    const QJsonObject e = referenceCase(QStringLiteral("percent_agreement"))[QStringLiteral("expected")].toObject();
    const auto table = ContingencyTable::fromRows({ { 13, 0, 0 }, { 0, 20, 7 }, { 0, 4, 56 } });
    const auto id = WeightMatrix::make(WeightKind::Identity, 3);
    DRAUDIT_COMPARE_NEAR(
        percentAgreement(CategoryCounts::fromTable(table), id), e[QStringLiteral("cont3x3")].toDouble(), 1e-6);
    const QJsonObject wiki = referenceCase(QStringLiteral("fleiss_wikipedia_10x14"));
    const auto counts
        = CategoryCounts::fromRows(toMatrix(wiki[QStringLiteral("input")][QStringLiteral("counts")].toArray()));
    DRAUDIT_COMPARE_NEAR(percentAgreement(counts, WeightMatrix::make(WeightKind::Identity, 5)),
        e[QStringLiteral("wiki_fleiss_Pbar")].toDouble(), 1e-6);
}

void TestChanceCorrected::variableRatersPerSubject()
{
    // Subjects with 3, 2 and 1 ratings: the single rating counts towards category shares but not agreement.
    const auto counts = CategoryCounts::fromRows({ { 3, 0 }, { 1, 1 }, { 0, 1 } });
    const auto id = WeightMatrix::make(WeightKind::Identity, 2);
    QCOMPARE(percentAgreement(counts, id), 0.5);
    double m = 0;
    QVERIFY(!counts.constantRaters(&m));
    QVERIFY(!fleissExtras(counts, 0.0).se0.has_value());
}

void TestChanceCorrected::perfectAgreement()
{
    const auto counts = CategoryCounts::fromRows({ { 4, 0, 0 }, { 0, 4, 0 }, { 0, 0, 4 }, { 4, 0, 0 } });
    const auto id = WeightMatrix::make(WeightKind::Identity, 3);
    QCOMPARE(fleissKappa(counts, id).estimate.value, 1.0);
    QCOMPARE(gwetAc(counts, id).estimate.value, 1.0);
    QCOMPARE(brennanPrediger(counts, id).estimate.value, 1.0);
    QCOMPARE(krippendorffFromCounts(counts, id).estimate.value, 1.0);
}

void TestChanceCorrected::allMissingIsUndefined()
{
    const auto counts = CategoryCounts::fromRows({ { 0, 0 }, { 0, 0 } });
    const auto id = WeightMatrix::make(WeightKind::Identity, 2);
    QVERIFY(std::isnan(fleissKappa(counts, id).estimate.value));
    QVERIFY(std::isnan(percentAgreement(counts, id)));
}

QTEST_APPLESS_MAIN(TestChanceCorrected)
#include "tst_chancecorrected.moc"
