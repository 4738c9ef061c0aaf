// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A team's part of the schema on PostgreSQL: the private schema, the blinded views, the functions an annotator writes
// through and their grants (teamsql.h). Installed when the first annotator role is granted (team/teamroles.h) and
// again whenever the project's schema is migrated, since a view names the columns of its day.
#pragma once

#include "models/core/error.h"

class QSqlDatabase;

namespace draudit::models {

class ProjectStore;

// The group role's schema, views, functions and grants, as of this version (idempotent; inside a transaction).
Result<void> installTeamObjects(QSqlDatabase &db);

// Sets up the views, functions and grants again on a team's project whose schema was just migrated (a view names
// the columns of its day), or, with `onlyIfChanged`, when those this draudit writes differ from the ones installed
// (their fingerprint, kept in draudit_private.installed): a newer draudit's views reach a project at the same schema
// version when its owner opens it. Does nothing on SQLite or before any annotator role was granted.
Result<void> refreshTeamSchema(ProjectStore &store, bool onlyIfChanged = false);

} // namespace draudit::models
