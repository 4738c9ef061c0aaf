// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Items are (annotator, round) answers both judges decided; an UNKNOWN verdict of either leaves the item out.
#include "models/benchmarks/drarena/arenajudgepairs.h"

#include "judge/bootstrap.h"
#include "judge/cohenkappa.h"
#include "judge/distributions.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/report/agreementrows.h"
#include "models/report/pairedjudges.h"

#include <array>
#include <cmath>

namespace draudit::models {

namespace {
// 0 = A, 1 = Tie, 2 = B: seat A's score (1, 1/2, 0) as a category index.
int direction(const QString &verdict)
{
    return static_cast<int>(2 - 2 * arena::scoreOfA(verdict).value_or(0.5));
}

struct PairedItem
{
    int human = 0, first = 0, second = 0; // directions: 0 = A, 1 = Tie, 2 = B
    std::size_t battle = 0;
};

// Cohen's kappa of the humans against one judge (second = false: the first) over weighted items, and the direction
// agreement.
std::array<double, 2> kappaAndAgreement(const std::vector<PairedItem> &items, const std::vector<double> &w, bool second)
{
    judge::ContingencyTable table(3);
    for (std::size_t i = 0; i < items.size(); ++i)
        table(static_cast<std::size_t>(items[i].human),
            static_cast<std::size_t>(second ? items[i].second : items[i].first))
            += w[i];
    if (table.total() <= 0)
        return { std::nan(""), std::nan("") };
    const judge::KappaResult k = judge::cohenKappa(table);
    return { k.estimate.value, k.pObserved };
}

std::vector<PairedItem> pairedItems(
    const Labels &first, const Labels &second, const LabelsBySource &humans, const QHash<QString, qint64> &battleOf)
{
    std::vector<PairedItem> out;
    for (auto h = humans.cbegin(); h != humans.cend(); ++h) {
        QStringList rounds = h->keys();
        rounds.sort(); // a stable order, so the seeded bootstrap gives the same interval every run
        for (const QString &round : std::as_const(rounds))
            if (first.contains(round) && second.contains(round))
                out.push_back({ direction(h->value(round)), direction(first.value(round)),
                    direction(second.value(round)), static_cast<std::size_t>(battleOf.value(round)) });
    }
    return out;
}

void appendPair(
    ReportTable &t, const QString &comparison, const std::vector<PairedItem> &items, const ArenaAnalysisOptions &o)
{
    const auto differences = [&](const std::vector<double> &w) {
        const auto a = kappaAndAgreement(items, w, false);
        const auto b = kappaAndAgreement(items, w, true);
        return std::vector<double> { a[0] - b[0], a[1] - b[1] };
    };
    const std::vector<double> ones(items.size(), 1.0);
    const std::vector<double> value = differences(ones);
    judge::BootstrapOptions b;
    b.resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    b.seed = o.seed;
    for (const PairedItem &item : items)
        b.clusters.push_back(item.battle);
    const std::vector<judge::BootstrapInterval> ci = judge::bootstrap(items.size(), differences, b);
    const QString analysis = QStringLiteral("judge vs judge against humans");
    const auto n = static_cast<double>(items.size());
    for (const auto &[s, name] : { std::pair { std::size_t(0), QStringLiteral("3-level cohen_kappa difference") },
             std::pair { std::size_t(1), QStringLiteral("direction agreement difference") } })
        t.rows << pairedDifferenceRow(analysis, comparison, name, value[s], ci[s], QStringLiteral("battles"), n);
    int onlyFirst = 0, onlySecond = 0;
    for (const PairedItem &item : items) {
        onlyFirst += item.human == item.first && item.human != item.second ? 1 : 0;
        onlySecond += item.human != item.first && item.human == item.second ? 1 : 0;
    }
    appendMcNemarRows(t, analysis, comparison, onlyFirst, onlySecond, n);
}
} // namespace

void appendJudgePairs(ReportTable &t, const LabelsBySource &judges, const LabelsBySource &humans,
    const QHash<QString, qint64> &battleOf, const ArenaAnalysisOptions &o)
{
    const QStringList names = judges.keys();
    for (qsizetype a = 0; a < names.size(); ++a)
        for (qsizetype b = a + 1; b < names.size(); ++b) {
            const std::vector<PairedItem> items
                = pairedItems(judges.value(names[a]), judges.value(names[b]), humans, battleOf);
            if (items.size() >= 2)
                appendPair(t, QStringLiteral("%1 vs %2 (all humans)").arg(names[a], names[b]), items, o);
        }
}

namespace {
// A round two or more people answered and the judge decided: their directions (people in name order).
struct CeilingRound
{
    std::vector<int> people;
    int judge = 0;
    std::size_t battle = 0;
};

std::vector<CeilingRound> ceilingRounds(
    const Labels &judge, const LabelsBySource &humans, const QHash<QString, qint64> &battleOf)
{
    QMap<QString, CeilingRound> byRound; // sorted: the seeded bootstrap sees the same order every run
    for (auto h = humans.cbegin(); h != humans.cend(); ++h)
        for (auto it = h->cbegin(); it != h->cend(); ++it)
            if (judge.contains(it.key()) && arena::scoreOfA(it.value()) && arena::scoreOfA(judge.value(it.key()))) {
                CeilingRound &r = byRound[it.key()];
                r.people.push_back(direction(it.value()));
                r.judge = direction(judge.value(it.key()));
                r.battle = static_cast<std::size_t>(battleOf.value(it.key()));
            }
    std::vector<CeilingRound> out;
    for (const CeilingRound &r : std::as_const(byRound))
        if (r.people.size() >= 2)
            out.push_back(r);
    return out;
}

// The people against the judge, pooled, minus every two people against each other.
double kappaMinusCeiling(const std::vector<CeilingRound> &rounds, const std::vector<double> &w)
{
    judge::ContingencyTable vsJudge(3), vsPeople(3);
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const std::vector<int> &p = rounds[i].people;
        for (std::size_t a = 0; a < p.size(); ++a) {
            vsJudge(static_cast<std::size_t>(p[a]), static_cast<std::size_t>(rounds[i].judge)) += w[i];
            for (std::size_t b = a + 1; b < p.size(); ++b)
                vsPeople(static_cast<std::size_t>(p[a]), static_cast<std::size_t>(p[b])) += w[i];
        }
    }
    if (vsJudge.total() <= 0 || vsPeople.total() <= 0)
        return std::nan("");
    return judge::cohenKappa(vsJudge).estimate.value - judge::cohenKappa(vsPeople).estimate.value;
}
} // namespace

