// PostgreSQL's bulk path for imports: rows sent with COPY ... FROM STDIN on the project's own connection (the same
// transaction), their ids reserved from the table's identity sequence in blocks beforehand, so that rows which refer
// to each other (a round to its two responses) are written without a round trip each. Rows wait in memory until
// flush(): the statement cache flushes before any statement that names a buffered table or a table referring to one,
// at a size limit, and before the commit.
#pragma once

#include "models/core/error.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QVariantList>
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
    Result<void> flush();
    qsizetype bufferedBytes() const { return m_bytes; }

    // Drops the rows not sent yet (a record undone by its savepoint, which undoes the rows already sent).
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
    Result<void> copy(const Table &table);
    Table &table(const QString &name, const QString &columns);

    QSqlDatabase &m_db;
    void *m_connection; // PGconn
    QString m_file;
    std::vector<Table> m_tables; // in the order rows first came: referenced tables before referring ones
    QHash<QString, QStringList> m_referencedBy; // table: the tables with a foreign key to it
    bool m_referencesLoaded = false;
    qsizetype m_bytes = 0;
};

} // namespace draudit::models
