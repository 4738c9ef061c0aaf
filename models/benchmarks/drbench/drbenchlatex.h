// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's paper tables: agreement of the human re-scores with each judge's rubric item scores, and the
// IntegratedScore per model from each source (the benchmark's eval file, each judge, each judge with the re-scores).
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

PaperLayout drBenchPaperTable(const ReportTable &report);

} // namespace draudit::models
