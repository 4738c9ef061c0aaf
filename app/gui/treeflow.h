// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The source pages dock (View → Source pages, Ctrl+T): the pages of the shown comparison's tree, loaded
// when the dock is open and the comparison changes. Owned by the main window.
#pragma once

#include <QObject>

class QDockWidget;

namespace draudit {
namespace views {
class SourcePagesView;
}

namespace app {

class MainWindow;

class TreeFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TreeFlow)

public:
    explicit TreeFlow(MainWindow *window);
    QDockWidget *dock() const { return m_dock; }
    views::SourcePagesView *panel() const { return m_panel; }

private:
    void roundShown(qint64 roundId);
    void load();

    MainWindow *m_window;
    views::SourcePagesView *m_panel;
    QDockWidget *m_dock;
    qint64 m_comparison = 0; // the comparison whose tree should be shown
    qint64 m_loaded = 0; // the comparison whose tree is shown
    QString m_tree;
};

} // namespace app
} // namespace draudit
