// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An import writes with SQLite's foreign key enforcement off: enforced, it costs a lookup program per row and makes
// every multi-row INSERT copy the pages it changes into a statement journal. This checks the same rules once, for
// the rows the import added, as it goes and before it commits.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <memory>
#include <vector>

namespace draudit::models {

class StatementCache;

class NewRowReferences
{
public:
    // Notes where each referencing table ends now (inside the import's transaction, before it writes).
    static Result<NewRowReferences> start(QSqlDatabase &db);
    // Every reference from a row added since start() and not yet verified must find its row; the error names the
    // first that does not. Rows the import updated rather than added are not looked at: imports change no reference
    // of an existing row. Called every few hundred records, it reads rows still in SQLite's page cache.
    Result<void> verify(const QString &file);

private:
    struct Reference
    {
        QString column, parent;
    };
    // A referencing table, its references and the two queries verify() runs.
    struct Table
    {
        QString name;
        QList<Reference> references;
        qint64 lastRowBefore = 0; // rows after this one are not verified yet
        QString lastRow; // SELECT max(rowid)
        QString dangling; // the first new row missing a referenced row, with each reference's value and state
    };
    std::vector<Table> m_tables;
    std::shared_ptr<StatementCache> m_sql; // the queries, prepared once
};

} // namespace draudit::models
