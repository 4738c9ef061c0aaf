// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench's paper tables: precision, recall and F1 per category from each source (humans, each judge), one table
// per system, by the official evaluator's definition.
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

PaperLayout liveDrPaperTable(const ReportTable &report);

} // namespace draudit::models
