// Which judge records an open or reveal package carries for its judged targets, found in one pass over the master's
// judge_records instead of a scan per target (a study of 12,594 rounds took 48 s to export, all of it in those scans).
#pragma once

#include "models/core/error.h"

#include <QSet>
#include <QSqlDatabase>
#include <QStringList>

namespace draudit::models {

struct JudgedRecords
{
    QSet<qint64> records, judges;
};

// The records on a judged target T itself, on its parts ("T#metric", "T#URL#N") and, for a report, on its rubric items
// and claims ("item:7@T"): exactly these targets, compared as they are written.
Result<JudgedRecords> judgedRecords(QSqlDatabase &master, const QStringList &targets);

// The targets a record's target R counts for: R, each R before a '#', and each R after an '@'.
QStringList judgedTargetsOfRecord(const QString &recordTarget);

} // namespace draudit::models
