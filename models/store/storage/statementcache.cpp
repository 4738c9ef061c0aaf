// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each statement is finished after use so none is left active when the caller commits.
#include "models/store/storage/statementcache.h"

#include "models/core/resulttry.h"
#include "models/core/utf8text.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlRecord>
#include <QStringEncoder>
#include <atomic>
#include <cstring>
#include <sqlite3.h>
#include <vector>

namespace draudit::models {

namespace {
constexpr const char *kReturningId = " RETURNING id";

// A plain INSERT ... RETURNING id: its id is the new rowid. An upsert keeps RETURNING (an update sets no rowid).
bool returnsNewRowid(const QString &sql)
{
    return sql.endsWith(QLatin1String(kReturningId)) && !sql.contains(QLatin1String("ON CONFLICT"));
}
} // namespace

QString inList(const QStringList &values, QVariantList &binds)
{
    for (const QString &v : values)
        binds << v;
    return QStringList(values.size(), QStringLiteral("?")).join(QStringLiteral(", "));
}

namespace {
Error statementError(const QString &what, const QSqlError &e)
{
    // SQLITE_FULL (13) / PostgreSQL 53100: say plainly what happened and that nothing changed.
    if (e.nativeErrorCode() == QLatin1String("13") || e.nativeErrorCode() == QLatin1String("53100"))
        return Error { QCoreApplication::translate("draudit::models::AnnotationStore",
                           "the disk is full; nothing was changed — free some space and try again"),
            {}, 0, 0, {} };
    return Error { what + QStringLiteral(": ") + e.text(), {}, 0, 0, {} };
}

// A read that failed, in the words every read uses.
tl::unexpected<Error> readFailed(const QString &why, const QString &file = {})
{
    return fail(
        QCoreApplication::translate("draudit::models::StatementCache", "cannot read the project: %1").arg(why), file);
}
} // namespace

Result<QSqlQuery> runStatement(QSqlDatabase &db, const QString &sql, const QVariantList &binds, const QString &what)
{
    DRAUDIT_TRY_VOID(waitForBulkSending(db));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return tl::unexpected(statementError(what, q.lastError()));
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec())
        return tl::unexpected(statementError(what, q.lastError()));
    return q;
}

Result<void> execute(QSqlDatabase &db, const QString &sql, const QString &what)
{
    DRAUDIT_TRY_VOID(waitForBulkSending(db));
    QSqlQuery q(db);
    if (!q.exec(sql))
        return tl::unexpected(statementError(what, q.lastError()));
    return {};
}

QString pragmaValue(QSqlDatabase &db, const QString &statement)
{
    if (!waitForBulkSending(db))
        return {};
    QSqlQuery q(db);
    return q.exec(statement) && q.next() ? q.value(0).toString() : QString();
}

Result<QSqlQuery> runQuery(QSqlDatabase &db, const QString &sql, const QVariantList &binds)
{
    if (auto sent = waitForBulkSending(db); !sent)
        return readFailed(sent.error().message);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec())
        return readFailed(q.lastError().text());
    return q;
}

