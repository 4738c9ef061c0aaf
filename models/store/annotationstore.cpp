// SQLite takes the write lock up front (BEGIN IMMEDIATE) so two writers queue instead of deadlocking;
// PostgreSQL locks the edited row (SELECT ... FOR UPDATE) so the history's old value is exact.
#include "models/store/annotationstore.h"

#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace draudit::models {

namespace {
Error sqlError(const QString &what, const QSqlQuery &q)
{
    const QSqlError e = q.lastError();
    // SQLITE_FULL (13) / PostgreSQL 53100: say plainly what happened and that nothing changed.
    if (e.nativeErrorCode() == QLatin1String("13") || e.nativeErrorCode() == QLatin1String("53100"))
        return Error { QCoreApplication::translate("draudit::models::AnnotationStore",
                           "the disk is full; nothing was changed — free some space and try again"),
            {}, 0, 0, {} };
    return Error { what + QStringLiteral(": ") + e.text(), {}, 0, 0, {} };
}

// One history row read by history() and historyPage(): id, annotator, target, field, old, new, reason, time.
HistoryEntry historyEntryOf(const QSqlQuery &q)
{
    HistoryEntry h;
    h.id = q.value(0).toLongLong();
    h.annotator = q.value(1).toString();
    h.target = q.value(2).toString();
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
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT draudit_blind.set_answer(?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v : { QVariant(e.studyId), QVariant(e.annotator), QVariant(e.target), QVariant(e.field),
             QVariant(e.value.isNull() ? QStringLiteral("") : e.value), QVariant(e.reason), QVariant(e.clientId) })
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer"), q));
    return q.value(0).toLongLong();
}
} // namespace

AnnotationStore::AnnotationStore(ProjectStore &store)
    : m_store(store)
{
}

Result<void> AnnotationStore::checkNameIsDistinct(const QString &name)
{
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral("SELECT name FROM annotators WHERE lower(name) = lower(?) AND name <> ? AND NOT EXISTS "
                             "(SELECT 1 FROM annotators WHERE name = ?)"));
    for (const QVariant &v : { QVariant(name), QVariant(name), QVariant(name) })
        q.addBindValue(v);
    if (!q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the annotators"), q));
    if (q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
            "an annotator named %1 exists already: names may not differ by case alone")
                        .arg(q.value(0).toString()));
    return {};
}

Result<qint64> AnnotationStore::ensureAnnotator(const QString &name)
{
    if (!m_store.isTeamAnnotator())
        if (auto distinct = checkNameIsDistinct(name); !distinct)
            return tl::unexpected(distinct.error());
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                             "ON CONFLICT (name) DO NOTHING"));
    q.addBindValue(name);
    q.addBindValue(name);
    q.addBindValue(m_store.nowUtc());
    if (!m_store.isTeamAnnotator() && !q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot add the annotator"), q));
    q.prepare(QStringLiteral("SELECT id FROM annotators WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot find the annotator"), q));
    // On a PostgreSQL team an annotator's login sees its own annotator only (models/store/teamroles.h).
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
            "cannot answer as %1: this database login may write only its own answers")
                        .arg(name));
    return q.value(0).toLongLong();
}

