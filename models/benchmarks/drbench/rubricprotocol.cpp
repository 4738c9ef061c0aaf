// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Quality = 0.5·QSR/QSRmax + 0.5·GRR/GRRmax per report (QSR alone when the report has no GRR items). The "human"
// score takes each re-scored item's human label (the majority of its annotators, ties to the first by name) and
// the judge's label for the items nobody re-scored, so a 35% sample moves the score only where humans disagree.
#include "models/benchmarks/drbench/rubricprotocol.h"

#include "judge/agreementreport.h"
#include "judge/correlation.h"
#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/benchmarks/drbench/integratedprotocol.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/itemsource.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <numeric>

namespace draudit::models {

namespace {
// label -> points, from either [{label, points}] or {"Yes": 3, ...}.
QHash<QString, double> pointsOf(const QString &allowed)
{
    QHash<QString, double> out;
    const QJsonDocument doc = QJsonDocument::fromJson(allowed.toUtf8());
    if (doc.isArray())
        for (const QJsonValue &v : doc.array())
            out.insert(v[QStringLiteral("label")].toString(v[QStringLiteral("value")].toString()),
                v[QStringLiteral("points")].toDouble());
    else if (doc.isObject()) {
        const QJsonObject object = doc.object();
        for (auto it = object.begin(); it != object.end(); ++it)
            out.insert(it.key(), it.value().toDouble());
    }
    return out;
}

} // namespace

QString majorityLabel(const QMap<QString, QString> &byAnnotator)
{
    QMap<QString, int> votes;
    for (const QString &v : byAnnotator)
        ++votes[v];
    QString best;
    int most = 0;
    for (const QString &v : byAnnotator) // annotators in name order: the first wins a tie
        if (votes.value(v) > most) {
            most = votes.value(v);
            best = v;
        }
    return best;
}

namespace {
using KindLabels = QMap<QString, Labels>; // kind (qsr / grr) -> item target -> label
using HumanLabels = QMap<QString, QMap<QString, QMap<QString, QString>>>; // kind -> target -> annotator -> label

// Every judge's per-rubric labels (by judge name) and a study's human re-scores.
Result<std::pair<QMap<QString, KindLabels>, HumanLabels>> rescores(ProjectStore &store, qint64 studyId)
{
    const LabelQueries labels(store);
    QMap<QString, KindLabels> judges;
    DRAUDIT_TRY(records, labels.judgeDecisions(Target::Kind::RubricItem));
    for (const JudgeDecision &d : records)
        if ((d.field == QLatin1String("qsr") || d.field == QLatin1String("grr")) && !d.value.isEmpty())
            judges[d.judge][d.field].insert(d.target.toString(), d.value);
    HumanLabels human;
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr") }) {
        DRAUDIT_TRY(answered, labels.humanLabels(studyId, kind, Target::Kind::RubricItem));
        for (auto a = answered.begin(); a != answered.end(); ++a)
            for (auto it = a->begin(); it != a->end(); ++it)
                human[kind][it.key()].insert(a.key(), it.value());
    }
    return std::pair { judges, human };
}

// Each (annotator, item) answer against one judge's label, per rubric kind and pooled (the headline).
void appendItemAgreement(ReportTable &t, const QString &judgeName, const KindLabels &judge, const HumanLabels &human,
    int resamples, std::uint64_t seed)
{
    const QStringList categories { QStringLiteral("Yes"), QStringLiteral("Partial"), QStringLiteral("No") };
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: human vs judge item scores"));
    Labels pooledHuman, pooledJudge;
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr") }) {
        Labels mine, theirs;
        const HumanLabels::mapped_type answers = human.value(kind);
        for (auto it = answers.begin(); it != answers.end(); ++it) {
            if (!judge.value(kind).contains(it.key()))
                continue;
            for (auto a = it->begin(); a != it->end(); ++a) {
                mine.insert(a.key() + QLatin1Char('@') + it.key(), a.value());
                theirs.insert(a.key() + QLatin1Char('@') + it.key(), judge.value(kind).value(it.key()));
            }
        }
        if (mine.size() < 2)
            continue;
        pooledHuman.insert(mine);
        pooledJudge.insert(theirs);
        appendAgreementRows(t, analysis, QStringLiteral("%1 · judge %2").arg(kind, judgeName),
            judge::computeAgreement(
                agreementInput({ { QStringLiteral("humans"), mine }, { QStringLiteral("judge"), theirs } }, categories,
                    judge::Level::Ordinal),
                judge::AgreementOptions {}));
    }
    if (pooledHuman.size() < 2)
        return;
    // The pooled headline's answers share reports (a report's items, several annotators on an item): its interval
    // resamples whole reports.
    judge::AgreementData pooled
        = agreementInput({ { QStringLiteral("humans"), pooledHuman }, { QStringLiteral("judge"), pooledJudge } },
            categories, judge::Level::Ordinal);
    for (const std::string &item : pooled.items)
        pooled.clusters.push_back(static_cast<std::size_t>(
            Target::parse(QString::fromStdString(item).section(QLatin1Char('@'), -2)).responseId()));
    judge::AgreementOptions options;
    options.bootstrap = resamples > 0 ? resamples : 1000;
    options.seed = seed;
    appendAgreementRows(t, analysis, QStringLiteral("all items · judge %1").arg(judgeName),
        judge::computeAgreement(pooled, options), QStringLiteral("percent_agreement"), {}, QStringLiteral("reports"));
}

