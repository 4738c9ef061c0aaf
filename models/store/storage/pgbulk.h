// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PostgreSQL's bulk path for imports: rows sent with COPY ... FROM STDIN on the project's own connection (the same
// transaction), their ids reserved from the table's identity sequence in blocks beforehand, so that rows which refer
// to each other (a round to its two responses) are written without a round trip each. Rows wait in memory until
// flush(): the statement cache flushes before any statement that names a buffered table or a table referring to one,
// at a size limit, and before the commit. At the size limit the rows are sent by a second thread while the import
// builds the next ones (the server stores one batch while the client parses the next); until that send has ended,
// every statement on the connection waits for it (waitForBulkSending, called by the statement helpers and the
// transaction commands), so the connection is never used by two threads at once.
#pragma once

#include "models/core/error.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QVariantList>
#include <future>
#include <memory>
#include <vector>

namespace draudit::models {

class PgBulk
{
public:
    // Null unless `db` is an open PostgreSQL connection whose libpq handle is reachable.
    static std::unique_ptr<PgBulk> open(QSqlDatabase &db, const QString &file);
    ~PgBulk();
    PgBulk(const PgBulk &) = delete;
    PgBulk &operator=(const PgBulk &) = delete;

    // Buffers `values` (perRow values per row, in `columns` order) as rows of `table` with fresh ids: the ids.
    Result<QList<qint64>> append(
        const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values);
    // Whether a statement may read or change a buffered table, or write a row referring to one: its SQL names a
    // buffered table or a table with a foreign key to one.
    bool touches(const QString &sql) const;
    // Sends every waiting row before it returns.
    Result<void> flush();
    // Sends the waiting rows from a second thread and returns at once (after one earlier such send has ended).
    Result<void> flushInBackground();
    // Until the background send has ended; its error, if it failed (kept: the transaction is lost).
    Result<void> waitForSending();
    // No longer found by waitForBulkSending (the send has ended, or its transaction was rolled back).
    void unregister();
    qsizetype bufferedBytes() const { return m_bytes; }

    // Drops the rows not sent yet (a record undone by its savepoint, which undoes the rows already sent), after a
    // background send has ended, and forgets that send's failure.
    void discard();

private:
    struct Table
    {
        QString name, columns;
        QByteArray rows; // COPY text format
        QList<qint64> ids; // reserved and not yet used
    };
    PgBulk(QSqlDatabase &db, void *connection, QString file);
    Result<void> loadReferences();
    Result<void> reserve(Table &table, qsizetype n);
    // COPY of `rows` into `table (id, columns)`: the reason it failed, or an empty string. Any thread, one at a time.
    static QString copy(void *connection, const QByteArray &command, const QByteArray &rows);
    Table &table(const QString &name, const QString &columns);
    static QByteArray copyCommand(const Table &table);

    QSqlDatabase &m_db;
    void *m_connection; // PGconn
    QString m_file;
    std::vector<Table> m_tables; // in the order rows first came: referenced tables before referring ones
    QHash<QString, QStringList> m_referencedBy; // table: the tables with a foreign key to it
    bool m_referencesLoaded = false;
    qsizetype m_bytes = 0;
    std::future<QString> m_sending; // the background send, while it runs
    QString m_sendError; // why a background send failed
};

// Waits for the background COPY of the connection `db`, if one runs; its error if it failed. Every statement on a
// PostgreSQL connection goes through it first (statementcache.cpp, the transaction commands).
Result<void> waitForBulkSending(const QSqlDatabase &db);
// Waits for it and forgets its error: the transaction it failed is being rolled back.
void endBulkSending(const QSqlDatabase &db);

} // namespace draudit::models
