// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's IntegratedScore and its parts per report, averaged per model (integratedscore.h), from each label
// source: "eval" (the Eval_<model>.jsonl sums), each judge with per-rubric labels, and each such judge with the
// study's human re-scores substituted (items and keyword relevance humans answered take the human value, the rest
// keep the judge's). Keyword counts and relevance, URL matches and link counts come from Eval_<model>.jsonl; tokens
// and links from Log_<model>.jsonl. A report without an Eval record is left out and counted in the notes.
#pragma once

#include "models/benchmarks/benchmark.h"
#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

Result<void> appendIntegratedScores(ProjectStore &store, const ReportRequest &request, ReportTable &table);

} // namespace draudit::models
