// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What of an annotator's queue is shown: in a blind study of whole battles, the rounds are released one at a time.
// A battle's length follows from the judge's verdicts (a one-round battle ended on a MUCH_BETTER), so neither the
// next round of a battle nor the next battle may be seen before the current round is done.
#pragma once

#include "models/store/studies/studystore.h"

namespace draudit::models {

struct ReleasedQueue
{
    // Every done item in queue order, then the current one; the whole queue when nothing is held back.
    QList<QueueItem> items;
    bool heldBack = false;
    int battles = 0; // battles in the annotator's queue (held back only)
    int battlesDone = 0; // battles whose every round is done
    // For each shown item (held back only): its battle's number in queue order and its place among the battle's rounds.
    QList<std::pair<int, int>> places;
    // What the annotator deferred: battles whose next round is skipped or flagged (held back), else items.
    int skipped = 0;
    int flagged = 0;
};

// Holds back when the study is blind and its items were drawn as whole battles. The current item is the first item
// not done of the first battle whose next item is pending; when every such battle is finished, of the first battle
// deferred (skipped or flagged): Skip defers the whole battle, never showing a later round first.
ReleasedQueue releaseQueue(const QList<QueueItem> &queue, bool blind);

// Whether the study's items are held back (a blind study of whole battles).
bool holdsBackRounds(const QList<QueueItem> &queue, bool blind);

} // namespace draudit::models
