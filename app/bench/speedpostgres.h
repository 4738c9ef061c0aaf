// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench import --postgres: `draudit import` into PostgreSQL against PostgreSQL's own floor, psql's \copy of
// exactly the rows draudit wrote into the same schema (whole processes, alternated), with SQLite beside it.
#pragma once

#include <QString>
#include <QStringList>

class QTemporaryDir;

namespace draudit::cli {

int compareWithPostgres(const QString &server, const QString &corpus, const QTemporaryDir &dir, int runs);
// The same from 25 MB to 250 MB: how PostgreSQL's cost grows beside its floor and SQLite's.
int printPostgresScaling(const QString &server, const QStringList &files, const QTemporaryDir &dir, int runs);

} // namespace draudit::cli
