// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Newest first, no duplicates, at most kMaximum entries.
#include "app/gui/recentprojects.h"

#include <QSettings>

namespace draudit::app {

QStringList RecentProjects::load()
{
    return QSettings().value(QStringLiteral("recentProjects")).toStringList();
}

void RecentProjects::add(const QString &location)
{
    QStringList list = load();
    list.removeAll(location);
    list.prepend(location);
    while (list.size() > kMaximum)
        list.removeLast();
    QSettings().setValue(QStringLiteral("recentProjects"), list);
}

void RecentProjects::clear()
{
    QSettings().remove(QStringLiteral("recentProjects"));
}

} // namespace draudit::app
