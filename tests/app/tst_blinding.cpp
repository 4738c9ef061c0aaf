// Blinding in the workbench: for every protocol's blind study, on the demo data (with model names planted in battle
// ids and titles, as real ids have them) and on real DR-Arena replays, every widget that exists while an item is
// uncommitted — shown or hidden, in the window or in any dialog — is read, and none holds a model name or anything
// derived from the judge's decision. A widget class the walk does not know fails the test until it is classified.
#include "app/gui/dashboardflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/store/projectstore.h"
#include "models/store/studypackage.h"
#include "models/store/studystore.h"
#include "tests/app/guitesting.h"
#include "tests/models/studytesting.h"
#include "views/battleview.h"
#include "views/formpanel.h"
#include "views/navigatorpanel.h"
#include "views/studyqueuepanel.h"
#include "views/web/safewebview.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTreeView>
#include <QXYSeries>
#include <QtTest>

using draudit::app::MainWindow;
using namespace draudit::models;

namespace {
// Widget classes whose text the walk reads (or that hold none of their own); anything else is unclassified.
const QStringList kClassified {
    // containers and chrome, no text of their own beyond the common properties
    QStringLiteral("QWidget"),
    QStringLiteral("QFrame"),
    QStringLiteral("QSplitter"),
    QStringLiteral("QSplitterHandle"),
    QStringLiteral("QStackedWidget"),
    QStringLiteral("QScrollArea"),
    QStringLiteral("QScrollBar"),
    QStringLiteral("QDockWidget"),
    QStringLiteral("QMainWindow"),
    QStringLiteral("QMainWindowLayoutSeparator"),
    QStringLiteral("QStatusBar"),
    QStringLiteral("QSizeGrip"),
    QStringLiteral("QMenuBar"),
    QStringLiteral("QMenu"),
    QStringLiteral("QToolBar"),
    QStringLiteral("QDialog"),
    QStringLiteral("QGroupBox"),
    QStringLiteral("QFocusFrame"),
    QStringLiteral("QRubberBand"),
    QStringLiteral("QDialogButtonBox"),
    QStringLiteral("QProgressBar"),
    QStringLiteral("QDockWidgetTitleButton"),
    QStringLiteral("QToolBarExtension"),
    QStringLiteral("QTabWidget"),
    QStringLiteral("QStackedLayout"),
    QStringLiteral("QCalendarWidget"),
    QStringLiteral("QWidgetLineControl"),
    QStringLiteral("QAbstractScrollArea"),
    QStringLiteral("QLineEditIconButton"),
    QStringLiteral("QTableCornerButton"),
    // read below
    QStringLiteral("QLabel"),
    QStringLiteral("QPushButton"),
    QStringLiteral("QToolButton"),
    QStringLiteral("QCheckBox"),
    QStringLiteral("QRadioButton"),
    QStringLiteral("QLineEdit"),
    QStringLiteral("QSpinBox"),
    QStringLiteral("QDoubleSpinBox"),
    QStringLiteral("QComboBox"),
    QStringLiteral("QTextEdit"),
    QStringLiteral("QTextBrowser"),
    QStringLiteral("QPlainTextEdit"),
    QStringLiteral("QListWidget"),
    QStringLiteral("QListView"),
    QStringLiteral("QTreeWidget"),
    QStringLiteral("QTreeView"),
    QStringLiteral("QTableWidget"),
    QStringLiteral("QTableView"),
    QStringLiteral("QHeaderView"),
    QStringLiteral("QTabBar"),
    QStringLiteral("QChartView"),
    QStringLiteral("QComboBoxListView"),
    QStringLiteral("QComboBoxPrivateContainer"),
    QStringLiteral("QComboBoxPrivateScroller"), // the popup's scroll arrows, no text
    // the surface Qt WebEngine draws a page on; the page's text is read from its SafeWebView
    QStringLiteral("QQuickWidget"),
    // draudit's views: composites of the above (their children are walked) or read below
    QStringLiteral("draudit::views::AboutDialog"),
    QStringLiteral("draudit::views::AdjudicationPanel"),
    QStringLiteral("draudit::views::AnnotationPage"),
    QStringLiteral("draudit::views::AnswerPair"),
    QStringLiteral("draudit::views::BattleView"),
    QStringLiteral("draudit::views::ClaimsView"),
    QStringLiteral("draudit::views::DashboardView"),
    QStringLiteral("draudit::views::DashboardSummary"), // two QTableWidgets and labels, walked
    QStringLiteral("draudit::views::FormPanel"),
    QStringLiteral("draudit::views::FormQuestionBox"),
    QStringLiteral("draudit::views::GuidelinesDialog"),
    QStringLiteral("draudit::views::HistoryPanel"),
    QStringLiteral("draudit::views::InfoTreePanel"),
    QStringLiteral("draudit::views::ItemClock"),
    QStringLiteral("draudit::views::JudgePanel"),
    QStringLiteral("draudit::views::NavigatorPanel"),
    QStringLiteral("draudit::views::ReportView"),
    QStringLiteral("draudit::views::RoundTaskPanel"),
    QStringLiteral("draudit::views::SafeWebView"),
    QStringLiteral("draudit::views::ScoreChart"),
    QStringLiteral("draudit::views::StudyDialog"),
    QStringLiteral("draudit::views::StudyProgressPanel"),
    QStringLiteral("draudit::views::StudyQueuePanel"),
    QStringLiteral("draudit::views::TaskChoiceView"),
    QStringLiteral("draudit::views::WelcomePage"),
    QStringLiteral("draudit::app::MainWindow"),
};

void addModelTexts(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &texts)
{
    if (!model)
        return;
    for (int r = 0; r < model->rowCount(parent); ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            texts << i.data(Qt::DisplayRole).toString() << i.data(Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(i))
                addModelTexts(model, i, texts);
        }
}

// Every text a widget holds, whether shown or not.
QStringList textsOf(QWidget *w)
{
    QStringList texts { w->toolTip(), w->accessibleName(), w->accessibleDescription(), w->windowTitle(), w->statusTip(),
        w->whatsThis() };
    if (auto *l = qobject_cast<QLabel *>(w))
        texts << l->text();
    if (auto *b = qobject_cast<QAbstractButton *>(w))
        texts << b->text();
    if (auto *e = qobject_cast<QLineEdit *>(w))
        texts << e->text() << e->placeholderText();
    if (auto *t = qobject_cast<QTextEdit *>(w))
        texts << t->toPlainText() << t->toHtml();
    if (auto *t = qobject_cast<QPlainTextEdit *>(w))
        texts << t->toPlainText();
    if (auto *bar = qobject_cast<QProgressBar *>(w))
        texts << bar->text();
    if (auto *page = qobject_cast<draudit::views::SafeWebView *>(w))
        texts << page->plainText() << page->rendered().body;
    if (auto *c = qobject_cast<QComboBox *>(w))
        for (int i = 0; i < c->count(); ++i)
            texts << c->itemText(i);
    if (auto *v = qobject_cast<QAbstractItemView *>(w))
        addModelTexts(v->model(), v->rootIndex(), texts);
    if (auto *tabs = qobject_cast<QTabBar *>(w))
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i) << tabs->tabToolTip(i);
    if (auto *s = qobject_cast<QStatusBar *>(w))
        texts << s->currentMessage();
    if (auto *m = qobject_cast<QMenu *>(w))
        for (QAction *a : m->actions())
            texts << a->text() << a->toolTip();
    if (auto *chart = qobject_cast<QChartView *>(w)) {
        texts << chart->chart()->title();
        for (QAbstractSeries *series : chart->chart()->series())
            if (auto *xy = qobject_cast<QXYSeries *>(series); xy && xy->count() > 0)
                texts << QStringLiteral("chart with data: %1").arg(series->name());
    }
    return texts;
}
} // namespace

