// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Done items only ever precede the current round of their battle, so the shown list says nothing of any battle's
// length beyond the rounds already answered.
#include "models/store/studies/queuerelease.h"

#include "models/forms/target.h"

#include <QMap>

namespace draudit::models {

namespace {
bool isDone(const QueueItem &item)
{
    return item.status == QueueStatus::Done;
}

struct Battle
{
    QList<int> rows; // in queue order
    int firstOpen = -1; // the row of the first item not done, or -1 when the battle is finished
};
} // namespace

bool holdsBackRounds(const QList<QueueItem> &queue, bool blind)
{
    if (!blind)
        return false;
    for (const QueueItem &item : queue)
        if (Target::parse(item.unit).kind() == Target::Kind::Battle)
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
    if (!holdsBackRounds(queue, blind)) {
        out.items = queue;
        for (const QueueItem &item : queue)
            countDeferred(item);
        return out;
    }
    out.heldBack = true;
    // Battles in the order of their first item; an item drawn alone is a battle of its own.
    QList<Battle> battles;
    QHash<QString, int> byUnit;
    for (int row = 0; row < queue.size(); ++row) {
        const QString key = queue[row].unit.isEmpty() ? QStringLiteral("item:") + queue[row].target : queue[row].unit;
        if (!byUnit.contains(key)) {
            byUnit.insert(key, static_cast<int>(battles.size()));
            battles.append(Battle {});
        }
        Battle &b = battles[byUnit.value(key)];
        b.rows << row;
        if (b.firstOpen < 0 && !isDone(queue[row]))
            b.firstOpen = row;
    }
    int current = -1;
    for (const bool deferredToo : { false, true }) {
        for (const Battle &b : std::as_const(battles))
            if (b.firstOpen >= 0 && (deferredToo || queue[b.firstOpen].status == QueueStatus::Pending)) {
                current = b.firstOpen;
                break;
            }
        if (current >= 0)
            break;
    }
    QHash<int, std::pair<int, int>> placeOf;
    for (int i = 0; i < battles.size(); ++i) {
        out.battlesDone += battles[i].firstOpen < 0 ? 1 : 0;
        if (battles[i].firstOpen >= 0)
            countDeferred(queue[battles[i].firstOpen]);
        for (int k = 0; k < battles[i].rows.size(); ++k)
            placeOf.insert(battles[i].rows[k], { i + 1, k + 1 });
    }
    out.battles = static_cast<int>(battles.size());
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
