// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What of an annotator's queue is shown: in a blind study drawn by whole comparisons (a battle-shaped benchmark's
// units, "battle:ID"), their items are released one at a time. A comparison's length can follow from the judge's
// verdicts (DR-Arena's battle ends on a decisive verdict), so neither the next item of a unit nor the next unit may
// be seen before the current item is done.
#pragma once

#include "models/store/studies/studystore.h"

namespace draudit::models {

struct ReleasedQueue
{
    // Every done item in queue order, then the current one; the whole queue when nothing is held back.
    QList<QueueItem> items;
    bool heldBack = false;
    int units = 0; // whole units (battles, duels) in the annotator's queue (held back only)
    int unitsDone = 0; // units whose every item is done
    // For each shown item (held back only): its unit's number in queue order and its place among the unit's items.
    QList<std::pair<int, int>> places;
    // What the annotator deferred: units whose next item is skipped or flagged (held back), else items.
    int skipped = 0;
    int flagged = 0;
};

// Holds back when the study is blind and its items were drawn as whole comparisons. The current item is the first
// item not done of the first unit whose next item is pending; when every such unit is finished, of the first unit
// deferred (skipped or flagged): Skip defers the whole unit, never showing a later item first.
ReleasedQueue releaseQueue(const QList<QueueItem> &queue, bool blind);

// Whether the study's items are held back (a blind study of whole comparisons).
bool holdsBackItems(const QList<QueueItem> &queue, bool blind);

} // namespace draudit::models
