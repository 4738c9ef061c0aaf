// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/study/queuestatus.h"

namespace draudit::models {

namespace {
struct Named
{
    QueueStatus status;
    const char *name;
};
constexpr Named kNames[] = { { QueueStatus::Pending, "pending" }, { QueueStatus::Done, "done" },
    { QueueStatus::Skipped, "skipped" }, { QueueStatus::Flagged, "flagged" } };
} // namespace

QString queueStatusName(QueueStatus status)
{
    for (const Named &n : kNames)
        if (n.status == status)
            return QString::fromLatin1(n.name);
    return {};
}

std::optional<QueueStatus> parseQueueStatus(QStringView name)
{
    for (const Named &n : kNames)
        if (name == QLatin1String(n.name))
            return n.status;
    return std::nullopt;
}

} // namespace draudit::models
