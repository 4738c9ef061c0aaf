// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real main window, offscreen: opens the demo project, navigates, reveals, and never shows a system name.
#include "app/gui/mainwindow.h"
#include "models/demo/demotext.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/app/battleviewtesting.h"
#include "tests/app/guitesting.h"
#include "views/annotationpage.h"
#include "views/answerpair.h"
#include "views/benchmarks/drarena/roundtaskpanel.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/historypanel.h"
#include "views/judgepanel.h"
#include "views/navigatorpanel.h"
#include "views/reportview.h"
#include "views/web/safewebview.h"
#include "views/welcomepage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTreeView>
#include <QtTest>

using draudit::app::MainWindow;
using Kind = draudit::models::NavigatorModel::Kind;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensDemoOnAFirstBattle();
    void roundNavigationByKeyboard();
    void judgeVerdictHiddenUntilRevealed();
    void whatIsShownIsWhatIsStored();
    void reportOpensFromNavigator();
    void enterMovesOnOutsideAStudy();
    void noSystemNameAnywhereVisible();
    void navigatorFiltersByIdAndModel();
    void badProjectShowsError();
    void reopeningStartsUnfiltered();
    void newProjectThroughDialogHook();
    void importThroughTheFileMenu();
    void noShortcutIsAmbiguous();
    void temporaryProjectsStayOutOfRecent();
    void rubricTaskWithoutReportsIsNoError();
    void windowFitsTheScreenAndKeepsTheUsersSize();

private:
    QStringList visibleTexts() const;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openDemoProject(), qPrintable(m_window->lastError()));
}

void TestMainWindow::opensDemoOnAFirstBattle()
{
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("demo.draudit")));
    QTreeView *tree = m_window->navigator()->tree();
    QCOMPARE(tree->model()->rowCount(), 3);
    QVERIFY(tree->model()->index(0, 0).data().toString().startsWith(QStringLiteral("Battles (8)")));
    QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 8);
    QCOMPARE(m_window->currentView(), m_window->comparisonView());
    QVERIFY(m_window->comparisonView()->roundCount() >= 1);
    QVERIFY(!draudit::tests::renderedText(draudit::tests::battleView(*m_window)->answers()->left()).isEmpty());
    // The battle shown at open has its round tabs, as one chosen in the navigator.
    auto *rounds = m_window->comparisonView()->findChild<QTabBar *>();
    QVERIFY(rounds);
    QCOMPARE(rounds->count(), m_window->comparisonView()->roundCount());
    QVERIFY(rounds->isVisible());
    QVERIFY(rounds->height() > 10);
}

void TestMainWindow::roundNavigationByKeyboard()
{
    // Pick a battle with several rounds through the navigator, as a user would.
    QTreeView *tree = m_window->navigator()->tree();
    const QModelIndex battles = tree->model()->index(0, 0);
    int chosen = -1;
    for (int row = 0; row < tree->model()->rowCount(battles) && chosen < 0; ++row) {
        const QModelIndex battle = tree->model()->index(row, 0, battles);
        tree->setCurrentIndex(battle);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(battle).center());
        if (m_window->comparisonView()->roundCount() >= 2)
            chosen = row;
    }
    QVERIFY2(chosen >= 0, "the demo should have a battle with several rounds");
    auto *view = draudit::tests::battleView(*m_window);
    QCOMPARE(view->currentRound(), 0);
    const QString firstQuestion = view->task()->questionText();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(view->currentRound(), 1);
    QVERIFY(view->task()->questionText() != firstQuestion);
    QTest::keyClick(view, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(view->currentRound(), 0);
}

