// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotator's day in the workbench, driven through its real widgets: an item's time is the sum of its visits, an
// Undo that opens a done item again is seen in the queue and stops at the reveal again, the keys come back to the
// form from a clicked answer, the shortcut sheet lists every key and says which are not available, the information
// tree stays open to a blind session, and an empty project says what to do next.
#include "app/gui/treeflow.h"
#include "tests/app/studyfixture.h"
#include "views/answerpair.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/itemclock.h"
#include "views/judgepanel.h"
#include "views/shortcutsheet.h"
#include "views/studyqueuepanel.h"
#include "views/welcomepage.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>

using namespace draudit::models;
using draudit::app::MainWindow;

class TestStudyWork : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void timeAddsUpAcrossVisits();
    void digitsInAnAnswerAnswerTheForm();
    void undoOpensADoneItemAgain();
    void shortcutSheetListsEveryKey();
    void informationTreeStaysOpenToTheSession();
    void emptyProjectOffersAnImport();

private:
    QString status(const QString &target) const;
    void openRow(int row);
    draudit::tests::StudyWindowFixture m_f;
};

void TestStudyWork::initTestCase()
{
    const QString error = m_f.open();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QString TestStudyWork::status(const QString &target) const
{
    return m_f.queryValue(QStringLiteral("SELECT status || ':' || coalesce(seconds, 0) FROM assignments a JOIN "
                                         "annotators n ON n.id = a.annotator_id WHERE n.name = 'ann' AND "
                                         "a.study_id = %1 AND a.target = '%2'")
                              .arg(m_f.studyId)
                              .arg(target));
}

void TestStudyWork::openRow(int row)
{
    auto *list = m_f.window->studies()->queue()->list();
    list->setCurrentRow(row);
    Q_EMIT list->itemActivated(list->item(row));
}

void TestStudyWork::timeAddsUpAcrossVisits()
{
    const QList<QueueItem> queue = m_f.window->studies()->queue()->queue();
    openRow(0);
    QTest::qWait(1300);
    openRow(1); // left unfinished: its time is kept
    const QString first = status(queue[0].target.toString());
    QVERIFY2(first.startsWith(QStringLiteral("pending:")), qPrintable(first));
    const double seconds = first.section(QLatin1Char(':'), 1).toDouble();
    QVERIFY2(seconds >= 1.2 && seconds < 5, qPrintable(first));
    openRow(0); // back again: the clock goes on from there
    QVERIFY(m_f.window->studies()->clock()->seconds() >= 1);
    QTest::qWait(600);
    openRow(1);
    QVERIFY(status(queue[0].target.toString()).section(QLatin1Char(':'), 1).toDouble() >= seconds + 0.5);
    openRow(0);
}

void TestStudyWork::digitsInAnAnswerAnswerTheForm()
{
    auto *view = m_f.window->comparisonView();
    auto *answers = view->findChild<draudit::views::AnswerPair *>();
    QVERIFY(answers);
    // Reading an answer puts the keyboard in it; a digit there answers the current question of the form.
    QAction *three = nullptr;
    for (QAction *a : answers->actions())
        if (a->shortcut() == QKeySequence(Qt::Key_3))
            three = a;
    QVERIFY(three);
    QCOMPARE(three->shortcutContext(), Qt::WidgetWithChildrenShortcut); // only while the answers have the focus
    three->trigger();
    QCOMPARE(view->form()->answers().value(QStringLiteral("C1")), QStringLiteral("Tie"));
    QTRY_VERIFY(view->form()->hasFocus());
    // Tab from the answers goes to the form too (it went through the page's links and never came back).
    bool tab = false;
    for (QAction *a : answers->actions())
        tab = tab
            || (a->shortcut() == QKeySequence(Qt::Key_Tab) && a->shortcutContext() == Qt::WidgetWithChildrenShortcut);
    QVERIFY(tab);
    // F6 brings the keyboard back to the form in the battle view too.
    bool f6 = false;
    for (QAction *a : view->actions())
        f6 = f6 || a->shortcut() == QKeySequence(Qt::Key_F6);
    QVERIFY(f6);
}

void TestStudyWork::undoOpensADoneItemAgain()
{
    auto *view = m_f.window->comparisonView();
    auto *queue = m_f.window->studies()->queue();
    const QString target = queue->queue().front().target.toString();
    openRow(0);
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_1); // A much better
    QTest::keyClick(view->form(), Qt::Key_1); // fails in depth
    QTest::keyClick(view->form(), Qt::Key_Return);
    QVERIFY(status(target).startsWith(QStringLiteral("done:")));
    QVERIFY(view->judge()->isRevealAllowed());
    // Undo takes back the last answer (where the weaker answer fails): the item is open again, everywhere.
    QVERIFY(m_f.window->undoLastAnswer());
    QVERIFY2(status(target).startsWith(QStringLiteral("pending:")), qPrintable(status(target)));
    QCOMPARE(queue->statusOf(Target::parse(target)), draudit::models::QueueStatus::Pending);
    QCOMPARE(queue->list()->item(0)->text(), QStringLiteral("Item 1"));
    const QString said = m_f.window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("weaker answer fail")) && !said.contains(QStringLiteral("C1_failure")),
        qPrintable(said));
    // The keyboard is on the answer taken back, not on the first question.
    QCOMPARE(view->form()->currentQuestion(), QStringLiteral("C1_failure"));
    // Answered again, Enter commits as the first time did: the item stays for the reveal instead of moving on.
    QTest::keyClick(view->form(), Qt::Key_2);
    QTest::keyClick(view->form(), Qt::Key_Return);
    QVERIFY(status(target).startsWith(QStringLiteral("done:")));
    QCOMPARE(queue->list()->currentRow(), 0);
    QVERIFY(m_f.window->statusBar()->currentMessage().contains(QStringLiteral("Reveal")));
}

