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

Q_SIGNALS:
    void newProjectRequested();
    void openProjectRequested();
    void demoProjectRequested();
    void recentProjectRequested(const QString &location);

private:
    QListWidget *m_recent;
    QWidget *m_choices; // the buttons and the recent projects
    QLabel *m_sessionNote;
};

} // namespace views
} // namespace draudit
