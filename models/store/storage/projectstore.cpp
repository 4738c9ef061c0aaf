// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SQLite runs in WAL mode with synchronous=FULL: a commit returns only after the WAL is fsync'ed.
#include "models/store/storage/projectstore.h"

#include "models/io/inputfile.h"
#include "models/store/storage/pgbulk.h"
#include "models/store/storage/schema.h"
#include "models/store/storage/sqlitebusy.h"
#include "models/store/storage/teamschema.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <sqlite3.h>

Q_LOGGING_CATEGORY(lcStore, "draudit.models.store", QtWarningMsg)

namespace draudit::models {

namespace {
// How long a write waits for another process's transaction (an import) before failing.
constexpr int kBusyTimeoutMs = 30000;

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("draudit-%1").arg(counter.fetchAndAddRelaxed(1));
}
} // namespace

ProjectStore::ProjectStore(Location location)
    : m_location(std::move(location))
    , m_connectionName(nextConnectionName())
{
}

ProjectStore::~ProjectStore()
{
    waitForCheckpoint();
    m_db.close();
    if (m_registered)
        OpenDatabaseFiles::remove(m_location.path);
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString ProjectStore::nowUtc() const
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

bool ProjectStore::beginWrite()
{
    if (m_writeDepth > 0) {
        ++m_writeDepth; // joins the transaction under way
        return true;
    }
    const bool began = runWriteCommand(QStringLiteral("BEGIN IMMEDIATE"), [this] { return m_db.transaction(); });
    if (began) {
        m_writeDepth = 1;
        m_rollbackOnly = false;
    }
    if (m_waitShown) {
        m_waitShown = false;
        if (m_waitNotifier)
            m_waitNotifier(false);
    }
    return began;
}

// Waits as sqlite3_busy_timeout would (short sleeps, then 50 ms ones, up to the timeout), telling the window once the
// wait has lasted a quarter of a second.
int ProjectStore::busyHandler(void *store, int count)
{
    auto *self = static_cast<ProjectStore *>(store);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (count == 0)
        self->m_waitStartedMs = now;
    const qint64 waited = now - self->m_waitStartedMs;
    self->m_longestWaitMs = std::max(self->m_longestWaitMs, waited);
    if (waited >= kBusyTimeoutMs)
        return 0;
    if (waited >= 250 && !self->m_waitShown) {
        self->m_waitShown = true;
        if (self->m_waitNotifier)
            self->m_waitNotifier(true);
    }
    sqlite3_sleep(count < 10 ? 5 : kLongestBusySleepMs);
    return 1;
}

bool ProjectStore::commitWrite()
{
    if (m_writeDepth > 1) {
        --m_writeDepth; // the outermost commits
        return true;
    }
    if (m_rollbackOnly) {
        // The caller rolls back (rollbackWrite), as after any failed commit.
        m_writeError = QCoreApplication::translate(
            "draudit::models::ProjectStore", "a step of the change failed, so none of it was kept");
        return false;
    }
    const bool committed = runWriteCommand(QStringLiteral("COMMIT"), [this] { return m_db.commit(); });
    if (committed)
        m_writeDepth = 0;
    return committed;
}

bool ProjectStore::runWriteCommand(const QString &sqliteCommand, const std::function<bool()> &postgres)
{
    // The reason is kept: on SQLite the command runs as a query, whose error QSqlDatabase::lastError() never sees.
    m_writeError.clear();
    if (backend() == Backend::Sqlite) {
        QSqlQuery q(m_db);
        if (q.exec(sqliteCommand))
            return true;
        m_writeError = q.lastError().text();
    } else {
        // A COPY still being sent in the background (pgbulk.h) ends first; if it failed, so does the command.
        if (auto sent = waitForBulkSending(m_db); !sent)
            m_writeError = sent.error().message;
        else if (postgres())
            return true;
        else
            m_writeError = m_db.lastError().text();
    }
    if (m_writeError.trimmed().isEmpty())
        m_writeError = QCoreApplication::translate("draudit::models::ProjectStore", "the database gave no reason");
    return false;
}

void ProjectStore::rollbackWrite()
{
    if (m_writeDepth > 1) {
        --m_writeDepth;
        m_rollbackOnly = true; // the outermost rolls back what the joined ones wrote
        return;
    }
    m_writeDepth = 0;
    m_rollbackOnly = false;
    if (backend() == Backend::Sqlite) {
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    } else {
        endBulkSending(m_db); // its error was reported; the connection must be free to roll back
        m_db.rollback();
    }
}

void ProjectStore::checkpointInBackground()
{
    if (backend() != Backend::Sqlite || m_checkpoint.isRunning())
        return;
    m_checkpoint = QtConcurrent::run([path = m_location.path] {
        const QString name = nextConnectionName();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000"));
            if (db.open()) {
                QSqlQuery q(db);
                if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")))
                    qCWarning(lcStore) << "background checkpoint failed:" << q.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    });
}

void ProjectStore::waitForCheckpoint()
{
    m_checkpoint.waitForFinished();
}

namespace {
// Switching to WAL needs the file to itself, and SQLite calls no busy handler for it. While another process imports in
// rollback-journal mode (BulkWriteMode) the switch is refused: this connection then stays in rollback mode, as durable,
// whose writes wait on the busy handler for the import's commit (the import puts WAL back when it ends, or the next
// open does). Failing here was "database is locked" at once for any writer that arrived during an import.
tl::expected<void, QString> enterWal(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) && q.next())
        return {}; // WAL, or the mode the file keeps while another connection has it
    const QString code = q.lastError().nativeErrorCode();
    if (code == QLatin1String("5") || code == QLatin1String("6")
        || q.lastError().text().contains(QLatin1String("locked")))
        return {};
    return tl::unexpected(q.lastError().text());
}
} // namespace

