// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A blind session in the workbench has no way out to owner mode: every menu, shortcut and dialog that would show the
// project is closed or disabled; leaving closes the project; the annotator's PIN is asked before anything is written
// as her; a blind package opened in the workbench starts her session on it. (The walk is in blindtesting.h.)
#include "tests/app/blindtesting.h"

using namespace draudit::models;
using draudit::tests::textsOf;

class TestSession : public QObject, protected draudit::tests::BlindSessionFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { makeDemo(); }
    void cleanup() { m_window.reset(); }
    void sessionClosesEveryWayOut();
    void leavingABlindSessionClosesTheProject();
    void annotatorPinIsAskedBeforeWritingAsThem();
    void openingABlindPackageStartsTheSession();
};

void TestSession::sessionClosesEveryWayOut()
{
    const QString project = m_dir.filePath(QStringLiteral("session.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    QVERIFY(startStudy(project, QStringLiteral("dr-arena")));
    QVERIFY(m_window->inAnnotatorSession());
    QStringList open;
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions())
            if (a->isEnabled() && !a->isSeparator())
                open << a->text();
    open.sort();
    QCOMPARE(open,
        (QStringList { QStringLiteral("&About draudit"), QStringLiteral("&Keyboard Shortcuts"),
            QStringLiteral("&Larger Text"), QStringLiteral("&Leave Study"), QStringLiteral("&Normal Text Size"),
            QStringLiteral("&Quit"), QStringLiteral("&Smaller Text"), QStringLiteral("&Undo Last Answer"),
            QStringLiteral("About &Qt"), QStringLiteral("Dar&k Theme"), QStringLiteral("Source pages") }));
    for (const char *dock : { "navigatorDock", "historyDock" })
        QVERIFY(!m_window->findChild<QDockWidget *>(QString::fromLatin1(dock))->isVisible());
    // The status bar shows the annotator, not the project's counts.
    for (QLabel *label : m_window->statusBar()->findChildren<QLabel *>())
        QVERIFY2(
            !label->isVisible() || !label->text().contains(QStringLiteral("judge records")), qPrintable(label->text()));
    // Leaving the study closes the project: nothing of the owner's view comes back in this window.
    m_window->studies()->leave();
    QVERIFY(!m_window->inAnnotatorSession());
    QCOMPARE(m_window->project(), nullptr);
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("navigatorDock"))->isVisible());
}

// Every way from a blind session back to the owner's view, tried: owner windows opened before it, the start page's
// buttons and recent projects, every menu action and its shortcut, opening the project again, and Leave Study.
void TestSession::leavingABlindSessionClosesTheProject()
{
    const QString project = m_dir.filePath(QStringLiteral("leave.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    {
        auto store = ProjectStore::open(project);
        QVERIFY(store);
        StudySpec other;
        other.name = QStringLiteral("earlier");
        other.protocol = QStringLiteral("dr-arena");
        other.form = formByName(defaultFormFor(other.protocol)).value();
        QVERIFY(createStudy(**store, other));
        QVERIFY(StudyStore(**store).assign(other.name, { QStringLiteral("bob") }, {}));
    }
    // The owner had bob's progress open when ann sat down.
    QVERIFY(startStudy(project, QStringLiteral("dr-arena")));
    m_window->studies()->leave();
    QVERIFY(m_window->openProject(project));
    QVERIFY(m_window->studies()->showProgress(QStringLiteral("earlier")));
    QVERIFY(m_window->studies()->startWork(QStringLiteral("blind dr-arena")));
    QVERIFY(m_window->inAnnotatorSession());
    for (QWidget *top : QApplication::topLevelWidgets())
        QVERIFY2(top == m_window.get() || !top->isVisible() || qobject_cast<QMenu *>(top),
            qPrintable(QStringLiteral("an owner window is open in the session: %1").arg(top->windowTitle())));
    // The start page offers nothing to open; opening any project (the same one included) is refused.
    m_window->stack()->setCurrentIndex(0);
    for (QAbstractButton *b : m_window->stack()->widget(0)->findChildren<QAbstractButton *>())
        QVERIFY2(!b->isVisible() || !b->isEnabled(), qPrintable(b->text()));
    QVERIFY(!m_window->openProject(project));
    QVERIFY(!m_window->openDemoProject());
    QVERIFY(m_window->inAnnotatorSession());
    QCOMPARE(m_window->importPaths({ m_demo }), QString());
    // Every shortcut of every menu action: a disabled action does nothing, and the enabled ones keep the session.
    const QStringList harmless { QStringLiteral("&Larger Text"), QStringLiteral("&Smaller Text"),
        QStringLiteral("&Normal Text Size"), QStringLiteral("Dar&k Theme"), QStringLiteral("&Undo Last Answer") };
    for (QAction *menu : m_window->menuBar()->actions())
        for (QAction *a : menu->menu()->actions()) {
            if (a->isSeparator())
                continue;
            if (!a->isEnabled()) {
                for (const QKeySequence &k : a->shortcuts())
                    QTest::keySequence(m_window.get(), k);
                continue;
            }
            if (harmless.contains(a->text()))
                a->trigger();
        }
    QVERIFY(m_window->inAnnotatorSession());
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("navigatorDock"))->isVisible());
    // Leave Study: the project is closed, the navigator has no model, and the owner reopens it from the File menu.
    m_window->studies()->leave();
    QCOMPARE(m_window->project(), nullptr);
    QVERIFY(!m_window->inAnnotatorSession());
    QCOMPARE(m_window->navigator()->findChild<QTreeView *>()->model()->rowCount(), 0);
    QVERIFY(m_window->studies()->queue()->queue().isEmpty());
    for (const QString &text : draudit::tests::visibleTexts())
        QVERIFY2(!text.contains(QStringLiteral("judge records")), qPrintable(text));
}

