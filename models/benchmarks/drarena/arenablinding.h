// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a blind DR-Arena item may show, and how the judge reads once revealed.
//
// Before the annotator commits, a round shows only: the question, its word limit, the logic chain and source nodes,
// the width and depth checklists, and the two answers. Everything else is derived from a verdict and stays out:
// the round number and its depth and width (the battle reached this round, and the examiner chose the next
// question's depth or width, because of earlier verdicts), the evolution (decided after this round's verdict:
// backtrack follows a tie, drill-down a win with a depth failure), cumulative scores, the winner, the battle's
// title and id (real ids name the two models), the systems, and the judge's records.
#pragma once

#include "models/store/queries/catalog.h"

namespace draudit::models::arena {

// The round as a blind item may show it (see above); the verdicts are kept apart until the reveal.
RoundRecord blindRound(const RoundRecord &round);
// A battle holding only that round, with no title, id, systems, winner or scores.
ComparisonRecord blindBattle(const ComparisonRecord &battle, qint64 roundId);

// The judge as the annotator sees the answers: with B on the left, the verdict is mirrored and the reasoning's
// "Agent A" / "Agent B" (and a bare A or B after "but", "while", "than", ...) are swapped, so "A" is always the left
// answer on the screen.
QString reasoningAsSeen(const QString &reasoning, bool leftIsA);
QList<JudgeVerdict> verdictsAsSeen(const QList<JudgeVerdict> &verdicts, bool leftIsA);

} // namespace draudit::models::arena