void TestStudyWork::shortcutSheetListsEveryKey()
{
    const QList<QPair<QString, QString>> rows = m_f.window->shortcutRows();
    const auto find = [&](const QString &what) {
        for (const auto &row : rows)
            if (row.first.startsWith(what))
                return row;
        return QPair<QString, QString>();
    };
    QCOMPARE(find(QStringLiteral("Skip this item")).second, QStringLiteral("Ctrl+Shift+S"));
    QCOMPARE(find(QStringLiteral("Flag this item")).second, QStringLiteral("Ctrl+Shift+F"));
    QVERIFY(find(QStringLiteral("Back to the form")).first.contains(QStringLiteral("answer")));
    // In the blind session the owner's actions are off, and the sheet says so rather than listing them as usable.
    const auto dashboard = find(QStringLiteral("Dashboard"));
    QVERIFY2(dashboard.first.endsWith(QStringLiteral("(not available now)")), qPrintable(dashboard.first));
    QVERIFY(!find(QStringLiteral("Keyboard Shortcuts")).first.contains(QStringLiteral("not available")));
}

void TestStudyWork::informationTreeStaysOpenToTheSession()
{
    QVERIFY(m_f.window->inAnnotatorSession());
    auto *dock = m_f.window->findChild<QDockWidget *>(QStringLiteral("treeDock"));
    QVERIFY(dock);
    QAction *toggle = dock->toggleViewAction();
    QVERIFY(toggle->isEnabled()); // Ctrl+T: B1 asks to check the checklists against the source pages
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_T));
    toggle->trigger();
    QTRY_VERIFY(dock->isVisible());
    toggle->trigger();
}

void TestStudyWork::emptyProjectOffersAnImport()
{
    QVERIFY(m_f.leaveAndReopen());
    const QString path = m_f.dir.filePath(QStringLiteral("empty.draudit"));
    QVERIFY(ProjectStore::create(path));
    QVERIFY(m_f.window->openProject(path));
    auto *welcome = m_f.window->findChild<draudit::views::WelcomePage *>();
    QVERIFY(welcome);
    QCOMPARE(m_f.window->stack()->currentWidget(), welcome);
    QVERIFY(welcome->emptyProjectStep()->isVisible());
    QStringList buttons;
    for (QPushButton *b : welcome->emptyProjectStep()->findChildren<QPushButton *>())
        buttons << b->text().remove(QLatin1Char('&'));
    QCOMPARE(buttons, (QStringList { QStringLiteral("Import Files…"), QStringLiteral("Import Folder…") }));
    // A project with something in it lands on its first battle; the step goes.
    QVERIFY(m_f.window->openProject(m_f.dir.filePath(QStringLiteral("study.draudit"))));
    QVERIFY(!welcome->emptyProjectStep()->isVisible());
}

QTEST_MAIN(TestStudyWork)
#include "tst_studywork.moc"