// A blind study of 5 whole battles: the next round of a battle, and the next battle, appear only once the current
// round is done. Clicking every row and skipping ahead shows nothing of a later round; a package refuses to be written
// without the flag that accepts it shows each battle's length.

void TestSession::annotatorPinIsAskedBeforeWritingAsThem()
{
    const QString project = m_dir.filePath(QStringLiteral("pinned.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    {
        auto store = ProjectStore::open(project);
        QVERIFY(store);
        QVERIFY(StudyStore(**store).addAnnotator(QStringLiteral("ann"), {}, QStringLiteral("secret-6")));
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->show();
    QVERIFY(m_window->openProject(project));
    QVERIFY(!m_window->pinGiven(QStringLiteral("ann"))); // no PIN given
    m_window->setNextPin(QStringLiteral("wrong-pin"));
    QVERIFY(!m_window->pinGiven(QStringLiteral("ann")));
    QVERIFY(m_window->pinGiven(QStringLiteral("bob"))); // no PIN of his own
    m_window.reset();
    QVERIFY(!startStudy(project, QStringLiteral("dr-arena")));
    QVERIFY2(m_window->lastError().contains(QStringLiteral("Wrong PIN for ann")), qPrintable(m_window->lastError()));
    QVERIFY(!m_window->inAnnotatorSession());
    m_window->setNextPin(QStringLiteral("secret-6"));
    QVERIFY(m_window->studies()->startWork(QStringLiteral("blind dr-arena")));
    QVERIFY(m_window->inAnnotatorSession());
}

void TestSession::openingABlindPackageStartsTheSession()
{
    const QString project = m_dir.filePath(QStringLiteral("packaged.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    const QString package = m_dir.filePath(QStringLiteral("ann-package.draudit"));
    {
        auto store = ProjectStore::open(project);
        QVERIFY(store);
        StudySpec spec;
        spec.name = QStringLiteral("offline");
        spec.protocol = QStringLiteral("dr-arena");
        spec.form = formByName(defaultFormFor(spec.protocol)).value();
        QVERIFY(createStudy(**store, spec));
        QVERIFY(StudyStore(**store).assign(spec.name, { QStringLiteral("ann") }, {}));
        QVERIFY(exportStudyPackage(**store, spec.name, QStringLiteral("ann"), package));
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setAnnotator(QStringLiteral("someone else"));
    QVERIFY2(m_window->openProject(package), qPrintable(m_window->lastError()));
    // The package opens as ann's session on her queue, not as a project to browse.
    QVERIFY(m_window->inAnnotatorSession());
    QCOMPARE(m_window->annotator(), QStringLiteral("ann"));
    QVERIFY(m_window->comparisonView()->inStudy());
    // Nothing secret, judged against the master's names and verdicts.
    {
        auto master = ProjectStore::open(project);
        QVERIFY(master);
        QStringList hidden;
        QSqlQuery q((*master)->database());
        for (const char *sql : { "SELECT name FROM systems", "SELECT external_id FROM comparisons",
                 "SELECT substr(reasoning, 1, 60) FROM judge_records WHERE length(reasoning) > 30" }) {
            QVERIFY(q.exec(QString::fromLatin1(sql)));
            while (q.next())
                hidden << q.value(0).toString();
        }
        for (QWidget *w : QApplication::allWidgets())
            for (const QString &text : textsOf(w))
                for (const QString &secret : std::as_const(hidden))
                    QVERIFY2(text.isEmpty() || !text.contains(secret, Qt::CaseInsensitive),
                        qPrintable(secret + QStringLiteral(" in ") + text.left(120)));
    }
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
