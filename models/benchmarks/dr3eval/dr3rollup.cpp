// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The item keys are the questions' targets (response:R#insight:long_context:3 ...), so a person's answers and the
// judge's decisions roll up through the same code.
#include "models/benchmarks/dr3eval/dr3rollup.h"

#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3claimpart.h"
#include "models/forms/target.h"

#include <QHash>
#include <QSet>

namespace draudit::models {

namespace {
struct Tally
{
    int yes = 0, all = 0;
    bool complete = true;
    void add(const QString &answer, const QString &yesLabel)
    {
        complete = complete && !answer.isEmpty();
        yes += answer == yesLabel ? 1 : 0;
        ++all;
    }
    std::optional<double> rate() const
    {
        if (!complete || all == 0)
            return std::nullopt;
        return 100.0 * yes / all;
    }
};

// Factual accuracy over the judge's claims: each claim supported when it has citations and all are supported.
std::optional<double> accuracy(const Dr3Items &items, const QHash<QString, QList<QString>> &citationAnswers)
{
    if (items.claims.isEmpty())
        return std::nullopt;
    int supported = 0;
    for (const QString &claim : items.claims) {
        const QList<QString> answers = citationAnswers.value(claim);
        if (answers.contains(QString()))
            return std::nullopt; // a citation not answered yet
        supported += !answers.isEmpty()
                && std::all_of(
                    answers.begin(), answers.end(), [](const QString &a) { return a == QLatin1String("supported"); })
            ? 1
            : 0;
    }
    return 100.0 * supported / items.claims.size();
}
} // namespace

QMap<QString, double> rollUpMetrics(const Dr3Items &items, const Dr3Answer &answer)
{
    QMap<QString, Tally> tallies; // information_recall_long_context, ..., format_compliance, citation_coverage
    QHash<QString, QList<QString>> citations; // claim:N -> its citations' answers
    QMap<QString, double> out;
    for (const FormQuestion &q : items.questions) {
        const QString given = answer(q.target, q.field);
        const QString part = Target::parse(q.target).part();
        if (q.field == QLatin1String("insight"))
            tallies[QStringLiteral("information_recall_") + part.section(QLatin1Char(':'), 1, 1)].add(
                given, QStringLiteral("covered"));
        else if (q.field == QLatin1String("citation_support"))
            citations[Dr3ClaimPart::parse(part).value_or(Dr3ClaimPart { part }).claimItself().toString()] << given;
        else if (q.field == QLatin1String("requirement"))
            tallies[QStringLiteral("format_compliance")].add(given, QStringLiteral("satisfied"));
        else if (q.field == QLatin1String("cited"))
            tallies[QStringLiteral("citation_coverage")].add(given, QStringLiteral("cited"));
        else if (q.field == QLatin1String("depth_quality") && !given.isEmpty())
            out.insert(QStringLiteral("overall_quality"), given.toDouble() * 10);
    }
    QList<double> components;
    bool recallComplete = true;
    for (auto it = tallies.begin(); it != tallies.end(); ++it) {
        const std::optional<double> rate = it->rate();
        if (it.key().startsWith(QLatin1String("information_recall_"))) {
            recallComplete = recallComplete && rate.has_value();
            if (rate)
                components << *rate;
        }
        if (rate)
            out.insert(it.key(), *rate);
    }
    if (recallComplete && !components.isEmpty())
        out.insert(QStringLiteral("information_recall"),
            std::accumulate(components.begin(), components.end(), 0.0) / components.size());
    if (const auto fa = accuracy(items, citations))
        out.insert(QStringLiteral("factual_accuracy"), *fa);
    return out;
}

Dr3Totals dr3Totals(const QMap<QString, double> &metrics)
{
    double presentSum = 0, validSum = 0;
    int present = 0, valid = 0;
    for (const QString &m : dr3Metrics()) {
        if (!metrics.contains(m))
            continue;
        const double v = metrics.value(m);
        presentSum += v;
        ++present;
        if (v >= 0) {
            validSum += v;
            ++valid;
        }
    }
    Dr3Totals t;
    if (present > 0)
        t.present = presentSum / present;
    if (valid > 0)
        t.valid = validSum / valid;
    return t;
}

} // namespace draudit::models
