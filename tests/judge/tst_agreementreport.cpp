// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The composite report: which statistics apply to which data, and that they agree with the parts.
#include "judge/agreementreport.h"
#include "judge/cohenkappa.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;

namespace {
const double M = std::nan("");

// Two raters over a 3-point ordinal scale: 20 items.
AgreementData twoRaters(Level level)
{
    AgreementData d;
    d.level = level;
    d.categories = { "low", "mid", "high" };
    d.raters = { "ann", "bob" };
    const int a[] = { 0, 0, 1, 2, 2, 1, 0, 1, 2, 2, 0, 1, 1, 2, 0, 0, 2, 1, 1, 2 };
    const int b[] = { 0, 1, 1, 2, 1, 1, 0, 0, 2, 2, 0, 1, 2, 2, 0, 1, 2, 1, 1, 2 };
    d.positions = RatingMatrix(20, 2);
    for (int i = 0; i < 20; ++i) {
        d.items.push_back("item" + std::to_string(i));
        d.positions(i, 0) = a[i];
        d.positions(i, 1) = b[i];
    }
    d.values = d.positions;
    return d;
}
} // namespace

class TestAgreementReport : public QObject
{
    Q_OBJECT

private slots:
    void twoRatersOrdinalHasEverything();
    void nominalHasNoWeightedKappaNorIcc();
    void threeRatersHaveNoCohen();
    void threeRatersHaveLightAndConger();
    void intervalHasIccAndDropsIncompleteItems();
    void bootstrapAddsIntervals();
    void singleCategoryScale();
    void customWeightsMatchBuiltIn();
    void customWeightsOfWrongSizeAreNoted();
};

void TestAgreementReport::twoRatersOrdinalHasEverything()
{
    const AgreementData d = twoRaters(Level::Ordinal);
    const AgreementReport r = computeAgreement(d);
    for (const char *key : { "percent_agreement", "cohen_kappa", "weighted_kappa_linear", "weighted_kappa_quadratic",
             "scott_pi", "gwet_ac1", "gwet_ac2", "brennan_prediger", "fleiss_kappa", "krippendorff_alpha" })
        QVERIFY2(r.coefficients.count(key), key);
    // Cohen's kappa equals the one from the explicit cross-table.
    ContingencyTable t(3);
    for (std::size_t i = 0; i < 20; ++i)
        t(static_cast<std::size_t>(d.positions(i, 0)), static_cast<std::size_t>(d.positions(i, 1))) += 1;
    QCOMPARE(r.coefficients.at("cohen_kappa").estimate.value, cohenKappa(t).estimate.value);
    QCOMPARE(r.coefficients.at("percent_agreement").estimate.value, 15.0 / 20.0);
    QVERIFY(!r.icc.has_value());
    QCOMPARE(r.items, std::size_t(20));
    QCOMPARE(r.ratings, std::size_t(40));
}

void TestAgreementReport::nominalHasNoWeightedKappaNorIcc()
{
    const AgreementReport r = computeAgreement(twoRaters(Level::Nominal));
    QVERIFY(!r.coefficients.count("weighted_kappa_linear"));
    QVERIFY(!r.coefficients.count("gwet_ac2"));
    QVERIFY(!r.icc.has_value());
    bool explained = false;
    for (const std::string &n : r.notes)
        explained |= n.find("ICC needs interval") != std::string::npos;
    QVERIFY(explained);
}

void TestAgreementReport::threeRatersHaveNoCohen()
{
    AgreementData d;
    d.level = Level::Nominal;
    d.categories = { "A", "B" };
    d.raters = { "r1", "r2", "r3" };
    d.items = { "i1", "i2", "i3", "i4" };
    d.positions = RatingMatrix::fromRows({ { 0, 0, 0 }, { 1, 1, M }, { 0, 1, 1 }, { 1, 1, 1 } });
    d.values = d.positions;
    const AgreementReport r = computeAgreement(d);
    QVERIFY(!r.coefficients.count("cohen_kappa"));
    QVERIFY(!r.coefficients.count("scott_pi"));
    QVERIFY(r.coefficients.count("fleiss_kappa"));
    QCOMPARE(r.ratings, std::size_t(11));
}

