// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LaTeX text of a report's values: escaped data, numbers with their interval, and readable names of statistics.
#pragma once

#include <QString>

namespace draudit::models {

// Data as LaTeX text: the ten special characters escaped, and a break allowed after _ and / so that a long
// identifier ("livedrbench_preds_alpha") wraps in a narrow column instead of running past it.
QString latexEscape(const QString &s);
// Decimals a paper prints a statistic's values with: none for ratings on the Elo scale (as leaderboards print
// them: 1046, not 1046.1234), `usual` for every other statistic. The workbench's tables follow it too.
int printedDecimals(const QString &statistic, int usual);
// 3 decimals (none for Elo), a true minus sign, "--" for a missing value.
QString latexNumber(double v, const QString &statistic = {});
// "[0.85, 0.96]" (2 decimals, as papers print intervals; none for Elo); empty when the interval is missing.
QString latexInterval(double low, double high, const QString &statistic = {});
// "0.912 [0.85, 0.96]", or the interval under the value (stacked) for narrow columns.
QString latexEstimate(double value, double low, double high, bool stacked, const QString &statistic = {});
// An item count: whole numbers without decimals.
QString latexCount(double n);
// A statistic as a paper names it: "3-level cohen_kappa" -> "Cohen's $\kappa$ (3-level)"; an unknown one with its
// underscores read as spaces, escaped.
QString statisticLabel(const QString &statistic);

} // namespace draudit::models
