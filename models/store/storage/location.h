// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a project lives: a SQLite file path or a postgresql:// URL.
#pragma once

#include "models/core/error.h"

#include <QString>

class QSqlDatabase;

namespace draudit::models {

enum class Backend
{
    Sqlite,
    Postgres
};

struct Location
{
    Backend backend = Backend::Sqlite;
    QString path; // SQLite file
    QString host; // PostgreSQL
    int port = -1; // -1: libpq's default
    QString user;
    QString password;
    QString database;
    QString options; // libpq connect options (e.g. sslmode=disable)

    static Result<Location> parse(const QString &text);
    // For messages and titles: never includes the password.
    QString displayName() const;
    // Sets a PostgreSQL connection's host, port, user, password, database and options from this location.
    void applyTo(QSqlDatabase &db) const;
};

} // namespace draudit::models
