// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Statements built once per shape and prepared once (StatementCache): a large import or merge writes the same few
// statements tens of thousands of times.
#include "models/store/storage/rowinserter.h"

#include "models/core/resulttry.h"

namespace draudit::models {

QString placeholders(qsizetype n)
{
    QString row = QStringLiteral("(");
    for (qsizetype i = 0; i < n; ++i)
        row += i ? QStringLiteral(", ?") : QStringLiteral("?");
    return row + QLatin1Char(')');
}

QString RowInserter::insertSql(const QString &table, const QString &columns, qsizetype perRow, qsizetype rows)
{
    QString &sql = m_insertSql[table + QLatin1Char(' ') + columns + QLatin1Char(' ') + QString::number(rows)];
    if (!sql.isEmpty())
        return sql;
    // On SQLite a statement that may stop half way (a constraint failing with ABORT) copies every page it changes
    // into a statement journal first; FAIL keeps the rows before the failing one, which is harmless here: the writers
    // undo a failed record or batch as a whole (a savepoint or the transaction).
    sql = m_backend == Backend::Sqlite ? QStringLiteral("INSERT OR FAIL INTO ") : QStringLiteral("INSERT INTO ");
    sql += table + QStringLiteral(" (") + columns + QStringLiteral(") VALUES ");
    const QString row = placeholders(perRow);
    for (qsizetype i = 0; i < rows; ++i)
        sql += (i ? QStringLiteral(", ") : QString()) + row;
    sql += QStringLiteral(" RETURNING id");
    return sql;
}

Result<QList<qint64>> RowInserter::insertRows(
    const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values, ReadBack readBack)
{
    // Rows nothing reads back go through PostgreSQL's COPY (the statement cache sends them before any statement that
    // names their table or a table referring to it).
    if (m_statements.hasBulkPath() && readBack == ReadBack::No)
        return m_statements.bulkInsert(table, columns, perRow, values);
    constexpr qsizetype kMaxRows = 64; // keeps statements (and their parameters) few and small
    QList<qint64> ids;
    for (qsizetype first = 0; first < values.size(); first += kMaxRows * perRow) {
        // A comparison's rows fit one statement: its values are passed on as they are, not copied.
        const QVariantList chunk
            = first == 0 && values.size() <= kMaxRows * perRow ? values : values.mid(first, kMaxRows * perRow);
        const qsizetype rows = chunk.size() / perRow;
        DRAUDIT_TRY(chunkIds, m_statements.insertRows(insertSql(table, columns, perRow, rows), chunk, rows));
        ids += chunkIds;
    }
    return ids;
}

} // namespace draudit::models
