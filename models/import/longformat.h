// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the importers of judges' decisions in the long format (FORMATS.md §6): the report a row names.
#pragma once

#include "models/core/error.h"
#include "models/import/importcontext.h"
#include "models/io/tabularfile.h"

namespace draudit::models {

// The report of the row's task (column "task") in a benchmark: by the row's system (column "system") when given, its
// newest; else the task's only report. An error naming the file, line and column when there is none, saying what to
// import first (`importFirst`, e.g. "import the run logs first").
Result<qint64> reportOfRow(ImportContext &c, const TabularFile &table, const TabularRow &row, const QString &benchmark,
    const QString &importFirst);

} // namespace draudit::models
