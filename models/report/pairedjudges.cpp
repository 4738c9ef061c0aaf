// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/report/pairedjudges.h"

#include "judge/distributions.h"
#include "models/report/agreementrows.h"

namespace draudit::models {

ReportRow pairedDifferenceRow(const QString &analysis, const QString &comparison, const QString &statistic,
    double value, const judge::BootstrapInterval &ci, const QString &unit, double n)
{
    ReportRow row = intervalRow(analysis, comparison, statistic, value, ci.percentile.lo, ci.percentile.hi,
        QStringLiteral("paired cluster bootstrap percentile over %1 (%2 resamples)").arg(unit).arg(ci.resamples), n);
    row.se = ci.se;
    return row;
}

void appendMcNemarRows(
    ReportTable &t, const QString &analysis, const QString &comparison, int onlyFirst, int onlySecond, double n)
{
    t.rows << valueRow(analysis, comparison, QStringLiteral("mcnemar agrees with first only"), onlyFirst, n)
           << valueRow(analysis, comparison, QStringLiteral("mcnemar agrees with second only"), onlySecond, n)
           << valueRow(analysis, comparison, QStringLiteral("mcnemar_exact_p"),
                  judge::binomialTwoSidedP(onlyFirst, onlyFirst + onlySecond, 0.5), n);
}

} // namespace draudit::models
