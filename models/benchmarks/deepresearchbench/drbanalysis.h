// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench: RACE scores against expert scores (PAR, OPC, FAP, FAS, human inter-agreement PAR) and FACT.
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Judge "race" (RACE raw_results) against the human RACE file, for overall and each dimension.
Result<ReportTable> analyseDeepResearchBench(ProjectStore &store, const ScoreProtocolOptions &options = {});

} // namespace draudit::models
