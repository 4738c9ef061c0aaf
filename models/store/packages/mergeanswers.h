// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The answers of a checked study package written into the master, a chunk at a time: the master's rows for the chunk
// read in a few statements, the new answers and every history row written in multi-row statements (PostgreSQL: COPY).
// Internal to the merge (packagemerge.cpp).
#pragma once

#include "models/store/packages/packagechecks.h"
#include "models/store/storage/rowinserter.h"
#include "models/store/storage/statementcache.h"

namespace draudit::models::merge {

// Whose answers a merge writes, and how it records them.
struct MergeScope
{
    qint64 studyId = 0;
    qint64 annotatorId = 0;
    QString packageName; // in every history row's reason
    // Every change a reveal package brings counts as made after the reveal, whatever time it claims, so no change of
    // mind can pass for a blind answer: the reveal package's issue time (empty for other phases).
    QString notBefore;
};

class AnswerMerger
{
public:
    AnswerMerger(ProjectStore &master, StatementCache &sql, MergeScope scope, MergeResult &result);

    // Writes answers [first, first + most) of `answers`, or fewer: a chunk ends before an answer whose question came
    // earlier in it (a doctored package may repeat one), which the next chunk then finds in the master. How many it
    // wrote. Everything it wrote is sent to the server before it returns.
    Result<qsizetype> write(const QList<IncomingAnswer> &answers, qsizetype first, qsizetype most);

private:
    struct MasterRow
    {
        qint64 id = 0;
        QString value;
        bool merged = false; // last written by a merge, not in the master itself
        qint64 version = 0;
    };
    struct HistoryRow
    {
        qint64 annotationId = 0; // 0: the new answer's, known once it is inserted
        qsizetype added = -1; // that new answer's index among the chunk's
        const IncomingAnswer *answer = nullptr;
        QVariant oldValue;
        QString newValue, reason, changedAt;
    };

    Result<QHash<QuestionKey, MasterRow>> masterRows(
        const QList<IncomingAnswer> &answers, qsizetype first, qsizetype n);
    Result<void> update(const IncomingAnswer &a, const MasterRow &row, const QString &now);
    void addHistory(qint64 annotationId, qsizetype added, const IncomingAnswer &a, const QVariant &fromValue,
        const QString &after, const QString &now);
    Result<QList<qint64>> insertAnswers(const QList<const IncomingAnswer *> &added, const QString &now);
    Result<void> insertHistory(const QList<qint64> &addedIds);
    static QVariant reasonOf(const IncomingAnswer &a);

    ProjectStore &m_master;
    StatementCache &m_sql;
    RowInserter m_rows;
    MergeScope m_scope;
    MergeResult &m_result;
    QString m_origin; // "merged from FILE"
    QList<HistoryRow> m_history; // the chunk's, in the order the row-by-row merge wrote them
};

} // namespace draudit::models::merge
