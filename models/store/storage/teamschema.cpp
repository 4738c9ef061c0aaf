// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storage/teamschema.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/storage/teamsql.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlQuery>

namespace draudit::models {

namespace {
Result<void> execute(QSqlDatabase &db, const QString &sql)
{
    return models::execute(
        db, sql, QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles"));
}

QStringList teamStatements()
{
    return team::privateStatements() + team::blindViewStatements() + team::functionStatements()
        + team::grantStatements();
}

QString fingerprintOf(const QStringList &statements)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(statements.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha256).toHex());
}

// The fingerprint of the objects installed; empty when none was recorded (an older draudit installed them).
Result<QString> installedFingerprint(QSqlDatabase &db)
{
    DRAUDIT_TRY(known,
        runQuery(db,
            QStringLiteral("SELECT 1 FROM pg_tables WHERE schemaname = 'draudit_private' AND tablename = "
                           "'installed'")));
    if (!known.next())
        return QString();
    known.finish();
    DRAUDIT_TRY(q, runQuery(db, QStringLiteral("SELECT fingerprint FROM draudit_private.installed")));
    return q.next() ? q.value(0).toString() : QString();
}
} // namespace

// The group role's schema, views, functions and grants, as of this version (idempotent; inside a transaction).
Result<void> installTeamObjects(QSqlDatabase &db)
{
    // "policy ... does not exist, skipping" notices would reach the user's terminal.
    DRAUDIT_TRY_VOID(execute(db, QStringLiteral("SET LOCAL client_min_messages = warning")));
    const QStringList statements = teamStatements();
    for (const QString &sql : statements)
        DRAUDIT_TRY_VOID(execute(db, sql));
    DRAUDIT_TRY_VOID(execute(db,
        QStringLiteral("CREATE TABLE IF NOT EXISTS draudit_private.installed (fingerprint "
                       "TEXT NOT NULL)")));
    DRAUDIT_TRY_VOID(execute(db, QStringLiteral("DELETE FROM draudit_private.installed")));
    DRAUDIT_TRY_VOID(runQuery(db, QStringLiteral("INSERT INTO draudit_private.installed (fingerprint) VALUES (?)"),
        { fingerprintOf(statements) }));
    return {};
}

Result<void> refreshTeamSchema(ProjectStore &store, bool onlyIfChanged)
{
    if (store.backend() != Backend::Postgres)
        return {};
    QSqlDatabase &db = store.database();
    DRAUDIT_TRY(team, runQuery(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = 'draudit_private'")));
    if (!team.next())
        return {};
    team.finish();
    if (onlyIfChanged) {
        DRAUDIT_TRY(installed, installedFingerprint(db));
        if (installed == fingerprintOf(teamStatements()))
            return {};
    }
    return inTransaction<void>(store, [&]() -> Result<void> { return installTeamObjects(db); });
}

} // namespace draudit::models