namespace {
class SqliteRow final : public RowView
{
public:
    explicit SqliteRow(sqlite3_stmt *stmt)
        : m_stmt(stmt)
    {
    }
    bool isNull(int column) const override { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
    qint64 integer(int column) const override { return sqlite3_column_int64(m_stmt, column); }
    QString text(int column) const override
    {
        // As QtSql's SQLite driver reads a value, then QVariant::toString(): SQLite's own UTF-16 for text (its
        // handling of invalid UTF-8 included), a number's text as Qt writes it, a blob's bytes as UTF-8.
        switch (sqlite3_column_type(m_stmt, column)) {
        case SQLITE_NULL:
            return {};
        case SQLITE_TEXT: {
            const void *utf16 = sqlite3_column_text16(m_stmt, column);
            return QString(static_cast<const QChar *>(utf16), sqlite3_column_bytes16(m_stmt, column) / 2);
        }
        case SQLITE_BLOB:
            return QString::fromUtf8(QByteArrayView(
                static_cast<const char *>(sqlite3_column_blob(m_stmt, column)), sqlite3_column_bytes(m_stmt, column)));
        default:
            return value(column).toString();
        }
    }
    QVariant value(int column) const override
    {
        switch (sqlite3_column_type(m_stmt, column)) {
        case SQLITE_NULL:
            return {};
        case SQLITE_INTEGER:
            return integer(column);
        case SQLITE_FLOAT:
            return sqlite3_column_double(m_stmt, column);
        case SQLITE_BLOB:
            return QByteArray(
                static_cast<const char *>(sqlite3_column_blob(m_stmt, column)), sqlite3_column_bytes(m_stmt, column));
        default:
            return text(column);
        }
    }

private:
    sqlite3_stmt *m_stmt;
};

class QueryRow final : public RowView
{
public:
    explicit QueryRow(const QSqlQuery &q)
        : m_q(q)
    {
    }
    bool isNull(int column) const override { return m_q.isNull(column); }
    qint64 integer(int column) const override { return m_q.value(column).toLongLong(); }
    QString text(int column) const override { return m_q.value(column).toString(); }
    QVariant value(int column) const override { return m_q.value(column); }

private:
    const QSqlQuery &m_q;
};

sqlite3 *sqliteHandle(QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    return handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0
        ? *static_cast<sqlite3 *const *>(handle.constData())
        : nullptr;
}

// Binds integers, doubles, null and text (everything else as its text).
int bindAll(sqlite3_stmt *stmt, const QVariantList &binds)
{
    for (int i = 0; i < binds.size(); ++i) {
        const QVariant &v = binds[i];
        int rc = SQLITE_OK;
        if (v.isNull())
            rc = sqlite3_bind_null(stmt, i + 1);
        else if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong)
            rc = sqlite3_bind_int64(stmt, i + 1, v.toLongLong());
        else if (v.typeId() == QMetaType::Double)
            rc = sqlite3_bind_double(stmt, i + 1, v.toDouble());
        else {
            const QByteArray text = v.toString().toUtf8();
            rc = sqlite3_bind_text64(
                stmt, i + 1, text.constData(), static_cast<sqlite3_uint64>(text.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
        }
        if (rc != SQLITE_OK)
            return rc;
    }
    return SQLITE_OK;
}
} // namespace

Result<void> forEachRow(
    QSqlDatabase &db, const QString &sql, const QVariantList &binds, const std::function<void(const RowView &)> &row)
{
    sqlite3 *handle = sqliteHandle(db);
    if (!handle) {
        DRAUDIT_TRY(q, runQuery(db, sql, binds));
        const QueryRow view(q);
        while (q.next())
            row(view);
        return {};
    }
    const QByteArray utf8 = sql.toUtf8();
    sqlite3_stmt *stmt = nullptr;
    int rc = sqlite3_prepare_v2(handle, utf8.constData(), static_cast<int>(utf8.size()), &stmt, nullptr);
    if (rc == SQLITE_OK)
        rc = bindAll(stmt, binds);
    const SqliteRow view(stmt);
    while (rc == SQLITE_OK && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        row(view);
        rc = SQLITE_OK;
    }
    const QString why = rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(handle));
    sqlite3_finalize(stmt);
    if (!why.isEmpty())
        return readFailed(why);
    return {};
}

// One prepared sqlite3 statement; text values are kept as UTF-8 until the statement has run.
class StatementCache::SqliteStatement
{
public:
    SqliteStatement(sqlite3_stmt *stmt, bool newRowid)
        : m_stmt(stmt)
        , m_newRowid(newRowid)
    {
    }
    ~SqliteStatement() { sqlite3_finalize(m_stmt); }
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    int bind(const QVariantList &values)
    {
        m_blobs.clear();
        m_blobs.reserve(static_cast<size_t>(values.size()));
        for (int i = 0; i < values.size(); ++i) {
            const QVariant &v = values[i];
            int rc = SQLITE_OK;
            if (v.metaType() == QMetaType::fromType<Utf8Text>()) {
                // Bound in place: `values` outlives the step, and done() resets before it returns.
                const QByteArray &text = static_cast<const Utf8Text *>(v.constData())->bytes;
                rc = sqlite3_bind_text64(m_stmt, i + 1, text.constData(), static_cast<sqlite3_uint64>(text.size()),
                    SQLITE_STATIC, SQLITE_UTF8);
                if (rc != SQLITE_OK)
                    return rc;
                continue;
            }
            switch (v.isNull() ? QMetaType::UnknownType : v.typeId()) {
            case QMetaType::UnknownType:
                rc = sqlite3_bind_null(m_stmt, i + 1);
                break;
            case QMetaType::Int:
            case QMetaType::UInt:
            case QMetaType::LongLong:
            case QMetaType::Long:
            case QMetaType::Bool:
                rc = sqlite3_bind_int64(m_stmt, i + 1, v.toLongLong());
                break;
            case QMetaType::Double:
            case QMetaType::Float:
                rc = sqlite3_bind_double(m_stmt, i + 1, v.toDouble());
                break;
            case QMetaType::QByteArray: {
                const QByteArray &blob = m_blobs.emplace_back(v.toByteArray());
                rc = sqlite3_bind_blob64(
                    m_stmt, i + 1, blob.constData(), static_cast<sqlite3_uint64>(blob.size()), SQLITE_STATIC);
                break;
            }
            default: {
                const std::string_view text = utf8(i, v.toString());
                rc = sqlite3_bind_text64(
                    m_stmt, i + 1, text.data(), static_cast<sqlite3_uint64>(text.size()), SQLITE_STATIC, SQLITE_UTF8);
            }
            }
            if (rc != SQLITE_OK)
                return rc;
        }
        return SQLITE_OK;
    }
    int step() { return sqlite3_step(m_stmt); }
    // An INSERT whose RETURNING id was dropped: the id is the new rowid.
    bool newRowid() const { return m_newRowid; }
    qint64 column(int i) const { return sqlite3_column_int64(m_stmt, i); }
    bool columnIsNull(int i) const { return sqlite3_column_type(m_stmt, i) == SQLITE_NULL; }
    // Leaves the statement reset (not active) so the caller may commit.
    void done()
    {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        m_blobs.clear();
    }

private:
    // The text as UTF-8 in parameter i's own buffer, which is kept from one execution to the next: binding a string
    // allocates nothing once the buffers have grown.
    std::string_view utf8(int i, QStringView text)
    {
        if (m_utf8.size() <= static_cast<size_t>(i))
            m_utf8.resize(static_cast<size_t>(i) + 1);
        std::vector<char> &buffer = m_utf8[static_cast<size_t>(i)];
        buffer.resize(static_cast<size_t>(m_encoder.requiredSpace(text.size())));
        const char *end = m_encoder.appendToBuffer(buffer.data(), text);
        return { buffer.data(), static_cast<size_t>(end - buffer.data()) };
    }

