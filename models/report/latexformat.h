// LaTeX text of a report's values: escaped data, numbers with their interval, and readable names of statistics.
#pragma once

#include <QString>

namespace draudit::models {

// Data as LaTeX text: the ten special characters escaped, and a break allowed after _ and / so that a long
// identifier ("livedrbench_preds_alpha") wraps in a narrow column instead of running past it.
QString latexEscape(const QString &s);
// 3 decimals, a true minus sign, "--" for a missing value.
QString latexNumber(double v);
// "[0.85, 0.96]" (2 decimals, as papers print intervals); empty when the interval is missing.
QString latexInterval(double low, double high);
// "0.912 [0.85, 0.96]", or the interval under the value (stacked) for narrow columns.
QString latexEstimate(double value, double low, double high, bool stacked);
// An item count: whole numbers without decimals.
QString latexCount(double n);
// A statistic as a paper names it: "3-level cohen_kappa" -> "Cohen's $\kappa$ (3-level)"; an unknown one with its
// underscores read as spaces, escaped.
QString statisticLabel(const QString &statistic);

} // namespace draudit::models
