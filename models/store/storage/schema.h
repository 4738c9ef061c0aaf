// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The project schema, one definition for SQLite and PostgreSQL, with forward migrations.
#pragma once

#include "models/core/error.h"
#include "models/store/storage/location.h"

#include <QSqlDatabase>

namespace draudit::models {

class Schema
{
public:
    static constexpr int kCurrentVersion = 11;

    // Creates the schema at the given version inside the open database (tests create older versions).
    static Result<void> create(QSqlDatabase &db, Backend backend, int version = kCurrentVersion);
    // Reads meta.schema_version; 0 when the database has no draudit schema.
    static Result<int> version(QSqlDatabase &db);
    // Applies migrations from `from` to the current version in one transaction.
    static Result<void> migrate(QSqlDatabase &db, Backend backend, int from);
};

} // namespace draudit::models
