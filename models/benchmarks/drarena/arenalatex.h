// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's paper table: human against examiner and human against human κ and agreement, the cross-examiner
// comparison and the pipeline audit's pass rates, each with its 95% interval and n.
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

PaperLayout arenaPaperTable(const ReportTable &report);

} // namespace draudit::models
