// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench: precision, recall and F1 per category and overall, by the evaluator's definition ("official", the
// headline) and the paper's Eq. 1 and its strict variant; from every judge's key scores and matches (all questions,
// and the questions humans audited) and from a study's human decisions; on the original ground truth and on the
// ground truth expanded with the claims humans marked missing. Definitions: claimmetrics.h.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"
#include "models/report/scorerows.h"

namespace draudit::models {

Result<ReportTable> analyseLiveDrBench(ProjectStore &store, const ScoreProtocolOptions &options = {});

} // namespace draudit::models