struct QualitySums
{
    double judge[2] = { 0, 0 }, human[2] = { 0, 0 }, max[2] = { 0, 0 };
    int rescored = 0;
    double quality(const double *v) const
    {
        return max[1] > 0 ? 0.5 * v[0] / max[0] + 0.5 * v[1] / max[1] : v[0] / max[0];
    }
};

// Per report ("response:ID"), the judge's points and the points with the human labels substituted.
QMap<QString, QualitySums> qualitySums(
    const QHash<qint64, QHash<QString, double>> &points, const KindLabels &judge, const HumanLabels &human)
{
    QMap<QString, QualitySums> reports;
    for (int k = 0; k < 2; ++k) {
        const QString kind = k == 0 ? QStringLiteral("qsr") : QStringLiteral("grr");
        const Labels labels = judge.value(kind);
        for (auto it = labels.begin(); it != labels.end(); ++it) {
            const Target target = Target::parse(it.key());
            const QHash<QString, double> scale = points.value(target.itemId());
            if (scale.isEmpty())
                continue;
            QualitySums &s = reports[Target::response(target.responseId()).toString()];
            const auto answers = human.value(kind).value(it.key());
            const QString humanLabel = answers.isEmpty() ? QString() : majorityLabel(answers);
            s.judge[k] += scale.value(it.value());
            s.human[k] += scale.value(humanLabel.isEmpty() ? it.value() : humanLabel);
            s.max[k] += *std::max_element(scale.begin(), scale.end());
            s.rescored += humanLabel.isEmpty() ? 0 : 1;
        }
    }
    return reports;
}

// Quality = 0.5·QSR/QSRmax + 0.5·GRR/GRRmax on the reports with re-scored items, judge vs human labels.
void appendQuality(ReportTable &t, const QString &judgeName, const QMap<QString, QualitySums> &reports)
{
    std::vector<double> judgeQuality, humanQuality;
    for (const QualitySums &s : reports)
        if (s.rescored > 0 && s.max[0] > 0) {
            judgeQuality.push_back(s.quality(s.judge));
            humanQuality.push_back(s.quality(s.human));
        }
    if (judgeQuality.empty())
        return;
    const auto mean = [](const std::vector<double> &v) {
        return std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
    };
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: Quality recomputed"));
    const QString comparison = QStringLiteral("reports with re-scored items · judge %1").arg(judgeName);
    const double n = static_cast<double>(judgeQuality.size());
    t.rows << valueRow(analysis, comparison, QStringLiteral("mean_quality_judge"), mean(judgeQuality), n)
           << valueRow(analysis, comparison, QStringLiteral("mean_quality_human"), mean(humanQuality), n)
           << valueRow(analysis, comparison, QStringLiteral("mean_difference_human_minus_judge"),
                  mean(humanQuality) - mean(judgeQuality), n);
    if (judgeQuality.size() >= 3) {
        const judge::PearsonResult p = judge::pearson(judgeQuality, humanQuality);
        t.rows << intervalRow(analysis, comparison, QStringLiteral("pearson_r"), p.r, p.ci95.lo, p.ci95.hi,
            QStringLiteral("Fisher z"), p.n);
    }
}
} // namespace

