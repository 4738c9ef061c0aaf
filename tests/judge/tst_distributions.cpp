// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exact binomial test against values R's binom.test gives; quantiles at 0, 1 and outside as R gives them.
#include "judge/distributions.h"

#include <QTest>
#include <cmath>
#include <limits>

class TestDistributions : public QObject
{
    Q_OBJECT

private slots:
    void binomialMatchesR();
    void quantilesAtTheEdgesAsR();
};

void TestDistributions::binomialMatchesR()
{
    using draudit::judge::binomialTwoSidedP;
    QVERIFY(std::abs(binomialTwoSidedP(7, 10) - 0.34375) < 1e-12); // binom.test(7, 10)$p.value
    QVERIFY(std::abs(binomialTwoSidedP(9, 10) - 0.021484375) < 1e-12); // binom.test(9, 10)
    QVERIFY(std::abs(binomialTwoSidedP(5, 10) - 1.0) < 1e-12);
    QVERIFY(std::abs(binomialTwoSidedP(0, 10) - 2.0 / 1024) < 1e-12);
    QVERIFY(std::abs(binomialTwoSidedP(3, 10, 0.3) - 1.0) < 1e-9); // the most likely outcome
    QVERIFY(std::isnan(binomialTwoSidedP(3, 0)));
}

// Boost.Math's default policy threw on these; R gives qnorm(0) = -Inf, qnorm(1) = Inf, qnorm(2) = NaN (a warning).
void TestDistributions::quantilesAtTheEdgesAsR()
{
    using namespace draudit::judge;
    QCOMPARE(normalQuantile(0.0), -std::numeric_limits<double>::infinity());
    QCOMPARE(normalQuantile(1.0), std::numeric_limits<double>::infinity());
    QVERIFY(std::isnan(normalQuantile(2.0)));
    QVERIFY(std::isnan(normalQuantile(-0.5)));
    QCOMPARE(studentQuantile(0.0, 5), -std::numeric_limits<double>::infinity());
    QCOMPARE(studentQuantile(1.0, 5), std::numeric_limits<double>::infinity());
    QVERIFY(std::isnan(studentQuantile(1.5, 5)));
    QCOMPARE(fisherQuantile(0.0, 3, 7), 0.0); // qf(0, 3, 7) = 0
    QCOMPARE(fisherQuantile(1.0, 3, 7), std::numeric_limits<double>::infinity());
    QVERIFY(std::abs(normalQuantile(0.975) - 1.959963984540054) < 1e-12); // qnorm(0.975)
}

QTEST_GUILESS_MAIN(TestDistributions)
#include "tst_distributions.moc"
