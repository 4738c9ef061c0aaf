// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Identity on a team (PostgreSQL): each annotator logs in as a database role of their own, and the database decides
// what that role may read and write. The project's owner (the role that owns the tables) sees everything.
//
// An annotator role belongs to the group role draudit_annotators. Its search path puts the schema draudit_blind
// before public, so the workbench's ordinary queries read blinded views there instead of the tables (teamsql.h):
// - only the items assigned to this annotator and released to her: a comparison's round once every earlier round of
//   it is committed (its length follows from the judge's verdicts), and what those items show (their rounds, the
//   rounds before them, their tasks and reports); positions numbered among the released items;
// - every id of a round, task, report or comparison is a random alias, in targets too, so no id counts rounds;
// - systems are all "[system]" with one id; no title, winner, score, depth, width, evolution, token count, duration
//   or metadata; tasks and comparisons are named by alias; strata are empty;
// - the judge's records only of items this annotator has committed;
// - her own answers, history, progress and blinding times; her own annotator row without the PIN hash.
// She writes only through draudit_blind.set_answer, mark_item and record_event (teamfunctions.cpp), never a table.
// Row counts in pg_stat_* and pg_class cannot be hidden from a login role; no table's size encodes a verdict.
#pragma once

#include "models/core/error.h"
#include "models/store/packages/studypackage.h"

#include <QString>

namespace draudit::models {

class ProjectStore;

// Makes `role` (a new or existing login role; `password` empty keeps or sets none) the database identity of the
// annotator, setting up the group role, views, grants and policies first (idempotent). PostgreSQL only; the
// connected role needs CREATEROLE and must own the project's tables.
// The questions each assignment may answer are stored for the server's checks (models/benchmarks: questionsOfQueue).
Result<void> grantAnnotatorRole(ProjectStore &store, const QString &annotator, const QString &role,
    const QString &password, const QuestionsOfQueue &questions);

// Stores what every assignment of the study may be answered with, as its form asks it; run after assigning a study
// on a team's project. Does nothing on SQLite or before any annotator role was granted.
Result<void> storeAnswerRules(ProjectStore &store, qint64 studyId, const QuestionsOfQueue &questions);

} // namespace draudit::models
