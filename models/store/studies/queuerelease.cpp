// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Done items only ever precede the current item of their unit, so the shown list says nothing of any unit's length
// beyond the items already answered.
#include "models/store/studies/queuerelease.h"

#include "models/forms/target.h"

#include <QMap>

namespace draudit::models {

namespace {
bool isDone(const QueueItem &item)
{
    return item.status == QueueStatus::Done;
}

struct Unit
{
    QList<int> rows; // in queue order
    int firstOpen = -1; // the row of the first item not done, or -1 when the unit is finished
};
} // namespace

bool holdsBackItems(const QList<QueueItem> &queue, bool blind)
{
    if (!blind)
        return false;
    for (const QueueItem &item : queue)
        if (item.unit.kind() == Target::Kind::Comparison)
            return true;
    return false;
}

ReleasedQueue releaseQueue(const QList<QueueItem> &queue, bool blind)
{
    ReleasedQueue out;
    const auto countDeferred = [&out](const QueueItem &item) {
        out.skipped += item.status == QueueStatus::Skipped ? 1 : 0;
        out.flagged += item.flagged || item.status == QueueStatus::Flagged ? 1 : 0;
    };
    if (!holdsBackItems(queue, blind)) {
        out.items = queue;
        for (const QueueItem &item : queue)
            countDeferred(item);
        return out;
    }
    out.heldBack = true;
    // Units in the order of their first item; an item drawn alone is a unit of its own.
    QList<Unit> units;
    QHash<std::pair<bool, Target>, int> byUnit; // (drawn alone, its unit or itself): a unit is never taken for an item
    for (int row = 0; row < queue.size(); ++row) {
        const bool alone = !queue[row].unit.isValid();
        const std::pair<bool, Target> key { alone, alone ? queue[row].target : queue[row].unit };
        if (!byUnit.contains(key)) {
            byUnit.insert(key, static_cast<int>(units.size()));
            units.append(Unit {});
        }
        Unit &b = units[byUnit.value(key)];
        b.rows << row;
        if (b.firstOpen < 0 && !isDone(queue[row]))
            b.firstOpen = row;
    }
    int current = -1;
    for (const bool deferredToo : { false, true }) {
        for (const Unit &b : std::as_const(units))
            if (b.firstOpen >= 0 && (deferredToo || queue[b.firstOpen].status == QueueStatus::Pending)) {
                current = b.firstOpen;
                break;
            }
        if (current >= 0)
            break;
    }
    QHash<int, std::pair<int, int>> placeOf;
    for (int i = 0; i < units.size(); ++i) {
        out.unitsDone += units[i].firstOpen < 0 ? 1 : 0;
        if (units[i].firstOpen >= 0)
            countDeferred(queue[units[i].firstOpen]);
        for (int k = 0; k < units[i].rows.size(); ++k)
            placeOf.insert(units[i].rows[k], { i + 1, k + 1 });
    }
    out.units = static_cast<int>(units.size());
    for (int row = 0; row < queue.size(); ++row)
        if (isDone(queue[row]) && row != current) {
            out.items << queue[row];
            out.places << placeOf.value(row);
        }
    if (current >= 0) {
        out.items << queue[current];
        out.places << placeOf.value(current);
    }
    return out;
}

} // namespace draudit::models
