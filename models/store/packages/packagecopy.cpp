// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/packages/packagecopy.h"

#include "models/core/resulttry.h"
#include "models/store/storage/statementcache.h"

#include <algorithm>

namespace draudit::models {

Result<int> copyRows(QSqlDatabase &from, StatementCache &to, const TableCopy &spec, const QString &where,
    const QVariantList &binds, const NameScrubber &scrub, bool blind)
{
    DRAUDIT_TRY(q,
        runQuery(from,
            QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                .arg(spec.columns.join(QStringLiteral(", ")), spec.table, where),
            binds));
    const QString insert = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT DO NOTHING")
                               .arg(spec.table, spec.columns.join(QStringLiteral(", ")),
                                   QStringList(spec.columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
    int rows = 0;
    while (q.next()) {
        QVariantList values;
        for (qsizetype c = 0; c < spec.columns.size(); ++c) {
            QVariant v = q.value(static_cast<int>(c));
            if (blind && spec.dropped.contains(spec.columns[c]))
                v = QVariant();
            else if (spec.scrubbed.contains(spec.columns[c]))
                v = scrub(v);
            values << v;
        }
        if (spec.adjust)
            spec.adjust(values);
        DRAUDIT_TRY_VOID(to.exec(insert, values));
        ++rows;
    }
    return rows;
}

QString idList(const QSet<qint64> &ids)
{
    QList<qint64> sorted(ids.begin(), ids.end());
    std::sort(sorted.begin(), sorted.end());
    QStringList out;
    for (qint64 id : sorted)
        out << QString::number(id);
    return out.isEmpty() ? QStringLiteral("NULL") : out.join(QLatin1Char(','));
}

QStringList idLists(const QSet<qint64> &ids, qsizetype perList)
{
    QList<qint64> sorted(ids.begin(), ids.end());
    std::sort(sorted.begin(), sorted.end());
    QStringList lists;
    for (qsizetype at = 0; at < sorted.size(); at += perList) {
        QStringList one;
        for (qsizetype i = at; i < std::min(sorted.size(), at + perList); ++i)
            one << QString::number(sorted[i]);
        lists << one.join(QLatin1Char(','));
    }
    return lists;
}

Result<QSet<qint64>> idsOf(QSqlDatabase &db, const QString &sql)
{
    DRAUDIT_TRY(q, runQuery(db, sql));
    QSet<qint64> out;
    while (q.next())
        if (!q.value(0).isNull())
            out.insert(q.value(0).toLongLong());
    return out;
}

ItemKeys itemKeysOf(const QString &formJson, const QList<ItemKeys> &known)
{
    for (const ItemKeys &k : known)
        if (formJson.contains(QStringLiteral("\"expand\":\"%1\"").arg(QLatin1String(k.expand))))
            return k;
    return ItemKeys { "", 0, "", {}, 0, {} };
}

} // namespace draudit::models
