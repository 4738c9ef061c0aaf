// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH: human re-scores of the judge's rubric items (usually a seeded sample of them, drawn with a
// "drbench-items" study), their agreement with the judge, and the Quality score recomputed with the human labels.
#pragma once

#include "models/benchmarks/benchmark.h"
#include "models/core/error.h"
#include "models/report/reporttable.h"
#include "models/report/scorerows.h"

#include <QMap>

namespace draudit::models {

// Judge records and annotations on "item:ITEM@response:ID" in the fields qsr and grr (labels such as Yes /
// Partial / No); points come from each rubric item's allowed values.
Result<ReportTable> analyseDrBench(ProjectStore &store, const ScoreProtocolOptions &options = {});
// The label most annotators gave (annotator -> label); a tie goes to the first annotator by name.
QString majorityLabel(const QMap<QString, QString> &byAnnotator);
// The protocol's whole report: the above, keyword relevance agreement and the IntegratedScore (integratedprotocol.h).
Result<ReportTable> analyseDrBenchReport(ProjectStore &store, const ReportRequest &request);

} // namespace draudit::models
