// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two judges compared on the same items against the same humans: the difference of a statistic with a paired
// bootstrap interval (both judges' statistic computed on the same resample), and McNemar's exact test on the items
// only one of the two agrees with the humans on — what a reader of a "judge A beats judge B" table asks.
#pragma once

#include "judge/bootstrap.h"
#include "models/report/reporttable.h"

namespace draudit::models {

// "first − second" difference with the bootstrap's percentile interval; `unit` names what was resampled ("battles",
// "tasks").
ReportRow pairedDifferenceRow(const QString &analysis, const QString &comparison, const QString &statistic,
    double value, const judge::BootstrapInterval &ci, const QString &unit, double n);

// McNemar: the items only the first judge agrees with, those only the second does, and the exact two-sided p of
// the split (a binomial test at one half).
void appendMcNemarRows(
    ReportTable &t, const QString &analysis, const QString &comparison, int onlyFirst, int onlySecond, double n);

} // namespace draudit::models
