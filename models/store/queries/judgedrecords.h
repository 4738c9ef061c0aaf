// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which judge records an open or reveal package carries for its judged targets, found in one pass over the master's
// judge_records instead of a scan per target (a study of 12,594 rounds took 48 s to export, all of it in those scans).
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"

#include <QSet>
#include <QSqlDatabase>
#include <QStringList>
#include <map>

namespace draudit::models {

struct JudgedRecords
{
    QSet<qint64> records, judges;
};

// The records on a judged target T itself, on its parts ("T#metric", "T#URL#N") and, for a report, on its rubric items
// and claims ("item:7@T"): exactly these targets, compared as they are written.
Result<JudgedRecords> judgedRecords(QSqlDatabase &master, const QStringList &targets);

// The judge records that are item keys (a blind package's claim-match options, fields FIELDS): per target and field
// the first one, grouped by the place in QUEUE (the annotator's item targets, in order) of the first item asking
// about it. An item on a report's part asks about that part; any other item about its report's parts. A package
// writes them in that order, never in the master's, which is the order of import and so groups reports by system.
Result<std::map<qsizetype, QSet<qint64>>> itemKeyRecords(
    QSqlDatabase &master, const QStringList &fields, const QList<Target> &queue);

// The targets a record's target R counts for: R, each R before a '#', and each R after an '@'.
QStringList judgedTargetsOfRecord(const QString &recordTarget);

} // namespace draudit::models
