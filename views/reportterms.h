// Names in report tables (analyses, interval methods, chart axes) shown in the user's language. The report itself
// keeps them in English: they are stable identifiers in JSON and CSV exports.
#pragma once

#include <QString>

namespace draudit {
namespace views {

// The translation of a known report term; any other text as it is.
QString displayTerm(const QString &term);

// A row's comparison ("humans vs judge gpt-4o, battles cut after round 2") in the user's language: the words the report
// adds are translated, the names it quotes (judges, models, annotators, runs) are kept as they are.
QString displayComparison(const QString &comparison);

// A statistic's value as the dashboard's tables show it: four decimals (none for Elo, models::printedDecimals),
// empty when there is none.
QString displayNumber(double value, const QString &statistic = {});
// "[0.6123, 0.7711]", empty when either bound is missing.
QString displayInterval(double low, double high, const QString &statistic = {});

} // namespace views
} // namespace draudit
