// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/drarena/arenabattlegames.h"

#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/forms/target.h"

#include <QSet>
#include <algorithm>
#include <limits>

namespace draudit::models::arena {

std::optional<double> pointsRuleScore(const QStringList &verdictsInRoundOrder)
{
    int lead = 0; // seat A's points minus seat B's
    bool known = false;
    for (const QString &v : verdictsInRoundOrder)
        if (const auto points = verdictPoints(v)) {
            lead += *points;
            known = true;
        }
    if (!known)
        return std::nullopt;
    return lead > 0 ? 1.0 : lead < 0 ? 0.0 : 0.5;
}

QString cutAfterRound(const QString &source, int round)
{
    return QStringLiteral("%1, battles cut after round %2").arg(source).arg(round);
}

namespace {
// One battle's round verdicts by one source (and annotator), in round order.
struct Rounds
{
    qint64 battle = 0, systemA = 0, systemB = 0;
    int roundsInBattle = 0; // 0: not known (a judge's verdicts)
    QList<std::pair<int, QString>> verdicts; // (round, verdict)
    QStringList upTo(int round) const
    {
        QStringList out;
        for (const auto &[number, verdict] : verdicts)
            if (number <= round)
                out << verdict;
        return out;
    }
};

// Keyed by source, annotator and battle, in the order the verdicts first appear (a bootstrap over battles depends on
// a stable order).
QList<std::pair<QString, Rounds>> byBattle(const QList<BattleVerdict> &verdicts)
{
    QList<std::pair<QString, Rounds>> out;
    QHash<QString, qsizetype> index;
    for (const BattleVerdict &v : verdicts) {
        const QString key = v.source + QLatin1Char('\n') + v.annotator + QLatin1Char('\n') + QString::number(v.battle);
        auto it = index.constFind(key);
        if (it == index.constEnd()) {
            it = index.insert(key, out.size());
            out.append({ v.source, Rounds { v.battle, v.systemA, v.systemB, v.roundsInBattle, {} } });
        }
        out[*it].second.verdicts.append({ v.round, v.value });
    }
    for (auto &[source, rounds] : out)
        std::sort(rounds.verdicts.begin(), rounds.verdicts.end(),
            [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

void addRecorded(QMap<QString, SourceGames> &out, const QList<RecordedWinner> &recorded,
    const QHash<qint64, QString> &systemNames, QSet<QString> &seen)
{
    for (const RecordedWinner &w : recorded) {
        const QString key = w.source + QLatin1Char('\n') + w.battle;
        if (seen.contains(key))
            continue;
        const double scoreA = w.winner == systemNames.value(w.systemA) ? 1.0
            : w.winner == systemNames.value(w.systemB)                 ? 0.0
                                                                       : 0.5;
        seen.insert(key);
        SourceGames &g = out[w.source];
        g.games.append({ w.battle, w.systemA, w.systemB, scoreA });
        ++g.recorded;
    }
}
} // namespace

QMap<QString, SourceGames> battleGames(const QList<BattleVerdict> &judged, const QList<BattleVerdict> &answered,
    const QList<RecordedWinner> &recorded, const QHash<qint64, QString> &systemNames)
{
    QMap<QString, SourceGames> out;
    QSet<QString> seen; // source and battle with a game already
    addRecorded(out, recorded, systemNames, seen);
    for (const auto &[source, r] : byBattle(judged)) {
        const QString battle = Target::comparison(r.battle).toString();
        for (int cut : { 1, 2 })
            if (const auto score = pointsRuleScore(r.upTo(cut))) {
                SourceGames &g = out[cutAfterRound(source, cut)];
                g.games.append({ battle, r.systemA, r.systemB, *score });
                ++g.pointsRule;
            }
        if (seen.contains(source + QLatin1Char('\n') + battle))
            continue;
        if (const auto score = pointsRuleScore(r.upTo(std::numeric_limits<int>::max()))) {
            SourceGames &g = out[source];
            g.games.append({ battle, r.systemA, r.systemB, *score });
            ++g.pointsRule;
        }
    }
    for (const auto &[source, r] : byBattle(answered)) {
        if (r.roundsInBattle > 0 && r.verdicts.size() < r.roundsInBattle) {
            ++out[source].partial;
            continue;
        }
        if (const auto score = pointsRuleScore(r.upTo(std::numeric_limits<int>::max()))) {
            SourceGames &g = out[source];
            g.games.append({ Target::comparison(r.battle).toString(), r.systemA, r.systemB, *score });
            ++g.pointsRule;
        }
    }
    return out;
}

} // namespace draudit::models::arena
