// Identity on a team (PostgreSQL): each annotator logs in as a database role of their own, and the database decides
// what that role may read and write. The project's owner (the role that owns the tables) sees everything.
//
// An annotator role belongs to the group role draudit_annotators. Its search path puts the schema draudit_blind
// before public, so the workbench's ordinary queries read blinded views there instead of the tables:
// - systems are all "[system]"; battles have no title, winner, scores, length or metadata and are numbered
//   ("battle-12"); rounds have no depth, width, scores or evolution; DR-Arena tasks are numbered; reports have no
//   token counts, durations or metadata, and their own system's name is replaced by "[system]"; strata are empty;
// - the judge's records are only those of items this annotator has committed (blinding.committed_at);
// - annotators: only their own row, without the PIN hash; a row for another name cannot be created.
// Their own answers, history, assignments and blinding events are the tables themselves under row-level security:
// a role reads and writes only rows of its own annotator. Packages, adjudications, sources and everything else are
// not readable at all.
#pragma once

#include "models/core/error.h"

#include <QString>

namespace draudit::models {

class ProjectStore;

// Makes `role` (a new or existing login role; `password` empty keeps or sets none) the database identity of the
// annotator, setting up the group role, views, grants and policies first (idempotent). PostgreSQL only; the
// connected role needs CREATEROLE and must own the project's tables.
Result<void> grantAnnotatorRole(
    ProjectStore &store, const QString &annotator, const QString &role, const QString &password);

} // namespace draudit::models
