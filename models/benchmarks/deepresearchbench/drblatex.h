// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench's Table 2: each RACE run (judge) against the experts on the overall score, as PAR, OPC, FAP, FAS
// and their mean, with the experts' inter-agreement as the ceiling.
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

PaperLayout drbPaperTable(const ReportTable &report);

} // namespace draudit::models