Result<void> ProjectStore::connect(bool creating)
{
    // SQLite counts every allocation under a global mutex unless told not to; nothing here reads those counts. This
    // only takes effect before SQLite's first use in the process, which is normally the first project opened.
    static const bool noMemoryStatistics = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
    Q_UNUSED(noMemoryStatistics);
    const bool pg = m_location.backend == Backend::Postgres;
    m_db = QSqlDatabase::addDatabase(pg ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid())
        return fail(
            QCoreApplication::translate("draudit::models::ProjectStore", "the Qt SQL driver for %1 is not installed")
                .arg(pg ? QStringLiteral("PostgreSQL") : QStringLiteral("SQLite")));
    if (pg) {
        m_location.applyTo(m_db);
    } else {
        const QFileInfo info(m_location.path);
        if (creating && info.exists())
            return fail(QCoreApplication::translate(
                            "draudit::models::ProjectStore", "a file already exists there; choose another name"),
                m_location.path);
        if (!creating && !info.exists())
            return fail(
                QCoreApplication::translate("draudit::models::ProjectStore", "no such project file"), m_location.path);
        if (!creating && !info.isWritable())
            return fail(QCoreApplication::translate("draudit::models::ProjectStore",
                            "the project file is read-only; draudit commits every edit and needs write access"),
                m_location.path);
        m_db.setDatabaseName(m_location.path);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    }
    if (!m_db.open())
        return fail(QCoreApplication::translate("draudit::models::ProjectStore", "cannot open the project: %1")
                        .arg(m_db.lastError().text()),
            m_location.displayName());
    if (!pg) {
        OpenDatabaseFiles::add(m_location.path); // from now on, no input may be read from the project's files
        m_registered = true;
        if (const QVariant handle = m_db.driver()->handle(); handle.isValid())
            if (sqlite3 *raw = *static_cast<sqlite3 *const *>(handle.constData()))
                sqlite3_busy_handler(raw, &ProjectStore::busyHandler, this);
    }
    QSqlQuery q(m_db);
    // Long answers and reports are compressed with LZ4 rather than pglz: a third of a COPY of answers was pglz's
    // work. A server older than 14 or built without LZ4 refuses the setting and keeps its default.
    if (pg && !q.exec(QStringLiteral("SET default_toast_compression = 'lz4'")))
        qCInfo(lcStore) << "the server keeps its default compression:" << q.lastError().text();
    if (pg
        && q.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = "
                                 "m.roleid JOIN pg_roles u ON u.oid = m.member WHERE g.rolname = "
                                 "'draudit_annotators' AND u.rolname = session_user)"))
        && q.next())
        m_teamAnnotator = q.value(0).toBool();
    if (!pg) {
        // A file that is not SQLite fails here, before anything is written to it.
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
            return fail(
                QCoreApplication::translate("draudit::models::ProjectStore", "this is not a draudit project: %1")
                    .arg(q.lastError().text()),
                m_location.path);
        // 64 KiB pages (set before WAL, so only on a new file): long answers and reports fill whole pages, which
        // halves the time a bulk import spends writing; a single edit still commits in well under a millisecond.
        if (creating && !q.exec(QStringLiteral("PRAGMA page_size=65536")))
            return fail(QCoreApplication::translate(
                            "draudit::models::ProjectStore", "cannot configure the project database: %1")
                            .arg(q.lastError().text()),
                m_location.path);
        q.finish(); // a statement left open is a read transaction, in which the journal mode cannot change
        if (auto wal = enterWal(m_db); !wal)
            return fail(QCoreApplication::translate(
                            "draudit::models::ProjectStore", "cannot configure the project database: %1")
                            .arg(wal.error()),
                m_location.path);
        for (const char *pragma : { "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON" }) {
            if (!q.exec(QString::fromLatin1(pragma)))
                return fail(QCoreApplication::translate(
                                "draudit::models::ProjectStore", "cannot configure the project database: %1")
                                .arg(q.lastError().text()),
                    m_location.path);
        }
    }
    return {};
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::create(const QString &text)
{
    auto location = Location::parse(text);
    if (!location)
        return tl::unexpected(location.error());
    std::unique_ptr<ProjectStore> store(new ProjectStore(*location));
    if (auto r = store->connect(true); !r)
        return tl::unexpected(r.error());
    auto version = Schema::version(store->m_db);
    if (!version)
        return tl::unexpected(version.error());
    if (*version != 0)
        return fail(QCoreApplication::translate(
                        "draudit::models::ProjectStore", "this database already holds a draudit project"),
            location->displayName());
    if (auto r = Schema::create(store->m_db, location->backend); !r) {
        if (location->backend == Backend::Sqlite) {
            store.reset();
            QFile::remove(location->path);
        }
        return tl::unexpected(r.error());
    }
    qCInfo(lcStore) << "created project" << location->displayName();
    return store;
}

