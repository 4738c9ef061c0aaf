// The references come from the schema itself (pragma_foreign_key_list), so a new table's are checked too.
#include "models/referencecheck.h"

#include "models/statementcache.h"

#include <QCoreApplication>
#include <QHash>

namespace draudit::models {

namespace {
QString quoted(const QString &name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
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
    QHash<QString, qint64> lastRow;
    while (list->next()) {
        Reference r { list->value(0).toString(), list->value(1).toString(), list->value(2).toString(),
            list->value(3).toString(), 0 };
        if (!lastRow.contains(r.table)) {
            auto last = runQuery(db, QStringLiteral("SELECT coalesce(max(rowid), 0) FROM %1").arg(quoted(r.table)));
            if (!last)
                return tl::unexpected(last.error());
            lastRow.insert(r.table, last->next() ? last->value(0).toLongLong() : 0);
        }
        r.lastRowBefore = lastRow.value(r.table);
        check.m_references << r;
    }
    return check;
}

Result<void> NewRowReferences::verify(QSqlDatabase &db, const QString &file)
{
    // One pass over each table's new rows tests all its references (a join to each referenced row); only a failure
    // looks for which one it was.
    const auto missing = [](const Reference &r) {
        return QStringLiteral("(t.%1 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %2 p WHERE p.%3 = t.%1))")
            .arg(quoted(r.column), quoted(r.parent), quoted(r.parentColumn));
    };
    for (qsizetype first = 0; first < m_references.size();) {
        const QString table = m_references[first].table;
        qsizetype end = first;
        QStringList joins, any;
        for (; end < m_references.size() && m_references[end].table == table; ++end) {
            const Reference &r = m_references[end];
            const QString alias = QStringLiteral("p%1").arg(end - first);
            joins << QStringLiteral("LEFT JOIN %1 %2 ON %2.%3 = t.%4")
                         .arg(quoted(r.parent), alias, quoted(r.parentColumn), quoted(r.column));
            any << QStringLiteral("(t.%1 IS NOT NULL AND %2.%3 IS NULL)")
                       .arg(quoted(r.column), alias, quoted(r.parentColumn));
        }
        auto dangling = runQuery(db,
            QStringLiteral("SELECT t.rowid FROM %1 t %2 WHERE t.rowid > ? AND (%3) LIMIT 1")
                .arg(quoted(table), joins.join(QLatin1Char(' ')), any.join(QStringLiteral(" OR "))),
            { m_references[first].lastRowBefore });
        if (!dangling)
            return tl::unexpected(dangling.error());
        if (dangling->next()) {
            const qint64 row = dangling->value(0).toLongLong();
            for (qsizetype i = first; i < end; ++i) {
                const Reference &r = m_references[i];
                auto value = runQuery(db,
                    QStringLiteral("SELECT t.%1 FROM %2 t WHERE t.rowid = ? AND %3")
                        .arg(quoted(r.column), quoted(table), missing(r)),
                    { row });
                if (value && value->next())
                    return fail(QCoreApplication::translate("draudit::models::NewRowReferences",
                                    "row %1 of %2 would have %3 = %4, which is not in %5; nothing was imported "
                                    "(please report this)")
                                    .arg(row)
                                    .arg(table, r.column, value->value(0).toString(), r.parent),
                        file);
            }
        }
        // Verified: the next call starts after the table's current last row.
        auto last = runQuery(db, QStringLiteral("SELECT coalesce(max(rowid), 0) FROM %1").arg(quoted(table)));
        if (!last)
            return tl::unexpected(last.error());
        const qint64 lastRow = last->next() ? last->value(0).toLongLong() : 0;
        for (qsizetype i = first; i < end; ++i)
            m_references[i].lastRowBefore = lastRow;
        first = end;
    }
    return {};
}

} // namespace draudit::models
