// DR3-Eval: Pearson, Spearman and strict PAR between judge and mean human scores, with inter-human ceilings.
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Judge "dr3-eval" (combined_result / per-metric files) against human scores in the fields information_recall,
// citation_coverage, factual_accuracy, format_compliance, overall_quality and total_score.
Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &options = {});

// The analysis names of one comparison: judge against the mean human, and the inter-human ceiling.
struct Dr3AnalysisNames
{
    QString judgeVsHumans;
    QString ceiling;
};
// Pearson r, Spearman rho and strict PAR between the judge and the mean human over the reports, and each statistic's
// mean over annotator pairs as the ceiling; nothing with fewer than 3 reports.
void appendDr3Dimension(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension,
    const Dr3AnalysisNames &names, bool headline);

} // namespace draudit::models
