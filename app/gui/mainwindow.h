// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window shell: menus, navigator dock, central audit views and status bar.
#pragma once

#include "models/itemmodels/navigatormodel.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/formanswers.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace draudit {
namespace views {
class AnnotationPage;
class ComparisonView;
class HistoryPanel;
class NavigatorPanel;
class ReportView;
class WelcomePage;
} // namespace views
} // namespace draudit

namespace draudit {
namespace app {

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    bool openProject(const QString &location);
    bool openDemoProject();
    void closeProject();

    // Test hooks (KeePassXC style): the next file dialog returns this instead of asking.
    void setNextFileName(const QString &fileName) { m_nextFileName = fileName; }
    // Imports into the open project (the File → Import actions); the summary text is returned for tests.
    QString importPaths(const QStringList &paths);
    // When false, errors go to lastError() instead of a message box.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // Whether projects opened are added to Recent projects (not for `bench ui`'s temporary projects).
    void setRemembersRecent(bool remembers) { m_remembersRecent = remembers; }
    QString lastError() const { return m_lastError; }

    models::ProjectStore *project() const { return m_store.get(); }
    // Who is annotating (remembered in the settings); answers are saved under this name.
    QString annotator() const { return m_annotator; }
    // Remembered: the owner's own name, kept for the next start. Session: a study's or a package's annotator, for
    // as long as the session lasts (a workbench killed in a study opened next time as the owner, not as "ann").
    enum class AnnotatorScope
    {
        Remembered,
        Session
    };
    void setAnnotator(const QString &name, AnnotatorScope scope = AnnotatorScope::Remembered);
    // Whoever answers as an annotator with a PIN gives it first (asked, or the test hook's); true when they did or
    // the annotator has none.
    bool pinGiven(const QString &name);
    // Test hook: the PIN the next question for one returns (non-interactive windows).
    void setNextPin(const QString &pin) { m_nextPin = pin; }
    views::NavigatorPanel *navigator() const { return m_navigator; }
    views::ComparisonView *comparisonView() const { return m_comparisonView; }
    views::ReportView *reportView() const;
    views::AnnotationPage *annotationPage() const { return m_annotationPage; }
    class ItemFlow *items() const { return m_items; }
    class TreeFlow *trees() const { return m_tree; }
    // Annotate → Undo Last Answer: the annotator's last change in the current study goes back; false if none.
    bool undoLastAnswer();
    views::HistoryPanel *history() const { return m_history; }
    QWidget *currentView() const;
    QStackedWidget *stack() const { return m_stack; }
    class StudyFlow *studies() const { return m_studies; }
    class DashboardFlow *dashboard() const { return m_dashboard; }
    class AppearanceFlow *appearance() const { return m_appearance; }
    // Help -> Keyboard Shortcuts: the menus' keys, read from the window's actions, then the forms' keys.
    QList<QPair<QString, QString>> shortcutRows() const;
    // Answers are saved in this study (1 = the project's default study).
    qint64 studyId() const { return m_studyId; }
    void setStudyId(qint64 id) { m_studyId = id; }
    void showError(const QString &message);
    bool isInteractive() const { return m_interactive; }
    // The user's last size and place (remembered on close), within 90% of the screen's available area: at 1366×768
    // the fixed 1500×920 put Commit, the judge panel and the status bar off-screen.
    void restoreWindowSize();
    // Actions that need an open project (enabled and disabled with it).
    void addProjectAction(QAction *action);
    // An annotator session (working on a blind study): the window shows the annotator's own queue and items only.
    // The navigator, history, source pages and dashboard are closed and emptied, and every menu path to another
    // item or project (or another annotator's name) is disabled, and owner windows close. A blind session ends only
    // by closing the project (Study → Leave Study) or the window: there is no way back to the owner's view in it.
    void setAnnotatorSession(bool on);
    // Nothing open in the work area: the views are emptied (no study item's title left behind) and the start page
    // shown.
    void clearWorkArea();
    bool inAnnotatorSession() const { return m_session; }
    // Menu actions an annotator session keeps (leaving the study, undo, quit, about).
    void keepInSession(QAction *action) { m_sessionKept << action; }

protected:
    void closeEvent(QCloseEvent *event) override;

Q_SIGNALS:
    // The annotator's answers to a round were committed (after the store confirmed them).
    void roundAnswersSaved(qint64 roundId);
    void projectChanged();

private:
    // Gives the keyboard to the form of the item on screen (after Enter moved on).
    void focusCurrentForm();
    // The status bar's counts, again after answers are saved (they stayed at the opening's numbers).
    void showCounts(const models::ProjectCounts &counts);
    void refreshCounts();
    void createMenus();
    // In an annotator session nothing opens another project or the same one as its owner: says so, and true.
    bool refusedInSession();
    // Navigator, history and counts for the open project (after opening it or importing into it).
    void showProjectContents();
    void refreshRecentMenu();
    void showItem(models::NavigatorModel::Kind kind, qint64 id, const QString &label);
    void confirmAndOpenLink(const QUrl &url);
    void newProject();
    void openProjectDialog();
    void importFiles(bool folder);
    // The shown round's answers, read and written as the screen shows them (mirrored when B is on the left).
    models::FormAnswers roundAnswers(qint64 studyId) const;
    void loadRoundAnswers(qint64 roundId);
    // One answer as it is given (a reason goes with the question it explains).
    void saveRoundAnswer(qint64 roundId, const QString &question, const QString &value);
    // Enter: the form as the screen shows it, each answer stored when it differs from the project's; then
    // roundAnswersSaved (a study's commit follows in StudyFlow).
    void saveRoundAnswers(qint64 roundId, const QHash<QString, QString> &answers);
    // One answer to a round: through the study's session while one is worked, else straight to the project.
    bool storeRoundAnswer(qint64 roundId, const QString &question, const QString &value, const QString &reason);
    QString askFileName(bool save);

    std::unique_ptr<models::ProjectStore> m_store;
    std::unique_ptr<models::NavigatorModel> m_model;
    views::NavigatorPanel *m_navigator;
    QStackedWidget *m_stack;
    views::WelcomePage *m_welcome;
    views::ComparisonView *m_comparisonView;
    views::AnnotationPage *m_annotationPage;
    views::HistoryPanel *m_history;
    QLabel *m_projectLabel;
    QLabel *m_countsLabel;
    QLabel *m_annotatorLabel;
    QString m_annotator;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_projectActions; // enabled only while a project is open
    QString m_nextFileName;
    QString m_nextPin;
    QString m_lastError;
    bool m_interactive = true;
    bool m_remembersRecent = true;
    bool m_session = false;
    QList<QAction *> m_sessionKept;
    QList<QAction *> m_sessionDisabled; // enabled before the session, restored after it
    qint64 m_studyId = 1;
    class StudyFlow *m_studies = nullptr;
    class DashboardFlow *m_dashboard = nullptr;
    class AppearanceFlow *m_appearance = nullptr;
    class ItemFlow *m_items = nullptr;
    class TreeFlow *m_tree = nullptr;
};

} // namespace app
} // namespace draudit
