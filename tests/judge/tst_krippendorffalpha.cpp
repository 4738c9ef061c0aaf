// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Krippendorff's alpha at all four levels, with missing data, against the published examples.
#include "judge/chancecorrected.h"
#include "judge/krippendorffalpha.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;
using namespace draudit::tests;

namespace {
const double M = std::nan("");
// Krippendorff (2011) "Computing Krippendorff's alpha", example C: 4 observers × 12 units, values 1..5.
// Subject x category counts of a matrix whose values are categories 1..5.
CategoryCounts countsOf(const RatingMatrix &m)
{
    CategoryCounts counts(5);
    for (std::size_t u = 0; u < m.units(); ++u) {
        std::vector<double> row(5, 0.0);
        for (std::size_t r = 0; r < m.raters(); ++r)
            if (!RatingMatrix::missing(m(u, r)))
                row[static_cast<std::size_t>(m(u, r)) - 1] += 1;
        counts.addSubject(row);
    }
    return counts;
}

RatingMatrix krippendorff2011()
{
    return RatingMatrix::fromObserverRows({
        { 1, 2, 3, 3, 2, 1, 4, 1, 2, M, M, M },
        { 1, 2, 3, 3, 2, 2, 4, 1, 2, 5, M, 3 },
        { M, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, M },
        { 1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, M },
    });
}
} // namespace

class TestKrippendorffAlpha : public QObject
{
    Q_OBJECT

private slots:
    void wikipediaThreeCoders_data();
    void wikipediaThreeCoders();
    void krippendorffExampleC_data();
    void krippendorffExampleC();
    void percentAgreementForms();
    void perfectAgreementIsOne();
    void intervalMatchesQuadraticCounts();
    void noPairableUnits();
};

void TestKrippendorffAlpha::wikipediaThreeCoders_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("key");
    QTest::newRow("nominal") << int(Level::Nominal) << QStringLiteral("nominal");
    QTest::newRow("ordinal") << int(Level::Ordinal) << QStringLiteral("ordinal");
    QTest::newRow("interval") << int(Level::Interval) << QStringLiteral("interval");
    QTest::newRow("ratio") << int(Level::Ratio) << QStringLiteral("ratio");
}

void TestKrippendorffAlpha::wikipediaThreeCoders()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    QFETCH(int, level);
    QFETCH(QString, key);
    const QJsonObject c = referenceCase(QStringLiteral("kripp_wikipedia_3coders"));
    const auto data
        = RatingMatrix::fromObserverRows(toMatrix(c[QStringLiteral("input")][QStringLiteral("data")].toArray()));
    const AlphaResult a = KrippendorffAlpha(data, static_cast<Level>(level)).compute();
    DRAUDIT_COMPARE_NEAR(a.value, c[QStringLiteral("expected")][key].toDouble(), 1e-6);
}

void TestKrippendorffAlpha::krippendorffExampleC_data()
{
    // Published values (Krippendorff 2011, to three decimals).
    QTest::addColumn<int>("level");
    QTest::addColumn<double>("expected");
    QTest::newRow("nominal") << int(Level::Nominal) << 0.743;
    QTest::newRow("ordinal") << int(Level::Ordinal) << 0.815;
    QTest::newRow("interval") << int(Level::Interval) << 0.849;
    QTest::newRow("ratio") << int(Level::Ratio) << 0.797;
}

void TestKrippendorffAlpha::krippendorffExampleC()
{
    QFETCH(int, level);
    QFETCH(double, expected);
    const AlphaResult a = KrippendorffAlpha(krippendorff2011(), static_cast<Level>(level)).compute();
    DRAUDIT_COMPARE_NEAR(a.value, expected, 5e-4);
}

void TestKrippendorffAlpha::percentAgreementForms()
{
    // Same data: Krippendorff's pairable-value agreement 0.805 differs from Gwet's multi-rater 0.818182.
    const RatingMatrix m = krippendorff2011();
    DRAUDIT_COMPARE_NEAR(KrippendorffAlpha(m, Level::Nominal).compute().percentAgreement, 0.805, 1e-3);
    const CategoryCounts counts = countsOf(m);
    DRAUDIT_COMPARE_NEAR(percentAgreement(counts, WeightMatrix::make(WeightKind::Identity, 5)), 0.818182, 1e-6);
    DRAUDIT_COMPARE_NEAR(percentAgreement(counts, WeightMatrix::make(WeightKind::Quadratic, 5)), 0.975379, 1e-6);
}

void TestKrippendorffAlpha::perfectAgreementIsOne()
{
    const auto m = RatingMatrix::fromRows({ { 1, 1, M }, { 2, 2, 2 }, { 3, M, 3 } });
    for (Level l : { Level::Nominal, Level::Ordinal, Level::Interval, Level::Ratio })
        QCOMPARE(KrippendorffAlpha(m, l).compute().value, 1.0);
}

void TestKrippendorffAlpha::intervalMatchesQuadraticCounts()
{
    // On equally spaced categories the interval metric equals quadratic weights (alpha is scale-free).
    const RatingMatrix m = krippendorff2011();
    const double interval = KrippendorffAlpha(m, Level::Interval).compute().value;
    const CategoryCounts counts = countsOf(m);
    const double quad = krippendorffFromCounts(counts, WeightMatrix::make(WeightKind::Quadratic, 5)).estimate.value;
    DRAUDIT_COMPARE_NEAR(interval, quad, 1e-12);
}

void TestKrippendorffAlpha::noPairableUnits()
{
    const auto m = RatingMatrix::fromRows({ { 1, M }, { M, 2 }, { M, M } });
    const AlphaResult a = KrippendorffAlpha(m, Level::Nominal).compute();
    QVERIFY(std::isnan(a.value));
    QCOMPARE(a.pairableValues, 0.0);
}

QTEST_APPLESS_MAIN(TestKrippendorffAlpha)
#include "tst_krippendorffalpha.moc"