void TestMainWindow::judgeVerdictHiddenUntilRevealed()
{
    m_window->setAnnotator(QStringLiteral("tester"));
    auto *view = m_window->comparisonView();
    auto *judge = view->judge();
    QVERIFY(!judge->isRevealed());
    auto *reveal = judge->findChild<QAbstractButton *>(QStringLiteral("revealJudge"));
    QVERIFY(reveal);
    // Outside a study nothing is blind: the round is an open audit, the judge may be looked at before answering, and
    // the form says so.
    QVERIFY(reveal->isEnabled());
    QVERIFY(view->form()->form().title.startsWith(QStringLiteral("Open audit (not blind)")));
    QVERIFY(!view->form()->form().hideJudgeUntilRevealed);
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("browse-open-audit"));
    // The annotator answers with the keyboard: 2 = "A better", 1 = depth, Enter commits.
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_2);
    QTest::keyClick(view->form(), Qt::Key_1);
    QTest::keyClick(view->form(), Qt::Key_Return);
    QVERIFY(reveal->isEnabled());
    QTest::mouseClick(reveal, Qt::LeftButton);
    QVERIFY(judge->isRevealed());
    // The answer is in the project, durably, under the annotator's name.
    const auto saved = draudit::models::AnnotationStore(*m_window->project())
                           .annotations(draudit::models::Target::round(view->currentRoundId()));
    QVERIFY(saved);
    QStringList fields;
    for (const auto &a : *saved)
        if (a.annotator == QLatin1String("tester"))
            fields << a.field + QLatin1Char('=') + a.value;
    fields.sort();
    QCOMPARE(fields, (QStringList { QStringLiteral("C1=A_BETTER"), QStringLiteral("C1_failure=DEEP") }));
    // Changing the verdict to a tie withdraws the loser's failure (it no longer applies) and asks for the tie quality.
    auto *historyDock = m_window->findChild<QDockWidget *>(QStringLiteral("historyDock"));
    QVERIFY(historyDock);
    historyDock->show(); // the History dock open while answering
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_K); // back to the verdict question
    QTest::keyClick(view->form(), Qt::Key_K);
    QTest::keyClick(view->form(), Qt::Key_3); // Tie
    QTest::keyClick(view->form(), Qt::Key_1); // both good
    QTest::keyClick(view->form(), Qt::Key_Return);
    const auto changed = draudit::models::AnnotationStore(*m_window->project())
                             .annotations(draudit::models::Target::round(view->currentRoundId()));
    QStringList now;
    for (const auto &a : *changed)
        if (a.annotator == QLatin1String("tester"))
            now << a.field + QLatin1Char('=') + a.value;
    now.sort();
    QCOMPARE(now,
        (QStringList {
            QStringLiteral("C1=Tie"), QStringLiteral("C1_failure="), QStringLiteral("C1_tie_quality=HIGH") }));
    // The History dock shows the change at once.
    QAbstractItemModel *history = m_window->history()->table()->model();
    QVERIFY(history && history->rowCount() >= 2);
    QCOMPARE(history->index(0, 1).data().toString(), QStringLiteral("tester"));
    // A closed History dock does not re-read on every answer; it catches up when it is opened again.
    historyDock->hide();
    const int before = history->rowCount();
    QVERIFY(draudit::models::AnnotationStore(*m_window->project())
                .set({ QStringLiteral("tester"), draudit::models::Target::round(view->currentRoundId()),
                    QStringLiteral("C1_reason"), QStringLiteral("closer on depth"), {}, 1, {} }));
    m_window->history()->refresh();
    QCOMPARE(history->rowCount(), before);
    historyDock->show();
    QTRY_VERIFY(
        history->rowCount() > before || history->index(0, 5).data().toString() == QLatin1String("closer on depth"));
    QCOMPARE(history->index(0, 3).data().toString(), QStringLiteral("C1_reason"));
    historyDock->hide();
    // Another round hides the verdict again until asked for; coming back finds the committed answer.
    view->showRound(1);
    QVERIFY(!judge->isRevealed());
    QVERIFY(judge->isRevealAllowed());
    view->showRound(0);
    QVERIFY(judge->isRevealAllowed());
    QVERIFY(view->form()->isCommitted());
}

