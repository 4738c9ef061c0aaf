// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the blinding and session tests: a demo project (model names planted in battle ids and titles, as real ids
// have them), ann's blind study in a workbench window at 1366×768, and the walk that reads every text of every widget
// of the application and fails on a secret or on a widget class it does not know.
#pragma once

#include "app/gui/dashboardflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"
#include "tests/app/battleviewtesting.h"
#include "tests/app/guitesting.h"
#include "tests/models/blindrule.h"
#include "tests/models/studytesting.h"
#include "views/comparisonpane.h"
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

namespace draudit::tests {

using draudit::app::MainWindow;
using namespace draudit::models;

// Widget classes whose text the walk reads (or that hold none of their own); anything else is unclassified.
inline const QStringList kClassified {
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
    QStringLiteral("draudit::views::BlocksPanel"),
    QStringLiteral("draudit::views::ComparisonPane"),
    QStringLiteral("draudit::views::ClaimsView"),
    QStringLiteral("draudit::views::DashboardView"),
    QStringLiteral("draudit::views::DashboardSummary"), // two QTableWidgets and labels, walked
    QStringLiteral("draudit::views::FormPanel"),
    QStringLiteral("draudit::views::FormQuestionBox"),
    QStringLiteral("draudit::views::GuidelinesDialog"),
    QStringLiteral("draudit::views::HistoryPanel"),
    QStringLiteral("draudit::views::SourcePagesView"),
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
    QStringLiteral("draudit::views::AlternativesView"),
    QStringLiteral("draudit::views::WelcomePage"),
    QStringLiteral("draudit::app::MainWindow"),
};

inline void addModelTexts(const QAbstractItemModel *model, const QModelIndex &parent, QStringList &texts)
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
inline QStringList textsOf(QWidget *w)
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
        texts << renderedText(page) << page->rendered().body;
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

class BlindSessionFixture
{
protected:
    // The demo project every test copies (in initTestCase).
    void makeDemo();
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

inline void BlindSessionFixture::makeDemo()
{
    QStandardPaths::setTestModeEnabled(true);
    m_demo = m_dir.filePath(QStringLiteral("demo.draudit"));
    QVERIFY(makeBlindDemo(m_demo));
}

inline bool BlindSessionFixture::startStudy(const QString &project, const QString &protocol)
{
    {
        auto store = ProjectStore::open(project);
        if (!store)
            return false;
        if (const auto created = blindStudy(**store, protocol); !created) {
            qWarning() << created.error().toString();
            return false;
        }
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

inline QStringList BlindSessionFixture::secrets() const
{
    return blindSecrets(m_window->project()->database());
}

inline void BlindSessionFixture::walk(const QString &when)
{
    const QStringList hidden = secrets();
    QVERIFY(hidden.size() > 6);
    for (QWidget *w : QApplication::allWidgets()) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        QVERIFY2(kClassified.contains(cls),
            qPrintable(QStringLiteral("%1: unclassified widget %2 (%3): read its text "
                                      "in textsOf and list it in kClassified")
                           .arg(when, cls, w->objectName())));
        for (const QString &text : textsOf(w)) {
            const QString leak = text.isEmpty() ? QString() : blindLeak(text, hidden);
            QVERIFY2(leak.isEmpty(),
                qPrintable(QStringLiteral("%1: '%2' in a %3: %4").arg(when, leak, cls, text.left(200))));
        }
    }
}

inline void BlindSessionFixture::checkReleased(
    const QList<QueueItem> &all, draudit::views::StudyQueuePanel *queue, const QString &when)
{
    QSet<QString> released;
    QHash<QString, bool> battleOpen; // a battle whose first round not done is already seen
    QString current;
    for (const QueueItem &item : queue->queue())
        released.insert(item.target.toString());
    for (const QueueItem &item : all) {
        if (item.status == draudit::models::QueueStatus::Done) {
            QVERIFY2(
                released.contains(item.target.toString()), qPrintable(when + QStringLiteral(": done item missing")));
            continue;
        }
        if (battleOpen.value(item.unit.toString())) {
            QVERIFY2(!released.contains(item.target.toString()),
                qPrintable(
                    when + QStringLiteral(": a later round of a battle is in the queue: ") + item.target.toString()));
            continue;
        }
        battleOpen.insert(item.unit.toString(), true);
        if (released.contains(item.target.toString())) {
            QVERIFY2(current.isEmpty(), qPrintable(when + QStringLiteral(": two items not done are released")));
            current = item.target.toString();
        }
    }
    // The battle view holds only released rounds, and no widget the question of a round not released.
    for (const RoundRecord &r : draudit::tests::battleView(*m_window)->comparison().rounds)
        QVERIFY2(released.contains(Target::round(r.id).toString()),
            qPrintable(when + QStringLiteral(": the battle view holds round %1").arg(r.number)));
    QStringList future;
    QSqlQuery q(m_window->project()->database());
    for (const QueueItem &item : all)
        if (!released.contains(item.target.toString())) {
            QVERIFY(
                q.exec(QStringLiteral("SELECT t.prompt FROM rounds r JOIN tasks t ON t.id = r.task_id WHERE r.id = %1")
                           .arg(item.target.id())));
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

} // namespace draudit::tests
