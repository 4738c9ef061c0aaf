// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planning aid: the analytic formula by hand, and the simulation agreeing with it where the large-sample
// approximation holds.
#include "judge/samplesize.h"
#include "judge/studyplanning.h"

#include <QTest>
#include <cmath>

using namespace draudit::judge;

class TestSampleSize : public QObject
{
    Q_OBJECT

private slots:
    void analyticByHand();
    void marginalsChangeChanceAgreement();
    void widthIsTheInverse();
    void simulationAgreesWithFormula();
    void simulationIsSeeded();
    void proportionByWilson();
    void correlationByFisherZ();
    void pairsAndClusters();
};

void TestSampleSize::analyticByHand()
{
    // kappa 0.7, two equally likely categories: p_e = 0.5, p_o = 0.85;
    // n = 1.959964² · 0.85 · 0.15 / (0.5² · 0.1²) = 195.98 → 196.
    KappaPlanInput in;
    in.expectedKappa = 0.7;
    in.ciWidth = 0.2;
    in.categories = 2;
    const KappaPlan plan = planKappaItems(in);
    QCOMPARE(plan.chanceAgreement, 0.5);
    QVERIFY(qAbs(plan.expectedAgreement - 0.85) < 1e-12);
    QCOMPARE(plan.analyticItems, 196);
    // Five-level verdicts, uniform: p_e = 0.2, p_o = 0.76; n = 3.8415 · 0.76 · 0.24 / (0.64 · 0.01) = 109.48 → 110.
    in.categories = 5;
    QCOMPARE(planKappaItems(in).analyticItems, 110);
}

void TestSampleSize::marginalsChangeChanceAgreement()
{
    KappaPlanInput in;
    in.marginals = { 8, 1, 1 }; // shares 0.8, 0.1, 0.1 (normalised)
    const KappaPlan plan = planKappaItems(in);
    QVERIFY(qAbs(plan.chanceAgreement - 0.66) < 1e-12);
    // A skewed distribution needs more items than a uniform one for the same kappa and width.
    KappaPlanInput uniform;
    uniform.categories = 3;
    QVERIFY(plan.analyticItems > planKappaItems(uniform).analyticItems);
}

void TestSampleSize::widthIsTheInverse()
{
    KappaPlanInput in;
    in.expectedKappa = 0.6;
    in.ciWidth = 0.15;
    in.categories = 3;
    const int n = planKappaItems(in).analyticItems;
    QVERIFY(expectedKappaCiWidth(in, n) <= 0.15);
    QVERIFY(expectedKappaCiWidth(in, n - 1) > 0.15);
}

void TestSampleSize::simulationAgreesWithFormula()
{
    KappaPlanInput in;
    in.expectedKappa = 0.7;
    in.ciWidth = 0.2;
    in.categories = 2;
    const KappaPlan plan = planKappaItemsBySimulation(in, 300, 42);
    QCOMPARE(plan.analyticItems, 196);
    QVERIFY2(plan.simulatedItems > 196 * 0.85 && plan.simulatedItems < 196 * 1.15,
        qPrintable(QString::number(plan.simulatedItems)));
}

void TestSampleSize::simulationIsSeeded()
{
    KappaPlanInput in;
    in.expectedKappa = 0.8;
    in.ciWidth = 0.3;
    in.categories = 3;
    QCOMPARE(
        planKappaItemsBySimulation(in, 100, 7).simulatedItems, planKappaItemsBySimulation(in, 100, 7).simulatedItems);
}

// The Wilson width equals statsmodels' proportion_confint(method="wilson") (126 of 140: 0.10035284580627635; 59 of 64,
// the paper's stop efficiency: 0.13636419663307864), and the plan is the first n at the target.
void TestSampleSize::proportionByWilson()
{
    using namespace draudit::judge;
    QVERIFY(std::abs(wilsonWidth(126.0 / 140, 140) - 0.10035284580627635) < 1e-12);
    QVERIFY(std::abs(wilsonWidth(59.0 / 64, 64) - 0.13636419663307864) < 1e-12);
    QCOMPARE(planProportionItems(0.9, 0.1), 141);
    QCOMPARE(planProportionItems(0.5, 0.1), 381);
    QCOMPARE(planProportionItems(0.969, 0.1), 63);
    for (const double p : { 0.5, 0.8, 0.95 }) {
        const int n = planProportionItems(p, 0.08);
        QVERIFY(wilsonWidth(p, n) <= 0.08 && wilsonWidth(p, n - 1) > 0.08);
    }
    QCOMPARE(planProportionItems(1.5, 0.1), 0);
}

// Fisher z: tanh(atanh(r) ± 1.96·sd) with sd² = 1/(n − 3), or (1 + ρ²/2)/(n − 3) for Spearman (Bonett & Wright).
void TestSampleSize::correlationByFisherZ()
{
    using namespace draudit::judge;
    const double z = 1.959963984540054;
    const double byHand
        = std::tanh(std::atanh(0.8) + z / std::sqrt(53.0)) - std::tanh(std::atanh(0.8) - z / std::sqrt(53.0));
    QVERIFY(std::abs(correlationWidth(0.8, 56, CorrelationKind::Pearson) - byHand) < 1e-12);
    QCOMPARE(planCorrelationItems(0.8, 0.2, CorrelationKind::Pearson), 56);
    QCOMPARE(planCorrelationItems(0.8, 0.2, CorrelationKind::Spearman), 72);
    QCOMPARE(planCorrelationItems(0.94, 0.1, CorrelationKind::Pearson), 28);
    QCOMPARE(planCorrelationItems(0.94, 0.1, CorrelationKind::Spearman), 39);
}

// PAR's pairs come from tasks × k(k − 1)/2; clustered items multiply by 1 + (m − 1)·ICC.
void TestSampleSize::pairsAndClusters()
{
    using namespace draudit::judge;
    const PairPlan par = planPairAccuracy(0.7, 0.1, 4);
    QCOMPARE(par.pairs, planProportionItems(0.7, 0.1));
    QCOMPARE(par.tasks, (par.pairs + 5) / 6);
    QCOMPARE(planPairAccuracy(0.7, 0.1, 4, 2.0).pairs, 2 * par.pairs);
    const ClusteredPlan c = clusteredItems(100, 2.13, 0.3); // the paper's 64 rounds in 30 battles
    QVERIFY(std::abs(c.designEffect - 1.339) < 1e-12);
    QCOMPARE(c.items, 134);
    QCOMPARE(c.clusters, 63);
    QCOMPARE(clusteredItems(100, 1, 0.9).items, 100);
}

QTEST_GUILESS_MAIN(TestSampleSize)
#include "tst_samplesize.moc"
