// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A system's place in a judge's ranking is its mean total_score over the same reports for both judges, so a report
// one judge never scored cannot move a system in one ranking only.
#include "models/benchmarks/dr3eval/dr3judges.h"

#include "judge/correlation.h"
#include "judge/pairwiseagreement.h"
#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3rollup.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/report/clusteredscores.h"
#include "models/report/pairedjudges.h"
#include "models/store/queries/labelqueries.h"

#include <QCoreApplication>
#include <array>
#include <numeric>

namespace draudit::models {

namespace {
const QString kDefaultJudge = QStringLiteral("dr3-eval");
const QString kTotal = QStringLiteral("total_score");

struct Ranking
{
    QStringList systems;
    std::vector<double> first, second; // each judge's mean total per system
};

Ranking commonRanking(const QMap<ReportKey, double> &a, const QMap<ReportKey, double> &b)
{
    QMap<QString, std::array<double, 3>> sums; // system -> first's sum, second's sum, reports
    for (auto it = a.begin(); it != a.end(); ++it)
        if (const auto other = b.constFind(it.key()); other != b.constEnd()) {
            std::array<double, 3> &s = sums[it.key().second];
            s[0] += it.value();
            s[1] += *other;
            s[2] += 1;
        }
    Ranking r;
    for (auto it = sums.begin(); it != sums.end(); ++it) {
        r.systems << it.key();
        r.first.push_back((*it)[0] / (*it)[2]);
        r.second.push_back((*it)[1] / (*it)[2]);
    }
    return r;
}

QString orderOf(const Ranking &r, const std::vector<double> &means)
{
    std::vector<qsizetype> idx(static_cast<std::size_t>(r.systems.size()));
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), [&](qsizetype x, qsizetype y) {
        return means[static_cast<std::size_t>(x)] > means[static_cast<std::size_t>(y)];
    });
    QStringList names;
    for (const qsizetype i : idx)
        names << QStringLiteral("%1 (%2)").arg(r.systems[i]).arg(means[static_cast<std::size_t>(i)], 0, 'f', 2);
    return names.join(QStringLiteral(" > "));
}

// Kendall's tau-b of the two rankings, the number of swapped pairs, and both orders and the swaps in the notes.
void appendRankAgreement(ReportTable &t, const Ranking &r, const QString &first, const QString &second)
{
    const QString analysis = QStringLiteral(
        QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR3-Eval: judge vs judge (system rankings)"));
    const QString comparison = QStringLiteral("%1 vs %2").arg(first, second);
    const auto n = static_cast<double>(r.systems.size());
    if (r.systems.size() < 3) {
        t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
            "DR3-Eval judges %1 and %2: fewer than 3 systems have reports both scored, so their rankings are not "
            "compared")
                       .arg(first, second);
        return;
    }
    const judge::KendallResult k = judge::kendallTauB(r.first, r.second);
    ReportRow tau = intervalRow(analysis, comparison, QStringLiteral("kendall_tau_b"), k.tauB, k.ci95.lo, k.ci95.hi,
        QStringLiteral("Fisher z, SE sqrt(0.437/(n-4))"), n);
    t.rows << tau << valueRow(analysis, comparison, QStringLiteral("rank_swaps"), k.counts.discordant, k.counts.pairs);
    QStringList swaps;
    for (qsizetype i = 0; i < r.systems.size(); ++i)
        for (qsizetype j = i + 1; j < r.systems.size(); ++j) {
            const auto a = static_cast<std::size_t>(i), b = static_cast<std::size_t>(j);
            if ((r.first[a] - r.first[b]) * (r.second[a] - r.second[b]) < 0)
                swaps << QStringLiteral("%1 / %2").arg(r.systems[i], r.systems[j]);
        }
    t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
        "DR3-Eval system rankings by mean total over the reports both judges scored (total_score, else the mean of "
        "the judge's metric scores): %1: %2; %3: %4; rank swaps: %5")
                   .arg(first, orderOf(r, r.first), second, orderOf(r, r.second),
                       swaps.isEmpty()
                           ? QCoreApplication::translate("draudit::models::ScoreProtocols", "none", "no rank swaps")
                           : swaps.join(QStringLiteral(", ")));
}
} // namespace

