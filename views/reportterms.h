// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names in report tables (analyses, interval methods, chart axes) shown in the user's language. The report itself
// keeps them in English: they are stable identifiers in JSON and CSV exports.
#pragma once

#include "models/report/reportterms.h"

#include <QString>

namespace draudit {
namespace views {

// Terms and comparisons in the user's language (models/report/reportterms.h).
using models::displayComparison;
using models::displayStatistic;
using models::displayTerm;

// A statistic's value as the dashboard's tables show it: four decimals (none for Elo, models::printedDecimals),
// empty when there is none.
QString displayNumber(double value, const QString &statistic = {});
// "[0.6123, 0.7711]", empty when either bound is missing.
QString displayInterval(double low, double high, const QString &statistic = {});

} // namespace views
} // namespace draudit
