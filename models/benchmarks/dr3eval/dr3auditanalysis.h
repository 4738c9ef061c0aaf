// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval from item audits: each person's answers on a report's items rolled up into the five metrics and the two
// totals (dr3rollup.h), against the judge's own metric scores from its files: Pearson r, Spearman rho and strict PAR
// between the judge and the mean human per metric and for both totals, the inter-human ceiling of each, and the
// item-level agreement of humans with the judge's decisions per metric (judge failures left out).
#pragma once

#include "models/core/error.h"
#include "models/report/scorerows.h"

namespace draudit::models {

class ProjectStore;

// Per judge (dr3Judges), in that order; the ceilings once.
Result<void> appendItemAudits(
    ReportTable &t, ProjectStore &store, const QStringList &judges, const ScoreProtocolOptions &options);

} // namespace draudit::models
