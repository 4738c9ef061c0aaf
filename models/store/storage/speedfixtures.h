// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes only the speed benchmarks make (`draudit bench store`, `bench ui`): many answers at once, and a long
// report put in place of the first one. Never used on a user's project.
#pragma once

#include "models/core/error.h"

namespace draudit::models {

class ProjectStore;

// count answers ("round:0", "round:1", ... field "bulk") of the default study's first annotator, in one transaction.
Result<void> insertBulkAnswers(ProjectStore &store, int count);
// Answers every question `fields` of every item of the study package `package`, each with `value` and one history
// row, and marks each item done, as an annotator who finished would: what `bench merge` merges. The number of answers.
Result<qint64> answerEveryQuestion(ProjectStore &package, const QStringList &fields, const QString &value);
// Takes back what merges brought to `study` of the master: its answers and their history, its items' progress and
// the packages' merge marks, so that `bench merge` can merge the same package again on PostgreSQL.
Result<void> forgetMergedAnswers(ProjectStore &master, const QString &study);
// Replaces the text of the report with the lowest id; returns that id.
Result<qint64> replaceFirstReportText(ProjectStore &store, const QString &text);

// A new, empty PostgreSQL database `name` on the server of `serverUrl` (a URL whose user may create databases; its
// database is only used to connect), dropped first if it exists. Returns the new database's URL (no password: the
// server's own authentication, e.g. ~/.pgpass). For `bench import --postgres`.
// How many history rows each client whose id starts with the prefix wrote (`draudit bench serve`: every answer the
// server said was saved, by its request key, must have exactly one).
Result<QHash<QString, int>> historyRowsByClient(ProjectStore &store, const QString &prefix);
Result<QString> createScratchDatabase(const QString &serverUrl, const QString &name);
Result<void> dropScratchDatabase(const QString &serverUrl, const QString &name);

// The tables an import filled in the PostgreSQL database at `importedUrl`, parents before children (by foreign key),
// compared with `freshUrl`, a database made the same way without the import: what `bench import --postgres` copies
// with psql's \copy for PostgreSQL's own floor. An error when the import changed a table that had rows before
// (only rows added can be copied).
Result<QStringList> tablesAnImportFilled(const QString &importedUrl, const QString &freshUrl);

} // namespace draudit::models