class TestBlinding : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void uncommittedItemsRevealNothing_data();
    void uncommittedItemsRevealNothing();
    void realReplaysRevealNothing();
    void sessionClosesEveryWayOut();
    void leavingABlindSessionClosesTheProject();
    void battleStudyReleasesOneRoundAtATime();
    void annotatorPinIsAskedBeforeWritingAsThem();
    void openingABlindPackageStartsTheSession();

private:
    // Starts ann's work on a new blind study of the protocol in a fresh window on the project.
    bool startStudy(const QString &project, const QString &protocol);
    // What must not appear anywhere while an item is uncommitted, from the project itself.
    QStringList secrets() const;
    // Walks every widget of the application; fails on a secret or an unclassified widget class.
    void walk(const QString &when);
    // The queue shows the done rounds and the current one (the first round not done of its battle), no later round
    // appears in the battle view, and no widget holds the question of a round not yet released.
    void checkReleased(const QList<QueueItem> &all, draudit::views::StudyQueuePanel *queue, const QString &when);

    QTemporaryDir m_dir;
    QString m_demo;
    std::unique_ptr<MainWindow> m_window;
};

void TestBlinding::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_demo = m_dir.filePath(QStringLiteral("demo.draudit"));
    auto store = ProjectStore::create(m_demo);
    QVERIFY(store);
    DemoOptions o;
    o.battles = 6;
    o.answerWords = 40;
    o.reportWords = 80;
    QVERIFY(generateDemo(**store, o));
    for (const QString &file : expandImportPaths(qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import")))
        if (detectImporter(file))
            importFile(**store, file, {});
    // Real DR-Arena ids and titles carry the model names: the demo's do too, so the blind views have them to hide.
    QSqlQuery named((*store)->database());
    QVERIFY(named.exec(QStringLiteral(
        "UPDATE comparisons SET external_id = (SELECT name FROM systems WHERE id = system_a) || '_vs_' || "
        "(SELECT name FROM systems WHERE id = system_b), title = title || ' — ' || (SELECT name FROM systems "
        "WHERE id = system_b)")));
}

void TestBlinding::cleanup()
{
    m_window.reset();
}

bool TestBlinding::startStudy(const QString &project, const QString &protocol)
{
    {
        auto store = ProjectStore::open(project);
        if (!store)
            return false;
        StudySpec spec;
        spec.name = QStringLiteral("blind ") + protocol;
        spec.protocol = protocol;
        spec.form = formByName(defaultFormFor(protocol)).value();
        spec.sample.kind = SampleSpec::Kind::Count;
        spec.sample.amount = 2;
        spec.sample.seed = 11;
        if (protocol == QLatin1String("task-preference"))
            spec.items = { { QStringLiteral("rounds:1,2,3"), {} }, { QStringLiteral("rounds:4,5,6"), {} } };
        const auto created = createStudy(**store, spec);
        if (!created) {
            qWarning() << created.error().toString();
            return false;
        }
        if (!StudyStore(**store).assign(spec.name, { QStringLiteral("ann") }, {}))
            return false;
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()) || !m_window->openProject(project))
        return false;
    // Before the study: the navigator, the history and the dashboard have been filled with everything.
    m_window->dashboard()->show();
    m_window->setAnnotator(QStringLiteral("ann"));
    return m_window->studies()->startWork(QStringLiteral("blind ") + protocol);
}

