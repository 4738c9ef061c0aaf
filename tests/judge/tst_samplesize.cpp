// The planning aid: the analytic formula by hand, and the simulation agreeing with it where the large-sample
// approximation holds.
#include "judge/samplesize.h"

#include <QTest>

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

QTEST_GUILESS_MAIN(TestSampleSize)
#include "tst_samplesize.moc"