namespace {
// Whether this login may change the project's tables (it owns them, or is a member of the owning role): only then
// can it migrate them. An annotator's login cannot.
bool ownsSchema(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT pg_has_role(current_user, tableowner, 'MEMBER') FROM pg_tables WHERE "
                                 "schemaname = current_schema() AND tablename = 'meta'"))
        && q.next() && q.value(0).toBool();
}
} // namespace

Result<std::unique_ptr<ProjectStore>> ProjectStore::open(const QString &text)
{
    auto location = Location::parse(text);
    if (!location)
        return tl::unexpected(location.error());
    std::unique_ptr<ProjectStore> store(new ProjectStore(*location));
    if (auto r = store->connect(false); !r)
        return tl::unexpected(r.error());
    auto version = Schema::version(store->m_db);
    if (!version)
        return tl::unexpected(version.error());
    if (*version == 0)
        return fail(QCoreApplication::translate(
                        "draudit::models::ProjectStore", "this is not a draudit project (no schema found)"),
            location->displayName());
    if (*version > Schema::kCurrentVersion)
        return fail(QCoreApplication::translate("draudit::models::ProjectStore",
                        "the project was written by a newer draudit (schema %1; this version reads up to %2); "
                        "please upgrade draudit")
                        .arg(*version)
                        .arg(Schema::kCurrentVersion),
            location->displayName());
    if (*version < Schema::kCurrentVersion) {
        if (location->backend == Backend::Postgres && !ownsSchema(store->m_db))
            return fail(QCoreApplication::translate("draudit::models::ProjectStore",
                            "the project was written by an older draudit (schema %1) and must be upgraded by its "
                            "owner: ask them to open it once with this version (%2)")
                            .arg(*version)
                            .arg(Schema::kCurrentVersion),
                location->displayName());
        if (location->backend == Backend::Sqlite) {
            // Checkpoint so the copy holds every committed transaction, then copy before touching anything.
            // Written by SQLite itself (VACUUM INTO): copying the file with another descriptor would drop this
            // process's locks on it when that descriptor closed.
            store->m_backupPath = location->path + QStringLiteral(".v%1.bak").arg(*version);
            QFile::remove(store->m_backupPath);
            QSqlQuery backup(store->m_db);
            backup.prepare(QStringLiteral("VACUUM INTO ?"));
            backup.addBindValue(store->m_backupPath);
            if (!backup.exec())
                return fail(QCoreApplication::translate(
                                "draudit::models::ProjectStore", "cannot write the backup copy before migrating: %1")
                                .arg(backup.lastError().text()),
                    store->m_backupPath);
            // The copy holds everything the project does: no one may read it who cannot read the project.
            QFile::setPermissions(store->m_backupPath, QFileInfo(location->path).permissions());
        }
        if (auto r = Schema::migrate(store->m_db, location->backend, *version); !r)
            return tl::unexpected(r.error());
        if (auto r = refreshTeamSchema(*store); !r)
            return tl::unexpected(r.error());
        qCInfo(lcStore) << "migrated" << location->displayName() << "from schema" << *version;
    } else if (location->backend == Backend::Postgres && ownsSchema(store->m_db)) {
        // A newer draudit's team views and functions (a blinding fix) reach a project at the same schema version.
        if (auto r = refreshTeamSchema(*store, true); !r)
            return tl::unexpected(r.error());
    }
    return store;
}

} // namespace draudit::models