// Worked by hand (the definitions of irr's kappam.light and kappam.fleiss(exact = TRUE), which drop incomplete
// items): rater counts per category r1 3/2/3, r2 2/4/2, r3 2/3/3 over 8 complete items.
void TestAgreementReport::threeRatersHaveLightAndConger()
{
    AgreementData d;
    d.level = Level::Nominal;
    d.categories = { "a", "b", "c" };
    d.raters = { "r1", "r2", "r3" };
    d.positions = RatingMatrix::fromRows({ { 0, 0, 0 }, { 1, 1, 0 }, { 2, 2, 2 }, { 0, 1, 1 }, { 1, 1, 1 }, { 2, 1, 2 },
        { 0, 0, 1 }, { 2, 2, 2 }, { 0, M, 0 } });
    for (int i = 0; i < 9; ++i)
        d.items.push_back("i" + std::to_string(i));
    d.values = d.positions;
    AgreementOptions o;
    o.bootstrap = 300;
    const AgreementReport r = computeAgreement(d, o);
    // Pairwise Cohen on each pair's shared items: r1-r2 and r2-r3 on the 8 complete ones, r1-r3 on all 9 (1/2).
    QCOMPARE(r.pairwiseCohen.size(), std::size_t(3));
    QCOMPARE(r.pairwiseCohen[0].first, std::string("r1"));
    QCOMPARE(r.pairwiseCohen[0].second, std::string("r2"));
    QCOMPARE(r.pairwiseCohen[0].n, 8.0); // r2 missed item 9
    QVERIFY(std::abs(r.pairwiseCohen[0].kappa - 7.0 / 11.0) < 1e-12);
    QCOMPARE(r.pairwiseCohen[1].n, 9.0);
    QVERIFY(std::abs(r.pairwiseCohen[1].kappa - 0.5) < 1e-12);
    QVERIFY(std::abs(r.pairwiseCohen[2].kappa - 3.0 / 7.0) < 1e-12);
    // Light: mean of 7/11, 19/43 and 3/7 on the 8 complete items; Conger: Po = 2/3, Pe = 21/64.
    QVERIFY(std::abs(r.coefficients.at("light_kappa").estimate.value - 1663.0 / 3311.0) < 1e-12);
    QVERIFY(std::abs(r.coefficients.at("conger_kappa").estimate.value - 65.0 / 129.0) < 1e-12);
    QCOMPARE(r.coefficients.at("conger_kappa").extra.at("n"), 8.0);
    for (const char *name : { "light_kappa", "conger_kappa" }) {
        const Coefficient &c = r.coefficients.at(name);
        QVERIFY(c.bootstrap.has_value());
        QVERIFY(c.bootstrap->percentile.lo <= c.estimate.value && c.estimate.value <= c.bootstrap->percentile.hi);
    }
    // Two raters: neither applies.
    QVERIFY(!computeAgreement(twoRaters(Level::Nominal)).coefficients.count("light_kappa"));
}

void TestAgreementReport::intervalHasIccAndDropsIncompleteItems()
{
    AgreementData d;
    d.level = Level::Interval;
    d.categories = { "1", "2", "3", "4", "5" };
    d.raters = { "r1", "r2", "r3" };
    d.items = { "a", "b", "c", "d", "e" };
    d.values = RatingMatrix::fromRows({ { 1, 2, 1 }, { 3, 3, 4 }, { 5, 4, 5 }, { 2, 2, 3 }, { 4, M, 4 } });
    d.positions = RatingMatrix::fromRows({ { 0, 1, 0 }, { 2, 2, 3 }, { 4, 3, 4 }, { 1, 1, 2 }, { 3, M, 3 } });
    const AgreementReport r = computeAgreement(d);
    QVERIFY(r.icc.has_value());
    QCOMPARE(r.icc->completeItems, std::size_t(4));
    QVERIFY(r.icc->result.forms[2].value > 0.7);
}

void TestAgreementReport::bootstrapAddsIntervals()
{
    AgreementOptions o;
    o.bootstrap = 200;
    o.seed = 7;
    const AgreementReport r = computeAgreement(twoRaters(Level::Ordinal), o);
    const Coefficient &k = r.coefficients.at("cohen_kappa");
    QVERIFY(k.bootstrap.has_value());
    QVERIFY(k.bootstrap->percentile.lo <= k.estimate.value && k.estimate.value <= k.bootstrap->percentile.hi);
    QVERIFY(r.coefficients.at("krippendorff_alpha").bootstrap.has_value());
    QVERIFY(r.coefficients.at("percent_agreement").bootstrap.has_value());
    QCOMPARE(r.bootstrapSeed, std::uint64_t(7));
    // Same seed, same numbers.
    const AgreementReport again = computeAgreement(twoRaters(Level::Ordinal), o);
    QCOMPARE(again.coefficients.at("cohen_kappa").bootstrap->bca.lo, k.bootstrap->bca.lo);
}

void TestAgreementReport::singleCategoryScale()
{
    AgreementData d;
    d.categories = { "yes" };
    d.raters = { "a", "b" };
    d.items = { "1", "2", "3" };
    d.positions = RatingMatrix::fromRows({ { 0, 0 }, { 0, 0 }, { 0, 0 } });
    d.values = d.positions;
    const AgreementReport r = computeAgreement(d);
    QCOMPARE(r.coefficients.at("percent_agreement").estimate.value, 1.0);
    QVERIFY(std::isnan(r.coefficients.at("cohen_kappa").estimate.value));
}

void TestAgreementReport::customWeightsMatchBuiltIn()
{
    // Custom weights equal to the linear ones give exactly the linear weighted kappa.
    AgreementOptions o;
    o.customWeights = WeightMatrix::make(WeightKind::Linear, 3);
    const AgreementReport r = computeAgreement(twoRaters(Level::Ordinal), o);
    QCOMPARE(r.coefficients.at("weighted_kappa_custom").estimate.value,
        r.coefficients.at("weighted_kappa_linear").estimate.value);
    QCOMPARE(r.coefficients.at("weighted_kappa_custom").weights, std::string("custom"));
    QVERIFY(r.coefficients.count("gwet_ac2_custom"));
}

void TestAgreementReport::customWeightsOfWrongSizeAreNoted()
{
    AgreementOptions o;
    o.customWeights = WeightMatrix::make(WeightKind::Linear, 4);
    const AgreementReport r = computeAgreement(twoRaters(Level::Ordinal), o);
    QVERIFY(!r.coefficients.count("weighted_kappa_custom"));
    bool noted = false;
    for (const std::string &n : r.notes)
        noted |= n.find("custom weights ignored") != std::string::npos;
    QVERIFY(noted);
}

QTEST_APPLESS_MAIN(TestAgreementReport)
#include "tst_agreementreport.moc"