void TestMainWindow::whatIsShownIsWhatIsStored()
{
    // Saved means saved: an answer is compared with the stored one, not with a copy the window kept. Another writer
    // (a merged package, draudit annotate, a second window) changes the stored verdict; when the annotator commits,
    // the form is stored as the screen shows it. The old window skipped the verdict as "unchanged" by its own copy
    // and said Saved over the other writer's value.
    m_window->setAnnotator(QStringLiteral("tester"));
    auto *view = m_window->comparisonView();
    view->showRound(1);
    const QString target = QStringLiteral("round:%1").arg(view->currentRoundId());
    const auto stored = [&](const QString &field) {
        const auto all = draudit::models::AnnotationStore(*m_window->project())
                             .annotations(draudit::models::Target::parse(target));
        for (const auto &a : all.value_or(QList<draudit::models::Annotation> {}))
            if (a.annotator == QLatin1String("tester") && a.field == field)
                return a.value;
        return QString();
    };
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_2); // A better, as shown (stored mirrored when B is on the left)
    QTest::keyClick(view->form(), Qt::Key_1); // depth
    QTest::keyClick(view->form(), Qt::Key_Return);
    const QString verdict = stored(QStringLiteral("C1"));
    QVERIFY(verdict == QLatin1String("A_BETTER") || verdict == QLatin1String("B_BETTER"));
    const QString other
        = verdict == QLatin1String("A_BETTER") ? QStringLiteral("B_MUCH_BETTER") : QStringLiteral("A_MUCH_BETTER");
    QVERIFY(draudit::models::AnnotationStore(*m_window->project())
                .set({ QStringLiteral("tester"), draudit::models::Target::parse(target), QStringLiteral("C1"), other,
                    {}, 1, {} }));
    view->form()->setFocus();
    // The failure is still the current question: an answer moves on to required questions only, never into the
    // optional reason (the next digit would be typed there).
    QCOMPARE(view->form()->currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(view->form(), Qt::Key_2); // width: stored at once, that answer alone
    QCOMPARE(stored(QStringLiteral("C1_failure")), QStringLiteral("WIDE"));
    QTest::keyClick(view->form(), Qt::Key_Return); // the commit stores what the screen shows
    QCOMPARE(stored(QStringLiteral("C1")), verdict);
    // Shown again, the round reads its answers from the project: the same verdict as on screen before.
    view->showRound(0);
    view->showRound(1);
    QCOMPARE(view->form()->answers().value(QStringLiteral("C1")), QStringLiteral("A_BETTER"));
}

void TestMainWindow::reportOpensFromNavigator()
{
    QTreeView *tree = m_window->navigator()->tree();
    const QModelIndex reports = tree->model()->index(1, 0);
    tree->expand(reports);
    QTRY_VERIFY(tree->model()->rowCount(reports) == 3);
    const QModelIndex task = tree->model()->index(0, 0, reports);
    tree->scrollTo(task);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(task).center());
    QCOMPARE(m_window->currentView(), m_window->annotationPage());
    const QString text = draudit::tests::renderedText(m_window->reportView()->browser());
    QVERIFY(text.size() > 2000);
    QCOMPARE(m_window->reportView()->browser()->blockedRequests(), 0);
}

// Enter on a committed round opens the next round, then the next battle, as in a study; the keyboard stays on the
// form and a digit answers the new item (Enter did nothing outside a study though the key sheet said so).
void TestMainWindow::enterMovesOnOutsideAStudy()
{
    QTreeView *tree = m_window->navigator()->tree();
    const QModelIndex battles = tree->model()->index(0, 0);
    const QModelIndex first = tree->model()->index(0, 0, battles);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(first).center());
    auto *view = draudit::tests::battleView(*m_window);
    const int rounds = view->roundCount();
    QVERIFY(rounds >= 1);
    const QString battleTitle = view->title();
    auto *form = view->form();
    const auto counts = [this] {
        for (QLabel *l : m_window->statusBar()->findChildren<QLabel *>())
            if (l->text().contains(QLatin1String("Annotations: ")))
                return l->text();
        return QString();
    };
    const QString countsBefore = counts();
    for (int round = 0; round < rounds; ++round) {
        QCOMPARE(view->currentRound(), round);
        QVERIFY(form->hasFocus());
        QTest::keyClick(form, Qt::Key_2); // A better
        QTest::keyClick(form, Qt::Key_1); // the weaker answer fails on depth
        QTest::keyClick(form, Qt::Key_Return);
        QVERIFY(form->isCommitted());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    }
    QVERIFY2(view->title() != battleTitle, qPrintable(view->title()));
    QVERIFY2(counts() != countsBefore, qPrintable(counts())); // the status bar counts the saved answers
    QCOMPARE(tree->currentIndex(), tree->model()->index(1, 0, battles));
    QCOMPARE(view->currentRound(), 0);
    QVERIFY(form->hasFocus());
}

