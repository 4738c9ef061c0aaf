// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exact binomial test against values R's binom.test gives.
#include "judge/distributions.h"

#include <QTest>
#include <cmath>

class TestDistributions : public QObject
{
    Q_OBJECT

private slots:
    void binomialMatchesR();
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

QTEST_GUILESS_MAIN(TestDistributions)
#include "tst_distributions.moc"
