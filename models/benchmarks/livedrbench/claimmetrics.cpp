// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluator's arithmetic carried over by definition (see claimmetrics.h); a key score above 1 is right, as the
// evaluator binarises 0..3 (0 if v <= 1 else 3).
#include "models/benchmarks/livedrbench/claimmetrics.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace draudit::models {

namespace {
bool isRight(double score)
{
    return score > 1;
}

double f1Of(double p, double r)
{
    return p + r > 0 ? 2 * p * r / (p + r) : 0;
}

Prf prf(double right, double predicted, double truth)
{
    const double p = predicted > 0 ? right / predicted : 0;
    const double r = truth > 0 ? right / truth : 0;
    return { p, r, f1Of(p, r) };
}

enum class Family
{
    Dicts,
    Scifacts,
    Strings
};

Family familyOf(const QString &category)
{
    if (category.startsWith(QLatin1String("scifacts-")))
        return Family::Scifacts;
    if (category == QLatin1String("prior-art") || category == QLatin1String("entities"))
        return Family::Strings;
    return Family::Dicts;
}

// The scored keys of each claim: claim -> (key, score).
QHash<int, QList<std::pair<QString, double>>> keyScoresByClaim(const ClaimDecisions &d)
{
    QHash<int, QList<std::pair<QString, double>>> out;
    for (auto it = d.keyScores.begin(); it != d.keyScores.end(); ++it) {
        const qsizetype dot = it.key().indexOf(QLatin1Char('.'));
        out[it.key().left(dot).toInt()] << std::pair { it.key().mid(dot + 1), it.value() };
    }
    return out;
}

// Whether a row was evaluated: matched, or scored key by key without a match decision.
bool evaluated(const PredictedItem &item, const ClaimDecisions &d, bool hasScores)
{
    if (item.shape == EntryShape::Dict)
        return true;
    const auto match = d.matchOf(item.index);
    return match ? *match >= 0 : hasScores;
}

int truthKeyCount(const QuestionTruth &truth)
{
    int n = 0;
    for (const TruthEntry &entry : truth.entries)
        for (const QJsonObject &row : entry.rows)
            for (auto it = row.begin(); it != row.end(); ++it)
                n += truth.info.ignoreKeys.contains(it.key()) ? 0 : 1;
    return n;
}

bool mainClaimWrong(const QList<std::pair<QString, double>> &scores, const EvalInfo &info)
{
    return std::any_of(scores.begin(), scores.end(),
        [&](const auto &s) { return info.mainClaims.contains(s.first) && !isRight(s.second); });
}

Prf officialDicts(const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &d)
{
    const auto scores = keyScoresByClaim(d);
    double predicted = 0, right = 0;
    bool identified = true; // no dictionary entry has a wrong main claim
    for (const PredictedItem &item : items) {
        predicted += item.countedKeys(truth.info).size();
        if (item.shape == EntryShape::Dict && mainClaimWrong(scores.value(item.index), truth.info))
            identified = false;
    }
    for (const PredictedItem &item : items) {
        const auto own = scores.value(item.index);
        if (!identified || !evaluated(item, d, !own.isEmpty()) || mainClaimWrong(own, truth.info))
            continue;
        for (const auto &[key, score] : own)
            right += !truth.info.ignoreKeys.contains(key) && isRight(score) ? 1 : 0;
    }
    return prf(right, predicted, truthKeyCount(truth));
}

// Whether the value of a predicted scifacts row matches ground-truth row g.
bool scifactsMatch(
    const TruthEntry &entry, const PredictedItem &item, const QString &key, int g, const ClaimDecisions &d)
{
    const QString id = claimKeyId(item.index, key);
    if (const auto it = d.keyMatches.constFind(id); it != d.keyMatches.constEnd())
        return *it == g;
    const QString value = claimValueText(item.dict.value(key));
    if (value.isEmpty())
        return false;
    const QStringList aliases = entry.aliases(g, key);
    const bool equal = std::any_of(aliases.begin(), aliases.end(),
        [&](const QString &a) { return a.trimmed().toLower() == value.trimmed().toLower(); });
    return equal || d.aliasMatches.value(id).contains(g);
}

Prf scifactsKey(const TruthEntry &entry, const QList<PredictedItem> &items, const QString &key, const ClaimDecisions &d)
{
    if (items.isEmpty())
        return {};
    const int rows = static_cast<int>(entry.rows.size());
    QSet<int> recalled;
    double precise = 0;
    for (const PredictedItem &item : items) {
        bool any = false;
        for (int g = 0; g < rows; ++g)
            if (scifactsMatch(entry, item, key, g, d)) {
                any = true;
                recalled.insert(g);
            }
        precise += any ? 1 : 0;
    }
    const double p = precise / static_cast<double>(items.size());
    const double r = rows > 0 ? static_cast<double>(recalled.size()) / rows : 0;
    return { p, r, f1Of(p, r) };
}

Prf officialScifacts(const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &d)
{
    if (truth.entries.isEmpty())
        return {};
    QList<PredictedItem> first;
    for (const PredictedItem &item : items)
        if (item.entry == 0)
            first << item;
    Prf out { 1, 1, 1 };
    for (const QString &key : truth.scifactsKeys()) {
        const Prf k = scifactsKey(truth.entries.front(), first, key, d);
        out = { out.precision * k.precision, out.recall * k.recall, out.f1 * k.f1 };
    }
    return out;
}

Prf officialStrings(const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &d)
{
    double truthItems = 0, matched = 0;
    for (const TruthEntry &entry : truth.entries)
        truthItems += entry.itemCount();
    for (const PredictedItem &item : items)
        matched += d.matchOf(item.index).value_or(-1) >= 0 ? 1 : 0;
    return prf(matched, static_cast<double>(items.size()), truthItems);
}

// Eq. 1: a claim's score from its parts (right = 1), by mean or minimum; no parts score 0.
double combine(const QList<double> &parts, bool strict)
{
    if (parts.isEmpty())
        return 0;
    if (strict)
        return *std::min_element(parts.begin(), parts.end());
    return std::accumulate(parts.begin(), parts.end(), 0.0) / static_cast<double>(parts.size());
}

// The ground-truth item a claim is matched to (-1 for none) and its Eq. 1 score.
std::pair<int, double> eq1Claim(const QuestionTruth &truth, const PredictedItem &item, const ClaimDecisions &d,
    const QHash<int, QList<std::pair<QString, double>>> &scores, bool strict)
{
    QList<double> parts;
    if (item.shape == EntryShape::Aliases) {
        const TruthEntry &entry = truth.entries.at(item.entry);
        int matched = -1;
        for (const QString &key : truth.scifactsKeys()) {
            int g = 0;
            while (g < entry.rows.size() && !scifactsMatch(entry, item, key, g, d))
                ++g;
            parts << (g < entry.rows.size() ? 1.0 : 0.0);
            if (matched < 0 && g < entry.rows.size())
                matched = g;
        }
        return { matched, combine(parts, strict) };
    }
    if (item.shape == EntryShape::Strings || item.shape == EntryShape::Titles) {
        const int match = d.matchOf(item.index).value_or(-1);
        return { match, match >= 0 ? 1.0 : 0.0 };
    }
    const auto own = scores.value(item.index);
    const int match = item.shape == EntryShape::Dict ? 0 : d.matchOf(item.index).value_or(own.isEmpty() ? -1 : 0);
    if (match < 0)
        return { -1, 0.0 };
    QHash<QString, double> byKey(own.begin(), own.end());
    for (const QString &key : item.countedKeys(truth.info))
        parts << (isRight(byKey.value(key, 0)) ? 1.0 : 0.0);
    return { match, combine(parts, strict) };
}

Prf paperEq1(const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &d, bool strict)
{
    const auto scores = keyScoresByClaim(d);
    double sum = 0, truthClaims = 0;
    QHash<std::pair<int, int>, double> best; // (entry, ground-truth item) -> best claim score
    for (const PredictedItem &item : items) {
        const auto [match, score] = eq1Claim(truth, item, d, scores, strict);
        sum += score;
        if (match >= 0)
            best[{ item.entry, match }] = std::max(best.value({ item.entry, match }, 0.0), score);
    }
    for (const TruthEntry &entry : truth.entries)
        truthClaims += entry.itemCount();
    const double recalled = std::accumulate(best.begin(), best.end(), 0.0);
    const double p = items.isEmpty() ? 0 : sum / static_cast<double>(items.size());
    const double r = truthClaims > 0 ? recalled / truthClaims : 0;
    return { p, r, f1Of(p, r) };
}
} // namespace

QString claimMetricName(ClaimMetric metric)
{
    switch (metric) {
    case ClaimMetric::Official:
        return QStringLiteral("official");
    case ClaimMetric::PaperEq1:
        return QStringLiteral("paper-eq1");
    case ClaimMetric::PaperEq1Strict:
        return QStringLiteral("paper-eq1-strict");
    }
    return {};
}

Prf scoreQuestion(
    ClaimMetric metric, const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &d)
{
    if (metric != ClaimMetric::Official)
        return paperEq1(truth, items, d, metric == ClaimMetric::PaperEq1Strict);
    switch (familyOf(truth.category)) {
    case Family::Scifacts:
        return officialScifacts(truth, items, d);
    case Family::Strings:
        return officialStrings(truth, items, d);
    case Family::Dicts:
        break;
    }
    return officialDicts(truth, items, d);
}

} // namespace draudit::models
