// DR3-Eval: Pearson, Spearman and strict PAR between judge and mean human scores, with inter-human ceilings.
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Judge "dr3-eval" (combined_result / per-metric files) against human scores in the fields information_recall,
// citation_coverage, factual_accuracy, format_compliance, overall_quality and total_score.
Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &options = {});

} // namespace draudit::models
