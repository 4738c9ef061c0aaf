// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the agreement analyses read: labels per source (each judge run, each annotator) for a field on targets of one
// kind (nullopt: of any kind), and answers with the side each annotator saw first. A study's human answers are read on
// the thread's answer basis (answerbasis.h): as held at their item's first commit unless a report asks for the final.
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"

#include <QHash>
#include <QMap>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace draudit::models {

class ProjectStore;

// source ("judge/run" or annotator name) -> target -> label
using LabelsBySource = QMap<QString, QHash<QString, QString>>;

struct SidedAnswer
{
    QString annotator;
    QString value;
    bool leftIsA = true; // the annotator saw seat A on the left
};

struct SourcedValue
{
    QString source; // "judge/run"
    QString value;
};

struct ScoredTarget
{
    QString target;
    double score = 0;
    QString run; // the judge's run
};

struct JudgedTarget
{
    QString target;
    QVariant value; // null when the judge gave only a score
    double score = 0;
};

// A judge record with the judge's name ("name/run" when the judge has a run) and its field.
struct JudgeDecision
{
    QString judge; // "name/run", or the name of a judge without a run
    QString target;
    QString field;
    QString value; // empty when the judge gave only a score
    std::optional<double> score;
    QString judgeName; // judges.name alone (a run's name may itself hold a '/')
};

struct JudgedAnswer
{
    QString judgeValue;
    QString humanValue;
    QString judgeFlags = {}; // the judge record's flags ("validate-error,no-validation"), empty when none
};

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

// An annotator's answer on a target with the first judge verdict on it (empty when none).
struct AnswerAndJudge
{
    QString annotator;
    QString target;
    QString human;
    QString judge;
    bool shownMirrored = false; // the annotator saw B on the left (the verdicts are stored in the file's order)
    QString battle = {}; // the round's battle as the files name it, and its round number
    int round = 0;
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

class LabelQueries
{
public:
    explicit LabelQueries(ProjectStore &store);

    // Judge labels of a field on targets of one kind, less those with the value leftOut (e.g. "UNKNOWN").
    Result<LabelsBySource> judgeLabels(
        const QString &field, std::optional<Target::Kind> kind, const QString &leftOut) const;
    // Non-empty human answers of a study in a field on targets of one kind.
    Result<LabelsBySource> humanLabels(qint64 studyId, const QString &field, std::optional<Target::Kind> kind) const;
    // Adjudicated ("gold") values of a study in a field on targets of one kind: target -> value.
    Result<QHash<QString, QString>> goldLabels(
        qint64 studyId, const QString &field, std::optional<Target::Kind> kind) const;
    // Judge labels of a field on any target: the value, or the score as text where the judge gave only a score.
    Result<LabelsBySource> judgeLabelsOrScores(const QString &field) const;
    // Non-empty human answers of a study in a field, each paired with every record of a judge (by name, any run) in
    // the same field on the same target.
    Result<QList<JudgedAnswer>> answersWithJudge(qint64 studyId, const QString &field, const QString &judgeName) const;
    // Every judge record of a field on targets of one kind: its value (or null) and score.
    Result<QList<JudgedTarget>> judgeRecords(const QString &field, Target::Kind kind) const;
    // Every judge record on targets of one kind, any field, in the order the store keeps them.
    Result<QList<JudgeDecision>> judgeDecisions(Target::Kind kind) const;
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
    // System names by id.
    Result<QHash<qint64, QString>> systemNames() const;
    // A study's answers in a field on rounds, each with the first judge record of judgeField on the round, ordered
    // by target then annotator.
    Result<QList<AnswerAndJudge>> roundAnswersWithJudge(
        qint64 studyId, const QString &field, const QString &judgeField) const;
    // Names of the judges with records in a field (the RACE runs: "overall_score"), in name order.
    Result<QStringList> judgeNamesWithField(const QString &field) const;
    // Scores one judge (every run) gave in a field, on any target.
    Result<QList<ScoredTarget>> judgeScores(const QString &judgeName, const QString &field) const;
    // Non-null judge values of a field on targets of one kind, by target (any judge; a later record wins).
    Result<QHash<QString, QString>> judgeValuesByTarget(const QString &field, Target::Kind kind) const;
    // Judge values of a field on targets of one kind, with their judge.
    Result<QList<SourcedValue>> judgeValues(const QString &field, std::optional<Target::Kind> kind) const;
    // How many judge records of a field have this value.
    Result<int> judgeValueCount(const QString &field, const QString &value) const;
    // Non-empty answers of a study in a field.
    Result<QStringList> answerValues(qint64 studyId, const QString &field) const;
    // Non-empty answers of a study in a field given on an assignment, with the side the annotator saw first.
    Result<QList<SidedAnswer>> sidedAnswers(qint64 studyId, const QString &field) const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