QStringList TestMainWindow::visibleTexts() const
{
    QStringList texts { m_window->windowTitle() };
    for (QWidget *w : m_window->findChildren<QWidget *>()) {
        texts << w->toolTip() << w->accessibleName() << w->windowTitle() << w->statusTip();
        if (auto *l = qobject_cast<QLabel *>(w))
            texts << l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            texts << b->text();
        if (auto *t = qobject_cast<QTextEdit *>(w))
            texts << t->toPlainText();
        if (auto *page = qobject_cast<draudit::views::SafeWebView *>(w))
            texts << draudit::tests::renderedText(page);
    }
    QAbstractItemModel *m = m_window->navigator()->tree()->model();
    for (int s = 0; s < m->rowCount(); ++s)
        for (int r = 0; r < m->rowCount(m->index(s, 0)); ++r) {
            const QModelIndex i = m->index(r, 0, m->index(s, 0));
            texts << i.data().toString() << i.data(Qt::ToolTipRole).toString();
        }
    return texts;
}

void TestMainWindow::noSystemNameAnywhereVisible()
{
    m_window->comparisonView()->judge()->reveal(); // even the judge's text must not name them
    const QStringList texts = visibleTexts();
    for (const QString &system : draudit::models::demotext::systemNames())
        for (const QString &t : texts)
            QVERIFY2(!t.contains(system), qPrintable(QStringLiteral("'%1' appears in: %2").arg(system, t.left(200))));
}

void TestMainWindow::navigatorFiltersByIdAndModel()
{
    QTreeView *tree = m_window->navigator()->tree();
    auto *filter = m_window->navigator()->findChild<QLineEdit *>();
    QVERIFY(filter);
    const auto clearAfter = qScopeGuard([filter] { filter->clear(); });
    QAbstractItemModel *m = tree->model();
    // Battles are listed by title and id, on a line of its own (titles repeat in real replays).
    QVERIFY(m->index(0, 0, m->index(0, 0)).data().toString().endsWith(QStringLiteral("\nbattle-00001")));
    filter->setText(QStringLiteral("battle-00003"));
    QCOMPARE(m->rowCount(m->index(0, 0)), 1);
    // A model's name finds its battles, though no label shows it.
    const QString model = draudit::models::demotext::systemNames().first();
    filter->setText(model);
    QVERIFY(m->rowCount(m->index(0, 0)) >= 1);
    for (int r = 0; r < m->rowCount(m->index(0, 0)); ++r)
        QVERIFY(!m->index(r, 0, m->index(0, 0)).data().toString().contains(model));
    // A task found by its prompt keeps its reports.
    filter->clear();
    const QModelIndex task = m->index(0, 0, m->index(1, 0));
    QVERIFY2(task.isValid(), "the demo has report tasks");
    if (m->canFetchMore(task))
        m->fetchMore(task);
    tree->expand(task);
    QTRY_VERIFY(m->rowCount(task) > 0);
    const int reports = m->rowCount(task);
    filter->setText(task.data().toString().mid(25, 14)); // past the "Write a research report: " every task has
    // Sections with no match are filtered out: the reports' section is the only one left.
    QCOMPARE(m->rowCount(), 1);
    const QModelIndex found = m->index(0, 0, m->index(0, 0));
    QVERIFY(found.isValid());
    QCOMPARE(m->rowCount(found), reports);
}

