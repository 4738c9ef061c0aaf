// The source row is written first inside the transaction, so every record carries its source and a failed
// file leaves no trace at all.
#include "models/import/importrunner.h"

#include "models/core/resulttry.h"
#include "models/core/sha256.h"
#include "models/import/importer.h"
#include "models/io/writeback.h"
#include "models/store/projectstore.h"
#include "models/store/referencecheck.h"
#include "models/store/statementcache.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace draudit::models {

namespace {
constexpr const char *kImporterVersion = "1";

Result<QByteArray> sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    Sha256 hash;
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 n = f.read(chunk.data(), chunk.size());
        if (n < 0)
            return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                            .arg(f.errorString()),
                path);
        if (n == 0)
            break;
        hash.addData(chunk.constData(), n);
    }
    return hash.result().toHex();
}
} // namespace

QStringList expandImportPaths(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return { path };
    QStringList files;
    QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

namespace {
// The source already imported with these bytes, if any.
Result<std::optional<qint64>> sourceWithDigest(QSqlDatabase &db, const QByteArray &digest, const QString &format)
{
    DRAUDIT_TRY(q,
        runQuery(db, QStringLiteral("SELECT id FROM sources WHERE sha256 = ? AND format = ?"),
            { QString::fromLatin1(digest), format }));
    if (q.next())
        return std::optional<qint64>(q.value(0).toLongLong());
    return std::optional<qint64>();
}

// Whether a file at this path with this size was imported before: then it is probably unchanged, and hashing first
// makes the common re-import a quick no-op.
bool seenBefore(QSqlDatabase &db, const QString &path, qint64 size, const QString &format)
{
    auto q = runQuery(
        db, QStringLiteral("SELECT 1 FROM sources WHERE path = ? AND size = ? AND format = ?"), { path, size, format });
    return q && q->next();
}

// How the store is set for the length of one import (SQLite only; restored after it).
// SQLite copies the write-ahead log into the database when a commit makes it long; after a bulk import that is as
// much writing again, so the import turns it off and the store checkpoints in the background afterwards. Meanwhile
// the log's pages go to disk as they are written, so the commit does not wait for all of them at once. The page cache
// grows from 2 to 16 MiB for the import: with 2 MiB (32 pages of 64 KiB) SQLite wrote index pages out to the log
// and read them back 8,000 times in a 250 MB import.
class BulkWriteMode
{
public:
    explicit BulkWriteMode(ProjectStore &store)
        : m_store(store)
        , m_writeback(store.backend() == Backend::Sqlite
                  ? std::make_unique<BackgroundWriteback>(store.location().path + QStringLiteral("-wal"))
                  : nullptr)
    {
        if (m_store.backend() != Backend::Sqlite)
            return;
        for (const auto &[name, during] : kSettings) {
            QSqlQuery q(m_store.database());
            const QString pragma = QStringLiteral("PRAGMA ") + QString::fromLatin1(name);
            m_before << (q.exec(pragma) && q.next() ? q.value(0).toString() : QString());
            q.exec(pragma + QLatin1Char('=') + QString::fromLatin1(during));
        }
    }
    ~BulkWriteMode()
    {
        if (m_store.backend() != Backend::Sqlite)
            return;
        for (qsizetype i = 0; i < m_before.size(); ++i)
            if (!m_before[i].isEmpty())
                QSqlQuery(m_store.database())
                    .exec(QStringLiteral("PRAGMA %1=%2").arg(QString::fromLatin1(kSettings[i].first), m_before[i]));
        m_store.checkpointInBackground();
    }
    BulkWriteMode(const BulkWriteMode &) = delete;
    BulkWriteMode &operator=(const BulkWriteMode &) = delete;

private:
    // Each setting for the import; what it was before is put back after.
    static constexpr std::pair<const char *, const char *> kSettings[] = {
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

    ProjectStore &m_store;
    std::unique_ptr<BackgroundWriteback> m_writeback;
    QStringList m_before;
};
} // namespace

Result<ImportResult> importFile(
    ProjectStore &store, const QString &path, const ImporterSet &formats, const ImportOptions &options)
{
    ImportResult result;
    result.path = path;
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "no such file"), path);
    if (info.size() == 0)
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "the file is empty"), path);
    const Importer *importer = options.format.isEmpty() ? formats.detect(path) : formats.byFormat(options.format);
    if (!importer) {
        if (!options.format.isEmpty())
            return fail(
                QCoreApplication::translate("draudit::models::ImportRunner", "unknown format '%1'").arg(options.format),
                path);
        return fail(QCoreApplication::translate("draudit::models::ImportRunner",
                        "the format of this file is not recognised; name it with --format"),
            path);
    }
    result.format = importer->format();
    QSqlDatabase &db = store.database();
    const QString absolutePath = info.absoluteFilePath();

    // The digest decides whether the file is new. A file never seen at this path is hashed while it is imported (by
    // the importer as it reads, or by a second read on another core), and the import is rolled back at the end if the
    // same bytes came in under another name.
    const bool seen = seenBefore(db, absolutePath, info.size(), result.format);
    Sha256 readDigest;
    const bool hashedByImporter = !seen && importer->hashesWhileReading(path);
    QFuture<Result<QByteArray>> digestJob;
    if (!hashedByImporter)
        digestJob = QtConcurrent::run(sha256, path);
    if (seen) {
        DRAUDIT_TRY(digest, digestJob.result());
        DRAUDIT_TRY(existing, sourceWithDigest(db, digest, result.format));
        if (existing) {
            result.alreadyImported = true;
            result.sourceId = *existing;
            return result;
        }
    }
    DRAUDIT_TRY(versions,
        runQuery(db, QStringLiteral("SELECT count(*) FROM sources WHERE path = ? AND format = ?"),
            { absolutePath, result.format }));
    if (versions.next())
        result.version = versions.value(0).toInt() + 1;
    versions.finish();

    BulkWriteMode bulk(store);
    if (!db.transaction())
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot start a transaction: %1")
                        .arg(db.lastError().text()),
            path);
    const auto abandon = [&](const Error &error) -> Result<ImportResult> {
        db.rollback();
        return tl::unexpected(error);
    };
    // SQLite writes with foreign keys off (BulkWriteMode): the new rows' references are checked every few hundred
    // records (ImportContext) and once more here before the commit.
    std::optional<NewRowReferences> references;
    if (store.backend() == Backend::Sqlite) {
        auto started = NewRowReferences::start(db);
        if (!started)
            return abandon(started.error());
        references = std::move(*started);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO sources (path, size, sha256, format, importer_version, imported_at) "
                             "VALUES (?, ?, ?, ?, ?, ?) RETURNING id"));
    // Until the digest is known the row carries a unique stand-in, so the UNIQUE (sha256, format) rule holds.
    for (const QVariant &v : { QVariant(absolutePath), QVariant(info.size()),
             QVariant(QStringLiteral("pending:%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces))),
             QVariant(result.format), QVariant(QString::fromLatin1(kImporterVersion)), QVariant(store.nowUtc()) })
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return abandon(fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot record the source: %1")
                                .arg(q.lastError().text()),
            path)
                           .value());
    result.sourceId = q.value(0).toLongLong();
    q.finish();

    Result<void> ran;
    {
        ImportContext context(store, path, result.sourceId, options.onError, options.progress);
        context.mappingPath = options.mapping;
        if (hashedByImporter)
            context.setDigest(&readDigest);
        if (references)
            context.setReferenceCheck(&*references);
        ran = importer->run(path, context);
        result.counts = context.counts();
        result.skipped = context.skipped();
        result.checks = context.checks();
    }
    if (!ran)
        return abandon(ran.error());
    if (references)
        if (auto checked = references->verify(path); !checked)
            return abandon(checked.error());
    const auto digest = hashedByImporter ? Result<QByteArray>(readDigest.result().toHex()) : digestJob.result();
    if (!digest)
        return abandon(digest.error());
    const auto existing = sourceWithDigest(db, *digest, result.format);
    if (!existing)
        return abandon(existing.error());
    if (*existing) {
        db.rollback();
        ImportResult same;
        same.path = path;
        same.format = result.format;
        same.alreadyImported = true;
        same.sourceId = **existing;
        return same;
    }
    if (options.dryRun) {
        db.rollback();
        return result;
    }
    if (auto r = runQuery(db, QStringLiteral("UPDATE sources SET sha256 = ? WHERE id = ?"),
            { QString::fromLatin1(*digest), result.sourceId });
        !r)
        return abandon(r.error());
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        return fail(
            QCoreApplication::translate("draudit::models::ImportRunner", "the import was not committed: %1").arg(why),
            path);
    }
    return result;
}

} // namespace draudit::models
