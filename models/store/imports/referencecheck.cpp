// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The references come from the schema itself (pragma_foreign_key_list), so a new table's are checked too.
#include "models/store/imports/referencecheck.h"

#include "models/core/resulttry.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
QString quoted(const QString &name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

Result<qint64> lastRowOf(StatementCache &sql, const QString &query)
{
    DRAUDIT_TRY(last, sql.lookup(query, {}));
    return last.value_or(0);
}
} // namespace

Result<NewRowReferences> NewRowReferences::start(QSqlDatabase &db)
{
    NewRowReferences check;
    check.m_sql = std::make_shared<StatementCache>(db);
    auto list = runQuery(db,
        QStringLiteral("SELECT m.name, f.\"from\", f.\"table\", coalesce(f.\"to\", 'rowid') FROM sqlite_master m, "
                       "pragma_foreign_key_list(m.name) f WHERE m.type = 'table' ORDER BY m.name, f.id"));
    if (!list)
        return tl::unexpected(list.error());
    // One pass over a table's new rows joins every row they refer to.
    QStringList columns, joins, missing;
    const auto finishTable = [&]() -> Result<void> {
        if (check.m_tables.empty())
            return {};
        Table &t = check.m_tables.back();
        t.lastRow = QStringLiteral("SELECT coalesce(max(rowid), 0) FROM %1").arg(quoted(t.name));
        t.dangling = QStringLiteral("SELECT t.rowid, %1 FROM %2 t %3 WHERE t.rowid > ? AND (%4) LIMIT 1")
                         .arg(columns.join(QStringLiteral(", ")), quoted(t.name), joins.join(QLatin1Char(' ')),
                             missing.join(QStringLiteral(" OR ")));
        DRAUDIT_TRY(last, lastRowOf(*check.m_sql, t.lastRow));
        t.lastRowBefore = last;
        columns.clear();
        joins.clear();
        missing.clear();
        return {};
    };
    while (list->next()) {
        const QString table = list->value(0).toString();
        if (check.m_tables.empty() || check.m_tables.back().name != table) { // rows come grouped by table
            if (auto done = finishTable(); !done)
                return tl::unexpected(done.error());
            check.m_tables.push_back(Table { table, {}, 0, {}, {} });
        }
        const Reference r { list->value(1).toString(), list->value(2).toString() };
        const QString parentColumn = list->value(3).toString();
        const QString alias = QStringLiteral("p%1").arg(check.m_tables.back().references.size());
        const QString isMissing
            = QStringLiteral("(t.%1 IS NOT NULL AND %2.%3 IS NULL)").arg(quoted(r.column), alias, quoted(parentColumn));
        columns << QStringLiteral("t.%1, %2").arg(quoted(r.column), isMissing);
        joins << QStringLiteral("LEFT JOIN %1 %2 ON %2.%3 = t.%4")
                     .arg(quoted(r.parent), alias, quoted(parentColumn), quoted(r.column));
        missing << isMissing;
        check.m_tables.back().references << r;
    }
    if (auto done = finishTable(); !done)
        return tl::unexpected(done.error());
    return check;
}

Result<void> NewRowReferences::verify(const QString &file)
{
    for (Table &t : m_tables) {
        DRAUDIT_TRY(lastRow, lastRowOf(*m_sql, t.lastRow));
        if (lastRow <= t.lastRowBefore)
            continue; // no new rows
        DRAUDIT_TRY(dangling, m_sql->row(t.dangling, { t.lastRowBefore }));
        if (dangling)
            for (qsizetype i = 0; i < t.references.size(); ++i) {
                const int at = 1 + 2 * static_cast<int>(i); // the reference's value, then whether it is missing
                if (!dangling->value(at + 1).toBool())
                    continue;
                return fail(
                    QCoreApplication::translate("draudit::models::NewRowReferences",
                        "row %1 of %2 would have %3 = %4, which is not in %5; nothing was imported "
                        "(please report this)")
                        .arg(dangling->value(0).toLongLong())
                        .arg(t.name, t.references[i].column, dangling->value(at).toString(), t.references[i].parent),
                    file);
            }
        t.lastRowBefore = lastRow; // verified up to here
    }
    return {};
}

} // namespace draudit::models
