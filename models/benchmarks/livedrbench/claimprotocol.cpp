// Human scores of one key from several annotators are averaged before the >= 2 rule. F1 intervals are percentile
// bootstraps over responses (1,000 draws, seed 1); precision and recall have Wilson intervals over keys.
#include "models/benchmarks/livedrbench/claimprotocol.h"

#include "judge/bootstrap.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
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
    const ItemSource items(store);
    // Ground truth per task: keys counted (ignored keys left out), with the evaluation info.
    QHash<qint64, std::pair<int, EvalInfo>> truth;
    DRAUDIT_TRY(gt, items.rubricEntriesOfBenchmark(QStringLiteral("livedrbench"), QStringLiteral("ground-truth")));
    for (const RubricEntryText &entry : gt) {
        auto &[keys, info] = truth[entry.taskId];
        const QJsonObject meta = QJsonDocument::fromJson(entry.rubricMetadata.toUtf8()).object();
        for (const QJsonValue &k : meta.value(QStringLiteral("main_claims")).toArray())
            info.mainClaims.insert(k.toString());
        for (const QJsonValue &k : meta.value(QStringLiteral("ignore_keys")).toArray())
            info.ignore.insert(k.toString());
        if (entry.kind == QLatin1String("claim-dict")) {
            const QJsonObject dict = QJsonDocument::fromJson(entry.text.toUtf8()).object();
            for (auto it = dict.begin(); it != dict.end(); ++it)
                keys += info.ignore.contains(it.key()) ? 0 : 1;
        } else
            keys += 1;
    }
    // Predictions.
    QList<Prediction> predictions;
    DRAUDIT_TRY(preds, items.reportsOfBenchmark(QStringLiteral("livedrbench")));
    for (const ReportText &pred : preds) {
        Prediction p;
        const qint64 response = pred.id;
        p.target = Target::response(response).toString();
        p.category = pred.domain;
        const auto found = truth.value(pred.taskId);
        p.groundTruthKeys = found.first;
        p.info = found.second;
        const QJsonDocument doc = QJsonDocument::fromJson(pred.text.toUtf8());
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
    // Key scores: the judges' (pooled), and the humans' (averaged per key).
    QHash<QString, double> judgeScores, humanScores;
    QSet<QString> judgeScored, humanScored; // responses each source scored
    const LabelQueries labels(store);
    DRAUDIT_TRY(judged, labels.judgeRecords(fields::keyScore, Target::Kind::Claim));
    for (const JudgedTarget &record : judged) {
        judgeScores.insert(record.target, record.value.isNull() ? record.score : scoreValue(record.value.toString()));
        judgeScored.insert(Target::response(Target::parse(record.target).responseId()).toString());
    }
    QHash<QString, std::pair<double, int>> sums;
    DRAUDIT_TRY(answered, labels.humanLabels(o.studyId, fields::keyScore, Target::Kind::Claim));
    for (const auto &byTarget : std::as_const(answered))
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it) {
            auto &[sum, n] = sums[it.key()];
            sum += scoreValue(it.value());
            ++n;
            humanScored.insert(Target::response(Target::parse(it.key()).responseId()).toString());
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
