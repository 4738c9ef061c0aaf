// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one INSERT of judge records that importers share.
#include "models/store/imports/judgerecords.h"

#include "models/store/storage/statementcache.h"

namespace draudit::models {

Result<qint64> insertJudgeRecord(StatementCache &statements, const JudgeRecordRow &row)
{
    static const QString sql = QStringLiteral(
        "INSERT INTO judge_records (judge_id, target, field, value, score, tie_quality, failure_type, reasoning, "
        "flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(sql,
        { row.judge, row.target, row.field, row.value, row.score, row.tieQuality, row.failureType, row.reasoning,
            row.flags });
}

} // namespace draudit::models