namespace {
// A judge's total per report: eval.py's total_score where its combined_result.json was imported, else the mean of
// the metrics it scored (a run evaluated metric by metric has no combined result; a failed metric has no score).
Result<QMap<ReportKey, double>> judgeTotals(ProjectStore &store, const QString &judge)
{
    QMap<ReportKey, QMap<QString, double>> metrics;
    for (const QString &m : dr3Metrics()) {
        DRAUDIT_TRY(scores, judgeScoresByReport(store, judge, QStringLiteral("metric"), QStringLiteral("#") + m));
        for (auto it = scores.begin(); it != scores.end(); ++it)
            metrics[it.key()].insert(m, it.value());
    }
    DRAUDIT_TRY(totals, judgeScoresByReport(store, judge, kTotal));
    for (auto it = metrics.begin(); it != metrics.end(); ++it)
        if (const std::optional<double> mean = dr3Totals(*it).valid; mean && !totals.contains(it.key()))
            totals.insert(it.key(), *mean);
    return totals;
}
} // namespace

Result<QStringList> dr3Judges(ProjectStore &store)
{
    const LabelQueries queries(store);
    DRAUDIT_TRY(totals, queries.judgeNamesWithField(kTotal));
    DRAUDIT_TRY(metrics, queries.judgeNamesWithField(QStringLiteral("metric")));
    QStringList all = totals + metrics;
    all.removeDuplicates();
    all.sort();
    if (all.removeOne(kDefaultJudge))
        all.prepend(kDefaultJudge);
    return all;
}

Result<void> appendDr3JudgeComparisons(ReportTable &t, ProjectStore &store, const QStringList &judges)
{
    QList<QMap<ReportKey, double>> totals; // each judge's, read once for all its pairs
    for (const QString &judge : judges) {
        DRAUDIT_TRY(read, judgeTotals(store, judge));
        totals << read;
    }
    for (qsizetype a = 0; a < judges.size(); ++a)
        for (qsizetype b = a + 1; b < judges.size(); ++b)
            appendRankAgreement(t, commonRanking(totals[a], totals[b]), judges[a], judges[b]);
    return {};
}

void appendDr3PairedJudges(ReportTable &t, const QList<ScoredReport> &first, const QList<ScoredReport> &second,
    const QString &comparison, const ScoreProtocolOptions &o)
{
    QMap<ReportKey, double> secondScore;
    for (const ScoredReport &r : second)
        secondScore.insert({ r.task, r.model }, r.method);
    QList<ScoredReport> both; // the first judge's reports the second scored too, with the second's score beside
    std::vector<double> secondMethod;
    for (const ScoredReport &r : first)
        if (const auto it = secondScore.constFind({ r.task, r.model }); it != secondScore.constEnd()) {
            both << r;
            secondMethod.push_back(*it);
        }
    if (both.size() < 3)
        return;
    const ClusteredScores s = clusteredScores(both);
    ClusteredScores s2 = s;
    s2.method = secondMethod;
    const auto firstPairs = judge::pairOutcomes(s.method, s.human, judge::ParVariant::Strict);
    const auto secondPairs = judge::pairOutcomes(s2.method, s2.human, judge::ParVariant::Strict);
    const auto differences = [&](const std::vector<double> &w) {
        return std::vector<double> { weightedPearson(s, w) - weightedPearson(s2, w),
            weightedPar(firstPairs, w) - weightedPar(secondPairs, w) };
    };
    const std::vector<double> value = differences(std::vector<double>(s.method.size(), 1.0));
    const auto ci = judge::bootstrap(s.method.size(), differences, taskBootstrap(s, o.bootstrap, o.seed));
    const QString analysis = QStringLiteral(
        QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR3-Eval: judge vs judge against the mean human"));
    const auto n = static_cast<double>(both.size());
    t.rows << pairedDifferenceRow(
        analysis, comparison, QStringLiteral("pearson_r difference"), value[0], ci[0], QStringLiteral("tasks"), n)
           << pairedDifferenceRow(analysis, comparison, QStringLiteral("PAR_strict difference"), value[1], ci[1],
                  QStringLiteral("tasks"), n);
    int onlyFirst = 0, onlySecond = 0;
    for (std::size_t i = 0; i < firstPairs.size(); ++i) {
        onlyFirst += firstPairs[i].agrees && !secondPairs[i].agrees ? 1 : 0;
        onlySecond += !firstPairs[i].agrees && secondPairs[i].agrees ? 1 : 0;
    }
    appendMcNemarRows(t, analysis, comparison, onlyFirst, onlySecond, static_cast<double>(firstPairs.size()));
}

} // namespace draudit::models
