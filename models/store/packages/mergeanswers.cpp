// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Set-based where the row-by-row merge ran three statements an answer: per chunk, one read of the master's rows for
// each hundred targets, one multi-row insert (or COPY) of the new answers and one of their history rows. The decisions
// (added, unchanged, conflict, stale, updated) and every history row are the row-by-row merge's, in its order.
#include "models/store/packages/mergeanswers.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlQuery>

namespace draudit::models::merge {

namespace {
// Targets per read of the master: the statement is prepared once, the last target repeated to fill it.
constexpr qsizetype kTargetsPerRead = 100;

QString masterReadSql()
{
    QString in;
    for (qsizetype i = 0; i < kTargetsPerRead; ++i)
        in += i ? QStringLiteral(", ?") : QStringLiteral("?");
    return QStringLiteral("SELECT id, target, field, value, client_id, version FROM annotations WHERE study_id = ? AND "
                          "annotator_id = ? AND target IN (")
        + in + QLatin1Char(')');
}
} // namespace

AnswerMerger::AnswerMerger(ProjectStore &master, StatementCache &sql, MergeScope scope, MergeResult &result)
    : m_master(master)
    , m_sql(sql)
    , m_rows(sql, master.backend())
    , m_scope(std::move(scope))
    , m_result(result)
    , m_origin(QCoreApplication::translate("draudit::models::StudyPackage", "merged from %1").arg(m_scope.packageName))
{
}

Result<QHash<QuestionKey, AnswerMerger::MasterRow>> AnswerMerger::masterRows(
    const QList<IncomingAnswer> &answers, qsizetype first, qsizetype n)
{
    QStringList targets;
    QSet<QString> seen;
    for (qsizetype i = first; i < first + n; ++i)
        if (!seen.contains(answers[i].target)) {
            seen.insert(answers[i].target);
            targets << answers[i].target;
        }
    static const QString sql = masterReadSql();
    QHash<QuestionKey, MasterRow> rows;
    for (qsizetype from = 0; from < targets.size(); from += kTargetsPerRead) {
        QVariantList binds { m_scope.studyId, m_scope.annotatorId };
        for (qsizetype i = from; i < from + kTargetsPerRead; ++i)
            binds << targets[std::min(i, targets.size() - 1)];
        DRAUDIT_TRY(q, runQuery(m_master.database(), sql, binds));
        while (q.next())
            rows.insert(questionKey(q.value(1).toString(), q.value(2).toString()),
                MasterRow { q.value(0).toLongLong(), q.value(3).toString(),
                    q.value(4).toString() == QLatin1String("merge"), q.value(5).toLongLong() });
    }
    return rows;
}

Result<qsizetype> AnswerMerger::write(const QList<IncomingAnswer> &answers, qsizetype first, qsizetype most)
{
    qsizetype n = 0;
    QSet<QuestionKey> keys;
    for (; n < most && first + n < answers.size(); ++n) {
        const IncomingAnswer &a = answers[first + n];
        const QuestionKey key = questionKey(a.target, a.field);
        if (keys.contains(key))
            break;
        keys.insert(key);
    }
    DRAUDIT_TRY(master, masterRows(answers, first, n));
    const QString now = m_master.nowUtc();
    QList<const IncomingAnswer *> added;
    m_history.clear();
    for (qsizetype i = first; i < first + n; ++i) {
        const IncomingAnswer &a = answers[i];
        const auto found = master.constFind(questionKey(a.target, a.field));
        if (found == master.constEnd()) {
            addHistory(0, added.size(), a, QVariant(QMetaType::fromType<QString>()), QString(), now);
            added << &a;
            ++m_result.added;
        } else if (found->value == a.value) {
            ++m_result.unchanged;
        } else if (!found->merged) {
            m_result.conflicts.append({ a.target, a.field, found->value, a.value,
                QCoreApplication::translate("draudit::models::StudyPackage",
                    "answered differently in the master; the master's answer is kept") });
        } else if (a.version <= found->version) {
            ++m_result.stale; // an earlier package merged after a newer one
        } else {
            DRAUDIT_TRY_VOID(update(a, *found, now));
        }
    }
    DRAUDIT_TRY(ids, insertAnswers(added, now));
    DRAUDIT_TRY_VOID(insertHistory(ids));
    DRAUDIT_TRY_VOID(m_sql.flushBulk());
    return n;
}

// An answer merged before, changed since in the package: the master's row takes the package's value.
Result<void> AnswerMerger::update(const IncomingAnswer &a, const MasterRow &row, const QString &now)
{
    DRAUDIT_TRY(last,
        runQuery(m_master.database(),
            QStringLiteral("SELECT changed_at FROM annotation_history WHERE id = (SELECT max(id) FROM "
                           "annotation_history WHERE annotation_id = ?)"),
            { row.id }));
    const QString after = last.next() ? last.value(0).toString() : QString();
    DRAUDIT_TRY_VOID(m_sql.exec(QStringLiteral("UPDATE annotations SET value = ?, reason = ?, updated_at = ?, version "
                                               "= ?, client_id = 'merge' WHERE id = ?"),
        { a.value, reasonOf(a), now, a.version, row.id }));
    ++m_result.updated;
    addHistory(row.id, -1, a, QVariant(row.value), after, now);
    return {};
}

// The package's changes made after the master's last one, each with its own time (so a change after the reveal is
// a change of mind, as in the workbench), chained from the master's value to the package's.
void AnswerMerger::addHistory(qint64 annotationId, qsizetype added, const IncomingAnswer &a, const QVariant &fromValue,
    const QString &after, const QString &now)
{
    QList<IncomingChange> changes;
    for (IncomingChange c : a.history) {
        if (c.changedAt <= after)
            continue; // the master has it already
        if (!m_scope.notBefore.isEmpty() && c.changedAt < m_scope.notBefore) {
            m_result.flags << QCoreApplication::translate("draudit::models::StudyPackage",
                "annotation_history row of %1 / %2: dated %3, before this package was issued once the judge was shown; "
                "recorded as made "
                "at its issue (%4)")
                                  .arg(a.target, a.field, c.changedAt, m_scope.notBefore);
            c.changedAt = m_scope.notBefore;
        }
        changes << c;
    }
    if (changes.isEmpty() || changes.back().newValue != a.value)
        changes << IncomingChange { {}, a.value, a.reason, now };
    QVariant old = fromValue;
    for (const IncomingChange &c : std::as_const(changes)) {
        m_history << HistoryRow { annotationId, added, &a, old, c.newValue,
            c.reason.isEmpty() ? m_origin : c.reason + QStringLiteral(" (") + m_origin + QLatin1Char(')'),
            c.changedAt };
        old = c.newValue;
    }
}

QVariant AnswerMerger::reasonOf(const IncomingAnswer &a)
{
    // A reason never given is NULL on both backends (COPY and SQLite's statements would store an empty string).
    return a.reason.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(a.reason);
}

Result<QList<qint64>> AnswerMerger::insertAnswers(const QList<const IncomingAnswer *> &added, const QString &now)
{
    static const QString columns = QStringLiteral(
        "study_id, annotator_id, target, field, value, reason, created_at, updated_at, client_id, version");
    QVariantList values;
    values.reserve(added.size() * 10);
    for (const IncomingAnswer *a : added)
        values << m_scope.studyId << m_scope.annotatorId << a->target << a->field << a->value << reasonOf(*a)
               << a->updatedAt << now << QStringLiteral("merge") << a->version;
    return m_rows.insertRows(QStringLiteral("annotations"), columns, 10, values, ReadBack::No);
}

Result<void> AnswerMerger::insertHistory(const QList<qint64> &addedIds)
{
    static const QString columns = QStringLiteral("annotation_id, study_id, annotator_id, target, field, old_value, "
                                                  "new_value, reason, changed_at, client_id");
    QVariantList values;
    values.reserve(m_history.size() * 10);
    for (const HistoryRow &h : std::as_const(m_history))
        values << (h.added >= 0 ? addedIds.at(h.added) : h.annotationId) << m_scope.studyId << m_scope.annotatorId
               << h.answer->target << h.answer->field << h.oldValue << h.newValue << h.reason << h.changedAt
               << QStringLiteral("merge");
    DRAUDIT_TRY_VOID(m_rows.insertRows(QStringLiteral("annotation_history"), columns, 10, values, ReadBack::No));
    return {};
}

} // namespace draudit::models::merge
