// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Offline teams: a study package is a self-contained project file with one annotator's items, and merging it back
// adds their answers to the master project.
//
// A package of a blind study comes in two phases. The blind package carries what the annotator may see before
// committing and nothing derived from the judge: no judge records, winners, scores, evolution, round depth or width,
// strata, durations, token counts or metadata, and no stable system identity (every answer's system is "Left answer",
// "Right answer" or "Report" for that item alone; system names in copied text become "[system]"). Once its answers
// are merged, the master can issue the reveal package: the same items plus the judge's records for exactly the items
// the annotator committed in the master, for the reveal-and-audit questions.
//
// Every package has a random id recorded in the master with its study, annotator and phase; a merge accepts it only
// for that study and annotator, validates every value against the study's form and every progress field, and never
// lets an answer older than the master's (by its per-annotator revision) replace it. Any refusal changes nothing.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/questionkey.h"
#include "models/store/packages/packagecopy.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>
#include <optional>
#include <utility>

namespace draudit::models {

class ProjectStore;
struct QueueItem;
struct StudyInfo;

enum class PackagePhase
{
    Open, // a study that is not blind: everything the workbench would show
    Blind,
    Reveal,
};

QString packagePhaseName(PackagePhase phase);

struct PackageSummary
{
    QString path;
    QString id;
    PackagePhase phase = PackagePhase::Open;
    int items = 0;
    int systems = 0; // distinct systems behind the package's answers (not stored in a blind package)
    int revealed = 0; // items whose judge records a reveal package carries
    bool blind() const { return phase != PackagePhase::Open; }
};

// What a package file says it is (its meta rows).
struct PackageIdentity
{
    QString id, study, annotator;
    PackagePhase phase = PackagePhase::Open;
};
// The package a project is, or nothing for a project that is not a package.
Result<std::optional<PackageIdentity>> packageIdentity(ProjectStore &store);

// A file cannot hold items back: a blind package of a study of whole comparisons holds every round of each, so its
// file reveals each one's length, which follows from the judge's verdicts. It is written only when asked for.
enum class UnitLengths
{
    Refuse, // the export fails, saying why
    Shown, // the owner accepts that the file shows them (draudit study export --reveals-unit-lengths)
};

// The items of a package as the annotator may see them (models::makeItem, made from the package's own rows, with its
// aliases): target -> the item's JSON, in the queue's order. `reveal`: done items are made as committed.
using PackageItemValues = std::function<Result<QList<std::pair<QString, QByteArray>>>(
    ProjectStore &package, const QString &study, const QString &annotator, bool reveal)>;

struct PackageRequest
{
    QString study, annotator;
    QString path; // must not exist
    bool reveal = false; // the reveal package of a blind study
    UnitLengths lengths = UnitLengths::Refuse;
    QList<ItemKeys> itemKeys; // what the benchmarks' forms ask about (models::exportStudyPackage in the registry)
    PackageItemValues items = {}; // the items' values, carried in the table package_items
};
Result<PackageSummary> writeStudyPackage(ProjectStore &master, const PackageRequest &request);

struct MergeConflict
{
    QString target;
    QString field;
    QString masterValue;
    QString packageValue;
    QString why;
};

struct MergeResult
{
    QString packageId;
    QString annotator;
    QString study;
    int added = 0;
    int updated = 0; // answers this annotator changed since an earlier merge of their package
    int unchanged = 0;
    int stale = 0; // answers older than the master's (an earlier package merged after a newer one): kept as they are
    int progress = 0; // assignments whose status or time came from the package
    int blindingEvents = 0; // shown, committed and revealed times taken from the package
    QList<MergeConflict> conflicts; // kept as in the master, listed here
    // Accepted but worth a look, each naming the row: times outside [issued − 24 h, merge + 24 h] (laptop clocks
    // drift), and changes in a reveal package dated before it was issued (recorded as made at its issue).
    QStringList flags;
};

// The questions an annotator's items ask: by stored target and field (questionKey), what a merged answer may answer;
// and each item's form as asked, so an item counts as done only with every required question answered. Benchmarks
// expand forms per item, so models/benchmarks/registry.h gives this (mergePackage).
struct PackageQuestions
{
    // Into formOfItem's forms (their questions are never changed once made): a million keys share an item's forty
    // questions instead of copying one each.
    QHash<QuestionKey, const FormQuestion *> byKey;
    QHash<QString, FormDefinition> formOfItem; // by the queue item's target
    QHash<QuestionKey, QString> itemOfKey; // the queue item asking it
};
using QuestionsOfQueue = std::function<Result<PackageQuestions>(const StudyInfo &, const QList<QueueItem> &)>;

// An item as the master and the package say it is once merged: committed (in either), revealed (recorded in the
// master: a reveal package's issue records it), done.
struct PackageItemState
{
    bool committed = false;
    bool revealed = false;
    bool done = false;
};
// The study's rules a merged answer and item must keep: the annotation session's own (models/session), handed down so
// that a package follows the rules the workbench and the server follow.
struct PackageRules
{
    // Why a value (with its reason) cannot answer the question, or nothing.
    std::function<std::optional<QString>(const FormQuestion &, const QString &value, const QString &reason)> answer;
    // Why the item's answers once merged (question id -> value) break its form's rules: an answer the package brings
    // (`brought`, question ids) to a question not asked in the item's state or not applying, or a done item missing a
    // required answer. Nothing when they keep them.
    std::function<std::optional<QString>(const FormDefinition &, const QHash<QString, QString> &answers,
        const QSet<QString> &brought, const PackageItemState &)>
        item;
};

// Checked whole before anything is written; then written in transactions of about a second each (one for a package of
// a few thousand answers), so an edit made meanwhile waits for one of them. Idempotent: merging the same package again
// changes nothing, and finishes a merge that stopped part-way (the package is marked merged by its last transaction).
// An answer never overwrites one given in the master itself; another annotator's rows are never touched. How long one
// transaction of a merge may grow: whichever limit is reached first ends it.
struct MergeBatching
{
    qint64 milliseconds = 1000;
    qsizetype changes = 50000; // answers, progress and blinding changes
};
Result<MergeResult> mergeStudyPackage(ProjectStore &master, const QString &packagePath,
    const QuestionsOfQueue &questions, const PackageRules &rules, const MergeBatching &batching = {});

} // namespace draudit::models
