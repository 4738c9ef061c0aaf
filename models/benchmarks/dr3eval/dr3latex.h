// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's paper tables: Pearson r, Spearman ρ and PAR between the judge and the mean human per metric (one section
// per judge where the comparisons name one), the inter-human ceiling, and the judge's claim extraction.
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

PaperLayout dr3PaperTable(const ReportTable &report);

} // namespace draudit::models
