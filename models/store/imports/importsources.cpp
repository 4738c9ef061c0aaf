// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Until its digest is known a source row carries a unique stand-in, so the UNIQUE (sha256, format) rule holds.
#include "models/store/imports/importsources.h"

#include "models/core/resulttry.h"
#include "models/io/writeback.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace draudit::models {

Q_LOGGING_CATEGORY(lcBulkImport, "draudit.models.import", QtWarningMsg)

Result<std::optional<qint64>> sourceWithDigest(ProjectStore &store, const QByteArray &digest, const QString &format)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("SELECT id FROM sources WHERE sha256 = ? AND format = ?"),
            { QString::fromLatin1(digest), format }));
    if (q.next())
        return std::optional<qint64>(q.value(0).toLongLong());
    return std::optional<qint64>();
}

bool sourceSeenBefore(ProjectStore &store, const QString &path, qint64 size, const QString &format)
{
    auto q = runQuery(store.database(),
        QStringLiteral("SELECT 1 FROM sources WHERE path = ? AND size = ? AND format = ?"), { path, size, format });
    return q && q->next();
}

Result<int> sourceVersions(ProjectStore &store, const QString &path, const QString &format)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("SELECT count(*) FROM sources WHERE path = ? AND format = ?"),
            { path, format }));
    return q.next() ? q.value(0).toInt() : 0;
}

Result<qint64> addPendingSource(
    ProjectStore &store, const QString &path, qint64 size, const QString &format, const QString &importerVersion)
{
    const QString what = QCoreApplication::translate("draudit::models::ImportRunner", "cannot record the source");
    auto q = runStatement(store.database(),
        QStringLiteral("INSERT INTO sources (path, size, sha256, format, importer_version, imported_at) "
                       "VALUES (?, ?, ?, ?, ?, ?) RETURNING id"),
        { path, size, QStringLiteral("pending:%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)), format,
            importerVersion, store.nowUtc() },
        what);
    if (!q)
        return fail(q.error().message, path);
    if (!q->next())
        return fail(what, path);
    return q->value(0).toLongLong();
}

Result<void> setSourceDigest(ProjectStore &store, qint64 source, const QByteArray &digest)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("UPDATE sources SET sha256 = ? WHERE id = ?"),
            { QString::fromLatin1(digest), source }));
    return {};
}

Result<void> addSkippedRecords(ProjectStore &store, qint64 source, const QList<Error> &skipped)
{
    if (skipped.isEmpty())
        return {};
    StatementCache sql(store.database());
    for (qsizetype i = 0; i < skipped.size(); ++i) {
        const Error &e = skipped[i];
        if (const auto added = sql.exec(QStringLiteral("INSERT INTO source_skips (source_id, position, line, col, "
                                                       "field, message) VALUES (?, ?, ?, ?, ?, ?)"),
                { source, i + 1, e.line, e.column, e.field.isEmpty() ? QVariant() : QVariant(e.field), e.message });
            !added)
            return fail(
                QCoreApplication::translate("draudit::models::ImportRunner", "cannot record the skipped records: %1")
                    .arg(added.error().message),
                e.file, e.line);
    }
    return {};
}

Result<QList<Error>> skippedRecords(ProjectStore &store, qint64 source)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT s.path, k.line, k.col, k.field, k.message FROM source_skips k "
                           "JOIN sources s ON s.id = k.source_id WHERE k.source_id = ? ORDER BY k.position"),
            { source }));
    QList<Error> skipped;
    while (q.next())
        skipped.append(Error { q.value(4).toString(), q.value(0).toString(), q.value(1).toLongLong(),
            q.value(2).toInt(), q.value(3).toString() });
    return skipped;
}

Result<QList<PartialSource>> partialSources(ProjectStore &store)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT s.id, s.path, s.format, count(*) FROM source_skips k "
                           "JOIN sources s ON s.id = k.source_id GROUP BY s.id, s.path, s.format ORDER BY s.id"),
            {}));
    QList<PartialSource> sources;
    while (q.next())
        sources.append(
            { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toLongLong() });
    return sources;
}

namespace {
// Each setting for the import; what it was before is put back after.
constexpr std::pair<const char *, const char *> kBulkSettings[] = {
    { "wal_autocheckpoint", "0" },
    { "cache_size", "-16384" },
    // A record imported under --on-error skip runs in a savepoint, whose copies of changed pages stay in memory.
    { "temp_store", "MEMORY" },
    // References are checked for the new rows every few hundred records (NewRowReferences), not row by row.
    { "foreign_keys", "OFF" },
    // Debian's SQLite zeroes every page it allocates or frees; an import only adds rows, and zeroing the pages
    // it appends is a copy of the whole log's worth of zeros.
    { "secure_delete", "OFF" },
};
} // namespace

namespace {
// The journal mode SQLite reports after being asked for `mode` (it keeps the old one when it cannot switch).
QString switchJournal(QSqlDatabase &db, const QString &mode)
{
    return pragmaValue(db, QStringLiteral("PRAGMA journal_mode=") + mode).toLower();
}
} // namespace

BulkWriteMode::BulkWriteMode(ProjectStore &store, bool bulk)
    : m_store(store)
    , m_bulk(bulk && store.backend() == Backend::Sqlite)
{
    if (!m_bulk)
        return;
    // A checkpoint still copying an earlier import's log holds a connection, which would make the switch fail.
    m_store.waitForCheckpoint();
    m_rollbackJournal = switchJournal(m_store.database(), QStringLiteral("TRUNCATE")) == QLatin1String("truncate");
    const QString path = m_store.location().path;
    m_writeback = std::make_unique<BackgroundWriteback>(m_rollbackJournal ? path : path + QStringLiteral("-wal"));
    for (const auto &[name, during] : kBulkSettings) {
        const QString pragma = QStringLiteral("PRAGMA ") + QString::fromLatin1(name);
        m_before << pragmaValue(m_store.database(), pragma);
        pragmaValue(m_store.database(), pragma + QLatin1Char('=') + QString::fromLatin1(during));
    }
}

BulkWriteMode::~BulkWriteMode()
{
    if (!m_bulk)
        return;
    m_writeback.reset();
    for (qsizetype i = 0; i < m_before.size(); ++i)
        if (!m_before[i].isEmpty())
            pragmaValue(m_store.database(),
                QStringLiteral("PRAGMA %1=%2").arg(QString::fromLatin1(kBulkSettings[i].first), m_before[i]));
    if (!m_rollbackJournal) {
        m_store.checkpointInBackground();
        return;
    }
    // Refused only when another process opened the project meanwhile; it stays in rollback mode, which is as safe,
    // until the next open asks for WAL again.
    if (switchJournal(m_store.database(), QStringLiteral("WAL")) != QLatin1String("wal"))
        qCWarning(lcBulkImport) << "the project stays in rollback-journal mode until it is opened again";
}

} // namespace draudit::models