    sqlite3_stmt *m_stmt;
    bool m_newRowid;
    std::vector<QByteArray> m_blobs;
    std::vector<std::vector<char>> m_utf8;
    QStringEncoder m_encoder { QStringConverter::Utf8, QStringConverter::Flag::Stateless };
};

StatementCache::StatementCache(QSqlDatabase &db, QString file)
    : m_db(db)
    , m_file(std::move(file))
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        m_sqlite = *static_cast<sqlite3 *const *>(handle.constData());
    else
        m_bulk = PgBulk::open(db, m_file);
}

namespace {
std::atomic<qsizetype> g_bulkBatchBytes { 32 << 20 }; // bytes waiting: keeps an import's memory flat
} // namespace

void StatementCache::setBulkBatchBytes(qsizetype bytes)
{
    g_bulkBatchBytes = bytes;
}

Result<QList<qint64>> StatementCache::bulkInsert(
    const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values)
{
    DRAUDIT_TRY(ids, m_bulk->append(table, columns, perRow, values));
    if (m_bulk->bufferedBytes() > g_bulkBatchBytes.load(std::memory_order_relaxed))
        DRAUDIT_TRY_VOID(m_bulk->flushInBackground()); // the server stores them while the next rows are built
    return ids;
}

Result<void> StatementCache::flushBulk()
{
    return m_bulk ? m_bulk->flush() : Result<void>();
}

void StatementCache::discardBulk()
{
    if (m_bulk)
        m_bulk->discard();
}

Result<void> StatementCache::flushBefore(const QString &sql)
{
    if (m_sqlite)
        return {};
    DRAUDIT_TRY_VOID(waitForBulkSending(m_db)); // another cache's background send on this connection
    return m_bulk && m_bulk->touches(sql) ? m_bulk->flush() : Result<void>();
}

StatementCache::~StatementCache() = default;

Result<StatementCache::SqliteStatement *> StatementCache::sqlitePrepared(const QString &sql, const QVariantList &values)
{
    auto it = m_sqliteStatements.find(sql);
    if (it == m_sqliteStatements.end()) {
        QByteArray utf8 = sql.toUtf8();
        const bool newRowid = returnsNewRowid(sql);
        // RETURNING makes SQLite keep a statement journal, which copies every page an insert touches (64 KiB each)
        // into a temporary file: tens of gigabytes over a large import. The id is the rowid, read after the step.
        if (newRowid)
            utf8.chop(static_cast<qsizetype>(std::strlen(kReturningId)));
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v3(
                m_sqlite, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr)
            != SQLITE_OK)
            return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1")
                            .arg(QString::fromUtf8(sqlite3_errmsg(m_sqlite))),
                m_file);
        it = m_sqliteStatements.emplace(sql, std::make_unique<SqliteStatement>(stmt, newRowid)).first;
    }
    if (it->second->bind(values) != SQLITE_OK) {
        const QString why = QString::fromUtf8(sqlite3_errmsg(m_sqlite));
        it->second->done();
        return fail(
            QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1").arg(why),
            m_file);
    }
    return it->second.get();
}

QSqlQuery &StatementCache::prepared(const QString &sql, const QVariantList &values)
{
    auto it = m_queries.find(sql);
    if (it == m_queries.end()) {
        auto q = std::make_unique<QSqlQuery>(m_db);
        q->prepare(sql);
        it = m_queries.emplace(sql, std::move(q)).first;
    }
    for (int i = 0; i < values.size(); ++i) {
        const QVariant &v = values[i];
        it->second->bindValue(
            i, v.metaType() == QMetaType::fromType<Utf8Text>() ? QVariant(v.value<Utf8Text>().toString()) : v);
    }
    return *it->second;
}

