// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Accuracy on checks is a proportion with its Wilson interval, like every pass rate of the reports.
#include "models/report/checkrows.h"

#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/store/studies/checkanswers.h"

#include <QCoreApplication>

namespace draudit::models {

Result<void> appendCheckRows(ProjectStore &store, qint64 studyId, ReportTable &table)
{
    CheckAnswerStore checks(store);
    DRAUDIT_TRY(count, checks.count(studyId));
    if (count == 0)
        return {};
    DRAUDIT_TRY(results, checks.results(studyId));
    for (const CheckResult &r : results)
        table.rows << proportionRow(
            QStringLiteral("attention checks"), r.annotator, QStringLiteral("check_accuracy"), r.correct, r.answered);
    table.notes << QCoreApplication::translate("draudit::models::CheckRows",
        "%n attention check(s) with answers known in advance; each annotator's accuracy is over the checks they "
        "answered",
        nullptr, count);
    return {};
}

} // namespace draudit::models