// Reopening a project with the navigator's filter typed showed an empty tree (the filter matches loaded rows only).
void TestMainWindow::reopeningStartsUnfiltered()
{
    auto *filter = m_window->navigator()->findChild<QLineEdit *>();
    QVERIFY(filter);
    filter->setText(QStringLiteral("battle-00008"));
    const QString path = m_window->project()->location().path;
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    QVERIFY(filter->text().isEmpty());
    QAbstractItemModel *m = m_window->navigator()->tree()->model();
    QCOMPARE(m->rowCount(m->index(0, 0)), 8);
}

void TestMainWindow::badProjectShowsError()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.draudit"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'x'));
    f.close();
    QVERIFY(!m_window->openProject(path));
    QVERIFY2(
        m_window->lastError().contains(QStringLiteral("not a draudit project")), qPrintable(m_window->lastError()));
    QVERIFY(m_window->project()); // the open project stays open
}

void TestMainWindow::newProjectThroughDialogHook()
{
    const QString path = m_dir.filePath(QStringLiteral("fresh"));
    m_window->setNextFileName(path);
    QAction *newAction = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->text() == QStringLiteral("&New Project…"))
            newAction = a;
    QVERIFY(newAction);
    newAction->trigger();
    QTRY_VERIFY(m_window->windowTitle().contains(QStringLiteral("fresh.draudit")));
    QVERIFY(QFile::exists(path + QStringLiteral(".draudit")));
    // Nothing in it yet: no empty sections, and the window offers the next step, an import.
    QCOMPARE(m_window->navigator()->tree()->model()->rowCount(), 0);
    QVERIFY(m_window->findChild<draudit::views::WelcomePage *>()->emptyProjectStep()->isVisible());
}