Result<ReportTable> analyseDrBench(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = kDrBenchProtocol.toString();
    t.title
        = QCoreApplication::translate("draudit::models::RubricProtocol", "DR. BENCH: human re-scores of rubric items");
    DRAUDIT_TRY(loaded, rescores(store, o.studyId));
    const auto &[judges, human] = loaded;
    QHash<qint64, QHash<QString, double>> points; // rubric item -> label -> points
    DRAUDIT_TRY(allowed, ItemSource(store).allowedValues({ QStringLiteral("qsr"), QStringLiteral("grr") }));
    for (auto it = allowed.begin(); it != allowed.end(); ++it)
        points.insert(it.key(), pointsOf(it.value()));
    for (auto judge = judges.begin(); judge != judges.end(); ++judge) {
        appendItemAgreement(t, judge.key(), judge.value(), human, o.bootstrap, o.seed);
        appendQuality(t, judge.key(), qualitySums(points, judge.value(), human));
    }
    if (std::any_of(t.rows.begin(), t.rows.end(), [](const ReportRow &r) { return r.headline; }))
        t.notes << QCoreApplication::translate("draudit::models::RubricProtocol",
            "percent agreement is the paper's headline (99.3%); when nearly every item gets the same label, κ can be "
            "low although humans and judge almost always agree (the κ paradox), so Gwet's AC1, which does not "
            "suffer from it, is given beside κ");
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::RubricProtocol",
            "no rubric item has both a judge label and a human re-score (fields qsr / grr on item:ITEM@response:ID)");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

namespace {
// Keyword relevance 1..5, each human answer against the judge's on the same keyword (weighted κ, ICC).
Result<void> appendKeywordAgreement(ProjectStore &store, qint64 studyId, ReportTable &t)
{
    const LabelQueries labels(store);
    DRAUDIT_TRY(records, labels.judgeDecisions(Target::Kind::Response));
    QHash<QString, QString> judge;
    for (const JudgeDecision &d : records)
        if (d.field == QLatin1String("relevance") && d.score)
            judge.insert(d.target.toString(), QString::number(*d.score));
    DRAUDIT_TRY(answered, labels.humanLabels(studyId, QStringLiteral("relevance"), std::nullopt));
    Labels mine, theirs;
    for (auto a = answered.begin(); a != answered.end(); ++a)
        for (auto it = a->begin(); it != a->end(); ++it)
            if (judge.contains(it.key())) {
                mine.insert(a.key() + QLatin1Char('@') + it.key(), it.value());
                theirs.insert(a.key() + QLatin1Char('@') + it.key(), judge.value(it.key()));
            }
    if (mine.size() < 2)
        return {};
    judge::AgreementOptions ao;
    appendAgreementRows(t, QStringLiteral("DR. BENCH: human vs judge keyword relevance"), QStringLiteral("keywords"),
        judge::computeAgreement(
            agreementInput({ { QStringLiteral("humans"), mine }, { QStringLiteral("judge"), theirs } },
                { QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                    QStringLiteral("5") },
                judge::Level::Interval),
            ao));
    return {};
}
} // namespace

Result<ReportTable> analyseDrBenchReport(ProjectStore &store, const ReportRequest &request)
{
    DRAUDIT_TRY(table,
        analyseDrBench(
            store, ScoreProtocolOptions { request.studyId, request.bootstrap, request.seed, request.families }));
    DRAUDIT_TRY_VOID(appendKeywordAgreement(store, request.studyId, table));
    DRAUDIT_TRY_VOID(appendIntegratedScores(store, request, table));
    if (!table.rows.isEmpty())
        table.notes.removeAll(QCoreApplication::translate("draudit::models::RubricProtocol",
            "no rubric item has both a judge label and a human re-score (fields qsr / grr on item:ITEM@response:ID)"));
    std::stable_sort(table.rows.begin(), table.rows.end(),
        [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return table;
}

} // namespace draudit::models
