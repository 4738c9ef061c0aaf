// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval: Pearson, Spearman and strict PAR between each judge and the mean human score, with inter-human ceilings,
// the judges compared with each other, and the judge's claim extraction against hand-extracted claims.
#include "models/benchmarks/dr3eval/dr3analysis.h"

#include "judge/correlation.h"
#include "judge/pairwiseagreement.h"
#include "models/benchmarks/dr3eval/dr3auditanalysis.h"
#include "models/benchmarks/dr3eval/dr3claimextraction.h"
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/benchmarks/dr3eval/dr3judges.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/report/clusteredscores.h"
#include "models/report/scorebias.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QSet>

namespace draudit::models {

QString dr3ComparisonName(const QString &dimension, const QString &judge)
{
    return QStringLiteral("%1 · judge %2").arg(dimension, judge);
}

void appendDr3JudgeRows(ReportTable &t, const QList<ScoredReport> &reports, const Dr3Comparison &c)
{
    if (reports.size() < 3)
        return;
    const ClusteredScores s = clusteredScores(reports);
    const judge::PearsonResult p = judge::pearson(s.method, s.human);
    const judge::SpearmanResult rho = judge::spearman(s.method, s.human);
    const judge::ParResult par = judge::pairwiseAgreement(s.method, s.human, judge::ParVariant::Strict);
    const QString comparison = dr3ComparisonName(c.dimension, c.judge);
    QList<ReportRow> rows { correlationRow(c.analysis, comparison, QStringLiteral("pearson_r"), p.r, p.ci95, p.n),
        correlationRow(c.analysis, comparison, QStringLiteral("spearman_rho"), rho.rho, rho.ci95, rho.n),
        proportionRow(c.analysis, comparison, QStringLiteral("PAR_strict"), static_cast<int>(par.agreeing),
            static_cast<int>(par.pairs)) };
    rows.front().headline = c.headline;
    // With two or more tasks, the intervals resample whole tasks; with one, the reports are all there is.
    if (s.clusterNames.size() >= 2) {
        const std::vector<judge::PairOutcome> pairs = judge::pairOutcomes(s.method, s.human, judge::ParVariant::Strict);
        const auto boot = judge::bootstrap(
            s.method.size(),
            [&](const std::vector<double> &w) {
                return std::vector<double> { weightedPearson(s, w), weightedSpearman(s, w), weightedPar(pairs, w) };
            },
            taskBootstrap(s, c.resamples, c.seed));
        for (qsizetype i = 0; i < rows.size(); ++i)
            setTaskInterval(rows[i], boot[static_cast<std::size_t>(i)]);
    }
    t.rows << rows;
}

// Ceiling: every pair of annotators over the reports both scored, averaged.
void appendDr3Ceiling(
    ReportTable &t, const QList<ScoredReport> &reports, const QString &analysis, const QString &dimension)
{
    QSet<QString> annotators;
    for (const ScoredReport &rep : reports)
        for (auto it = rep.human.begin(); it != rep.human.end(); ++it)
            annotators.insert(it.key());
    QStringList people(annotators.begin(), annotators.end());
    people.sort();
    std::vector<double> rs, rhos, pars;
    for (int a = 0; a < people.size(); ++a)
        for (int b = a + 1; b < people.size(); ++b) {
            std::vector<double> x, y;
            for (const ScoredReport &rep : reports)
                if (rep.human.contains(people[a]) && rep.human.contains(people[b])) {
                    x.push_back(rep.human.value(people[a]));
                    y.push_back(rep.human.value(people[b]));
                }
            if (x.size() < 3)
                continue;
            rs.push_back(judge::pearson(x, y).r);
            rhos.push_back(judge::spearman(x, y).rho);
            pars.push_back(judge::pairwiseAgreement(x, y, judge::ParVariant::Strict).value);
        }
    for (const auto &[name, values] : { std::pair { QStringLiteral("pearson_r"), rs },
             std::pair { QStringLiteral("spearman_rho"), rhos }, std::pair { QStringLiteral("PAR_strict"), pars } })
        if (!values.empty()) {
            ReportRow m = meanRow(analysis, dimension, QStringLiteral("mean_pairwise_") + name, values);
            m.ciMethod = m.ciMethod.isEmpty() ? QString() : QStringLiteral("t interval over annotator pairs");
            t.rows << m;
        }
}

namespace {
const QString kVsHumans = QStringLiteral("DR3-Eval: judge vs mean human");
const QString kCeiling = QStringLiteral("DR3-Eval: human vs human (ceiling)");

// The dimensions a judge's files give: the total, then each metric (scored on "response:ID#<metric>").
QList<ScoreSource> dimensionSources(const QString &judge, qint64 studyId)
{
    QList<ScoreSource> out { { judge, QStringLiteral("total_score"), {}, QStringLiteral("total_score"), studyId } };
    for (const char *metric :
        { "information_recall", "information_recall_long_context", "information_recall_source_documents",
            "citation_coverage", "factual_accuracy", "format_compliance", "overall_quality" })
        out << ScoreSource { judge, QStringLiteral("metric"), QStringLiteral("#") + QString::fromLatin1(metric),
            QString::fromLatin1(metric), studyId };
    return out;
}

// Every judge on every dimension, the ceiling of each dimension once, and the judges' bias on the total.
Result<void> appendScoreComparisons(
    ReportTable &t, ProjectStore &store, const QStringList &judges, const ScoreProtocolOptions &o)
{
    const int resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    for (const ScoreSource &dimension : dimensionSources({}, o.studyId)) {
        const bool total = dimension.humanField == QLatin1String("total_score");
        QList<QList<ScoredReport>> byJudge;
        for (const QString &judge : judges) {
            ScoreSource source = dimension;
            source.judgeName = judge;
            DRAUDIT_TRY(reports, scoredReports(store, source));
            appendDr3JudgeRows(t, reports, { kVsHumans, dimension.humanField, judge, total, resamples, o.seed });
            if (total)
                DRAUDIT_TRY_VOID(appendScoreBias(t, store, reports, judge, o));
            byJudge << reports;
        }
        for (qsizetype a = 0; a < judges.size(); ++a)
            for (qsizetype b = a + 1; b < judges.size(); ++b)
                appendDr3PairedJudges(t, byJudge[a], byJudge[b],
                    QStringLiteral("%1 − %2 · %3").arg(judges[a], judges[b], dimension.humanField), o);
        DRAUDIT_TRY(humans, scoredReports(store, { {}, {}, {}, dimension.humanField, o.studyId }));
        appendDr3Ceiling(t, humans, kCeiling, dimension.humanField);
    }
    return {};
}
} // namespace

Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = kDr3Protocol.toString();
    t.title = QCoreApplication::translate(
        "draudit::models::ScoreProtocols", "DR3-Eval: judge metrics against human scores");
    DRAUDIT_TRY(judges, dr3Judges(store));
    DRAUDIT_TRY_VOID(appendScoreComparisons(t, store, judges, o));
    DRAUDIT_TRY_VOID(appendDr3JudgeComparisons(t, store, judges));
    DRAUDIT_TRY_VOID(appendClaimExtraction(t, store, o));
    DRAUDIT_TRY_VOID(appendItemAudits(t, store, judges, o));
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate(
            "draudit::models::ScoreProtocols", "fewer than 3 reports have both a judge score and a human score");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