void appendJudgeVsCeiling(ReportTable &t, const LabelsBySource &judges, const LabelsBySource &humans,
    const QHash<QString, qint64> &battleOf, const ArenaAnalysisOptions &o)
{
    for (auto j = judges.cbegin(); j != judges.cend(); ++j) {
        const std::vector<CeilingRound> rounds = ceilingRounds(*j, humans, battleOf);
        if (rounds.size() < 2)
            continue;
        const auto statistic
            = [&rounds](const std::vector<double> &w) { return std::vector<double> { kappaMinusCeiling(rounds, w) }; };
        judge::BootstrapOptions b;
        b.resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
        b.seed = o.seed;
        for (const CeilingRound &r : rounds)
            b.clusters.push_back(r.battle);
        const std::vector<judge::BootstrapInterval> ci = judge::bootstrap(rounds.size(), statistic, b);
        const double value = statistic(std::vector<double>(rounds.size(), 1.0)).front();
        if (std::isfinite(value))
            t.rows << pairedDifferenceRow(QStringLiteral("judge vs the human ceiling"),
                QStringLiteral("%1 (rounds two or more humans answered)").arg(j.key()),
                QStringLiteral("3-level cohen_kappa minus human-human"), value, ci.front(), QStringLiteral("battles"),
                static_cast<double>(rounds.size()));
    }
}

} // namespace draudit::models