QStringList TestBlinding::secrets() const
{
    QStringList out;
    QSqlQuery q(m_window->project()->database());
    for (const QString &sql : {
             QStringLiteral("SELECT name FROM systems"),
             QStringLiteral("SELECT DISTINCT external_id FROM comparisons"),
             // A FACT record's "reasoning" is the statement the human is asked about, not a decision.
             QStringLiteral("SELECT DISTINCT substr(reasoning, 1, 60) FROM judge_records WHERE length(reasoning) > 30 "
                            "AND field NOT IN ('support', 'citation')"),
             QStringLiteral("SELECT DISTINCT evolution FROM rounds WHERE length(evolution) > 8"),
         }) {
        q.exec(sql);
        while (q.next())
            out << q.value(0).toString();
    }
    // What the views write around verdict-derived data.
    out << QStringLiteral("evolution:") << QStringLiteral("Judge:") << QStringLiteral("· loser failure")
        << QStringLiteral("· tie quality") << QStringLiteral("dr-arena-examiner") << QStringLiteral("chart with data");
    out.removeAll(QString());
    return out;
}

void TestBlinding::walk(const QString &when)
{
    static const QRegularExpression roundLine(QStringLiteral("Round \\d+ · depth"));
    const QStringList hidden = secrets();
    QVERIFY(hidden.size() > 6);
    for (QWidget *w : QApplication::allWidgets()) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        QVERIFY2(kClassified.contains(cls),
            qPrintable(QStringLiteral("%1: unclassified widget %2 (%3): read its text "
                                      "in textsOf and list it in kClassified")
                           .arg(when, cls, w->objectName())));
        for (const QString &text : textsOf(w)) {
            if (text.isEmpty())
                continue;
            for (const QString &secret : hidden)
                QVERIFY2(!text.contains(secret, Qt::CaseInsensitive),
                    qPrintable(QStringLiteral("%1: '%2' in a %3: %4").arg(when, secret, cls, text.left(200))));
            QVERIFY2(!roundLine.match(text).hasMatch(), qPrintable(when + QStringLiteral(": ") + text.left(200)));
        }
    }
}

