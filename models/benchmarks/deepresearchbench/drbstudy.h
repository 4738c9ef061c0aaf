// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a DeepResearch Bench study samples: the task-blocked report study of the paper (one report per task and
// agent, the task as the unit an expert scores whole) and the pair-level FACT study (statement–URL pairs).
#pragma once

#include "models/core/error.h"
#include "models/study/studyplan.h"

namespace draudit::models {

class ProjectStore;

// One report per (task, agent): the cleaned report RACE scores when there is one, else the newest; never the
// reference reports (reference.jsonl) RACE compares against. Strata: model, task, topic (= domain), language,
// variant; unit: the task.
Result<QList<StudyCandidate>> drbReportCandidates(ProjectStore &store);
// Every statement–URL pair a FACT run labelled (validated.jsonl), one item each. Strata: model, task, topic,
// language, judge_label (supported / unsupported / unknown) and flag.
Result<QList<StudyCandidate>> drbFactPairCandidates(ProjectStore &store);

} // namespace draudit::models
