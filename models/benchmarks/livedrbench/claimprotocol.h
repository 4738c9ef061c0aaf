// LiveDRBench: precision, recall and F1 of predicted claims per category, from the judge's key scores and from the
// human key scores, with the benchmark's rules (score >= 2 is right; a wrong main claim makes its whole dictionary
// wrong; ignored keys do not count).
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"
#include "models/report/scorerows.h"

namespace draudit::models {

// Key scores live on "claim:I.KEY@response:ID" (the KEY of the I-th predicted dictionary) or "claim:I@response:ID"
// (the I-th predicted string claim), field "key_score", value 0..3 or right / wrong; judge records and annotations
// alike. A response counts for a source once that source has scored any of its keys; its unscored keys are wrong.
Result<ReportTable> analyseLiveDrBench(ProjectStore &store, const ScoreProtocolOptions &options = {});

} // namespace draudit::models
