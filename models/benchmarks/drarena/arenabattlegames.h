// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena battles as games, the unit of the official leaderboard (tournament_cli.py → compute_mle_elo): one game per
// battle, won by the battle's winner. A judge's winner is the one its files record (a replay's result, battles.json),
// else the points rule over its round verdicts; a human's comes from their own round verdicts by the points rule; the
// paper's ablation cuts every battle after round k and gives it to the leader on points then.
#pragma once

#include "models/benchmarks/drarena/arenaqueries.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace draudit::models::arena {

// The points rule: MUCH_BETTER gives the winner 2 points, BETTER 1, Tie none; after the rounds the leader wins, equal
// points are a tie. Seat A's score (1, 1/2, 0); empty when no round has a known verdict.
std::optional<double> pointsRuleScore(const QStringList &verdictsInRoundOrder);

struct BattleGame
{
    QString battle; // the battle's target, or the file's id of a battle without its replay
    qint64 systemA = 0;
    qint64 systemB = 0;
    double scoreA = 0.5;
};

struct SourceGames
{
    QList<BattleGame> games;
    int recorded = 0; // winners the files record
    int pointsRule = 0; // winners from round verdicts by the points rule
    int partial = 0; // battles left out: the annotator answered only some of their rounds
};

// Per source: "judge NAME", "judge NAME, battles cut after round 1" (and 2), and "humans" (one game per annotator and
// battle whose every round they answered: one round of ten is no battle's result). `systemNames` maps recorded winners'
// names to systems.
QMap<QString, SourceGames> battleGames(const QList<BattleVerdict> &judged, const QList<BattleVerdict> &answered,
    const QList<RecordedWinner> &recorded, const QHash<qint64, QString> &systemNames);

// The sources' names for the ablation.
QString cutAfterRound(const QString &source, int round);

} // namespace draudit::models::arena
