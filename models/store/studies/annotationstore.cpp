// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SQLite takes the write lock up front (BEGIN IMMEDIATE) so two writers queue instead of deadlocking;
// PostgreSQL locks the edited row (SELECT ... FOR UPDATE) so the history's old value is exact. Statements go through
// the store's statement helper (runStatement) and transactions through its transaction helper (inTransaction).
#include "models/store/studies/annotationstore.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"

#include <QCoreApplication>
#include <QVariant>

namespace draudit::models {

namespace {
QVariant textOrEmpty(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// One history row read by history() and historyPage(): id, annotator, target, field, old, new, reason, time.
HistoryEntry historyEntryOf(const QSqlQuery &q)
{
    HistoryEntry h;
    h.id = q.value(0).toLongLong();
    h.annotator = q.value(1).toString();
    h.target = Target::parse(q.value(2).toString());
    h.field = q.value(3).toString();
    h.hadOldValue = !q.value(4).isNull();
    h.oldValue = q.value(4).toString();
    h.newValue = q.value(5).toString();
    h.reason = q.value(6).toString();
    h.changedAt = q.value(7).toString();
    h.clientId = q.value(8).toString();
    return h;
}

// A team annotator's login writes through the server's function, which checks the edit and stamps its time
// (teamfunctions.cpp); the call is its own transaction, committed when it returns.
Result<qint64> setOnServer(ProjectStore &store, const AnnotationEdit &e)
{
    DRAUDIT_TRY(q,
        runStatement(store.database(), QStringLiteral("SELECT draudit_blind.set_answer(?, ?, ?, ?, ?, ?, ?)"),
            { e.studyId, e.annotator, e.target.toString(), e.field, textOrEmpty(e.value), e.reason, e.clientId },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer")));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer"));
    return q.value(0).toLongLong();
}

Result<QList<HistoryEntry>> historyRows(ProjectStore &store, const QString &sql, const QVariantList &binds)
{
    DRAUDIT_TRY(q,
        runStatement(store.database(), sql, binds,
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history")));
    QList<HistoryEntry> out;
    while (q.next())
        out << historyEntryOf(q);
    return out;
}

const QString kHistoryColumns
    = QStringLiteral("SELECT h.id, a.name, h.target, h.field, h.old_value, h.new_value, h.reason, h.changed_at, "
                     "coalesce(h.client_id, '') FROM annotation_history h JOIN annotators a ON a.id = h.annotator_id");
} // namespace

AnnotationStore::AnnotationStore(ProjectStore &store)
    : m_store(store)
{
}

Result<void> AnnotationStore::checkNameIsDistinct(const QString &name)
{
    DRAUDIT_TRY(q,
        runStatement(m_store.database(),
            QStringLiteral("SELECT name FROM annotators WHERE lower(name) = lower(?) AND name <> ? AND NOT EXISTS "
                           "(SELECT 1 FROM annotators WHERE name = ?)"),
            { name, name, name },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the annotators")));
    if (q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
            "an annotator named %1 exists already: names may not differ by case alone")
                        .arg(q.value(0).toString()));
    return {};
}

Result<qint64> AnnotationStore::ensureAnnotator(const QString &name)
{
    if (!m_store.isTeamAnnotator()) {
        DRAUDIT_TRY_VOID(checkNameIsDistinct(name));
        DRAUDIT_TRY_VOID(runStatement(m_store.database(),
            QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                           "ON CONFLICT (name) DO NOTHING"),
            { name, name, m_store.nowUtc() },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot add the annotator")));
    }
    DRAUDIT_TRY(q,
        runStatement(m_store.database(), QStringLiteral("SELECT id FROM annotators WHERE name = ?"), { name },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot find the annotator")));
    // On a PostgreSQL team an annotator's login sees its own annotator only (models/store/team/teamroles.h).
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
            "cannot answer as %1: this database login may write only its own answers")
                        .arg(name));
    return q.value(0).toLongLong();
}

Result<qint64> AnnotationStore::set(const AnnotationEdit &e)
{
    if (e.annotator.isEmpty() || !e.target.isValid() || e.field.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::AnnotationStore", "annotator, target and field are all required"));
    if (m_store.isTeamAnnotator())
        return setOnServer(m_store, e);
    const QString target = e.target.toString(); // as stored
    return inTransaction<qint64>(m_store, [&]() -> Result<qint64> {
        DRAUDIT_TRY(annotator, ensureAnnotator(e.annotator));
        QSqlDatabase &db = m_store.database();
        const bool pg = m_store.backend() == Backend::Postgres;
        if (e.once) {
            DRAUDIT_TRY(done,
                runStatement(db,
                    QStringLiteral("SELECT id FROM annotation_history WHERE client_id = ? AND annotator_id = ?"),
                    { e.clientId, annotator },
                    QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history")));
            if (done.next())
                return done.value(0).toLongLong();
        }
        // SELECT ... FOR UPDATE locks nothing while the answer does not exist yet, so two first answers at once would
        // both record "(none) -> ..." in the history. A transaction lock on the answer's key serialises them; the
        // second then reads the first's committed value. (SQLite writes one transaction at a time: BEGIN IMMEDIATE.)
        if (pg)
            DRAUDIT_TRY_VOID(runStatement(db, QStringLiteral("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))"),
                { QStringLiteral("%1\n%2\n%3\n%4").arg(e.studyId).arg(annotator).arg(target, e.field) },
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot lock the answer")));
        DRAUDIT_TRY(current,
            runStatement(db,
                QStringLiteral("SELECT id, value FROM annotations WHERE study_id = ? AND annotator_id = ? AND "
                               "target = ? AND field = ?")
                    + (pg ? QStringLiteral(" FOR UPDATE") : QString()),
                { e.studyId, annotator, target, e.field },
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the current answer")));
        const QVariant oldValue = current.next() ? current.value(1) : QVariant();
        current.finish();
        const QString now = m_store.nowUtc();
        DRAUDIT_TRY(stored,
            runStatement(db,
                QStringLiteral(
                    "INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, created_at, "
                    "updated_at, client_id, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1) "
                    "ON CONFLICT (study_id, annotator_id, target, field) DO UPDATE SET value = excluded.value, "
                    "reason = excluded.reason, updated_at = excluded.updated_at, client_id = excluded.client_id, "
                    "version = annotations.version + 1 RETURNING id"),
                { e.studyId, annotator, target, e.field, textOrEmpty(e.value), e.reason, now, now, e.clientId },
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer")));
        if (!stored.next())
            return fail(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer"));
        const qint64 annotationId = stored.value(0).toLongLong();
        stored.finish();
        DRAUDIT_TRY(history,
            runStatement(db,
                QStringLiteral(
                    "INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, "
                    "old_value, new_value, reason, changed_at, client_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "RETURNING id"),
                { annotationId, e.studyId, annotator, target, e.field,
                    oldValue.isValid() ? oldValue : QVariant(QMetaType::fromType<QString>()), textOrEmpty(e.value),
                    e.reason, now, e.clientId },
                QCoreApplication::translate(
                    "draudit::models::AnnotationStore", "cannot record the change in the history")));
        if (!history.next())
            return fail(QCoreApplication::translate(
                "draudit::models::AnnotationStore", "cannot record the change in the history"));
        return history.value(0).toLongLong();
    });
}

Result<qint64> AnnotationStore::clear(
    const QString &annotator, const Target &target, const QString &field, const QString &reason, qint64 studyId)
{
    DRAUDIT_TRY(q,
        runStatement(m_store.database(),
            QStringLiteral("SELECT n.value FROM annotations n JOIN annotators a ON a.id = n.annotator_id WHERE "
                           "a.name = ? AND n.target = ? AND n.field = ? AND n.study_id = ?"),
            { annotator, target.toString(), field, studyId },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the current answer")));
    if (!q.next() || q.value(0).toString().isEmpty())
        return 0;
    q.finish();
    return set({ annotator, target, field, QString(), reason, studyId, QStringLiteral("clear") });
}

namespace {
// The annotator's changes in the study, newest first: id, target, field, old value, new value, client.
Result<QSqlQuery> changesNewestFirst(ProjectStore &store, const QString &annotator, qint64 studyId, bool onlyLast)
{
    return runStatement(store.database(),
        QStringLiteral(
            "SELECT h.id, h.target, h.field, h.old_value, h.new_value, h.client_id FROM annotation_history h "
            "JOIN annotators a ON a.id = h.annotator_id WHERE a.name = ? AND h.study_id = ? ORDER BY h.id "
            "DESC%1")
            .arg(onlyLast ? QStringLiteral(" LIMIT 1") : QString()),
        { annotator, studyId },
        QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"));
}

HistoryEntry changeOf(const QSqlQuery &q, const QString &annotator)
{
    HistoryEntry h;
    h.id = q.value(0).toLongLong();
    h.annotator = annotator;
    h.target = Target::parse(q.value(1).toString());
    h.field = q.value(2).toString();
    h.hadOldValue = !q.value(3).isNull() && !q.value(3).toString().isEmpty();
    h.oldValue = q.value(3).toString();
    h.newValue = q.value(4).toString();
    h.clientId = q.value(5).toString();
    return h;
}
} // namespace

Result<std::optional<HistoryEntry>> AnnotationStore::lastChange(const QString &annotator, qint64 studyId) const
{
    DRAUDIT_TRY(q, changesNewestFirst(m_store, annotator, studyId, true));
    if (!q.next())
        return std::optional<HistoryEntry>();
    return std::optional<HistoryEntry>(changeOf(q, annotator));
}

bool AnnotationStore::isUndoClient(const QString &clientId)
{
    return clientId == QLatin1String("undo") || clientId.startsWith(QLatin1String("undo:"));
}

Result<std::optional<HistoryEntry>> AnnotationStore::lastUndoable(const QString &annotator, qint64 studyId) const
{
    DRAUDIT_TRY(q, changesNewestFirst(m_store, annotator, studyId, false));
    int takenBack = 0; // undo rows met, each owed one change before it
    while (q.next()) {
        const QString client = q.value(5).toString();
        if (isUndoClient(client)) {
            ++takenBack;
            continue;
        }
        if (client == withdrawalClient())
            continue;
        if (takenBack > 0) {
            --takenBack;
            continue;
        }
        return std::optional<HistoryEntry>(changeOf(q, annotator));
    }
    return std::optional<HistoryEntry>();
}

Result<std::optional<HistoryEntry>> AnnotationStore::undoLast(
    const QString &annotator, qint64 studyId, const QString &clientId, bool once)
{
    DRAUDIT_TRY(last, lastChange(annotator, studyId));
    if (!last || (once && last->clientId == clientId))
        return last; // nothing to undo, or this request's undo is the last change already
    const HistoryEntry h = *last;
    DRAUDIT_TRY_VOID(set({ annotator, h.target, h.field, h.hadOldValue ? h.oldValue : QString(),
        QCoreApplication::translate("draudit::models::AnnotationStore", "undo"), studyId, clientId, once }));
    return std::optional<HistoryEntry>(h);
}

Result<qint64> AnnotationStore::historyCount(const QString &annotator) const
{
    DRAUDIT_TRY(q,
        runStatement(m_store.database(),
            annotator.isEmpty() ? QStringLiteral("SELECT count(*) FROM annotation_history")
                                : QStringLiteral("SELECT count(*) FROM annotation_history h JOIN annotators a ON "
                                                 "a.id = h.annotator_id WHERE a.name = ?"),
            annotator.isEmpty() ? QVariantList() : QVariantList { annotator },
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history")));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"));
    return q.value(0).toLongLong();
}

Result<QList<HistoryEntry>> AnnotationStore::historyPage(
    const QString &annotator, std::optional<qint64> before, int limit) const
{
    QString sql = kHistoryColumns + QStringLiteral(" WHERE 1 = 1");
    QVariantList binds;
    if (!annotator.isEmpty()) {
        sql += QStringLiteral(" AND a.name = ?");
        binds << annotator;
    }
    if (before) {
        sql += QStringLiteral(" AND h.id < ?");
        binds << *before;
    }
    return historyRows(m_store, sql + QStringLiteral(" ORDER BY h.id DESC LIMIT %1").arg(limit), binds);
}

Result<QList<HistoryEntry>> AnnotationStore::history(const QString &annotator) const
{
    if (annotator.isEmpty())
        return historyRows(m_store, kHistoryColumns + QStringLiteral(" ORDER BY h.id"), {});
    return historyRows(m_store, kHistoryColumns + QStringLiteral(" WHERE a.name = ? ORDER BY h.id"), { annotator });
}

Result<QList<Annotation>> AnnotationStore::annotations(const Target &target, qint64 studyId) const
{
    QString sql = QStringLiteral("SELECT a.name, n.target, n.field, n.value, n.reason, n.version FROM annotations n "
                                 "JOIN annotators a ON a.id = n.annotator_id WHERE n.study_id = ?");
    QVariantList binds { studyId };
    if (target.isValid()) {
        sql += QStringLiteral(" AND n.target = ?");
        binds << target.toString();
    }
    DRAUDIT_TRY(q,
        runStatement(m_store.database(), sql + QStringLiteral(" ORDER BY n.id"), binds,
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the annotations")));
    QList<Annotation> out;
    while (q.next())
        out << Annotation { q.value(0).toString(), Target::parse(q.value(1).toString()), q.value(2).toString(),
            q.value(3).toString(), q.value(4).toString(), q.value(5).toInt() };
    return out;
}

Result<int> AnnotationStore::adjudicate(const QString &adjudicator, const Target &item, const QString &field,
    const QString &value, const QString &reason, int expectedVersion, qint64 studyId)
{
    const QString target = item.toString(); // as stored
    return inTransaction<int>(m_store, [&]() -> Result<int> {
        DRAUDIT_TRY(who, ensureAnnotator(adjudicator));
        const bool first = expectedVersion == 0;
        DRAUDIT_TRY(q,
            runStatement(m_store.database(),
                first ? QStringLiteral("INSERT INTO adjudications (study_id, target, field, value, reason, "
                                       "adjudicator_id, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON "
                                       "CONFLICT DO NOTHING")
                      : QStringLiteral("UPDATE adjudications SET value = ?, reason = ?, adjudicator_id = ?, "
                                       "version = version + 1, updated_at = ? WHERE study_id = ? AND target = ? AND "
                                       "field = ? AND version = ?"),
                first ? QVariantList { studyId, target, field, value, reason, who, m_store.nowUtc() }
                      : QVariantList { value, reason, who, m_store.nowUtc(), studyId, target, field, expectedVersion },
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the adjudication")));
        if (q.numRowsAffected() != 1)
            return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
                "someone else changed the adjudication of %1 / %2 since you loaded it; reload and decide "
                "again")
                            .arg(target, field));
        return expectedVersion + 1;
    });
}

} // namespace draudit::models
