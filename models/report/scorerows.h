// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the score-based protocols (DeepResearch Bench, DR3-Eval, DR. BENCH, LiveDRBench): their options, a
// mean with its t interval, a correlation row, and the reports of a task grouped with their complete experts.
#pragma once

#include "judge/correlation.h"
#include "models/report/modelfamilies.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"

#include <QMap>
#include <vector>

namespace draudit::models {

struct ScoreProtocolOptions
{
    qint64 studyId = 1;
    int bootstrap = 0; // resamples for the judge-bias intervals (0 = 500)
    std::uint64_t seed = 1;
    ModelFamilies families;
};

// The mean of values with a t interval over them ("t interval over tasks").
ReportRow meanRow(
    const QString &analysis, const QString &comparison, const QString &statistic, const std::vector<double> &values);
// A correlation with its Fisher z interval.
ReportRow correlationRow(const QString &analysis, const QString &comparison, const QString &statistic, double value,
    const judge::Interval &ci, double n);
// Reports grouped by task, tasks in name order.
QMap<QString, QList<ScoredReport>> byTask(const QList<ScoredReport> &reports);
// Experts who scored every report of the task, in name order.
QStringList completeExperts(const QList<ScoredReport> &task);

} // namespace draudit::models
