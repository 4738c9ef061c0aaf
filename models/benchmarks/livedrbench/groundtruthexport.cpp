// A claim accepted by several annotators is added once, with every annotator listed.
#include "models/benchmarks/livedrbench/groundtruthexport.h"

#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"
#include "models/store/exportqueries.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSaveFile>

namespace draudit::models {

namespace {
// One row per task with its ground truths (a JSON object each, or the text as written).
Result<QMap<qint64, QJsonObject>> groundTruthRows(ProjectStore &store)
{
    DRAUDIT_TRY(items, taskRubricTexts(store, QStringLiteral("livedrbench"), QStringLiteral("ground-truth")));
    QMap<qint64, QJsonObject> rows;
    for (const TaskRubricText &item : items) {
        QJsonObject &row = rows[item.taskId];
        row.insert(QStringLiteral("key"), item.externalId);
        row.insert(QStringLiteral("category"), item.domain);
        row.insert(QStringLiteral("question"), item.prompt);
        QJsonArray truths = row.value(QStringLiteral("ground_truths")).toArray();
        const QJsonDocument doc = QJsonDocument::fromJson(item.text.toUtf8());
        truths.append(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(item.text));
        row.insert(QStringLiteral("ground_truths"), truths);
    }
    return rows;
}

// The predicted claims accepted as missing, by claim target: (task, {claim, response, annotators}).
Result<QMap<QString, std::pair<qint64, QJsonObject>>> acceptedClaims(ProjectStore &store)
{
    DRAUDIT_TRY(accepted,
        acceptingAnswers(store, { QString(fields::missingFromGroundTruth), QString(fields::legacyMissingFromTruth) }));
    QMap<QString, std::pair<qint64, QJsonObject>> added;
    for (const AcceptingAnswer &answer : accepted) {
        // "claim:I@response:R" or "claim:I.KEY@response:R": the whole I-th predicted claim is added.
        const Target claim = Target::parse(answer.target);
        if (claim.kind() != Target::Kind::Claim && claim.kind() != Target::Kind::ClaimKey)
            continue;
        DRAUDIT_TRY(report, responseText(store, claim.responseId()));
        if (!report)
            continue;
        const QJsonArray claims = QJsonDocument::fromJson(report->text.toUtf8()).array();
        const int index = claim.claimIndex();
        if (index < 0 || index >= claims.size())
            continue;
        auto &[task, entry] = added[Target::claim(index, claim.responseId()).toString()];
        task = report->taskId;
        entry.insert(QStringLiteral("claim"), claims.at(index));
        entry.insert(QStringLiteral("response"), Target::response(claim.responseId()).toString());
        QJsonArray who = entry.value(QStringLiteral("annotators")).toArray();
        if (!who.contains(answer.annotator))
            who.append(answer.annotator);
        entry.insert(QStringLiteral("annotators"), who);
    }
    return added;
}
} // namespace

Result<GroundTruthExport> exportGroundTruth(ProjectStore &store, const QString &path)
{
    DRAUDIT_TRY(rows, groundTruthRows(store));
    DRAUDIT_TRY(added, acceptedClaims(store));
    for (const auto &[task, entry] : std::as_const(added)) {
        QJsonArray list = rows[task].value(QStringLiteral("added")).toArray();
        list.append(entry);
        rows[task].insert(QStringLiteral("added"), list);
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return fail(out.errorString(), path);
    for (const QJsonObject &row : std::as_const(rows))
        out.write(QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
    if (!out.commit())
        return fail(out.errorString(), path);
    return GroundTruthExport { rows.size(), added.size() };
}

} // namespace draudit::models
