// A predicted dictionary matches the ground-truth dictionary that shares the most primary-key values (ties: the
// first); without primary keys every key counts. Each ground-truth item is matched at most once.
#include "models/benchmarks/livedrbench/claimmatch.h"

#include "models/core/resulttry.h"
#include "models/store/itemsource.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace draudit::models {

namespace {
QString text(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return {};
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

int sharedValues(const QJsonObject &a, const QJsonObject &b, const QStringList &keys)
{
    int n = 0;
    for (const QString &k : keys)
        if (a.contains(k) && b.contains(k)
            && normalisedClaimValue(text(a.value(k))) == normalisedClaimValue(text(b.value(k))))
            ++n;
    return n;
}
} // namespace

bool ClaimKey::agrees() const
{
    return !predicted.isEmpty() && normalisedClaimValue(predicted) == normalisedClaimValue(truth);
}

QString normalisedClaimValue(const QString &value)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return value.trimmed().toCaseFolded().replace(space, QStringLiteral(" "));
}

Result<ClaimComparison> compareClaims(ProjectStore &store, qint64 responseId)
{
    ClaimComparison out;
    const ItemSource items(store);
    DRAUDIT_TRY(response, items.report(responseId));
    if (!response)
        return fail(QCoreApplication::translate("draudit::models::ClaimMatch", "no response %1").arg(responseId));
    const QJsonDocument predictedDoc = QJsonDocument::fromJson(response->text.toUtf8());
    const qint64 task = response->taskId;
    out.question = response->prompt;
    if (!predictedDoc.isArray() && !predictedDoc.isObject())
        return fail(QCoreApplication::translate(
            "draudit::models::ClaimMatch", "response %1 is not a list of claims (a LiveDRBench prediction)")
                        .arg(responseId));
    DRAUDIT_TRY(truth, items.rubricEntriesOfTask(task, QStringLiteral("ground-truth")));
    QJsonObject info;
    QList<QJsonValue> truths;
    for (const RubricEntryText &entry : truth) {
        info = QJsonDocument::fromJson(entry.rubricMetadata.toUtf8()).object();
        const QJsonDocument d = QJsonDocument::fromJson(entry.text.toUtf8());
        truths << (d.isObject() ? QJsonValue(d.object()) : QJsonValue(entry.text));
    }
    out.truthItems = static_cast<int>(truths.size());
    out.evaluationNote = info.value(QStringLiteral("evaluation_note")).toString();
    const QStringList primary = strings(info.value(QStringLiteral("primary_keys")));
    const QStringList mainList = strings(info.value(QStringLiteral("main_claims")));
    const QSet<QString> mainClaims(mainList.begin(), mainList.end());
    const QStringList ignoreList = strings(info.value(QStringLiteral("ignore_keys")));
    const QSet<QString> ignored(ignoreList.begin(), ignoreList.end());
    const QJsonArray predicted = predictedDoc.isArray() ? predictedDoc.array() : QJsonArray { predictedDoc.object() };
    QSet<int> used;
    for (int i = 0; i < predicted.size(); ++i) {
        MatchedClaim claim;
        claim.index = i;
        claim.isDict = predicted[i].isObject();
        claim.predictedText = text(predicted[i]);
        if (claim.isDict) {
            const QJsonObject dict = predicted[i].toObject();
            int best = 0;
            for (int t = 0; t < truths.size(); ++t) {
                if (used.contains(t) || !truths[t].isObject())
                    continue;
                const QJsonObject candidate = truths[t].toObject();
                const int shared = sharedValues(dict, candidate, primary.isEmpty() ? candidate.keys() : primary);
                if (shared > best) {
                    best = shared;
                    claim.truthIndex = t;
                }
            }
            const QJsonObject matched = claim.truthIndex >= 0 ? truths[claim.truthIndex].toObject() : QJsonObject();
            QStringList keys = dict.keys();
            for (const QString &k : matched.keys())
                if (!keys.contains(k))
                    keys << k;
            for (const QString &k : keys)
                claim.keys << ClaimKey { k, text(dict.value(k)), text(matched.value(k)), primary.contains(k),
                    mainClaims.contains(k), ignored.contains(k) };
        } else {
            for (int t = 0; t < truths.size(); ++t)
                if (!used.contains(t) && truths[t].isString()
                    && normalisedClaimValue(truths[t].toString()) == normalisedClaimValue(claim.predictedText)) {
                    claim.truthIndex = t;
                    break;
                }
        }
        if (claim.truthIndex >= 0) {
            used.insert(claim.truthIndex);
            claim.truthText = text(truths[claim.truthIndex]);
        }
        out.claims << claim;
    }
    return out;
}

} // namespace draudit::models
