// Names in report tables (analyses, interval methods, chart axes) shown in the user's language. The report itself
// keeps them in English: they are stable identifiers in JSON and CSV exports.
#pragma once

#include <QString>

namespace draudit {
namespace views {

// The translation of a known report term; any other text as it is.
QString displayTerm(const QString &term);

} // namespace views
} // namespace draudit
