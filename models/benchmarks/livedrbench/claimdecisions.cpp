// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Values are read leniently where the meaning is plain (right / wrong as 3 / 0; "none" or an empty value as no
// match) and records on other targets or fields are left to the analyses that own them.
#include "models/benchmarks/livedrbench/claimdecisions.h"

#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"
#include "models/store/queries/labelqueries.h"

namespace draudit::models {

namespace {
const QLatin1String kAliasMatch("alias_match:");

std::optional<double> keyScoreValue(const QString &value, std::optional<double> score)
{
    if (value.compare(QLatin1String("right"), Qt::CaseInsensitive) == 0)
        return 3.0;
    if (value.compare(QLatin1String("wrong"), Qt::CaseInsensitive) == 0)
        return 0.0;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (ok)
        return v;
    return score;
}

// "none" or empty: no match (-1); a number: that item; anything else: not a match decision.
std::optional<int> matchValue(const QString &value)
{
    const QString v = value.trimmed();
    if (v.isEmpty() || v.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return -1;
    bool ok = false;
    const int item = v.toInt(&ok);
    return ok && item >= 0 ? std::optional(item) : std::nullopt;
}

// The id inside the decisions ("C" or "C.KEY") of a claim target, and the response it belongs to.
std::optional<std::pair<qint64, QString>> claimOf(const Target &t)
{
    if (t.kind() == kClaimTarget)
        return std::pair { t.responseId(), QString::number(t.partIndex()) };
    if (t.kind() == kClaimKeyTarget)
        return std::pair { t.responseId(), claimKeyId(static_cast<int>(t.partIndex()), t.key()) };
    return std::nullopt;
}

void addMatch(ClaimDecisions &d, const QString &id, int item)
{
    if (id.contains(QLatin1Char('.')))
        d.keyMatches.insert(id, item);
    else
        d.matches.insert(id.toInt(), item);
}

void addJudgeDecision(ClaimDecisions &d, const QString &id, const JudgeDecision &record)
{
    if (record.field == fields::keyScore) {
        if (const auto v = keyScoreValue(record.value, record.score))
            d.keyScores.insert(id, *v);
    } else if (record.field == fields::claimMatch) {
        if (const auto item = matchValue(record.value))
            addMatch(d, id, *item);
    } else if (record.field.startsWith(kAliasMatch)) {
        const int row = record.field.mid(kAliasMatch.size()).section(QLatin1Char('.'), 0, 0).toInt();
        QSet<int> &rows = d.aliasMatches[id];
        if (record.value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
            rows.insert(row);
    }
}

// The most chosen match (ties: the lowest item, "none" last).
int majorityMatch(const QList<int> &choices)
{
    QMap<int, int> counts;
    for (int c : choices)
        ++counts[c < 0 ? std::numeric_limits<int>::max() : c];
    int best = std::numeric_limits<int>::max(), bestCount = 0;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (it.value() > bestCount) {
            best = it.key();
            bestCount = it.value();
        }
    return best == std::numeric_limits<int>::max() ? -1 : best;
}
} // namespace

QString claimKeyId(int claim, const QString &key)
{
    return QString::number(claim) + QLatin1Char('.') + key;
}

bool ClaimDecisions::isEmpty() const
{
    return keyScores.isEmpty() && matches.isEmpty() && keyMatches.isEmpty() && aliasMatches.isEmpty()
        && missing.isEmpty();
}

std::optional<int> ClaimDecisions::matchOf(int claim) const
{
    const auto it = matches.constFind(claim);
    return it == matches.constEnd() ? std::nullopt : std::optional(*it);
}

void ClaimDecisions::fillMatchesFrom(const ClaimDecisions &other)
{
    for (auto it = other.matches.begin(); it != other.matches.end(); ++it)
        if (!matches.contains(it.key()))
            matches.insert(it.key(), it.value());
    for (auto it = other.aliasMatches.begin(); it != other.aliasMatches.end(); ++it)
        if (!keyMatches.contains(it.key()) && !aliasMatches.contains(it.key()))
            aliasMatches.insert(it.key(), it.value());
}

Result<QMap<QString, QHash<qint64, ClaimDecisions>>> judgeClaimDecisions(ProjectStore &store)
{
    DRAUDIT_TRY(records, LabelQueries(store).judgeDecisions(kClaimTarget));
    QMap<QString, QHash<qint64, ClaimDecisions>> out;
    for (const JudgeDecision &record : records)
        if (const auto claim = claimOf(record.target))
            addJudgeDecision(out[record.judge][claim->first], claim->second, record);
    return out;
}

Result<QHash<qint64, ClaimDecisions>> humanClaimDecisions(ProjectStore &store, qint64 studyId)
{
    const LabelQueries labels(store);
    QHash<qint64, ClaimDecisions> out;
    QHash<std::pair<qint64, QString>, std::pair<double, int>> sums;
    QHash<std::pair<qint64, QString>, QList<int>> matchChoices;
    for (const QString &field : { QString(fields::keyScore), QString(fields::claimMatch),
             QString(fields::missingFromGroundTruth), QString(fields::legacyMissingFromTruth) }) {
        DRAUDIT_TRY(answered, labels.humanLabels(studyId, field, kClaimTarget));
        for (const auto &byTarget : std::as_const(answered))
            for (auto it = byTarget.begin(); it != byTarget.end(); ++it) {
                const auto claim = claimOf(Target::parse(it.key())); // an answers map keyed as stored
                if (!claim)
                    continue;
                if (field == fields::keyScore) {
                    if (const auto v = keyScoreValue(it.value(), std::nullopt)) {
                        auto &[sum, n] = sums[*claim];
                        sum += *v;
                        ++n;
                    }
                } else if (field == fields::claimMatch) {
                    if (const auto item = matchValue(it.value()))
                        matchChoices[*claim] << *item;
                } else if (it.value() == QLatin1String("yes"))
                    out[claim->first].missing.insert(claim->second.section(QLatin1Char('.'), 0, 0).toInt());
            }
    }
    for (auto it = sums.begin(); it != sums.end(); ++it)
        out[it.key().first].keyScores.insert(it.key().second, it->first / it->second);
    for (auto it = matchChoices.begin(); it != matchChoices.end(); ++it)
        addMatch(out[it.key().first], it.key().second, majorityMatch(it.value()));
    return out;
}

} // namespace draudit::models
