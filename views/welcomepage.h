// Shown when no project is open: create, open, the demo project and recent projects.
#pragma once

#include <QWidget>

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

Q_SIGNALS:
    void newProjectRequested();
    void openProjectRequested();
    void demoProjectRequested();
    void recentProjectRequested(const QString &location);

private:
    QListWidget *m_recent;
};

} // namespace views
} // namespace draudit
