// Bulk writes for the benchmarks, through the store's own statements.
#include "models/store/speedfixtures.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/location.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"
#include "models/store/storetransaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

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

} // namespace draudit::models
