// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Study menu: create and assign a study, work through one's queue (blind when the study is), follow progress
// and adjudicate disagreements. Owned by the main window.
#pragma once

#include "models/forms/blinditem.h"
#include "models/forms/formdefinition.h"
#include "models/session/annotationsession.h"
#include "models/store/studies/studystore.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMenuBar;

namespace draudit {
namespace views {
class AdjudicationPanel;
class GuidelinesDialog;
class StudyDialog;
class ItemClock;
class StudyProgressPanel;
class StudyQueuePanel;
} // namespace views

namespace app {

class MainWindow;

class StudyFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StudyFlow)

public:
    explicit StudyFlow(MainWindow *window);

    void createMenu(QMenuBar *bar);
    // Starts the annotator's queue of a study and opens the item where they stopped.
    bool startWork(const QString &study);
    void leave();
    bool isWorking() const { return m_study.id > 1; }
    // Whether `target` is the study item on screen: only its answers and reveal go through the session (a not-blind
    // study leaves the navigator open, and what is browsed there is an open audit).
    bool isStudyItem(const models::Target &target) const
    {
        return isWorking() && target.isValid() && target == m_currentTarget;
    }
    views::StudyQueuePanel *queue() const { return m_queue; }
    views::ItemClock *clock() const { return m_clock; }
    // The study's guidelines in a window of their own (shown by itself before the annotator's first item).
    void showGuidelines();
    views::GuidelinesDialog *guidelines() const;
    // The New Study dialog's study, with its guidelines file read in.
    static models::Result<models::StudySpec> specOf(const views::StudyDialog &dialog);
    // Non-modal windows, returned so tests (and the menu) can drive them.
    views::StudyProgressPanel *showProgress(const QString &study);
    views::AdjudicationPanel *showAdjudication(const QString &study, const QString &field = QStringLiteral("C1"));
    // The study the workbench's answers on `target` are stored in: the study being worked for its item on screen, the
    // project's open study for anything browsed meanwhile (an open audit), the window's study otherwise.
    qint64 studyOfAnswers(const models::Target &target) const;
    // While working: one answer to the shown item through the annotation session, the study's one answer path
    // (nullopt when it is saved, else why it is not).
    std::optional<QString> answer(const QString &question, const QString &value, const QString &reason);
    // While working: Ctrl+Z, the session's undo of the shown item's last answer (which may open a done item again).
    models::SessionResult<models::HistoryEntry> undo();

private:
    void restoreAnnotator();
    void newStudy();
    void chooseAndStart();
    QString chooseStudy(const QString &title);
    void openItem(const models::QueueItem &item, int position, int total);
    // Reports, rubric items, claim lists and task triples open in the annotation page.
    void openReportItem(const models::QueueItem &item, int position, int total);
    // Blind, then reveal, then audit: the first Enter commits (the judge may then be revealed and the answer
    // changed); Enter on a committed item moves on.
    void itemCommitted(const models::Target &target);
    // Records the item's state with the time spent; moveOn opens the next item.
    void finishItem(models::AnnotationSession::Defer how, bool moveOn);
    // Opens the next item to do, when asked to move on.
    void moveOnAfter(bool moveOn);
    // Opens the queue item through the session (recorded as shown); false (the error shown) when it could not.
    bool openThroughSession(const models::QueueItem &item, const QString &heading);
    // The reveal, recorded by the session before anything of the judge is shown; false when it could not be.
    bool revealGate();
    // The seconds on the shown item since it was opened, counted once.
    double takeSeconds();
    // The queue panel and the clock after the item's state changed in the project.
    void showItemState(models::QueueStatus status);
    void revealCommittedRound();
    bool showAfterCommitQuestions();
    void refreshAdjudication();
    void showToolWindow(const QString &title, QWidget *panel, QSize size);
    int doneCount() const;
    // The annotator's queue read again, with the rounds of a blind whole-battle study released one at a time.
    void reloadQueue();
    QString itemHeading(const models::Target &target, int position, int total) const;
    QString chooseAnnotator(const QString &study);

    MainWindow *m_window;
    views::StudyQueuePanel *m_queue;
    QDockWidget *m_queueDock;
    QPointer<views::AdjudicationPanel> m_adjudication;
    models::StudyInfo m_study;
    QString m_annotatorBefore; // the window's annotator before the study's took its place; back when the study is left
    std::optional<models::AnnotationSession> m_session; // while working: the rules of the annotator's study
    models::SessionItem m_item; // the shown item as the session has it
    models::FormDefinition m_form; // the study's form before it is expanded for an item
    models::FormDefinition m_itemForm; // the form as asked for the current round, after-commit questions included
    models::StudyInfo m_adjudicated;
    QString m_field;
    models::Target m_currentTarget;
    bool m_committed = false; // the shown item is committed: Enter moves on
    QElapsedTimer m_shownFor;
    void bankTime();
    views::ItemClock *m_clock; // progress and time on the item, in the status bar while working
    QPointer<views::GuidelinesDialog> m_guidelines;
    QAction *m_guidelinesAction = nullptr;
};

} // namespace app
} // namespace draudit
