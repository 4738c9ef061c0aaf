// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The SQL that sets up a team's annotator roles on PostgreSQL (models/store/team/teamroles.h): run whole by the
// project's owner, in one transaction, again by each newer draudit (every statement replaces what it defined before).
//
// Two schemas. draudit_private belongs to the owner and no annotator may use it: the random aliases that stand for
// the ids of rounds, tasks, reports and comparisons, each annotator's answer rules, and the views that say what an
// annotator's session may read. draudit_blind holds what an annotator's login reads instead of the tables (its search
// path puts it first) and the three functions through which it writes.
#pragma once

#include <QStringList>

namespace draudit::models::team {

// The private schema: aliases (kept for every new row by triggers), answer rules, and the session's readable set.
QStringList privateStatements();
// The blinded views, under the tables' own names.
QStringList blindViewStatements();
// set_answer, mark_item and record_event, and the checks they share.
QStringList functionStatements();
// What the group role draudit_annotators may do, and nothing more (grants of older set-ups are taken back).
QStringList grantStatements();

} // namespace draudit::models::team
