// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's own queries, run through the store's statement helper: a battle's rounds as study candidates (each
// released with its whole battle), verdicts with their battle and seats, recorded winners, and where each round sits
// in its battle. The store itself names no battle; these read its comparisons and rounds, DR-Arena's only (a project
// may hold another battle-shaped benchmark's too).
#pragma once

#include "models/core/error.h"
#include "models/study/studyplan.h"

#include <QHash>
#include <QList>
#include <QString>

namespace draudit::models {

class ProjectStore;

// A verdict on one round of a battle between two systems, by a source.
struct BattleVerdict
{
    QString source; // "judge NAME/RUN" or "humans"
    qint64 battle = 0;
    qint64 systemA = 0;
    qint64 systemB = 0;
    QString value;
    int round = 0; // the round's number in its battle
    QString annotator = {}; // whose answer (human verdicts only)
    int roundsInBattle = 0; // the battle's rounds in the project (human verdicts only: a game needs all of them)
};

// A battle's result as its files record it (a replay's result, battles.json's winner): the judge that ran it, the two
// systems, and the winner's name or "Tie". `battle` is the battle's target, or the file's own id for a battle whose
// replay is not imported.
struct RecordedWinner
{
    QString source; // "judge NAME/RUN"
    QString battle;
    qint64 systemA = 0;
    qint64 systemB = 0;
    QString winner;
};

// A round's number in its battle, and whether the battle ends with it.
struct RoundPlace
{
    int number = 0;
    bool last = false;
};

// A battle's two systems and how many rounds it has.
struct BattleLength
{
    qint64 battle = 0;
    qint64 systemA = 0;
    qint64 systemB = 0;
    int rounds = 0;
};

// A round's battle, seats and the two answers' texts.
struct RoundAnswers
{
    QString target; // "round:ID"
    qint64 battle = 0;
    qint64 systemA = 0;
    qint64 systemB = 0;
    QString textA;
    QString textB;
};

class ArenaQueries
{
public:
    explicit ArenaQueries(ProjectStore &store);

    // Every round of every battle, in id order, with its strata (model pair, task, domain, language, round, the
    // judge's verdict, the information tree); a round's unit is its battle.
    Result<QList<StudyCandidate>> roundCandidates() const;
    // Verdicts in a field on rounds with their battle and seats: every judge's, and a study's human answers (pooled
    // as "humans"), in the order the store keeps them (a bootstrap over battles depends on it).
    Result<QList<BattleVerdict>> judgeBattleVerdicts(const QString &field) const;
    Result<QList<BattleVerdict>> humanBattleVerdicts(qint64 studyId, const QString &field) const;
    // Recorded battle results (field "winner" on battles, and on battles.json's battles without a replay, with their
    // models), in the order the store keeps them; a battles.json battle whose replay was imported later is left to the
    // replay's own record. `unrated` counts results kept without their models (imported by an older draudit).
    // Battles without their replay are recorded under Target::external(unlinkedScheme, id), and a replay of the
    // benchmark names its battle by external id.
    Result<QList<RecordedWinner>> recordedBattleWinners(
        const QString &unlinkedScheme, const QString &benchmark, int *unrated = nullptr) const;
    // Every round's place in its battle: "round:ID" -> its number and whether it is the battle's last.
    Result<QHash<QString, RoundPlace>> roundPlaces() const;
    // Every battle with at least one round, in id order.
    Result<QList<BattleLength>> battleLengths() const;
    // The battle of every round: "round:ID" -> battle id.
    Result<QHash<QString, qint64>> roundBattles() const;
    // Every round with both answers, in the store's order.
    Result<QList<RoundAnswers>> roundAnswers() const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
