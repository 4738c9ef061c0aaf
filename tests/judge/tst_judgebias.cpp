// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Judge-bias estimates: the logistic fit against its closed form, the partial correlation against residual
// regression, and simulated verdicts with planted effects recovered within their intervals (none planted: the
// intervals cover zero).
#include "judge/correlation.h"
#include "judge/judgebias.h"
#include "judge/logisticregression.h"

#include <QTest>
#include <cmath>
#include <numbers>
#include <random>

using namespace draudit::judge;

class TestJudgeBias : public QObject
{
    Q_OBJECT

private slots:
    void logisticMatchesTheTwoByTwoClosedForm();
    void partialCorrelationIsTheCorrelationOfResiduals();
    void plantedLengthEffectIsRecovered();
    void plantedSelfPreferenceIsRecovered();
    void noEffectPlantedCoversZero();
    void styleControlRecoversPlantedRatings();
};

namespace {
double logistic(double x)
{
    return 1 / (1 + std::exp(-x));
}

bool covers(const Interval &ci, double value)
{
    return ci.lo <= value && value <= ci.hi;
}

BootstrapOptions resamples(int n)
{
    BootstrapOptions b;
    b.resamples = n;
    b.seed = 11;
    return b;
}

// Rounds of battles of three rounds each; the judge and one human verdict per round.
std::vector<PairVerdict> simulate(double judgeWordsSlope, double judgeOwnFamilyWin, std::mt19937_64 &rng)
{
    std::normal_distribution<double> length(0, 1);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<PairVerdict> out;
    for (std::size_t battle = 0; battle < 400; ++battle)
        for (int round = 0; round < 3; ++round) {
            PairVerdict v;
            v.cluster = battle;
            v.wordsLog2Ratio = length(rng);
            v.citationsLog2Ratio = 0.7 * length(rng);
            const double r = u(rng);
            v.ownFamily = r < 0.25 ? 1 : r < 0.5 ? -1 : 0;
            PairVerdict human = v;
            human.source = VerdictSource::Humans;
            // With no length effect the family side wins exactly at the planted rate.
            const double family = std::log(judgeOwnFamilyWin / (1 - judgeOwnFamilyWin));
            const double pJudge = logistic(judgeWordsSlope * v.wordsLog2Ratio + family * v.ownFamily);
            v.scoreA = u(rng) < 0.1 ? 0.5 : (u(rng) < pJudge ? 1.0 : 0.0);
            human.scoreA = u(rng) < 0.1 ? 0.5 : (u(rng) < 0.5 ? 1.0 : 0.0);
            out.push_back(v);
            out.push_back(human);
        }
    return out;
}
} // namespace

void TestJudgeBias::logisticMatchesTheTwoByTwoClosedForm()
{
    // x = 0: 30 successes of 50; x = 1: 40 of 50. beta0 = log(30/20), beta1 = log((40/10)/(30/20)),
    // SE(beta1) = sqrt(1/30 + 1/20 + 1/40 + 1/10).
    Design d { 2, {} };
    std::vector<double> y;
    for (int i = 0; i < 100; ++i) {
        const double x = i < 50 ? 0 : 1;
        d.addRow({ 1, x });
        y.push_back((x == 0 && i < 30) || (x == 1 && i < 90) ? 1 : 0);
    }
    const LogisticFit fit = logisticRegression(d, y, {});
    QVERIFY(fit.converged);
    QVERIFY(std::abs(fit.beta[0] - std::log(1.5)) < 1e-9);
    QVERIFY(std::abs(fit.beta[1] - std::log(4.0 / 1.5)) < 1e-9);
    QVERIFY(std::abs(fit.se[1] - std::sqrt(1.0 / 30 + 1.0 / 20 + 1.0 / 40 + 1.0 / 10)) < 1e-9);
    // Weights are frequencies: the same table with each row once and weight 2 gives the same fit.
    std::vector<double> half(y.begin(), y.end());
    const LogisticFit weighted = logisticRegression(d, y, std::vector<double>(100, 2.0));
    QVERIFY(std::abs(weighted.beta[1] - fit.beta[1]) < 1e-9);
    QVERIFY(std::abs(weighted.se[1] - fit.se[1] / std::sqrt(2.0)) < 1e-9);
}

void TestJudgeBias::partialCorrelationIsTheCorrelationOfResiduals()
{
    std::mt19937_64 rng(5);
    std::normal_distribution<double> g(0, 1);
    std::vector<double> x, y, z;
    for (int i = 0; i < 60; ++i) {
        z.push_back(g(rng));
        x.push_back(0.8 * z.back() + g(rng));
        y.push_back(-0.5 * z.back() + 0.3 * x.back() + g(rng));
    }
    const auto residuals = [&z](const std::vector<double> &v) {
        double mz = 0, mv = 0, szz = 0, szv = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            mz += z[i] / static_cast<double>(v.size());
            mv += v[i] / static_cast<double>(v.size());
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
            szz += (z[i] - mz) * (z[i] - mz);
            szv += (z[i] - mz) * (v[i] - mv);
        }
        std::vector<double> out;
        for (std::size_t i = 0; i < v.size(); ++i)
            out.push_back(v[i] - mv - szv / szz * (z[i] - mz));
        return out;
    };
    const PearsonResult partial = partialPearson(x, y, z);
    QVERIFY(std::abs(partial.r - pearson(residuals(x), residuals(y)).r) < 1e-12);
    QCOMPARE(partial.df, 57.0);
    const double half = 1.959963984540054 / std::sqrt(56.0);
    QVERIFY(std::abs(partial.ci95.lo - std::tanh(std::atanh(partial.r) - half)) < 1e-9);
}

