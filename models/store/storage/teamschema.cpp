// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storage/teamschema.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/storage/teamsql.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace draudit::models {

namespace {
Result<void> execute(QSqlDatabase &db, const QString &sql)
{
    return models::execute(
        db, sql, QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles"));
}
} // namespace

// The group role's schema, views, functions and grants, as of this version (idempotent; inside a transaction).
Result<void> installTeamObjects(QSqlDatabase &db)
{
    // "policy ... does not exist, skipping" notices would reach the user's terminal.
    DRAUDIT_TRY_VOID(execute(db, QStringLiteral("SET LOCAL client_min_messages = warning")));
    for (const QString &sql :
        team::privateStatements() + team::blindViewStatements() + team::functionStatements() + team::grantStatements())
        DRAUDIT_TRY_VOID(execute(db, sql));
    return {};
}

Result<void> refreshTeamSchema(ProjectStore &store)
{
    if (store.backend() != Backend::Postgres)
        return {};
    QSqlDatabase &db = store.database();
    DRAUDIT_TRY(team, runQuery(db, QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = 'draudit_private'")));
    if (!team.next())
        return {};
    team.finish();
    return inTransaction<void>(store, [&]() -> Result<void> { return installTeamObjects(db); });
}

} // namespace draudit::models
