// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a returned study package holds, read whole, and every check it must pass before the master is touched.
// Internal to the merge (packagemerge.cpp); the tampering cases the checks refuse are tst_models_packagetamper's table.
#pragma once

#include "models/store/packages/studypackage.h"
#include "models/store/studies/studystore.h"
#include "models/study/queuestatus.h"

#include <QSqlDatabase>
#include <QVariant>

namespace draudit::models::merge {

struct PackageMeta
{
    QString study, annotator, id, phase, token;
};

// The master's record of the package it issued.
struct IssuedPackage
{
    QString phase;
    QString issuedAt;
    bool afterReveal = false; // issued when a reveal package of this annotator in this study had been issued
    QString secret; // the package's key (packagetoken.h, packagealias.h)
};

struct IncomingChange
{
    QString oldValue, newValue, reason, changedAt;
};

struct IncomingAnswer
{
    qint64 row = 0;
    QString target, field, value, reason, updatedAt;
    qint64 version = 1;
    QList<IncomingChange> history; // the package's history of this answer, oldest first
};

struct IncomingProgress
{
    qint64 row = 0;
    QString target, status; // as the package's row holds them: checked (progressProblem) before they are used
    QVariant seconds, doneAt;
    QVariant flaggedAt = {}; // null unless the item was flagged for discussion
    std::optional<QueueStatus> state() const { return parseQueueStatus(status); }
};

struct IncomingBlinding
{
    qint64 row = 0;
    QString target;
    QVariant shownAt, committedAt, revealedAt;
};

struct Incoming
{
    QList<IncomingAnswer> answers;
    QList<IncomingProgress> progress;
    QList<IncomingBlinding> blinding;
};

// A refusal naming the package, the table row and the reason.
tl::unexpected<Error> refuse(const QString &path, const QString &table, qint64 row, const QString &why);

Result<PackageMeta> readMeta(QSqlDatabase &pkg, const QString &path);
Result<Incoming> readIncoming(QSqlDatabase &pkg);
// A blind or reveal package's targets back to the master's (packagealias.h): those of the annotator's items and of
// the questions they ask. A target that is no alias of one of them stays as it is, and the checks refuse it.
void unaliasTargets(
    Incoming &in, const IssuedPackage &issued, const QList<QueueItem> &queue, const PackageQuestions &questions);

// Issued by this master, to this study and annotator in this phase, proven by the token only the master's key makes,
// and not superseded by a newer package of the same annotator merged since (it would take back her later answers).
Result<IssuedPackage> checkIssued(
    ProjectStore &master, const PackageMeta &m, const StudyInfo &study, const QString &path);
// Every row in the package's annotator tables is the issued annotator's in the issued study.
Result<void> checkOwnership(QSqlDatabase &pkg, const PackageMeta &m, const QString &path);

// What the master holds of this annotator's answers in the study, by question key: its value and revision.
struct MasterAnswer
{
    QString value;
    qint64 version = 0;
};
using MasterAnswers = QHash<QuestionKey, MasterAnswer>;
Result<MasterAnswers> masterAnswers(ProjectStore &master, qint64 studyId, const QString &annotator);

// Every answer answers a question of its item with a value that question can have, in text of bounded length with no
// control characters, with a revision the master's and the package's own history can account for; a question about
// the revealed judge is never answered in a blind package.
Result<void> checkAnswers(const QList<IncomingAnswer> &answers, const PackageQuestions &questions,
    const MasterAnswers &master, PackagePhase phase, const PackageRules &rules, const QString &path);
// Progress and blinding rows: assigned items, known states, numeric times spent, times in a possible order.
Result<void> checkProgress(const Incoming &in, const QHash<QString, QueueItem> &assigned, const QString &path);
// What the master's blinding records say of the annotator's items, by target (committed, revealed; done unset).
using MasterBlinding = QHash<QString, PackageItemState>;
Result<MasterBlinding> masterBlinding(ProjectStore &master, qint64 studyId, const QString &annotator);
// Every item the package touches keeps the session's rules once merged (PackageRules::item): done only with every
// required question answered, nothing brought to a question its conditions exclude, an after-commit question only on
// a committed item, a question about the judge only on an item whose reveal the master recorded.
struct ItemsInMaster
{
    const MasterAnswers &answers;
    const MasterBlinding &blinding;
    const QHash<QString, QueueItem> &assigned;
};
Result<void> checkItems(const Incoming &in, const PackageQuestions &questions, const ItemsInMaster &master,
    const PackageRules &rules, const QString &path);
// A blind package carries no judge records: a reveal time in it is one the master recorded already, or forged.
Result<void> checkNothingRevealed(ProjectStore &master, const StudyInfo &study, const QString &annotator,
    const QList<IncomingBlinding> &blinding, const QString &path);
// Times outside [issued − 24 h, now + 24 h]: accepted, and listed.
QStringList flagTimes(const Incoming &in, const IssuedPackage &issued, const QString &now);

} // namespace draudit::models::merge