Result<qint64> AnnotationStore::set(const AnnotationEdit &e)
{
    if (e.annotator.isEmpty() || e.target.isEmpty() || e.field.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::AnnotationStore", "annotator, target and field are all required"));
    if (m_store.isTeamAnnotator())
        return setOnServer(m_store, e);
    if (!m_store.beginWrite())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot start a transaction: %1")
                        .arg(m_store.lastWriteError()));
    auto body = [&]() -> Result<qint64> {
        auto annotator = ensureAnnotator(e.annotator);
        if (!annotator)
            return tl::unexpected(annotator.error());
        QSqlQuery q(m_store.database());
        const bool pg = m_store.backend() == Backend::Postgres;
        // SELECT ... FOR UPDATE locks nothing while the answer does not exist yet, so two first answers at once would
        // both record "(none) -> ..." in the history. A transaction lock on the answer's key serialises them; the
        // second then reads the first's committed value. (SQLite writes one transaction at a time: BEGIN IMMEDIATE.)
        if (pg) {
            q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))"));
            q.addBindValue(QStringLiteral("%1\n%2\n%3\n%4").arg(e.studyId).arg(*annotator).arg(e.target, e.field));
            if (!q.exec())
                return tl::unexpected(sqlError(
                    QCoreApplication::translate("draudit::models::AnnotationStore", "cannot lock the answer"), q));
        }
        q.prepare(QStringLiteral("SELECT id, value FROM annotations WHERE study_id = ? AND annotator_id = ? AND "
                                 "target = ? AND field = ?")
            + (pg ? QStringLiteral(" FOR UPDATE") : QString()));
        q.addBindValue(e.studyId);
        q.addBindValue(*annotator);
        q.addBindValue(e.target);
        q.addBindValue(e.field);
        if (!q.exec())
            return tl::unexpected(sqlError(
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the current answer"), q));
        const bool existed = q.next();
        const QVariant oldValue = existed ? q.value(1) : QVariant();
        const QString now = m_store.nowUtc();
        q.prepare(QStringLiteral(
            "INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, created_at, updated_at, "
            "client_id, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1) "
            "ON CONFLICT (study_id, annotator_id, target, field) DO UPDATE SET value = excluded.value, "
            "reason = excluded.reason, updated_at = excluded.updated_at, client_id = excluded.client_id, "
            "version = annotations.version + 1 RETURNING id"));
        for (const QVariant &v : { QVariant(e.studyId), QVariant(*annotator), QVariant(e.target), QVariant(e.field),
                 QVariant(e.value.isNull() ? QStringLiteral("") : e.value), QVariant(e.reason), QVariant(now),
                 QVariant(now), QVariant(e.clientId) })
            q.addBindValue(v);
        if (!q.exec() || !q.next())
            return tl::unexpected(sqlError(
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the answer"), q));
        const qint64 annotationId = q.value(0).toLongLong();
        q.prepare(
            QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, "
                           "old_value, new_value, reason, changed_at, client_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                           "RETURNING id"));
        for (const QVariant &v :
            { QVariant(annotationId), QVariant(e.studyId), QVariant(*annotator), QVariant(e.target), QVariant(e.field),
                oldValue.isValid() ? oldValue : QVariant(QMetaType::fromType<QString>()),
                QVariant(e.value.isNull() ? QStringLiteral("") : e.value), QVariant(e.reason), QVariant(now),
                QVariant(e.clientId) })
            q.addBindValue(v);
        if (!q.exec() || !q.next())
            return tl::unexpected(sqlError(QCoreApplication::translate("draudit::models::AnnotationStore",
                                               "cannot record the change in the history"),
                q));
        return q.value(0).toLongLong();
    };
    auto result = body();
    if (!result) {
        m_store.rollbackWrite();
        return result;
    }
    if (!m_store.commitWrite()) {
        const QString why = m_store.lastWriteError();
        m_store.rollbackWrite();
        return fail(
            QCoreApplication::translate("draudit::models::AnnotationStore", "the edit was not committed: %1").arg(why));
    }
    return result;
}

Result<qint64> AnnotationStore::clear(
    const QString &annotator, const QString &target, const QString &field, const QString &reason, qint64 studyId)
{
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral(
        "SELECT n.value FROM annotations n JOIN annotators a ON a.id = n.annotator_id WHERE a.name = ? AND "
        "n.target = ? AND n.field = ? AND n.study_id = ?"));
    for (const QVariant &v : { QVariant(annotator), QVariant(target), QVariant(field), QVariant(studyId) })
        q.addBindValue(v);
    if (!q.exec())
        return tl::unexpected(sqlError(
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the current answer"), q));
    if (!q.next() || q.value(0).toString().isEmpty())
        return 0;
    return set({ annotator, target, field, QString(), reason, studyId, QStringLiteral("clear") });
}

Result<std::optional<HistoryEntry>> AnnotationStore::undoLast(const QString &annotator, qint64 studyId)
{
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral(
        "SELECT h.id, h.target, h.field, h.old_value, h.new_value FROM annotation_history h JOIN annotators a ON "
        "a.id = h.annotator_id WHERE a.name = ? AND h.study_id = ? ORDER BY h.id DESC LIMIT 1"));
    q.addBindValue(annotator);
    q.addBindValue(studyId);
    if (!q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"), q));
    if (!q.next())
        return std::optional<HistoryEntry>();
    HistoryEntry h;
    h.id = q.value(0).toLongLong();
    h.annotator = annotator;
    h.target = q.value(1).toString();
    h.field = q.value(2).toString();
    h.hadOldValue = !q.value(3).isNull() && !q.value(3).toString().isEmpty();
    h.oldValue = q.value(3).toString();
    h.newValue = q.value(4).toString();
    q.finish();
    const QString reason = QCoreApplication::translate("draudit::models::AnnotationStore", "undo");
    if (auto r = set({ annotator, h.target, h.field, h.hadOldValue ? h.oldValue : QString(), reason, studyId,
            QStringLiteral("undo") });
        !r)
        return tl::unexpected(r.error());
    return std::optional<HistoryEntry>(h);
}

Result<qint64> AnnotationStore::historyCount(const QString &annotator) const
{
    QSqlQuery q(m_store.database());
    q.prepare(annotator.isEmpty() ? QStringLiteral("SELECT count(*) FROM annotation_history")
                                  : QStringLiteral("SELECT count(*) FROM annotation_history h JOIN annotators a ON "
                                                   "a.id = h.annotator_id WHERE a.name = ?"));
    if (!annotator.isEmpty())
        q.addBindValue(annotator);
    if (!q.exec() || !q.next())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"), q));
    return q.value(0).toLongLong();
}

Result<QList<HistoryEntry>> AnnotationStore::historyPage(
    const QString &annotator, std::optional<qint64> before, int limit) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    QString sql = QStringLiteral(
        "SELECT h.id, a.name, h.target, h.field, h.old_value, h.new_value, h.reason, "
        "h.changed_at, coalesce(h.client_id, '') FROM annotation_history h JOIN annotators a ON a.id = h.annotator_id "
        "WHERE 1 = 1");
    if (!annotator.isEmpty())
        sql += QStringLiteral(" AND a.name = ?");
    if (before)
        sql += QStringLiteral(" AND h.id < ?");
    q.prepare(sql + QStringLiteral(" ORDER BY h.id DESC LIMIT %1").arg(limit));
    if (!annotator.isEmpty())
        q.addBindValue(annotator);
    if (before)
        q.addBindValue(*before);
    if (!q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"), q));
    QList<HistoryEntry> out;
    while (q.next())
        out << historyEntryOf(q);
    return out;
}

Result<QList<HistoryEntry>> AnnotationStore::history(const QString &annotator) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    QString sql = QStringLiteral(
        "SELECT h.id, a.name, h.target, h.field, h.old_value, h.new_value, h.reason, "
        "h.changed_at, coalesce(h.client_id, '') FROM annotation_history h JOIN annotators a ON a.id = h.annotator_id");
    if (!annotator.isEmpty())
        sql += QStringLiteral(" WHERE a.name = ?");
    q.prepare(sql + QStringLiteral(" ORDER BY h.id"));
    if (!annotator.isEmpty())
        q.addBindValue(annotator);
    if (!q.exec())
        return tl::unexpected(
            sqlError(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the history"), q));
    QList<HistoryEntry> out;
    while (q.next())
        out << historyEntryOf(q);
    return out;
}

Result<QList<Annotation>> AnnotationStore::annotations(const QString &target, qint64 studyId) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT a.name, n.target, n.field, n.value, n.reason, n.version FROM annotations n "
                                 "JOIN annotators a ON a.id = n.annotator_id WHERE n.study_id = ?");
    if (!target.isEmpty())
        sql += QStringLiteral(" AND n.target = ?");
    q.prepare(sql + QStringLiteral(" ORDER BY n.id"));
    q.addBindValue(studyId);
    if (!target.isEmpty())
        q.addBindValue(target);
    if (!q.exec())
        return tl::unexpected(sqlError(
            QCoreApplication::translate("draudit::models::AnnotationStore", "cannot read the annotations"), q));
    QList<Annotation> out;
    while (q.next())
        out << Annotation { q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
            q.value(4).toString(), q.value(5).toInt() };
    return out;
}

Result<int> AnnotationStore::adjudicate(const QString &adjudicator, const QString &target, const QString &field,
    const QString &value, const QString &reason, int expectedVersion, qint64 studyId)
{
    if (!m_store.beginWrite())
        return fail(QCoreApplication::translate("draudit::models::AnnotationStore", "cannot start a transaction: %1")
                        .arg(m_store.lastWriteError()));
    auto body = [&]() -> Result<int> {
        auto who = ensureAnnotator(adjudicator);
        if (!who)
            return tl::unexpected(who.error());
        QSqlQuery q(m_store.database());
        if (expectedVersion == 0) {
            q.prepare(
                QStringLiteral("INSERT INTO adjudications (study_id, target, field, value, reason, adjudicator_id, "
                               "version, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT DO NOTHING"));
            for (const QVariant &v : { QVariant(studyId), QVariant(target), QVariant(field), QVariant(value),
                     QVariant(reason), QVariant(*who), QVariant(m_store.nowUtc()) })
                q.addBindValue(v);
        } else {
            q.prepare(QStringLiteral("UPDATE adjudications SET value = ?, reason = ?, adjudicator_id = ?, "
                                     "version = version + 1, updated_at = ? WHERE study_id = ? AND target = ? AND "
                                     "field = ? AND version = ?"));
            for (const QVariant &v : { QVariant(value), QVariant(reason), QVariant(*who), QVariant(m_store.nowUtc()),
                     QVariant(studyId), QVariant(target), QVariant(field), QVariant(expectedVersion) })
                q.addBindValue(v);
        }
        if (!q.exec())
            return tl::unexpected(sqlError(
                QCoreApplication::translate("draudit::models::AnnotationStore", "cannot store the adjudication"), q));
        if (q.numRowsAffected() != 1)
            return fail(QCoreApplication::translate("draudit::models::AnnotationStore",
                "someone else changed the adjudication of %1 / %2 since you loaded it; reload and decide again")
                            .arg(target, field));
        return expectedVersion + 1;
    };
    auto result = body();
    if (!result) {
        m_store.rollbackWrite();
        return result;
    }
    if (!m_store.commitWrite())
        return fail(
            QCoreApplication::translate("draudit::models::AnnotationStore", "the adjudication was not committed: %1")
                .arg(m_store.lastWriteError()));
    return result;
}

} // namespace draudit::models
