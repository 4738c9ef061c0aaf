// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bulk writes for the benchmarks, through the store's own statements.
#include "models/store/storage/speedfixtures.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/storage/location.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"

#include <QDateTime>
#include <QHash>
#include <QMultiHash>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <functional>

namespace draudit::models {

Result<void> insertBulkAnswers(ProjectStore &store, int count)
{
    return inTransaction<void>(store, [&]() -> Result<void> {
        StatementCache sql(store.database());
        for (int i = 0; i < count; ++i)
            DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, "
                                                     "value, created_at, updated_at) VALUES (1, 1, ?, 'bulk', '1', "
                                                     "'2026-01-01', '2026-01-01')"),
                { Target::round(i).toString() }));
        return {};
    });
}

Result<qint64> answerEveryQuestion(ProjectStore &package, const QStringList &fields, const QString &value)
{
    return inTransaction<qint64>(package, [&]() -> Result<qint64> {
        QDateTime now = QDateTime::currentDateTimeUtc();
        const QString when = now.toString(Qt::ISODateWithMs);
        QString asked;
        QVariantList binds;
        for (const QString &field : fields) {
            asked += (asked.isEmpty() ? QStringLiteral("VALUES (?)") : QStringLiteral(", (?)"));
            binds << field;
        }
        DRAUDIT_TRY(added,
            runStatement(package.database(),
                QStringLiteral("WITH asked(field) AS (%1) INSERT INTO annotations (study_id, annotator_id, target, "
                               "field, value, created_at, updated_at, client_id, version) SELECT s.study_id, "
                               "s.annotator_id, s.target, asked.field, ?, ?, ?, 'bench', 1 FROM assignments s, asked "
                               "ORDER BY s.position, asked.field")
                    .arg(asked),
                binds + QVariantList { value, when, when }, QStringLiteral("cannot answer the package")));
        const qint64 answers = added.numRowsAffected();
        DRAUDIT_TRY_VOID(runStatement(package.database(),
            QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, "
                           "old_value, new_value, changed_at, client_id) SELECT id, study_id, annotator_id, target, "
                           "field, NULL, value, updated_at, 'bench' FROM annotations ORDER BY id"),
            {}, QStringLiteral("cannot answer the package")));
        DRAUDIT_TRY_VOID(runStatement(package.database(),
            QStringLiteral("UPDATE assignments SET status = 'done', seconds = 30, done_at = ?"), { when },
            QStringLiteral("cannot answer the package")));
        return answers;
    });
}

Result<void> forgetMergedAnswers(ProjectStore &master, const QString &study)
{
    return inTransaction<void>(master, [&]() -> Result<void> {
        const QString what = QStringLiteral("cannot take the merged answers back");
        const QString ofStudy = QStringLiteral("study_id = (SELECT id FROM studies WHERE name = ?)");
        for (const QString &sql : { QStringLiteral("DELETE FROM annotation_history WHERE %1"),
                 QStringLiteral("DELETE FROM annotations WHERE %1"),
                 QStringLiteral("UPDATE assignments SET status = 'pending', seconds = NULL, done_at = NULL WHERE %1"),
                 QStringLiteral("UPDATE packages SET merged_at = NULL WHERE %1") })
            DRAUDIT_TRY_VOID(runStatement(master.database(), sql.arg(ofStudy), { study }, what));
        return {};
    });
}

Result<qint64> replaceFirstReportText(ProjectStore &store, const QString &text)
{
    DRAUDIT_TRY(first, runQuery(store.database(), QStringLiteral("SELECT min(id) FROM responses")));
    if (!first.next() || first.value(0).isNull())
        return fail(QStringLiteral("the project has no reports"));
    const qint64 id = first.value(0).toLongLong();
    first.finish();
    DRAUDIT_TRY(
        update, runQuery(store.database(), QStringLiteral("UPDATE responses SET text = ? WHERE id = ?"), { text, id }));
    Q_UNUSED(update);
    return id;
}

namespace {
// Runs one maintenance command on the server's own database, on a connection of its own.
Result<Location> onServer(const QString &serverUrl, const QString &sql)
{
    DRAUDIT_TRY(server, Location::parse(serverUrl));
    if (server.backend != Backend::Postgres)
        return fail(QStringLiteral("not a PostgreSQL URL: %1").arg(serverUrl));
    const QString connection = QStringLiteral("draudit-scratch");
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        server.applyTo(db);
        if (!db.open())
            error = db.lastError().text();
        else if (const auto quiet
                 = execute(db, QStringLiteral("SET client_min_messages = warning"), server.displayName());
                 !quiet)
            error = quiet.error().message; // no "does not exist, skipping"
        else if (const auto done = execute(db, sql, server.displayName()); !done)
            error = done.error().message;
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    if (!error.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(sql, error), server.displayName());
    return server;
}
} // namespace