void TestMainWindow::importThroughTheFileMenu()
{
    // The fresh project from the previous test is open; import a replay through File → Import Files.
    QAction *import = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Import Files…"))
            import = a;
    QVERIFY(import && import->isEnabled());
    m_window->setNextFileName(qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/replay_small.json"));
    import->trigger();
    QTRY_COMPARE(m_window->navigator()->tree()->model()->index(0, 0).data().toString(), QStringLiteral("Battles (1)"));
    QCOMPARE(m_window->currentView(), m_window->comparisonView());
    QCOMPARE(m_window->comparisonView()->roundCount(), 3);
    // Importing the same file again changes nothing.
    const QString again = m_window->importPaths(
        { qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/replay_small.json") });
    QVERIFY2(again.startsWith(QStringLiteral("0 file(s) imported, 1 unchanged")), qPrintable(again));
    // The same replay inside a .tar.gz, beside a note: the same bytes (unchanged), the note listed by its member name.
    const QString folder = m_dir.filePath(QStringLiteral("archived"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/replay_small.json"),
        folder + QStringLiteral("/replay.json")));
    QFile note(folder + QStringLiteral("/notes.txt"));
    QVERIFY(note.open(QIODevice::WriteOnly) && note.write("what we ran\n") > 0);
    note.close();
    const QString archive = m_dir.filePath(QStringLiteral("run.tar.gz"));
    QCOMPARE(QProcess::execute(QStringLiteral("tar"),
                 { QStringLiteral("czf"), archive, QStringLiteral("-C"), folder, QStringLiteral("replay.json"),
                     QStringLiteral("notes.txt") }),
        0);
    const QString archived = m_window->importPaths({ archive });
    QVERIFY2(archived.startsWith(QStringLiteral("0 file(s) imported, 1 unchanged, 0 failed")), qPrintable(archived));
    QVERIFY2(
        archived.contains(QStringLiteral("ignored ") + archive + QStringLiteral(":notes.txt")), qPrintable(archived));
}

void TestMainWindow::rubricTaskWithoutReportsIsNoError()
{
    // DR. BENCH rubrics alone: their tasks have no reports yet. Opening one is no error (it was a modal one).
    const QString result = m_window->importPaths(
        { qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/drbench/tasks.jsonl") });
    QVERIFY2(result.startsWith(QStringLiteral("1 file(s) imported")), qPrintable(result));
    QTreeView *tree = m_window->navigator()->tree();
    QAbstractItemModel *m = tree->model();
    const auto rubricSection = [m] {
        for (int row = 0; row < m->rowCount(); ++row)
            if (m->index(row, 0).data().toString().startsWith(QStringLiteral("Rubric tasks")))
                return m->index(row, 0);
        return QModelIndex();
    };
    QTRY_VERIFY(rubricSection().isValid() && m->rowCount(rubricSection()) > 0);
    const QString before = m_window->lastError();
    const QModelIndex rubricTask = m->index(0, 0, rubricSection());
    tree->scrollTo(rubricTask);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(rubricTask).center());
    QCOMPARE(m_window->lastError(), before);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("no reports")),
        qPrintable(m_window->statusBar()->currentMessage()));
}

// The window opens within 90% of the screen's available area (1500×920 hid Commit and the status bar at 1366×768)
// and at the size the user left it, when that fits.
void TestMainWindow::windowFitsTheScreenAndKeepsTheUsersSize()
{
    QSettings().remove(QStringLiteral("window/geometry"));
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    {
        MainWindow first;
        first.restoreWindowSize();
        QVERIFY2(first.width() <= available.width() * 0.9 + 1 && first.height() <= available.height() * 0.9 + 1,
            qPrintable(QStringLiteral("%1×%2 on %3×%4")
                           .arg(first.width())
                           .arg(first.height())
                           .arg(available.width())
                           .arg(available.height())));
        first.show();
        first.resize(available * 0.8);
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        first.close(); // remembers its size
    }
    MainWindow again;
    again.restoreWindowSize();
    QCOMPARE(again.size(), available * 0.8);
    // A size remembered on a larger screen is brought back within this one.
    {
        MainWindow big;
        big.resize(available * 2);
        QSettings().setValue(QStringLiteral("window/geometry"), big.saveGeometry());
    }
    MainWindow fitted;
    fitted.restoreWindowSize();
    QVERIFY(fitted.width() <= available.width() * 0.9 + 1 && fitted.height() <= available.height() * 0.9 + 1);
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::noShortcutIsAmbiguous()
{
    // Two actions with one key sequence in a window: Qt runs neither and says "ambiguous shortcut" (Ctrl+Shift+F
    // was both "back to the form" and "flag this item" in report studies).
    // An action bound to the widget that has the focus (Qt::WidgetWithChildrenShortcut) competes only with actions of
    // the same widget: F6 on the report page and F6 on the battle view are never active at once.
    QHash<QString, QStringList> owners;
    for (QAction *action : m_window->findChildren<QAction *>())
        for (const QKeySequence &key : action->shortcuts()) {
            const QObject *scope
                = action->shortcutContext() == Qt::WidgetWithChildrenShortcut ? action->parent() : nullptr;
            owners[key.toString()
                + (scope ? QStringLiteral(" in ") + QString::fromLatin1(scope->metaObject()->className()) : QString())]
                << action->text();
        }
    for (QShortcut *shortcut : m_window->findChildren<QShortcut *>())
        owners[shortcut->key().toString()] << shortcut->objectName();
    // (A button's Alt+mnemonic from its text only moves the focus between buttons that share it.)
    for (QAbstractButton *button : m_window->findChildren<QAbstractButton *>())
        if (!button->shortcut().isEmpty() && button->shortcut() != QKeySequence::mnemonic(button->text()))
            owners[button->shortcut().toString()] << button->text();
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        QVERIFY2(it.value().size() == 1,
            qPrintable(QStringLiteral("%1 is taken by %2").arg(it.key(), it.value().join(QStringLiteral(", ")))));
}

void TestMainWindow::temporaryProjectsStayOutOfRecent()
{
    // `bench ui` opens temporary projects with a window that does not remember them.
    const QString path = m_dir.filePath(QStringLiteral("temporary.draudit"));
    QVERIFY(draudit::models::ProjectStore::create(path));
    MainWindow window;
    window.setInteractive(false);
    window.setRemembersRecent(false);
    QVERIFY2(window.openProject(path), qPrintable(window.lastError()));
    for (const QString &recent : QSettings().value(QStringLiteral("recentProjects")).toStringList())
        QVERIFY2(!recent.contains(QStringLiteral("temporary.draudit")), qPrintable(recent));
}

#include "tst_mainwindow.moc"
