// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ground truths are read back from the rubric entries the importer wrote (kind entry-dict, entry-rows, ...; the
// rubric's metadata is the question's eval_info).
#include "models/benchmarks/livedrbench/claimmatch.h"

#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/store/queries/itemsource.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace draudit::models {

namespace {
QJsonValue parsedEntry(const QString &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

Result<QHash<qint64, QuestionTruth>> truthsFrom(const QList<RubricEntryText> &entries)
{
    QHash<qint64, QuestionTruth> out;
    for (const RubricEntryText &entry : entries) {
        const auto shape = entryShapeFromName(entry.kind);
        if (!shape)
            continue; // written by an earlier draudit that read ground truths as flat lists
        QuestionTruth &truth = out[entry.taskId];
        truth.key = entry.taskExternalId;
        truth.category = entry.domain;
        truth.info = EvalInfo::fromJson(QJsonDocument::fromJson(entry.rubricMetadata.toUtf8()).object());
        truth.entries << TruthEntry::fromJson(*shape, parsedEntry(entry.text));
    }
    return out;
}

int sharedValues(const QJsonObject &a, const QJsonObject &b, const QStringList &keys)
{
    int n = 0;
    for (const QString &k : keys)
        if (a.contains(k) && b.contains(k)
            && normalisedClaimValue(claimValueText(a.value(k))) == normalisedClaimValue(claimValueText(b.value(k))))
            ++n;
    return n;
}

// The free ground-truth item of an entry that suits a predicted item best, or -1.
int suggestedItem(const TruthEntry &entry, const PredictedItem &item, const EvalInfo &info, const QSet<int> &taken)
{
    int best = -1, bestShared = 0;
    for (int g = 0; g < entry.itemCount(); ++g) {
        if (taken.contains(g))
            continue;
        if (entry.shape == EntryShape::Strings || entry.shape == EntryShape::Titles) {
            if (normalisedClaimValue(entry.strings.at(g)) == normalisedClaimValue(item.text))
                return g;
            continue;
        }
        const QJsonObject &row = entry.rows.at(g);
        const int shared = sharedValues(item.dict, row, info.primaryKeys.isEmpty() ? row.keys() : info.primaryKeys);
        if (shared > bestShared) {
            best = g;
            bestShared = shared;
        }
    }
    return best;
}

QString truthItemText(const TruthEntry &entry, int g)
{
    if (g < 0 || g >= entry.itemCount())
        return {};
    return entry.shape == EntryShape::Strings || entry.shape == EntryShape::Titles ? entry.strings.at(g)
                                                                                   : claimValueText(entry.rows.at(g));
}

// A ground-truth item in a few words: strings as they are, a row by its primary keys (or its first two keys).
QString truthItemLabel(const TruthEntry &entry, int g, const EvalInfo &info)
{
    if (entry.shape == EntryShape::Strings || entry.shape == EntryShape::Titles)
        return entry.strings.at(g);
    const QJsonObject &row = entry.rows.at(g);
    QStringList keys;
    for (const QString &k : info.primaryKeys)
        if (row.contains(k))
            keys << k;
    if (keys.isEmpty())
        keys = row.keys().mid(0, 2);
    QStringList parts;
    for (const QString &k : std::as_const(keys))
        parts << QStringLiteral("%1: %2").arg(k, claimValueLabel(row.value(k)));
    return parts.join(QStringLiteral("; "));
}

QList<ClaimKey> keysOf(const MatchedClaim &claim, const QJsonObject &predicted, const QJsonObject &truth,
    const QuestionTruth &question, const TruthEntry &entry)
{
    QStringList keys = predicted.keys();
    for (const QString &k : truth.keys())
        if (!keys.contains(k))
            keys << k;
    QList<ClaimKey> out;
    for (const QString &k : keys) {
        ClaimKey key { k, claimValueText(predicted.value(k)), claimValueText(truth.value(k)),
            question.info.primaryKeys.contains(k), question.info.mainClaims.contains(k),
            question.info.ignoreKeys.contains(k) };
        if (claim.shape == EntryShape::Aliases) {
            key.truth.clear();
            for (int g = 0; g < entry.itemCount() && key.truthIndex < 0; ++g)
                for (const QString &alias : entry.aliases(g, k))
                    if (!key.predicted.isEmpty() && alias.trimmed().toLower() == key.predicted.trimmed().toLower()) {
                        key.truthIndex = g;
                        key.truth = alias;
                    }
        }
        out << key;
    }
    return out;
}

MatchedClaim matchedClaim(const QuestionTruth &question, const PredictedItem &item, const ClaimDecisions &suggested)
{
    const TruthEntry &entry = question.entries.at(item.entry);
    MatchedClaim claim;
    claim.index = item.index;
    claim.entry = item.entry;
    claim.row = item.row;
    claim.shape = item.shape;
    claim.isDict = item.shape != EntryShape::Strings && item.shape != EntryShape::Titles;
    claim.predictedText = claim.isDict ? claimValueText(item.dict) : item.text;
    claim.truthIndex = item.shape == EntryShape::Dict ? 0 : suggested.matchOf(item.index).value_or(-1);
    if (item.shape != EntryShape::Dict)
        for (int g = 0; g < entry.itemCount(); ++g) {
            claim.truthChoices << truthItemText(entry, g);
            claim.truthLabels << truthItemLabel(entry, g, question.info);
        }
    const QJsonObject truthRow = item.shape == EntryShape::Aliases || claim.truthIndex < 0
        ? QJsonObject()
        : entry.rows.value(claim.truthIndex);
    if (claim.isDict)
        claim.keys = keysOf(claim, item.dict, truthRow, question, entry);
    if (item.shape == EntryShape::Aliases && !claim.keys.isEmpty())
        for (const ClaimKey &k : claim.keys)
            if (k.key == QLatin1String("paper_title"))
                claim.truthIndex = k.truthIndex;
    claim.truthText = truthItemText(entry, claim.truthIndex);
    return claim;
}
} // namespace

bool ClaimKey::agrees() const
{
    return !predicted.isEmpty() && normalisedClaimValue(predicted) == normalisedClaimValue(truth);
}

Result<QHash<qint64, QuestionTruth>> questionTruths(ProjectStore &store)
{
    DRAUDIT_TRY(
        entries, ItemSource(store).rubricEntriesOfBenchmark(kLiveDrBench.toString(), QStringLiteral("ground-truth")));
    return truthsFrom(entries);
}

Result<QuestionTruth> questionTruth(ProjectStore &store, qint64 taskId)
{
    DRAUDIT_TRY(entries, ItemSource(store).rubricEntriesOfTask(taskId, QStringLiteral("ground-truth")));
    DRAUDIT_TRY(truths, truthsFrom(entries));
    if (!truths.contains(taskId))
        return fail(QCoreApplication::translate("draudit::models::ClaimMatch",
            "the LiveDRBench question has no ground truth in the form this draudit reads; import its tasks again"));
    return truths.value(taskId);
}

ClaimDecisions suggestedMatches(const QuestionTruth &truth, const QList<PredictedItem> &items)
{
    ClaimDecisions out;
    QHash<int, QSet<int>> taken; // entry -> ground-truth items matched
    for (const PredictedItem &item : items) {
        if (item.shape == EntryShape::Dict || item.shape == EntryShape::Aliases)
            continue;
        const int g = suggestedItem(truth.entries.at(item.entry), item, truth.info, taken.value(item.entry));
        out.matches.insert(item.index, g);
        if (g >= 0)
            taken[item.entry].insert(g);
    }
    return out;
}

Result<ClaimComparison> compareClaims(ProjectStore &store, qint64 responseId)
{
    DRAUDIT_TRY(response, ItemSource(store).report(responseId));
    if (!response)
        return fail(QCoreApplication::translate("draudit::models::ClaimMatch", "no response %1").arg(responseId));
    DRAUDIT_TRY(truth, questionTruth(store, response->taskId));
    DRAUDIT_TRY(items, predictedItems(truth, response->text));
    ClaimComparison out;
    out.question = response->prompt;
    out.evaluationNote = truth.info.note;
    for (const TruthEntry &entry : truth.entries)
        out.truthItems += entry.itemCount();
    const ClaimDecisions suggested = suggestedMatches(truth, items);
    for (const PredictedItem &item : items)
        out.claims << matchedClaim(truth, item, suggested);
    return out;
}

} // namespace draudit::models