void TestBlinding::checkReleased(
    const QList<QueueItem> &all, draudit::views::StudyQueuePanel *queue, const QString &when)
{
    QSet<QString> released;
    QHash<QString, bool> battleOpen; // a battle whose first round not done is already seen
    QString current;
    for (const QueueItem &item : queue->queue())
        released.insert(item.target);
    for (const QueueItem &item : all) {
        if (item.status == QLatin1String("done")) {
            QVERIFY2(released.contains(item.target), qPrintable(when + QStringLiteral(": done item missing")));
            continue;
        }
        if (battleOpen.value(item.unit)) {
            QVERIFY2(!released.contains(item.target),
                qPrintable(when + QStringLiteral(": a later round of a battle is in the queue: ") + item.target));
            continue;
        }
        battleOpen.insert(item.unit, true);
        if (released.contains(item.target)) {
            QVERIFY2(current.isEmpty(), qPrintable(when + QStringLiteral(": two items not done are released")));
            current = item.target;
        }
    }
    // The battle view holds only released rounds, and no widget the question of a round not released.
    for (const RoundRecord &r : m_window->battleView()->battle().rounds)
        QVERIFY2(released.contains(Target::round(r.id).toString()),
            qPrintable(when + QStringLiteral(": the battle view holds round %1").arg(r.number)));
    QStringList future;
    QSqlQuery q(m_window->project()->database());
    for (const QueueItem &item : all)
        if (!released.contains(item.target)) {
            QVERIFY(
                q.exec(QStringLiteral("SELECT t.prompt FROM rounds r JOIN tasks t ON t.id = r.task_id WHERE r.id = %1")
                           .arg(Target::parse(item.target).id())));
            if (q.next())
                future << q.value(0).toString().left(80);
        }
    // The demo's questions share openings ("Which port … cranes?" and "Which port … cranes? Mention the year."): a
    // later round's question found inside a released round's is no leak.
    QStringList releasedTexts;
    for (const QString &target : std::as_const(released)) {
        QVERIFY(q.exec(QStringLiteral("SELECT t.prompt FROM rounds r JOIN tasks t ON t.id = r.task_id WHERE r.id = %1")
                           .arg(Target::parse(target).id())));
        if (q.next())
            releasedTexts << q.value(0).toString();
    }
    QSet<QString> releasedPrompts;
    for (const QString &prompt : std::as_const(future))
        for (const QString &text : std::as_const(releasedTexts))
            if (text.contains(prompt))
                releasedPrompts.insert(prompt);
    for (QWidget *w : QApplication::allWidgets())
        for (const QString &text : textsOf(w))
            for (const QString &prompt : std::as_const(future)) {
                QVERIFY2(text.isEmpty() || releasedPrompts.contains(prompt) || !text.contains(prompt),
                    qPrintable(
                        QStringLiteral("%1: a later round's question is in a %2 (%3): %4")
                            .arg(when, QString::fromLatin1(w->metaObject()->className()), w->objectName(), prompt)));
            }
    // Nothing counts the rounds: no "of N" with N the number of rounds in the queue.
    const QString rounds = QStringLiteral(" of %1").arg(all.size());
    for (QWidget *w : QApplication::allWidgets())
        for (const QString &text : textsOf(w))
            QVERIFY2(!text.contains(rounds), qPrintable(when + QStringLiteral(": ") + text.left(120)));
}

void TestBlinding::uncommittedItemsRevealNothing_data()
{
    QTest::addColumn<QString>("protocol");
    for (const QString &p : protocolIds())
        QTest::newRow(qPrintable(p)) << p;
}

void TestBlinding::uncommittedItemsRevealNothing()
{
    QFETCH(QString, protocol);
    const QString project = m_dir.filePath(QStringLiteral("%1.draudit").arg(protocol));
    QVERIFY(QFile::copy(m_demo, project));
    QVERIFY2(startStudy(project, protocol), qPrintable(m_window ? m_window->lastError() : QString()));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    const qsizetype items = queue->queue().size();
    QVERIFY(items > 0);
    // Every item as it opens, then skipped (never committed, so never revealed).
    for (qsizetype i = 0; i < items; ++i) {
        walk(QStringLiteral("%1 item %2").arg(protocol).arg(i + 1));
        if (QTest::currentTestFailed())
            return;
        Q_EMIT queue->skipRequested({});
    }
}