void TestJudgeBias::plantedLengthEffectIsRecovered()
{
    std::mt19937_64 rng(1);
    const PairBias b = pairBias(simulate(0.9, 0.5, rng), resamples(400));
    const BootstrapInterval &judge = b.judge[WordsSlope];
    QVERIFY2(covers(judge.percentile, 0.9), qPrintable(QString::number(judge.estimate)));
    QVERIFY(judge.percentile.lo > 0.5);
    QVERIFY(covers(b.humans[WordsSlope].percentile, 0.0));
    QVERIFY(b.difference[WordsSlope].percentile.lo > 0);
    QVERIFY(covers(b.difference[WordsSlope].percentile, 0.9));
    QVERIFY(covers(b.judge[CitationsSlope].percentile, 0.0)); // citations planted no effect
    QVERIFY(b.judgeN[WordsSlope] > 1000 && b.judgeN[WordsSlope] < 1150); // 1,200 rounds less about 10% ties
}

void TestJudgeBias::plantedSelfPreferenceIsRecovered()
{
    std::mt19937_64 rng(2);
    const PairBias b = pairBias(simulate(0.0, 0.7, rng), resamples(400));
    QVERIFY(covers(b.judge[OwnFamilyWinRate].percentile, 0.7));
    QVERIFY(b.judge[OwnFamilyWinRate].percentile.lo > 0.6);
    QVERIFY(covers(b.humans[OwnFamilyWinRate].percentile, 0.5));
    QVERIFY(covers(b.difference[OwnFamilyWinRate].percentile, 0.2));
    QVERIFY(b.difference[OwnFamilyWinRate].percentile.lo > 0.05);
}

void TestJudgeBias::noEffectPlantedCoversZero()
{
    std::mt19937_64 rng(3);
    const PairBias b = pairBias(simulate(0.0, 0.5, rng), resamples(400));
    for (int s : { WordsSlope, CitationsSlope }) {
        QVERIFY(covers(b.judge[static_cast<std::size_t>(s)].percentile, 0.0));
        QVERIFY(covers(b.humans[static_cast<std::size_t>(s)].percentile, 0.0));
        QVERIFY(covers(b.difference[static_cast<std::size_t>(s)].percentile, 0.0));
    }
    QVERIFY(covers(b.judge[OwnFamilyWinRate].percentile, 0.5));
    QVERIFY(covers(b.difference[OwnFamilyWinRate].percentile, 0.0));
    // The same seed gives the same intervals.
    std::mt19937_64 again(3);
    QCOMPARE(pairBias(simulate(0.0, 0.5, again), resamples(400)).judge[WordsSlope].percentile.lo,
        b.judge[WordsSlope].percentile.lo);
}

void TestJudgeBias::styleControlRecoversPlantedRatings()
{
    // Five models, true Elo 1100 .. 900 (mean 1000); the weakest writes twice as long, and verdicts favour the
    // longer answer by 0.8 log-odds per standard deviation of the normalised length difference.
    const double trueElo[] = { 1100, 1050, 1000, 950, 900 };
    const double typicalLength[] = { 300, 300, 300, 300, 600 };
    std::mt19937_64 rng(4);
    std::uniform_int_distribution<int> player(0, 4);
    std::lognormal_distribution<double> noise(0, 0.3);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<StyledGame> games;
    std::vector<double> difference;
    for (std::size_t i = 0; i < 3000; ++i) {
        StyledGame g;
        g.cluster = i / 2;
        g.a = player(rng);
        do
            g.b = player(rng);
        while (g.b == g.a);
        const double la = typicalLength[g.a] * noise(rng), lb = typicalLength[g.b] * noise(rng);
        g.covariates = { (la - lb) / (la + lb) };
        difference.push_back(g.covariates[0]);
        games.push_back(g);
    }
    double rms = 0;
    for (double d : difference)
        rms += d * d / static_cast<double>(difference.size());
    rms = std::sqrt(rms);
    for (StyledGame &g : games) {
        const double logit = (trueElo[g.a] - trueElo[g.b]) * std::numbers::ln10 / 400 + 0.8 * g.covariates[0] / rms;
        g.scoreA = u(rng) < logistic(logit) ? 1.0 : 0.0;
    }
    const StyleRatings r = styleControlledRatings(5, games, resamples(300));
    QVERIFY(r.converged);
    for (std::size_t i = 0; i < 5; ++i)
        QVERIFY2(covers(r.controlled[i].percentile, trueElo[i]),
            qPrintable(QStringLiteral("model %1: %2").arg(i).arg(r.controlled[i].estimate)));
    QVERIFY(covers(r.coefficients[0].percentile, 0.8));
    // Without the covariate the verbose model is rated too high: control moves it down, beyond its interval.
    QVERIFY(r.plain[4].estimate > 960);
    QVERIFY(r.shift[4].percentile.hi < 0);
    QCOMPARE(r.games[4] > 1000, true);
}

QTEST_GUILESS_MAIN(TestJudgeBias)
#include "tst_judgebias.moc"
