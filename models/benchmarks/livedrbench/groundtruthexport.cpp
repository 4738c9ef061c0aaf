// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A claim accepted by several annotators (or predicted alike by several systems) is added once, with every
// annotator and response listed. Each line says it is private: the ground truth is decrypted.
#include "models/benchmarks/livedrbench/groundtruthexport.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/benchmarks/livedrbench/truthexpansion.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"
#include "models/store/queries/exportqueries.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSaveFile>

namespace draudit::models {

namespace {
struct Marked
{
    qint64 taskId = 0;
    QList<PredictedItem> items;
    QSet<int> missing;
    QMap<int, QStringList> annotators; // claim -> who accepted it
    QString response;
};

// The predictions with claims accepted as missing, by response.
Result<QHash<qint64, Marked>> markedPredictions(ProjectStore &store, const QHash<qint64, QuestionTruth> &truths)
{
    DRAUDIT_TRY(accepted,
        acceptingAnswers(store, { QString(fields::missingFromGroundTruth), QString(fields::legacyMissingFromTruth) }));
    QHash<qint64, Marked> out;
    const ItemSource source(store);
    for (const AcceptingAnswer &answer : accepted) {
        const Target claim = Target::parse(answer.target);
        if (claim.kind() != kClaimTarget && claim.kind() != kClaimKeyTarget)
            continue;
        Marked &m = out[claim.responseId()];
        if (m.response.isEmpty()) {
            DRAUDIT_TRY(report, source.report(claim.responseId()));
            if (!report || !truths.contains(report->taskId))
                continue;
            const auto items = predictedItems(truths.value(report->taskId), report->text);
            m = Marked { report->taskId, items.value_or(QList<PredictedItem>()), {}, {},
                Target::response(claim.responseId()).toString() };
        }
        const int index = static_cast<int>(claim.partIndex());
        m.missing.insert(index);
        if (!m.annotators[index].contains(answer.annotator))
            m.annotators[index] << answer.annotator;
    }
    return out;
}

QJsonArray entriesJson(const QuestionTruth &truth)
{
    QJsonArray out;
    for (const TruthEntry &entry : truth.entries) {
        if (entry.shape == EntryShape::Dict) {
            out.append(entry.rows.value(0));
            continue;
        }
        QJsonArray items;
        for (int g = 0; g < entry.itemCount(); ++g)
            items.append(
                entry.shape == EntryShape::Strings ? QJsonValue(entry.strings.at(g)) : QJsonValue(entry.rows.at(g)));
        out.append(items);
    }
    return out;
}

// Whether a marked item is what the added claim adds.
bool adds(const QuestionTruth &truth, const PredictedItem &item, const AddedClaim &claim)
{
    const QList<AddedClaim> own = claimsToAdd(truth, { { QList<PredictedItem> { item }, QSet<int> { item.index } } });
    return !own.isEmpty() && own.front().entry == claim.entry
        && normalisedClaimValue(claimValueText(own.front().value)) == normalisedClaimValue(claimValueText(claim.value));
}

QJsonArray addedJson(const QuestionTruth &truth, const QList<AddedClaim> &added, const QList<const Marked *> &marked)
{
    QJsonArray out;
    for (const AddedClaim &claim : added) {
        QJsonArray who, responses;
        for (const Marked *m : marked)
            for (const PredictedItem &item : m->items)
                if (m->missing.contains(item.index) && adds(truth, item, claim)) {
                    for (const QString &a : m->annotators.value(item.index))
                        if (!who.contains(a))
                            who.append(a);
                    if (!responses.contains(m->response))
                        responses.append(m->response);
                }
        out.append(QJsonObject { { QStringLiteral("entry"), claim.entry }, { QStringLiteral("claim"), claim.value },
            { QStringLiteral("responses"), responses }, { QStringLiteral("annotators"), who } });
    }
    return out;
}
} // namespace

Result<GroundTruthExport> exportGroundTruth(ProjectStore &store, const QString &path)
{
    DRAUDIT_TRY(truths, questionTruths(store));
    DRAUDIT_TRY(marked, markedPredictions(store, truths));
    QMap<qint64, QList<const Marked *>> byTask;
    for (const Marked &m : std::as_const(marked))
        byTask[m.taskId] << &m;
    QList<qint64> tasks = truths.keys();
    std::sort(tasks.begin(), tasks.end());
    GroundTruthExport result;
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return fail(out.errorString(), path);
    for (const qint64 task : std::as_const(tasks)) {
        const QuestionTruth &truth = truths[task];
        QList<std::pair<QList<PredictedItem>, QSet<int>>> claims;
        for (const Marked *m : byTask.value(task))
            claims << std::pair { m->items, m->missing };
        const QList<AddedClaim> added = claimsToAdd(truth, claims);
        const QJsonObject row { { QStringLiteral("key"), truth.key }, { QStringLiteral("category"), truth.category },
            { QStringLiteral("private"), true }, { QStringLiteral("ground_truths"), entriesJson(truth) },
            { QStringLiteral("expanded_ground_truths"), entriesJson(expandTruth(truth, added)) },
            { QStringLiteral("added"), addedJson(truth, added, byTask.value(task)) } };
        out.write(QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
        ++result.tasks;
        result.claimsAdded += added.size();
    }
    if (!out.commit())
        return fail(out.errorString(), path);
    return result;
}

Result<QString> writeGroundTruth(ProjectStore &store, const QString &path)
{
    const auto written = exportGroundTruth(store, path);
    if (!written)
        return tl::unexpected(written.error());
    const int tasks = static_cast<int>(written->tasks);
    return QCoreApplication::translate("draudit::models::GroundTruthExport",
        "wrote %n task(s) of ground truth to %1 (%2 claims added)", nullptr, tasks)
        .arg(path)
        .arg(written->claimsAdded);
}

} // namespace draudit::models