Result<qint64> StatementCache::insert(const QString &sql, const QVariantList &values)
{
    DRAUDIT_TRY_VOID(flushBefore(sql));
    if (m_sqlite) {
        DRAUDIT_TRY(stmt, sqlitePrepared(sql, values));
        const int rc = stmt->step();
        if (rc != (stmt->newRowid() ? SQLITE_DONE : SQLITE_ROW)) {
            const QString why = QString::fromUtf8(sqlite3_errmsg(m_sqlite));
            stmt->done();
            return fail(
                QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1").arg(why),
                m_file);
        }
        const qint64 id = stmt->newRowid() ? sqlite3_last_insert_rowid(m_sqlite) : stmt->column(0);
        stmt->done();
        return id;
    }
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec() || !q.next())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1")
                        .arg(q.lastError().text()),
            m_file);
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

Result<QList<qint64>> StatementCache::insertRows(const QString &sql, const QVariantList &values, qsizetype rows)
{
    DRAUDIT_TRY_VOID(flushBefore(sql));
    const auto failed = [&](const QString &why) {
        return fail(
            QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1").arg(why),
            m_file);
    };
    QList<qint64> ids;
    if (m_sqlite) {
        DRAUDIT_TRY(stmt, sqlitePrepared(sql, values));
        const int rc = stmt->step();
        const QString why = rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_sqlite));
        const qint64 last = sqlite3_last_insert_rowid(m_sqlite);
        const qint64 changed = sqlite3_changes64(m_sqlite);
        stmt->done();
        if (rc != SQLITE_DONE || !stmt->newRowid())
            return failed(why.isEmpty() ? QStringLiteral("not a plain INSERT ... RETURNING id") : why);
        if (changed != rows)
            return failed(QStringLiteral("%1 rows written instead of %2").arg(changed).arg(rows));
        // One INSERT's rows get consecutive rowids: each new rowid is one more than the largest in the table.
        for (qint64 id = last - rows + 1; id <= last; ++id)
            ids << id;
        return ids;
    }
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return failed(q.lastError().text());
    while (q.next())
        ids << q.value(0).toLongLong();
    q.finish();
    if (ids.size() != rows)
        return failed(QStringLiteral("%1 rows written instead of %2").arg(ids.size()).arg(rows));
    return ids;
}

Result<void> StatementCache::exec(const QString &sql, const QVariantList &values)
{
    DRAUDIT_TRY_VOID(flushBefore(sql));
    if (m_sqlite) {
        DRAUDIT_TRY(stmt, sqlitePrepared(sql, values));
        int rc = stmt->step();
        while (rc == SQLITE_ROW)
            rc = stmt->step();
        const QString why = rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_sqlite));
        stmt->done();
        if (rc != SQLITE_DONE)
            return fail(
                QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1").arg(why),
                m_file);
        return {};
    }
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1")
                        .arg(q.lastError().text()),
            m_file);
    return {};
}

Result<std::optional<QVariantList>> StatementCache::row(const QString &sql, const QVariantList &values)
{
    DRAUDIT_TRY_VOID(flushBefore(sql));
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return readFailed(q.lastError().text(), m_file);
    std::optional<QVariantList> out;
    if (q.next()) {
        QVariantList columns;
        for (int i = 0, n = q.record().count(); i < n; ++i)
            columns << q.value(i);
        out = columns;
    }
    q.finish(); // a statement left open would hold its read cursor into the next write
    return out;
}

Result<std::optional<qint64>> StatementCache::lookup(const QString &sql, const QVariantList &values)
{
    DRAUDIT_TRY_VOID(flushBefore(sql));
    return lookupSent(sql, values);
}

Result<std::optional<qint64>> StatementCache::lookupSent(const QString &sql, const QVariantList &values)
{
    if (!m_sqlite)
        DRAUDIT_TRY_VOID(waitForBulkSending(m_db));
    if (m_sqlite) {
        DRAUDIT_TRY(stmt, sqlitePrepared(sql, values));
        const int rc = stmt->step();
        std::optional<qint64> id;
        if (rc == SQLITE_ROW && !stmt->columnIsNull(0))
            id = stmt->column(0);
        const QString why
            = rc == SQLITE_ROW || rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_sqlite));
        stmt->done();
        if (!why.isEmpty())
            return readFailed(why, m_file);
        return id;
    }
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return readFailed(q.lastError().text(), m_file);
    std::optional<qint64> id;
    if (q.next() && !q.value(0).isNull())
        id = q.value(0).toLongLong();
    q.finish();
    return id;
}

} // namespace draudit::models
