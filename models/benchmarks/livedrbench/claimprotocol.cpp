// Human scores of one key from several annotators are averaged before the >= 2 rule. F1 intervals are percentile
// bootstraps over responses (1,000 draws, seed 1); precision and recall have Wilson intervals over keys.
#include "models/benchmarks/livedrbench/claimprotocol.h"

#include "judge/bootstrap.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>

namespace draudit::models {

namespace {
struct EvalInfo
{
    QSet<QString> mainClaims;
    QSet<QString> ignore;
};

// Per response: the keys it predicts, grouped by claim (dictionary or string).
struct Prediction
{
    QString target; // "response:ID"
    QString category;
    int groundTruthKeys = 0;
    EvalInfo info;
    QList<QStringList> claims; // claim index -> key targets ("claim:I.KEY@response:ID")
    QList<QStringList> mainKeys; // claim index -> its main-claim key targets
};

struct Tally
{
    double right = 0, predicted = 0, truth = 0;
};

double scoreValue(const QString &v)
{
    if (v.compare(QLatin1String("right"), Qt::CaseInsensitive) == 0)
        return 3;
    if (v.compare(QLatin1String("wrong"), Qt::CaseInsensitive) == 0)
        return 0;
    return v.toDouble();
}

Tally tally(const Prediction &p, const QHash<QString, double> &scores)
{
    Tally t;
    t.truth = p.groundTruthKeys;
    for (int i = 0; i < p.claims.size(); ++i) {
        bool mainWrong = false;
        for (const QString &k : p.mainKeys[i])
            mainWrong = mainWrong || scores.value(k, 0) < 2;
        for (const QString &k : p.claims[i]) {
            t.predicted += 1;
            t.right += !mainWrong && scores.value(k, 0) >= 2 ? 1 : 0;
        }
    }
    return t;
}
} // namespace

Result<ReportTable> analyseLiveDrBench(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = QStringLiteral("livedrbench");
    t.title = QCoreApplication::translate("draudit::models::ClaimProtocol",
        "LiveDRBench: claim precision, recall and F1 from judge and human key scores");
    QSqlDatabase &db = store.database();
    // Ground truth per task: keys counted (ignored keys left out), with the evaluation info.
    QHash<qint64, std::pair<int, EvalInfo>> truth;
    DRAUDIT_TRY(gt,
        runQuery(db,
            QStringLiteral(
                "SELECT r.task_id, r.metadata, i.kind, i.text FROM rubric_items i JOIN rubrics r ON r.id = "
                "i.rubric_id JOIN tasks t ON t.id = r.task_id WHERE t.benchmark = 'livedrbench' AND r.kind = "
                "'ground-truth'")));
    while (gt.next()) {
        auto &[keys, info] = truth[gt.value(0).toLongLong()];
        const QJsonObject meta = QJsonDocument::fromJson(gt.value(1).toString().toUtf8()).object();
        for (const QJsonValue &k : meta.value(QStringLiteral("main_claims")).toArray())
            info.mainClaims.insert(k.toString());
        for (const QJsonValue &k : meta.value(QStringLiteral("ignore_keys")).toArray())
            info.ignore.insert(k.toString());
        if (gt.value(2).toString() == QLatin1String("claim-dict")) {
            const QJsonObject dict = QJsonDocument::fromJson(gt.value(3).toString().toUtf8()).object();
            for (auto it = dict.begin(); it != dict.end(); ++it)
                keys += info.ignore.contains(it.key()) ? 0 : 1;
        } else
            keys += 1;
    }
    gt.finish();
    // Predictions.
    QList<Prediction> predictions;
    DRAUDIT_TRY(preds,
        runQuery(db,
            QStringLiteral(
                "SELECT r.id, r.task_id, t.domain, r.text FROM responses r JOIN tasks t ON t.id = r.task_id WHERE "
                "t.benchmark = 'livedrbench' ORDER BY r.id")));
    while (preds.next()) {
        Prediction p;
        const qint64 response = preds.value(0).toLongLong();
        p.target = Target::response(response).toString();
        p.category = preds.value(2).toString();
        const auto found = truth.value(preds.value(1).toLongLong());
        p.groundTruthKeys = found.first;
        p.info = found.second;
        const QJsonDocument doc = QJsonDocument::fromJson(preds.value(3).toString().toUtf8());
        const QJsonArray items = doc.isArray() ? doc.array() : QJsonArray { doc.object() };
        for (int i = 0; i < items.size(); ++i) {
            QStringList keys, main;
            if (items[i].isObject()) {
                const QJsonObject dict = items[i].toObject();
                for (auto it = dict.begin(); it != dict.end(); ++it) {
                    if (p.info.ignore.contains(it.key()))
                        continue;
                    const QString key = Target::claimKey(i, it.key(), response).toString();
                    keys << key;
                    if (p.info.mainClaims.contains(it.key()))
                        main << key;
                }
            } else
                keys << Target::claim(i, response).toString();
            p.claims << keys;
            p.mainKeys << main;
        }
        predictions << p;
    }
    preds.finish();
    // Key scores: the judges' (pooled), and the humans' (averaged per key).
    QHash<QString, double> judgeScores, humanScores;
    QSet<QString> judgeScored, humanScored; // responses each source scored
    DRAUDIT_TRY(j,
        runQuery(db,
            QStringLiteral(
                "SELECT target, value, score FROM judge_records WHERE field = 'key_score' AND target LIKE 'claim:%'")));
    while (j.next()) {
        const QString target = j.value(0).toString();
        judgeScores.insert(target, j.value(1).isNull() ? j.value(2).toDouble() : scoreValue(j.value(1).toString()));
        judgeScored.insert(Target::response(Target::parse(target).responseId()).toString());
    }
    j.finish();
    QHash<QString, std::pair<double, int>> sums;
    DRAUDIT_TRY(h,
        runQuery(db,
            QStringLiteral(
                "SELECT target, value FROM annotations WHERE field = 'key_score' AND study_id = ? AND target "
                "LIKE 'claim:%' AND value <> ''"),
            { o.studyId }));
    while (h.next()) {
        auto &[sum, n] = sums[h.value(0).toString()];
        sum += scoreValue(h.value(1).toString());
        ++n;
        humanScored.insert(Target::response(Target::parse(h.value(0).toString()).responseId()).toString());
    }
    for (auto it = sums.begin(); it != sums.end(); ++it)
        humanScores.insert(it.key(), it->first / it->second);

    for (const auto &[source, scores, scored] : { std::tuple { QStringLiteral("judge"), &judgeScores, &judgeScored },
             std::tuple { QStringLiteral("humans"), &humanScores, &humanScored } }) {
        QMap<QString, QList<Tally>> byCategory;
        for (const Prediction &p : std::as_const(predictions))
            if (scored->contains(p.target))
                byCategory[p.category] << tally(p, *scores);
        for (auto it = byCategory.begin(); it != byCategory.end(); ++it) {
            const QList<Tally> &rows = it.value();
            const auto f1 = [&](const std::vector<double> &w) {
                double right = 0, predicted = 0, truthKeys = 0;
                for (qsizetype i = 0; i < rows.size(); ++i) {
                    const double weight = w.empty() ? 1 : w[static_cast<std::size_t>(i)];
                    right += weight * rows[i].right;
                    predicted += weight * rows[i].predicted;
                    truthKeys += weight * rows[i].truth;
                }
                const double p = predicted > 0 ? right / predicted : std::nan("");
                const double r = truthKeys > 0 ? right / truthKeys : std::nan("");
                return std::vector<double> { p + r > 0 ? 2 * p * r / (p + r) : std::nan("") };
            };
            Tally total;
            for (const Tally &x : rows) {
                total.right += x.right;
                total.predicted += x.predicted;
                total.truth += x.truth;
            }
            const QString comparison = QStringLiteral("%1 · %2").arg(source, it.key());
            const QString analysis = QStringLiteral("LiveDRBench: claims");
            t.rows << proportionRow(analysis, comparison, QStringLiteral("precision"), static_cast<int>(total.right),
                static_cast<int>(total.predicted))
                   << proportionRow(analysis, comparison, QStringLiteral("recall"), static_cast<int>(total.right),
                          static_cast<int>(total.truth));
            ReportRow row = valueRow(
                analysis, comparison, QStringLiteral("f1"), f1({}).front(), static_cast<double>(rows.size()));
            row.headline = source == QLatin1String("humans");
            if (rows.size() >= 2) {
                judge::BootstrapOptions b;
                b.resamples = 1000;
                b.seed = 1;
                const auto ci = judge::bootstrap(static_cast<std::size_t>(rows.size()), f1, b);
                row.ciLow = ci.front().percentile.lo;
                row.ciHigh = ci.front().percentile.hi;
                row.ciMethod = QStringLiteral("bootstrap percentile over responses (1000 resamples)");
            }
            t.rows << row;
        }
    }
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::ClaimProtocol",
            "no predicted claim has a key score (field key_score on claim:I.KEY@response:ID)");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
