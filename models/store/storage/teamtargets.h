// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The names of the target kinds a team's SQL reads by shape, from the kinds the schema has and the benchmarks declared
// (models/forms/targetkind.h), so the team's views and functions name no benchmark's kind.
#pragma once

#include <QString>

namespace draudit::models::team {

// The names of the round lists ("rounds"), as a regular-expression alternation; empty when no benchmark declares one.
QString roundListNames();
// The names of the parts of a report, keyed or not ("item|claim"): the rubric item and every declared part.
QString reportPartNames();
// One id as Target reads it (no sign, no leading zero, at most 18 digits), as a non-capturing regular expression: so
// the team's SQL takes for an id exactly what the program does, and "round:07" is no round there either.
QString idPattern();
// The stored name of a comparison's target kind (TargetKind::Comparison), as its targets ("NAME:ID") and a package's
// or a team view's renumbered comparisons ("NAME-N") spell it.
QString comparisonKind();
// Every kind's name a target can begin with, as an alternation: text that begins with one and matches no shape reads
// like a target but is none ("round:07"), and may still name a project id.
QString kindNames();
// The kinds of one row whose ids are not aliased (a system), kept as they are, as a package keeps them.
QString unaliasedRowNames();

} // namespace draudit::models::team
