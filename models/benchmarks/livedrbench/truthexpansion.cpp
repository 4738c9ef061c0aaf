// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Claims compare after normalising their text (claimmatch.h); an added dictionary key keeps the first value given.
#include "models/benchmarks/livedrbench/truthexpansion.h"

namespace draudit::models {

namespace {
QString normalised(const QJsonValue &value)
{
    return normalisedClaimValue(claimValueText(value));
}

// The keys of a predicted dictionary its entry's truth lacks, as an object (empty when it lacks none).
QJsonObject lackingKeys(const QJsonObject &predicted, const QJsonObject &truth, const EvalInfo &info)
{
    QJsonObject out;
    for (auto it = predicted.begin(); it != predicted.end(); ++it)
        if (!truth.contains(it.key()) && !info.ignoreKeys.contains(it.key()))
            out.insert(it.key(), it.value());
    return out;
}

std::optional<AddedClaim> addedFrom(const QuestionTruth &truth, const PredictedItem &item)
{
    const TruthEntry &entry = truth.entries.at(item.entry);
    if (item.shape == EntryShape::Dict) {
        const QJsonObject keys = lackingKeys(item.dict, entry.rows.value(0), truth.info);
        return keys.isEmpty() ? std::nullopt : std::optional(AddedClaim { item.entry, keys });
    }
    const QJsonValue value = item.shape == EntryShape::Strings ? QJsonValue(item.text) : QJsonValue(item.dict);
    for (int g = 0; g < entry.itemCount(); ++g) {
        const QJsonValue existing
            = entry.shape == EntryShape::Strings ? QJsonValue(entry.strings.at(g)) : QJsonValue(entry.rows.at(g));
        if (normalised(existing) == normalised(value))
            return std::nullopt; // already in the truth
    }
    return AddedClaim { item.entry, value };
}

// The first added item of an entry (from position `from`) equal to a predicted item, or -1.
int addedItemEqualTo(const TruthEntry &entry, int from, const PredictedItem &item)
{
    const QString wanted = item.shape == EntryShape::Strings || item.shape == EntryShape::Titles
        ? normalisedClaimValue(item.text)
        : normalised(item.dict);
    for (int g = from; g < entry.itemCount(); ++g) {
        const QString candidate = entry.shape == EntryShape::Strings || entry.shape == EntryShape::Titles
            ? normalisedClaimValue(entry.strings.at(g))
            : normalised(entry.rows.at(g));
        if (candidate == wanted)
            return g;
    }
    return -1;
}

void creditDictKeys(
    const QJsonObject &original, const QJsonObject &expanded, const PredictedItem &item, ClaimDecisions &d)
{
    for (auto it = expanded.begin(); it != expanded.end(); ++it)
        if (!original.contains(it.key()) && item.dict.contains(it.key())
            && normalised(item.dict.value(it.key())) == normalised(it.value()))
            d.keyScores.insert(claimKeyId(item.index, it.key()), 3);
}

void creditScifacts(
    const TruthEntry &original, const TruthEntry &expanded, const PredictedItem &item, ClaimDecisions &d)
{
    for (auto it = item.dict.begin(); it != item.dict.end(); ++it) {
        const QString id = claimKeyId(item.index, it.key());
        if (d.keyMatches.value(id, 0) >= 0)
            continue; // no override, or one naming a row: equal aliases already match
        for (int g = static_cast<int>(original.rows.size()); g < expanded.rows.size(); ++g)
            if (normalised(expanded.rows.at(g).value(it.key())) == normalised(it.value()))
                d.keyMatches.insert(id, g);
    }
}
} // namespace

QList<AddedClaim> claimsToAdd(
    const QuestionTruth &truth, const QList<std::pair<QList<PredictedItem>, QSet<int>>> &marked)
{
    QList<AddedClaim> out;
    QSet<QString> seen;
    for (const auto &[items, missing] : marked)
        for (const PredictedItem &item : items) {
            if (!missing.contains(item.index) || item.entry >= truth.entries.size())
                continue;
            const auto added = addedFrom(truth, item);
            const QString id
                = added ? QString::number(added->entry) + QLatin1Char(':') + normalised(added->value) : QString();
            if (added && !seen.contains(id)) {
                seen.insert(id);
                out << *added;
            }
        }
    return out;
}

QuestionTruth expandTruth(const QuestionTruth &truth, const QList<AddedClaim> &added)
{
    QuestionTruth out = truth;
    for (const AddedClaim &claim : added) {
        if (claim.entry >= out.entries.size())
            continue; // from another version of the question, with fewer entries
        TruthEntry &entry = out.entries[claim.entry];
        if (entry.shape == EntryShape::Dict) {
            const QJsonObject keys = claim.value.toObject();
            for (auto it = keys.begin(); it != keys.end(); ++it)
                if (!entry.rows.front().contains(it.key()))
                    entry.rows.front().insert(it.key(), it.value());
        } else if (entry.shape == EntryShape::Strings) {
            entry.strings << claim.value.toString();
        } else {
            entry.rows << claim.value.toObject();
            if (entry.shape == EntryShape::Titles)
                entry.strings << claimValueText(claim.value.toObject().value(QStringLiteral("title")));
        }
    }
    return out;
}

ClaimDecisions decisionsOnExpandedTruth(
    const QuestionTruth &original, const QuestionTruth &expanded, const QList<PredictedItem> &items, ClaimDecisions d)
{
    for (const PredictedItem &item : items) {
        const TruthEntry &before = original.entries.at(item.entry);
        const TruthEntry &after = expanded.entries.at(item.entry);
        if (item.shape == EntryShape::Dict) {
            creditDictKeys(before.rows.front(), after.rows.front(), item, d);
            continue;
        }
        if (item.shape == EntryShape::Aliases) {
            creditScifacts(before, after, item, d);
            continue;
        }
        if (d.matchOf(item.index).value_or(-1) >= 0)
            continue;
        const int g = addedItemEqualTo(after, before.itemCount(), item);
        if (g < 0)
            continue;
        d.matches.insert(item.index, g);
        for (auto it = item.dict.begin(); it != item.dict.end(); ++it)
            d.keyScores.insert(claimKeyId(item.index, it.key()), 3);
    }
    return d;
}

} // namespace draudit::models
