// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A judge's record as importers write it: who judged, what, which field, and the value, score, tie quality,
// failure type, reasoning and flags it gave (null where the judge gave none).
#pragma once

#include "models/core/error.h"

#include <QVariant>

namespace draudit::models {

class StatementCache;

struct JudgeRecordRow
{
    JudgeRecordRow(qint64 judge_, QString target_, QString field_)
        : judge(judge_)
        , target(std::move(target_))
        , field(std::move(field_))
    {
    }

    qint64 judge = 0;
    QString target;
    QString field;
    QVariant value;
    QVariant score;
    QVariant tieQuality;
    QVariant failureType;
    QVariant reasoning;
    QVariant flags; // "unparsed", "unlinked", "extraction-failed", ... comma-separated
};

// Inserts the record and returns its id (one prepared statement, reused).
Result<qint64> insertJudgeRecord(StatementCache &statements, const JudgeRecordRow &row);

} // namespace draudit::models
