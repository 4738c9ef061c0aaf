// Quality = 0.5·QSR/QSRmax + 0.5·GRR/GRRmax per report (QSR alone when the report has no GRR items). The "human"
// score takes each re-scored item's human label (the majority of its annotators, ties to the first by name) and
// the judge's label for the items nobody re-scored, so a 35% sample moves the score only where humans disagree.
#include "models/benchmarks/drbench/rubricprotocol.h"

#include "judge/agreementreport.h"
#include "judge/correlation.h"
#include "models/benchmarks/drbench/integratedprotocol.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/itemsource.h"
#include "models/store/labelqueries.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

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

Result<ReportTable> analyseDrBench(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = QStringLiteral("drbench");
    t.title
        = QCoreApplication::translate("draudit::models::RubricProtocol", "DR. BENCH: human re-scores of rubric items");
    // The judge's label per (kind, item target), and the humans' per (kind, item target, annotator).
    const LabelQueries labels(store);
    QMap<QString, Labels> judge; // kind -> target -> label
    QMap<QString, QMap<QString, QMap<QString, QString>>> human; // kind -> target -> annotator -> label
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr") }) {
        DRAUDIT_TRY(judged, labels.judgeValuesByTarget(kind, Target::Kind::RubricItem));
        judge[kind] = judged;
        DRAUDIT_TRY(answered, labels.humanLabels(o.studyId, kind, Target::Kind::RubricItem));
        for (auto a = answered.begin(); a != answered.end(); ++a)
            for (auto it = a->begin(); it != a->end(); ++it)
                human[kind][it.key()].insert(a.key(), it.value());
    }

    // Agreement: each (annotator, item) answer against the judge's label, per rubric kind and pooled.
    const QStringList categories { QStringLiteral("Yes"), QStringLiteral("Partial"), QStringLiteral("No") };
    Labels pooledHuman, pooledJudge;
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr") }) {
        Labels mine, theirs;
        for (auto it = human[kind].begin(); it != human[kind].end(); ++it) {
            if (!judge[kind].contains(it.key()))
                continue;
            for (auto a = it->begin(); a != it->end(); ++a) {
                const QString key = a.key() + QLatin1Char('@') + it.key();
                mine.insert(key, a.value());
                theirs.insert(key, judge[kind].value(it.key()));
            }
        }
        if (mine.size() < 2)
            continue;
        pooledHuman.insert(mine);
        pooledJudge.insert(theirs);
        judge::AgreementOptions ao;
        appendAgreementRows(t, QStringLiteral("DR. BENCH: human vs judge item scores"), kind,
            judge::computeAgreement(
                agreementInput({ { QStringLiteral("humans"), mine }, { QStringLiteral("judge"), theirs } }, categories,
                    judge::Level::Ordinal),
                ao));
    }
    if (pooledHuman.size() >= 2) {
        t.notes << QCoreApplication::translate("draudit::models::RubricProtocol",
            "percent agreement is the paper's headline (99.3%); when nearly every item gets the same label, κ can be "
            "low although humans and judge almost always agree (the κ paradox), so Gwet's AC1, which does not "
            "suffer from it, is given beside κ");
        judge::AgreementOptions ao;
        appendAgreementRows(t, QStringLiteral("DR. BENCH: human vs judge item scores"), QStringLiteral("all items"),
            judge::computeAgreement(
                agreementInput({ { QStringLiteral("humans"), pooledHuman }, { QStringLiteral("judge"), pooledJudge } },
                    categories, judge::Level::Ordinal),
                ao),
            QStringLiteral("percent_agreement"));
    }

    // Quality per report, from the judge's labels and with the human labels where there are some.
    QHash<qint64, QHash<QString, double>> points; // rubric item -> label -> points
    DRAUDIT_TRY(allowed, ItemSource(store).allowedValues({ QStringLiteral("qsr"), QStringLiteral("grr") }));
    for (auto it = allowed.begin(); it != allowed.end(); ++it)
        points.insert(it.key(), pointsOf(it.value()));
    struct Sums
    {
        double judge[2] = { 0, 0 }, human[2] = { 0, 0 }, max[2] = { 0, 0 };
        int rescored = 0;
    };
    QMap<QString, Sums> reports; // "response:ID" -> sums (index 0 = qsr, 1 = grr)
    for (int k = 0; k < 2; ++k) {
        const QString kind = k == 0 ? QStringLiteral("qsr") : QStringLiteral("grr");
        for (auto it = judge[kind].begin(); it != judge[kind].end(); ++it) {
            const Target target = Target::parse(it.key());
            const qint64 item = target.itemId();
            const QHash<QString, double> scale = points.value(item);
            if (scale.isEmpty())
                continue;
            Sums &s = reports[Target::response(target.responseId()).toString()];
            const QString humanLabel
                = human[kind].contains(it.key()) ? majorityLabel(human[kind].value(it.key())) : QString();
            s.judge[k] += scale.value(it.value());
            s.human[k] += scale.value(humanLabel.isEmpty() ? it.value() : humanLabel);
            s.max[k] += *std::max_element(scale.begin(), scale.end());
            s.rescored += humanLabel.isEmpty() ? 0 : 1;
        }
    }
    std::vector<double> judgeQuality, humanQuality;
    for (const Sums &s : std::as_const(reports)) {
        if (s.rescored == 0 || s.max[0] <= 0)
            continue;
        const auto quality = [&](const double *v) {
            return s.max[1] > 0 ? 0.5 * v[0] / s.max[0] + 0.5 * v[1] / s.max[1] : v[0] / s.max[0];
        };
        judgeQuality.push_back(quality(s.judge));
        humanQuality.push_back(quality(s.human));
    }
    if (!judgeQuality.empty()) {
        const auto mean = [](const std::vector<double> &v) {
            double m = 0;
            for (double x : v)
                m += x / static_cast<double>(v.size());
            return m;
        };
        const QString analysis = QStringLiteral("DR. BENCH: Quality recomputed");
        const QString reportsRescored = QStringLiteral("reports with re-scored items");
        for (const auto &[name, value] : { std::pair { QStringLiteral("mean_quality_judge"), mean(judgeQuality) },
                 std::pair { QStringLiteral("mean_quality_human"), mean(humanQuality) },
                 std::pair {
                     QStringLiteral("mean_difference_human_minus_judge"), mean(humanQuality) - mean(judgeQuality) } }) {
            t.rows << valueRow(analysis, reportsRescored, name, value, static_cast<double>(judgeQuality.size()));
        }
        if (judgeQuality.size() >= 3) {
            const judge::PearsonResult p = judge::pearson(judgeQuality, humanQuality);
            t.rows << intervalRow(analysis, reportsRescored, QStringLiteral("pearson_r"), p.r, p.ci95.lo, p.ci95.hi,
                QStringLiteral("Fisher z"), p.n);
        }
        t.notes << QCoreApplication::translate("draudit::models::RubricProtocol",
            "the paper's integrated score also weighs keyword relevance and URL matches, which are not re-scored here");
    }
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
            judge.insert(d.target, QString::number(*d.score));
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
    DRAUDIT_TRY(table, analyseDrBench(store, ScoreProtocolOptions { request.studyId }));
    DRAUDIT_TRY_VOID(appendKeywordAgreement(store, request.studyId, table));
    DRAUDIT_TRY_VOID(appendIntegratedScores(store, request, table));
    table.notes.removeAll(QCoreApplication::translate("draudit::models::RubricProtocol",
        "the paper's integrated score also weighs keyword relevance and URL matches, which are not re-scored here"));
    if (!table.rows.isEmpty())
        table.notes.removeAll(QCoreApplication::translate("draudit::models::RubricProtocol",
            "no rubric item has both a judge label and a human re-score (fields qsr / grr on item:ITEM@response:ID)"));
    std::stable_sort(table.rows.begin(), table.rows.end(),
        [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return table;
}

} // namespace draudit::models
