// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Many rows of one table in few statements: an import's comparisons and rounds, a merge's answers and their history.
#pragma once

#include "models/core/error.h"
#include "models/store/storage/location.h"
#include "models/store/storage/statementcache.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVariantList>

namespace draudit::models {

// Whether the writer reads the rows back before the transaction ends. Rows it does not may wait for PostgreSQL's
// COPY (a statement that names their table still sends them first, so reading them back is correct, only slower).
enum class ReadBack
{
    Yes,
    No,
};

// "(?, ?, ?)" with n parameters.
QString placeholders(qsizetype n);

class RowInserter
{
public:
    RowInserter(StatementCache &statements, Backend backend)
        : m_statements(statements)
        , m_backend(backend)
    {
    }

    // Rows of `table (columns)`, `perRow` values each in `values`: their new ids, in row order. Multi-row INSERTs of
    // up to 64 rows, or PostgreSQL's COPY (ids reserved beforehand) for rows not read back.
    Result<QList<qint64>> insertRows(
        const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values, ReadBack readBack);

private:
    // "INSERT ... VALUES (?, ...), ... RETURNING id" for `rows` rows.
    QString insertSql(const QString &table, const QString &columns, qsizetype perRow, qsizetype rows);

    StatementCache &m_statements;
    Backend m_backend;
    QHash<QString, QString> m_insertSql; // by table, columns and row count
};

} // namespace draudit::models
