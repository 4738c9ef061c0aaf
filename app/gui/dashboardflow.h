// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fills the dashboard from the open project: the protocol's report and the data of its charts.
#pragma once

#include "models/forms/target.h"

#include <QObject>

namespace draudit {
namespace models {
class ProjectStore;
}
namespace views {
class DashboardView;
}

namespace app {

class MainWindow;

class DashboardFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardFlow)

public:
    explicit DashboardFlow(MainWindow *window);
    views::DashboardView *view() const { return m_view; }
    // Shows the dashboard in the main window and computes it for the chosen protocol and study.
    void show();
    void refresh();
    // Empties the dashboard (an annotator session begins: none of its numbers may stay on a hidden page).
    void clear();
    // The protocol the dashboard opens on: the study's, else that of the benchmarks the project holds.
    static QString defaultProtocol(models::ProjectStore &store, const QString &study);

private:
    void openItem(const models::Target &round);

    MainWindow *m_window;
    views::DashboardView *m_view;
};

} // namespace app
} // namespace draudit