void TestBlinding::realReplaysRevealNothing()
{
    const QString replays
        = qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard/battle-replays");
    if (qEnvironmentVariableIsEmpty("DRAUDIT_SHARED_DATA") || !QDir(replays).exists())
        QSKIP("../shared/data is absent: the real replays are not available here");
    const QString project = m_dir.filePath(QStringLiteral("real.draudit"));
    {
        auto store = ProjectStore::create(project);
        QVERIFY(store);
        const QStringList files
            = QDir(replays).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name).mid(0, 40);
        for (const QString &f : files)
            QVERIFY(importFile(**store, replays + QLatin1Char('/') + f, {}));
    }
    QVERIFY2(startStudy(project, QStringLiteral("dr-arena")), qPrintable(m_window ? m_window->lastError() : QString()));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("blind-real-item"));
    for (qsizetype i = 0; i < queue->queue().size(); ++i) {
        walk(QStringLiteral("real item %1").arg(i + 1));
        if (QTest::currentTestFailed())
            return;
        Q_EMIT queue->skipRequested({});
    }
}

void TestBlinding::sessionClosesEveryWayOut()
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
            QStringLiteral("About &Qt"), QStringLiteral("Dar&k Theme"), QStringLiteral("Information tree") }));
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
void TestBlinding::leavingABlindSessionClosesTheProject()
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
void TestBlinding::battleStudyReleasesOneRoundAtATime()
{
    const QString project = m_dir.filePath(QStringLiteral("battles.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    const QString study = QStringLiteral("whole battles");
    {
        auto store = ProjectStore::open(project);
        QVERIFY(store);
        const StudySpec spec = draudit::tests::wholeBattleStudy(study, 5, 3);
        QVERIFY(createStudy(**store, spec));
        QVERIFY(StudyStore(**store).assign(study, { QStringLiteral("ann") }, {}));
        const QString package = m_dir.filePath(QStringLiteral("battles-ann.draudit"));
        const auto refused = exportStudyPackage(**store, study, QStringLiteral("ann"), package);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("reveals each battle's length")),
            qPrintable(refused.error().message));
        QVERIFY(!QFile::exists(package));
        QVERIFY(exportStudyPackage(**store, study, QStringLiteral("ann"), package, false, BattleLengths::Shown));
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()) && m_window->openProject(project));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY(m_window->studies()->startWork(study));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    const qint64 studyId = StudyStore(*m_window->project()).study(study)->id;
    int step = 0;
    for (;;) {
        const QList<QueueItem> all = StudyStore(*m_window->project()).queue(studyId, QStringLiteral("ann")).value();
        QCOMPARE(all.size() > 5, true);
        checkReleased(all, queue, QStringLiteral("step %1").arg(step));
        if (QTest::currentTestFailed())
            return;
        // Every row of the queue clicked: each opens a done round or the current one, never a later one.
        for (int row = 0; row < queue->list()->count(); ++row) {
            QTest::mouseClick(queue->list()->viewport(), Qt::LeftButton, {},
                queue->list()->visualItemRect(queue->list()->item(row)).center());
            checkReleased(all, queue, QStringLiteral("step %1, row %2 clicked").arg(step).arg(row));
            if (QTest::currentTestFailed())
                return;
        }
        const int current = queue->resumeRow();
        if (current < 0)
            break;
        queue->resume();
        if (++step % 3 == 0) {
            Q_EMIT queue->skipRequested({}); // defers the whole battle
            continue;
        }
        draudit::views::BattleView *view = m_window->battleView();
        QTest::keyClick(view->form(), Qt::Key_1); // A much better
        QTest::keyClick(view->form(), Qt::Key_1); // the weaker answer fails in depth
        QTest::keyClick(view->form(), Qt::Key_Return);
        QTest::keyClick(view->form(), Qt::Key_Return); // moves on
        QVERIFY(step < 200);
    }
    const auto [done, battles] = queue->progress();
    QCOMPARE(done, 5);
    QCOMPARE(battles, 5);
}

// Whoever writes as an annotator with a PIN gives it first: starting her study, and Annotate → Set Annotator (which
// used to take any name, after which the owner's window saved answers as her).
void TestBlinding::annotatorPinIsAskedBeforeWritingAsThem()
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

void TestBlinding::openingABlindPackageStartsTheSession()
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
    QVERIFY(m_window->battleView()->inStudy());
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

QTEST_MAIN(TestBlinding)
#include "tst_blinding.moc"
