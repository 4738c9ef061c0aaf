// The references come from the schema itself (pragma_foreign_key_list), so a new table's are checked too.
#include "models/referencecheck.h"

#include "models/resulttry.h"
#include "models/statementcache.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
QString quoted(const QString &name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

Result<qint64> lastRowOf(QSqlDatabase &db, const QString &table)
{
    auto last = runQuery(db, QStringLiteral("SELECT coalesce(max(rowid), 0) FROM %1").arg(quoted(table)));
    if (!last)
        return tl::unexpected(last.error());
    return last->next() ? last->value(0).toLongLong() : 0;
}
} // namespace

Result<NewRowReferences> NewRowReferences::start(QSqlDatabase &db)
{
    NewRowReferences check;
    auto list = runQuery(db,
        QStringLiteral("SELECT m.name, f.\"from\", f.\"table\", coalesce(f.\"to\", 'rowid') FROM sqlite_master m, "
                       "pragma_foreign_key_list(m.name) f WHERE m.type = 'table' ORDER BY m.name, f.id"));
    if (!list)
        return tl::unexpected(list.error());
    while (list->next()) {
        Reference r { list->value(0).toString(), list->value(1).toString(), list->value(2).toString(),
            list->value(3).toString(), 0 };
        if (!check.m_references.isEmpty() && check.m_references.back().table == r.table) {
            r.lastRowBefore = check.m_references.back().lastRowBefore; // rows come grouped by table
        } else {
            DRAUDIT_TRY(last, lastRowOf(db, r.table));
            r.lastRowBefore = last;
        }
        check.m_references << r;
    }
    return check;
}

Result<void> NewRowReferences::verify(QSqlDatabase &db, const QString &file)
{
    // One pass over each table's new rows joins every referenced row; the first row missing one is named.
    for (qsizetype first = 0; first < m_references.size();) {
        const QString table = m_references[first].table;
        qsizetype end = first;
        QStringList columns, joins, missing;
        for (; end < m_references.size() && m_references[end].table == table; ++end) {
            const Reference &r = m_references[end];
            const QString alias = QStringLiteral("p%1").arg(end - first);
            const QString isMissing = QStringLiteral("(t.%1 IS NOT NULL AND %2.%3 IS NULL)")
                                          .arg(quoted(r.column), alias, quoted(r.parentColumn));
            columns << QStringLiteral("t.%1, %2").arg(quoted(r.column), isMissing);
            joins << QStringLiteral("LEFT JOIN %1 %2 ON %2.%3 = t.%4")
                         .arg(quoted(r.parent), alias, quoted(r.parentColumn), quoted(r.column));
            missing << isMissing;
        }
        auto dangling = runQuery(db,
            QStringLiteral("SELECT t.rowid, %1 FROM %2 t %3 WHERE t.rowid > ? AND (%4) LIMIT 1")
                .arg(columns.join(QStringLiteral(", ")), quoted(table), joins.join(QLatin1Char(' ')),
                    missing.join(QStringLiteral(" OR "))),
            { m_references[first].lastRowBefore });
        if (!dangling)
            return tl::unexpected(dangling.error());
        if (dangling->next()) {
            for (qsizetype i = first; i < end; ++i) {
                const int at = 1 + 2 * static_cast<int>(i - first); // the reference's value, then whether it is missing
                if (dangling->value(at + 1).toBool())
                    return fail(
                        QCoreApplication::translate("draudit::models::NewRowReferences",
                            "row %1 of %2 would have %3 = %4, which is not in %5; nothing was imported "
                            "(please report this)")
                            .arg(dangling->value(0).toLongLong())
                            .arg(table, m_references[i].column, dangling->value(at).toString(), m_references[i].parent),
                        file);
            }
        }
        // Verified: the next call starts after the table's current last row.
        DRAUDIT_TRY(lastRow, lastRowOf(db, table));
        for (qsizetype i = first; i < end; ++i)
            m_references[i].lastRowBefore = lastRow;
        first = end;
    }
    return {};
}

} // namespace draudit::models
