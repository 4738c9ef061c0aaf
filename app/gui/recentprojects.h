// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Most-recently-opened projects, kept in QSettings (passwords are never stored).
#pragma once

#include <QStringList>

namespace draudit::app {

class RecentProjects
{
public:
    static constexpr int kMaximum = 10;
    static QStringList load();
    static void add(const QString &location);
    static void clear();
};

} // namespace draudit::app
