// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's study items as blind values: a round (its question, logic chain, source nodes, checklists and both
// answers in the annotator's left/right order; only what arena::blindRound lets a blind item show) and a task
// triple of the task-preference study (three generated tasks in the shown order).
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models::arena {

// The ids of a round's blocks.
inline constexpr char kQuestionBlock[] = "question";
inline constexpr char kLogicChainBlock[] = "logic-chain";
inline constexpr char kSourceNodesBlock[] = "source-nodes";
inline constexpr char kWidthChecklistBlock[] = "checklist-width";
inline constexpr char kDepthChecklistBlock[] = "checklist-depth";
inline constexpr char kAnswersBlock[] = "answers";

// A round's blocks: the question (its note: the word limit and whatever of its place the record holds), the logic
// chain, the source nodes, both checklists and both answers, the left one first. The battle browser shows rounds
// with these blocks too.
QList<ItemBlock> roundBlocks(const RoundRecord &round, bool leftIsA);

Result<BlindItem> roundItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);
Result<BlindItem> tasksItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);

} // namespace draudit::models::arena
