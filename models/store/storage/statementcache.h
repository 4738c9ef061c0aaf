// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Prepared statements reused by SQL text, and one-shot queries, both returning errors as values. On SQLite the cache
// talks to the connection's sqlite3 handle directly (same connection, same transaction): bulk imports then bind UTF-8
// text once instead of going through QtSql's UTF-16 round trip.
#pragma once

#include "models/core/error.h"
#include "models/store/storage/pgbulk.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariantList>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

struct sqlite3;

namespace draudit::models {

// The statement helper: the one place a query is prepared, bound and run (besides the statement cache below).
// Runs a read query; the error names what failed (e.g. "cannot read the project: ...").
Result<QSqlQuery> runQuery(QSqlDatabase &db, const QString &sql, const QVariantList &binds = {});
// Runs any statement; on failure the error says `what` failed and why, and a full disk is said plainly (nothing was
// changed). The query is returned for its rows (next(), value()) and numRowsAffected().
Result<QSqlQuery> runStatement(QSqlDatabase &db, const QString &sql, const QVariantList &binds, const QString &what);
// Runs a statement of no binds and no rows (a PRAGMA, DDL, a server's formatted command), unprepared.
Result<void> execute(QSqlDatabase &db, const QString &sql, const QString &what);
// Runs a PRAGMA (or any statement of one value) and returns its first value, or an empty string when it fails.
QString pragmaValue(QSqlDatabase &db, const QString &statement);

// Runs a read query and makes one Row of each result row with rowOf(query).
template<typename Row, typename RowOf>
Result<QList<Row>> queryRows(QSqlDatabase &db, const QString &sql, const QVariantList &binds, RowOf rowOf)
{
    auto q = runQuery(db, sql, binds);
    if (!q)
        return tl::unexpected(q.error());
    QList<Row> out;
    while (q->next())
        out.append(rowOf(*q));
    return out;
}

// One row of forEachRow: its columns read in place.
class RowView
{
public:
    virtual ~RowView() = default;
    virtual bool isNull(int column) const = 0;
    virtual qint64 integer(int column) const = 0;
    // A null string for NULL, as QtSql gives it.
    virtual QString text(int column) const = 0;
    virtual QVariant value(int column) const = 0;
};

// Runs a read query and calls `row` for each result row. On SQLite it reads through the connection's own handle
// (no QVariant per value): a study package of a million answers is read in a fraction of the time.
Result<void> forEachRow(
    QSqlDatabase &db, const QString &sql, const QVariantList &binds, const std::function<void(const RowView &)> &row);

// "?, ?, ?" for an IN list of the values, which are appended to binds.
QString inList(const QStringList &values, QVariantList &binds);

class StatementCache
{
public:
    // `file` is named in errors (the file being imported), may be empty.
    explicit StatementCache(QSqlDatabase &db, QString file = {});
    ~StatementCache();
    StatementCache(const StatementCache &) = delete;
    StatementCache &operator=(const StatementCache &) = delete;

    // INSERT ... RETURNING id.
    Result<qint64> insert(const QString &sql, const QVariantList &values);
    // INSERT ... VALUES (...), (...) RETURNING id with `rows` rows: their ids, in row order.
    Result<QList<qint64>> insertRows(const QString &sql, const QVariantList &values, qsizetype rows);
    Result<void> exec(const QString &sql, const QVariantList &values);
    // The first column of the first row, or empty when there is no row or it is NULL.
    Result<std::optional<qint64>> lookup(const QString &sql, const QVariantList &values);
    // The same, reading only rows already sent: rows waiting for COPY stay in memory (the caller knows them).
    Result<std::optional<qint64>> lookupSent(const QString &sql, const QVariantList &values);
    // Every column of the first row, or nothing when there is none (a statement run for each of many values).
    Result<std::optional<QVariantList>> row(const QString &sql, const QVariantList &values);

    // PostgreSQL's COPY (pgbulk.h): rows of `table` buffered with reserved ids, sent before any statement of this
    // cache that names the table or a table referring to it, at a size limit, and by flushBulk(). Only where
    // hasBulkPath().
    bool hasBulkPath() const { return m_bulk != nullptr; }
    // How many bytes of rows wait for COPY before they are sent in the background (32 MiB); for every cache made
    // after. Tests make it small so that an import of a small file sends in the background too.
    static void setBulkBatchBytes(qsizetype bytes);
    Result<QList<qint64>> bulkInsert(
        const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values);
    Result<void> flushBulk();
    void discardBulk();

private:
    class SqliteStatement;
    QSqlQuery &prepared(const QString &sql, const QVariantList &values);
    Result<SqliteStatement *> sqlitePrepared(const QString &sql, const QVariantList &values);
    Result<void> flushBefore(const QString &sql);

    QSqlDatabase &m_db;
    QString m_file;
    // By SQL text, hashed: an import's statements share long prefixes, which an ordered map compares again and again.
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_queries;
    ::sqlite3 *m_sqlite = nullptr; // the connection's own handle, when the project is SQLite
    std::unordered_map<QString, std::unique_ptr<SqliteStatement>> m_sqliteStatements;
    std::unique_ptr<PgBulk> m_bulk; // PostgreSQL
};

} // namespace draudit::models
