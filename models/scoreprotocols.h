// The score-based protocols: DeepResearch Bench (PAR, OPC, FAP, FAS, human inter-agreement PAR) and DR3-Eval
// (Pearson, Spearman and strict PAR between judge and mean human scores, with inter-human ceilings).
#pragma once

#include "models/error.h"
#include "models/reporttable.h"

namespace draudit::models {

class ProjectStore;

struct ScoreProtocolOptions
{
    qint64 studyId = 1;
};

// Judge "race" (RACE raw_results) against the human RACE file, for overall and each dimension.
Result<ReportTable> analyseDeepResearchBench(ProjectStore &store, const ScoreProtocolOptions &options = {});
// Judge "dr3-eval" (combined_result / per-metric files) against human scores in the fields information_recall,
// citation_coverage, factual_accuracy, format_compliance, overall_quality and total_score.
Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &options = {});

} // namespace draudit::models
