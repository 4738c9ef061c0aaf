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
    Target target; // read from the row
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
    Target target; // read from the row
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

// An annotator's answer on a target with the first judge verdict on it (empty when none).
struct AnswerAndJudge
{
    QString annotator;
    Target target;
    QString human;
    QString judge;
    bool shownMirrored = false; // the annotator saw B on the left (the verdicts are stored in the file's order)
    QString comparison = {}; // the round's comparison as the files name it, and its round number
    int round = 0;
};

class LabelQueries
{
public:
    explicit LabelQueries(ProjectStore &store);

    // A judge as the reports name it, as an SQL expression over judges j: "name/run", or "name" alone for a judge
    // without a run (a benchmark's own queries name judges alike).
    static QString judgeKeySql();

    // Judge labels of a field on targets of one kind, less those with the value leftOut (e.g. "UNKNOWN"; empty: less
    // the empty ones only).
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
