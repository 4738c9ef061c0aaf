// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Annotation edits: each one is a single committed transaction with its history row.
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"

#include <QList>
#include <QString>
#include <optional>

namespace draudit::models {

class ProjectStore;

struct AnnotationEdit
{
    QString annotator;
    Target target; // round:12, response:5, item:7@response:5: where the answer is stored (FormQuestion::storedTarget)
    QString field; // form question id, e.g. "C1"
    QString value;
    QString reason;
    qint64 studyId = 1; // 1 = the project's default study
    QString clientId; // which process or window made the edit
    // The client id is a request's idempotency key (the browser server's "web:<key>"): when the history holds a change
    // by it already, that change's id is returned and nothing is written (a retried request is never doubled).
    bool once = false;
};

struct HistoryEntry
{
    qint64 id = 0;
    QString annotator;
    Target target;
    QString field;
    QString oldValue; // empty for the first answer
    bool hadOldValue = false;
    QString newValue;
    QString reason;
    QString changedAt;
    QString clientId = {}; // who wrote it: gui, cli, import, owner-import (the owner as the annotator), merge, ...
};

struct Annotation
{
    QString annotator;
    Target target;
    QString field;
    QString value;
    QString reason;
    int version = 0;
};

class AnnotationStore
{
public:
    explicit AnnotationStore(ProjectStore &store);

    // Returns the history id once the transaction is durably committed.
    Result<qint64> set(const AnnotationEdit &edit);
    // Withdraws an answer (a question that no longer applies): the value becomes empty, with a history row.
    // Returns the history id, or 0 when there was nothing to withdraw. Empty values count as "no answer".
    Result<qint64> clear(const QString &annotator, const Target &target, const QString &field, const QString &reason,
        qint64 studyId = 1);
    Result<QList<HistoryEntry>> history(const QString &annotator = {}) const;
    // For paging newest first: how many changes there are, and up to limit of them older than change before
    // (nullopt: the newest).
    Result<qint64> historyCount(const QString &annotator = {}) const;
    Result<QList<HistoryEntry>> historyPage(const QString &annotator, std::optional<qint64> before, int limit) const;
    // Undoes the annotator's last change in the study: the answer goes back to what it was (or is withdrawn when
    // it was new), as one more history row. Returns the change that was undone, or nothing when there is none.
    // `clientId` names who undid it in the history; with `once` it is a request's idempotency key: when the history
    // holds a change by it already, nothing is undone again and that change is returned.
    Result<std::optional<HistoryEntry>> undoLast(const QString &annotator, qint64 studyId = 1,
        const QString &clientId = QStringLiteral("undo"), bool once = false);
    // The annotator's last change in the study, if any (what undoLast would undo).
    Result<std::optional<HistoryEntry>> lastChange(const QString &annotator, qint64 studyId = 1) const;
    // The change a multi-step undo takes back next: undos are a stack, each undo row (client "undo" or "undo:…")
    // having taken back the latest change not taken back before it; withdrawals made by the rules (client "withdraw",
    // an answer that stopped applying) are nobody's change and are passed over. Nothing when every change is undone.
    Result<std::optional<HistoryEntry>> lastUndoable(const QString &annotator, qint64 studyId) const;
    // Whether a history client is an undo's, or a withdrawal the rules made.
    static bool isUndoClient(const QString &clientId);
    static QString withdrawalClient() { return QStringLiteral("withdraw"); }
    Result<QList<Annotation>> annotations(const Target &target = {}, qint64 studyId = 1) const; // none: every one
    Result<qint64> ensureAnnotator(const QString &name);
    // A new annotator's name may not differ from an existing one by case alone ("Ann" beside "ann" would split one
    // person's answers in two, or pass for her): nothing when the name is free or is that annotator's own.
    Result<void> checkNameIsDistinct(const QString &name);

    // Shared record guarded by a version: expectedVersion 0 means "must not exist yet".
    // A stale version is reported as an error and nothing is written.
    Result<int> adjudicate(const QString &adjudicator, const Target &target, const QString &field, const QString &value,
        const QString &reason, int expectedVersion, qint64 studyId = 1);

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
