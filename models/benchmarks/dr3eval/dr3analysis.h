// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval: Pearson, Spearman and strict PAR between each judge and the mean human score, with inter-human ceilings;
// with several judges, the judges compared with each other (dr3judges.h).
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Every DR3-Eval judge (eval.py's combined_result / per-metric files, one judge per `import --judge NAME`) against
// human scores in the fields information_recall, citation_coverage, factual_accuracy, format_compliance,
// overall_quality and total_score.
Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &options = {});

// One judge's scores on one dimension against the mean human.
struct Dr3Comparison
{
    QString analysis; // "DR3-Eval: judge vs mean human"
    QString dimension; // "total_score", "information_recall", ...
    QString judge;
    bool headline = false;
    int resamples = 1000;
    std::uint64_t seed = 1;
};
// "total_score · judge dr3-eval": the comparison column of a judge's rows.
QString dr3ComparisonName(const QString &dimension, const QString &judge);
// Pearson r, Spearman rho and strict PAR between the judge and the mean human over the reports, each with a
// bootstrap interval over tasks (a task's reports move together); nothing with fewer than 3 reports.
void appendDr3JudgeRows(ReportTable &t, const QList<ScoredReport> &reports, const Dr3Comparison &c);
// Each statistic's mean over annotator pairs (the ceiling), over the reports both scored.
void appendDr3Ceiling(
    ReportTable &t, const QList<ScoredReport> &reports, const QString &analysis, const QString &dimension);

} // namespace draudit::models
