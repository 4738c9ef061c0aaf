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

} // namespace draudit::models::team