Result<QString> createScratchDatabase(const QString &serverUrl, const QString &name)
{
    DRAUDIT_TRY_VOID(dropScratchDatabase(serverUrl, name));
    DRAUDIT_TRY(server, onServer(serverUrl, QStringLiteral("CREATE DATABASE \"%1\"").arg(name)));
    return QStringLiteral("postgresql://%1@%2%3/%4")
        .arg(server.user, server.host, server.port > 0 ? QStringLiteral(":%1").arg(server.port) : QString(), name);
}

Result<void> dropScratchDatabase(const QString &serverUrl, const QString &name)
{
    DRAUDIT_TRY_VOID(onServer(serverUrl, QStringLiteral("DROP DATABASE IF EXISTS \"%1\"").arg(name)));
    return {};
}

namespace {
// Runs `read` on a connection of its own to the PostgreSQL database at `url`.
template<typename T>
Result<T> onDatabase(const QString &url, const std::function<Result<T>(QSqlDatabase &)> &read)
{
    DRAUDIT_TRY(location, Location::parse(url));
    const QString connection = QStringLiteral("draudit-bench-floor");
    Result<T> result = fail(QStringLiteral("not opened"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        location.applyTo(db);
        result = db.open() ? read(db) : fail(db.lastError().text(), location.displayName());
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

Result<QHash<QString, qint64>> rowCounts(const QString &url)
{
    return onDatabase<QHash<QString, qint64>>(url, [](QSqlDatabase &db) -> Result<QHash<QString, qint64>> {
        DRAUDIT_TRY(
            tables, runQuery(db, QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")));
        QStringList names;
        while (tables.next())
            names << tables.value(0).toString();
        QHash<QString, qint64> counts;
        static const QRegularExpression plain(QStringLiteral("^[a-z_][a-z0-9_]*$"));
        for (const QString &name : names) {
            if (!plain.match(name).hasMatch()) // draudit's tables only: a name is written into SQL and psql scripts
                return fail(QStringLiteral("table name %1 is not one of draudit's").arg(name));
            DRAUDIT_TRY(count, runQuery(db, QStringLiteral("SELECT count(*) FROM \"%1\"").arg(name)));
            counts.insert(name, count.next() ? count.value(0).toLongLong() : 0);
        }
        return counts;
    });
}

// Foreign keys among public tables: child to parents.
Result<QMultiHash<QString, QString>> parentsOf(const QString &url)
{
    return onDatabase<QMultiHash<QString, QString>>(url, [](QSqlDatabase &db) -> Result<QMultiHash<QString, QString>> {
        DRAUDIT_TRY(q,
            runQuery(db,
                QStringLiteral("SELECT child.relname, parent.relname FROM pg_constraint c JOIN pg_class child ON "
                               "child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid WHERE "
                               "c.contype = 'f' AND child.oid <> parent.oid")));
        QMultiHash<QString, QString> parents;
        while (q.next())
            parents.insert(q.value(0).toString(), q.value(1).toString());
        return parents;
    });
}
} // namespace

Result<QStringList> tablesAnImportFilled(const QString &importedUrl, const QString &freshUrl)
{
    DRAUDIT_TRY(after, rowCounts(importedUrl));
    DRAUDIT_TRY(before, rowCounts(freshUrl));
    DRAUDIT_TRY(parents, parentsOf(importedUrl));
    QStringList filled;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const qint64 had = before.value(it.key());
        if (it.value() != had && had != 0)
            return fail(QStringLiteral("the import changed table %1, which had %2 rows: only rows added can be copied")
                            .arg(it.key())
                            .arg(had));
        if (it.value() > 0 && had == 0)
            filled << it.key();
    }
    filled.sort();
    QStringList ordered; // parents first: each round, the tables whose parents are all placed
    while (!filled.isEmpty()) {
        const qsizetype placed = ordered.size();
        for (const QString &table : std::as_const(filled)) {
            const QStringList needs = parents.values(table);
            if (std::all_of(needs.begin(), needs.end(),
                    [&](const QString &p) { return ordered.contains(p) || !filled.contains(p); }))
                ordered << table;
        }
        if (ordered.size() == placed)
            return fail(QStringLiteral("the filled tables refer to each other in a cycle: %1")
                            .arg(filled.join(QLatin1Char(' '))));
        for (qsizetype i = placed; i < ordered.size(); ++i)
            filled.removeOne(ordered[i]);
    }
    return ordered;
}

Result<QHash<QString, int>> historyRowsByClient(ProjectStore &store, const QString &prefix)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT client_id, count(*) FROM annotation_history WHERE substr(client_id, 1, ?) = ? "
                           "GROUP BY client_id"),
            { prefix.size(), prefix }));
    QHash<QString, int> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

} // namespace draudit::models
