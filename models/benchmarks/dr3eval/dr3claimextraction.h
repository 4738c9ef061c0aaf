// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval: the judge's claim extraction against hand-extracted claims, precision and recall pooled over annotators.
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

Result<void> appendClaimExtraction(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &options);

} // namespace draudit::models
