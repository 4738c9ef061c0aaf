// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storage/pgbulk.h"

#include "models/core/resulttry.h"
#include "models/core/utf8text.h"
#include "models/store/storage/libpq.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <atomic>
#include <cmath>
#include <mutex>
#include <utility>

namespace draudit::models {

namespace {
constexpr qsizetype kIdBlock = 4096; // ids reserved per query
constexpr qsizetype kCopyChunk = 1 << 20; // bytes per PQputCopyData

tl::unexpected<Error> copyError(const QString &file, const QString &why)
{
    return fail(
        QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1").arg(why), file);
}

// COPY's text format: backslash, tab, newline and carriage return escaped, everything else as it is (\N is NULL).
// Runs without them, nearly all of an answer, are appended whole.
void appendText(QByteArray &out, const char *data, qsizetype size)
{
    const char *end = data + size;
    while (data < end) {
        const char *run = data;
        while (data < end && *data != '\\' && *data != '\t' && *data != '\n' && *data != '\r')
            ++data;
        out.append(run, data - run);
        if (data == end)
            break;
        switch (*data++) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        default:
            out += "\\r";
        }
    }
}

void appendDouble(QByteArray &out, double d)
{
    if (std::isnan(d))
        out += "NaN";
    else if (std::isinf(d))
        out += d > 0 ? "Infinity" : "-Infinity";
    else
        out += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

// A value as QtSql's PostgreSQL driver would bind it: null strings and invalid values are NULL.
void appendValue(QByteArray &out, const QVariant &v)
{
    const QMetaType type = v.metaType();
    if (!v.isValid() || v.isNull()) {
        out += "\\N";
    } else if (type == QMetaType::fromType<Utf8Text>()) {
        const QByteArray &bytes = v.value<Utf8Text>().bytes;
        if (bytes.isNull())
            out += "\\N";
        else
            appendText(out, bytes.constData(), bytes.size());
    } else if (type.id() == QMetaType::Double || type.id() == QMetaType::Float) {
        appendDouble(out, v.toDouble());
    } else if (type.id() == QMetaType::Bool) {
        out += v.toBool() ? "t" : "f";
    } else if (type.id() == QMetaType::Int || type.id() == QMetaType::LongLong || type.id() == QMetaType::UInt
        || type.id() == QMetaType::ULongLong) {
        out += QByteArray::number(v.toLongLong());
    } else if (type.id() == QMetaType::QByteArray) {
        const QByteArray bytes = v.toByteArray();
        appendText(out, bytes.constData(), bytes.size());
    } else {
        const QByteArray bytes = v.toString().toUtf8();
        appendText(out, bytes.constData(), bytes.size());
    }
}
} // namespace

std::unique_ptr<PgBulk> PgBulk::open(QSqlDatabase &db, const QString &file)
{
    if (!db.isOpen() || db.driverName() != QLatin1String("QPSQL"))
        return nullptr;
    const QVariant handle = db.driver()->handle();
    // QPSQL hands out its PGconn (a pg_conn*, as the type's registered name reads).
    if (!handle.isValid()
        || (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return nullptr;
    PGconn *connection = *static_cast<PGconn *const *>(handle.data());
    if (!connection)
        return nullptr;
    return std::unique_ptr<PgBulk>(new PgBulk(db, connection, file));
}

Result<void> PgBulk::loadReferences()
{
    // The schema's foreign keys, child table to parent: a row written to a child may refer to a buffered parent row.
    // Read when rows are first buffered, so that a cache which never buffers costs no query.
    auto q = runQuery(m_db,
        QStringLiteral("SELECT child.relname, parent.relname FROM pg_constraint c JOIN pg_class child ON "
                       "child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid WHERE c.contype "
                       "= 'f' AND child.relnamespace = current_schema()::regnamespace"));
    if (!q)
        return copyError(m_file, q.error().message);
    while (q->next())
        m_referencedBy[q->value(1).toString()] << q->value(0).toString();
    m_referencesLoaded = true;
    return {};
}

PgBulk::PgBulk(QSqlDatabase &db, void *connection, QString file)
    : m_db(db)
    , m_connection(connection)
    , m_file(std::move(file))
{
}

PgBulk::~PgBulk()
{
    if (m_sending.valid())
        m_sending.wait(); // the thread ends before the connection can go (its error was reported, or is moot)
    unregister();
}

QByteArray PgBulk::copyCommand(const Table &t)
{
    return "COPY " + t.name.toUtf8() + " (id, " + t.columns.toUtf8() + ") FROM STDIN";
}

PgBulk::Table &PgBulk::table(const QString &name, const QString &columns)
{
    for (Table &t : m_tables)
        if (t.name == name && t.columns == columns)
            return t;
    return m_tables.emplace_back(Table { name, columns, {}, {} });
}

Result<void> PgBulk::reserve(Table &table, qsizetype n)
{
    // Ids from the table's own sequence, as the rows' defaults would take them: never reused, even if undone.
    auto q
        = runQuery(m_db, QStringLiteral("SELECT nextval(pg_get_serial_sequence(?, 'id')) FROM generate_series(1, ?)"),
            { table.name, std::max(n, kIdBlock) });
    if (!q)
        return copyError(m_file, q.error().message);
    while (q->next())
        table.ids << q->value(0).toLongLong();
    q->finish();
    if (table.ids.size() < n)
        return copyError(m_file, QStringLiteral("no ids reserved for %1").arg(table.name));
    return {};
}

Result<QList<qint64>> PgBulk::append(
    const QString &name, const QString &columns, qsizetype perRow, const QVariantList &values)
{
    if (!m_referencesLoaded)
        DRAUDIT_TRY_VOID(loadReferences());
    Table &t = table(name, columns);
    const qsizetype rows = values.size() / perRow;
    if (t.ids.size() < rows)
        DRAUDIT_TRY_VOID(reserve(t, rows - t.ids.size()));
    const QList<qint64> ids = t.ids.mid(0, rows);
    t.ids.remove(0, rows);
    const qsizetype before = t.rows.size();
    for (qsizetype r = 0; r < rows; ++r) {
        t.rows += QByteArray::number(ids[r]);
        for (qsizetype c = 0; c < perRow; ++c) {
            t.rows += '\t';
            appendValue(t.rows, values[r * perRow + c]);
        }
        t.rows += '\n';
    }
    m_bytes += t.rows.size() - before;
    return ids;
}

namespace {
bool identifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// `name` as a whole identifier in `sql`: "rounds" is not in "total_rounds".
bool namesTable(const QString &sql, const QString &name)
{
    for (qsizetype at = sql.indexOf(name); at >= 0; at = sql.indexOf(name, at + 1)) {
        const qsizetype end = at + name.size();
        if ((at == 0 || !identifierChar(sql[at - 1])) && (end == sql.size() || !identifierChar(sql[end])))
            return true;
    }
    return false;
}
} // namespace

bool PgBulk::touches(const QString &sql) const
{
    for (const Table &t : m_tables) {
        if (t.rows.isEmpty())
            continue;
        if (namesTable(sql, t.name))
            return true;
        for (const QString &child : m_referencedBy.value(t.name))
            if (namesTable(sql, child))
                return true;
    }
    return false;
}

QString PgBulk::copy(void *connection, const QByteArray &command, const QByteArray &rows)
{
    const auto loaded = libPq();
    if (!loaded)
        return loaded.error().message;
    const LibPq &pq = **loaded;
    auto *conn = static_cast<PGconn *>(connection);
    PGresult *started = pq.exec(conn, command.constData());
    const bool copying = pq.resultStatus(started) == PGRES_COPY_IN;
    const QString startError = QString::fromUtf8(pq.resultErrorMessage(started)).trimmed();
    pq.clear(started);
    if (!copying)
        return startError.isEmpty() ? QStringLiteral("COPY did not start") : startError;
    bool sent = true;
    for (qsizetype at = 0; sent && at < rows.size(); at += kCopyChunk)
        sent = pq.putCopyData(conn, rows.constData() + at, static_cast<int>(std::min(kCopyChunk, rows.size() - at)))
            == 1;
    sent = pq.putCopyEnd(conn, sent ? nullptr : "draudit: the rows could not be sent") == 1 && sent;
    QString why = sent ? QString() : QString::fromUtf8(pq.errorMessage(conn)).trimmed();
    while (PGresult *result = pq.getResult(conn)) {
        if (pq.resultStatus(result) != PGRES_COMMAND_OK && why.isEmpty())
            why = QString::fromUtf8(pq.resultErrorMessage(result)).trimmed();
        pq.clear(result);
    }
    return why;
}

namespace {
// The COPYs of one flush, in the order their tables' rows first came (referenced tables first).
using Batch = std::vector<std::pair<QByteArray, QByteArray>>; // command, rows

// The bulk paths sending in the background, by connection name: what waitForBulkSending finds.
std::mutex g_sendingLock;
QHash<QString, PgBulk *> g_sending;
std::atomic<int> g_sendingCount { 0 }; // g_sending's size: a statement with nothing sending takes no lock
} // namespace

Result<void> waitForBulkSending(const QSqlDatabase &db)
{
    if (g_sendingCount.load(std::memory_order_acquire) == 0)
        return {};
    PgBulk *bulk = nullptr;
    {
        const std::lock_guard lock(g_sendingLock);
        bulk = g_sending.value(db.connectionName());
    }
    return bulk ? bulk->waitForSending() : Result<void>();
}

Result<void> PgBulk::waitForSending()
{
    if (m_sending.valid())
        m_sendError = m_sending.get();
    if (!m_sendError.isEmpty())
        return copyError(m_file, m_sendError); // stays registered: every statement on the connection fails with it
    unregister();
    return {};
}

void PgBulk::unregister()
{
    const std::lock_guard lock(g_sendingLock);
    if (g_sending.value(m_db.connectionName()) == this) {
        g_sending.remove(m_db.connectionName());
        --g_sendingCount;
    }
}

void endBulkSending(const QSqlDatabase &db)
{
    PgBulk *bulk = nullptr;
    {
        const std::lock_guard lock(g_sendingLock);
        bulk = g_sending.value(db.connectionName());
    }
    if (bulk) {
        (void)bulk->waitForSending();
        bulk->unregister();
    }
}

Result<void> PgBulk::flush()
{
    DRAUDIT_TRY_VOID(waitForBulkSending(m_db)); // another cache's send on this connection
    DRAUDIT_TRY_VOID(waitForSending());
    for (Table &t : m_tables) {
        if (t.rows.isEmpty())
            continue;
        if (const QString why = copy(m_connection, copyCommand(t), t.rows); !why.isEmpty())
            return copyError(m_file, why);
        t.rows.clear();
    }
    m_bytes = 0;
    return {};
}

Result<void> PgBulk::flushInBackground()
{
    DRAUDIT_TRY_VOID(waitForBulkSending(m_db)); // another cache's send on this connection
    DRAUDIT_TRY_VOID(waitForSending());
    Batch batch;
    for (Table &t : m_tables) {
        if (t.rows.isEmpty())
            continue;
        // The next batch's ids are reserved now: reserving them later would wait for this send.
        const qsizetype rows = t.rows.count('\n');
        if (t.ids.size() < rows)
            DRAUDIT_TRY_VOID(reserve(t, rows - t.ids.size()));
        batch.emplace_back(copyCommand(t), std::exchange(t.rows, QByteArray()));
    }
    m_bytes = 0;
    if (batch.empty())
        return {};
    m_sending = std::async(std::launch::async, [connection = m_connection, batch = std::move(batch)] {
        for (const auto &[command, rows] : batch)
            if (QString why = copy(connection, command, rows); !why.isEmpty())
                return why;
        return QString();
    });
    const std::lock_guard lock(g_sendingLock);
    if (!g_sending.contains(m_db.connectionName()))
        ++g_sendingCount;
    g_sending.insert(m_db.connectionName(), this);
    return {};
}

void PgBulk::discard()
{
    // A send that failed failed inside the record being undone (a record begins with nothing buffered or sending):
    // the savepoint's rollback undoes it, and the connection is free again for the next record.
    if (m_sending.valid())
        m_sending.wait();
    m_sending = {};
    m_sendError.clear();
    unregister();
    for (Table &t : m_tables)
        t.rows.clear();
    m_bytes = 0;
}

} // namespace draudit::models
