// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where an item of an annotator's queue stands. Its name is what the queue's status column stores and what packages
// and the annotator's page carry; it is read back (parseQueueStatus) only at those edges.
#pragma once

#include <QString>
#include <QStringView>
#include <optional>

namespace draudit::models {

enum class QueueStatus
{
    Pending, // not yet answered (the item may have been opened)
    Done, // committed
    Skipped, // passed over, to come back to
    Flagged, // passed over and flagged for discussion
};

QString queueStatusName(QueueStatus status);
std::optional<QueueStatus> parseQueueStatus(QStringView name);
// Passed over (skipped or flagged): the item waits at the end of the queue.
inline bool isDeferred(QueueStatus status)
{
    return status == QueueStatus::Skipped || status == QueueStatus::Flagged;
}

} // namespace draudit::models
