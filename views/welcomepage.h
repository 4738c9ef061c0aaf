// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shown when no project is open: create, open, the demo project and recent projects.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

namespace draudit {
namespace views {

class WelcomePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(QWidget *parent = nullptr);
    void setRecentProjects(const QStringList &locations);
    // In an annotator session the page offers no project to open: only a line saying where the items are.
    void setSessionMode(bool on);
    // A project with nothing in it yet: the next step is an import, offered here with the formats it takes.
    void setEmptyProject(const QString &name);
    QWidget *emptyProjectStep() const { return m_empty; }

Q_SIGNALS:
    void newProjectRequested();
    void openProjectRequested();
    void demoProjectRequested();
    void recentProjectRequested(const QString &location);
    void importFilesRequested();
    void importFolderRequested();

private:
    void buildEmptyProjectStep();
    QListWidget *m_recent;
    QWidget *m_choices; // the buttons and the recent projects
    QLabel *m_sessionNote;
    QWidget *m_empty; // the empty project's import step
    QLabel *m_emptyTitle;
};

} // namespace views
} // namespace draudit
