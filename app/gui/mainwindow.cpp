// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window owns the open project; panels get their data handed to them and know nothing of the store.
#include "app/gui/mainwindow.h"

#include "app/gui/appearanceflow.h"
#include "app/gui/dashboardflow.h"
#include "app/gui/demoproject.h"
#include "app/gui/importflow.h"
#include "app/gui/itemflow.h"
#include "app/gui/recentprojects.h"
#include "app/gui/studyflow.h"
#include "app/gui/treeflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/packages/studypackage.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "views/aboutdialog.h"
#include "views/annotationpage.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/historypanel.h"
#include "views/navigatorpanel.h"
#include "views/reportview.h"
#include "views/shortcutsheet.h"
#include "views/welcomepage.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>
#include <algorithm>

namespace draudit {
namespace app {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_navigator(new views::NavigatorPanel)
    , m_stack(new QStackedWidget)
    , m_welcome(new views::WelcomePage)
    , m_comparisonView(new views::ComparisonPane)
    , m_annotationPage(new views::AnnotationPage)
    , m_history(new views::HistoryPanel)
    , m_projectLabel(new QLabel)
    , m_countsLabel(new QLabel)
    , m_annotatorLabel(new QLabel)
{
    setWindowTitle(tr("draudit"));
    m_stack->addWidget(m_welcome);
    m_stack->addWidget(m_comparisonView);
    m_stack->addWidget(m_annotationPage);
    setCentralWidget(m_stack);
    m_items = new ItemFlow(this, m_annotationPage); // before the menus: the study flow listens to it

    auto *dock = new QDockWidget(tr("Navigator"));
    dock->setObjectName(QStringLiteral("navigatorDock"));
    dock->setWidget(m_navigator);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({ dock }, { 320 }, Qt::Horizontal);
    dock->hide();

    auto *historyDock = new QDockWidget(tr("History"));
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(m_history);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    historyDock->hide(); // View → History

    m_projectLabel->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_projectLabel, 1);
    statusBar()->addPermanentWidget(m_countsLabel);
    statusBar()->addPermanentWidget(m_annotatorLabel);
    setAnnotator(QSettings()
                     .value(QStringLiteral("annotator"), qEnvironmentVariable("USER", QStringLiteral("annotator")))
                     .toString());
    statusBar()->showMessage(tr("No project open"));

    createMenus();
    m_welcome->setRecentProjects(RecentProjects::load());
    connect(m_welcome, &views::WelcomePage::newProjectRequested, this, &MainWindow::newProject);
    connect(m_welcome, &views::WelcomePage::openProjectRequested, this, &MainWindow::openProjectDialog);
    connect(m_welcome, &views::WelcomePage::demoProjectRequested, this, &MainWindow::openDemoProject);
    connect(m_welcome, &views::WelcomePage::recentProjectRequested, this, &MainWindow::openProject);
    connect(m_navigator, &views::NavigatorPanel::activated, this, &MainWindow::showItem);
    connect(m_comparisonView, &views::ComparisonView::linkRequested, this, &MainWindow::confirmAndOpenLink);
    connect(m_welcome, &views::WelcomePage::importFilesRequested, this, [this] { importFiles(false); });
    connect(m_welcome, &views::WelcomePage::importFolderRequested, this, [this] { importFiles(true); });
    connect(reportView(), &views::ReportView::linkRequested, this, &MainWindow::confirmAndOpenLink);
    connect(m_comparisonView, &views::ComparisonView::roundShown, this, &MainWindow::loadRoundAnswers);
    // Every answer is stored the moment it is given (a withdrawn one arrives as an empty answer); Enter stores the
    // whole form as the screen shows it, then a study's commit follows (StudyFlow::itemCommitted).
    connect(m_comparisonView, &views::ComparisonView::answersCommitted, this,
        [this](qint64 roundId, const QHash<QString, QString> &answers) { saveRoundAnswers(roundId, answers); });
    // Outside a study, Enter on a committed form moves on as in a study: the next round, then the next comparison or
    // report in the navigator, with the keyboard on the new item's form.
    connect(this, &MainWindow::roundAnswersSaved, this, &MainWindow::refreshCounts);
    connect(m_items, &ItemFlow::committed, this, &MainWindow::refreshCounts);
    connect(m_comparisonView->form(), &views::FormPanel::committedAgain, this, [this] {
        if (m_studies->isWorking() || m_comparisonView->inReview())
            return;
        if (m_comparisonView->currentRound() + 1 < m_comparisonView->roundCount())
            m_comparisonView->showRound(m_comparisonView->currentRound() + 1);
        else if (!m_navigator->activateNext())
            statusBar()->showMessage(tr("This was the last item in the navigator."), 6000);
        focusCurrentForm();
    });
    connect(m_annotationPage->form(), &views::FormPanel::committedAgain, this, [this] {
        if (m_studies->isWorking())
            return;
        if (!m_navigator->activateNext())
            statusBar()->showMessage(tr("This was the last item in the navigator."), 6000);
        focusCurrentForm();
    });
    connect(m_comparisonView->form(), &views::FormPanel::answerChanged, this,
        [this](const QString &question, const QString &value) {
            if (m_comparisonView->currentRoundId() > 0)
                saveRoundAnswer(m_comparisonView->currentRoundId(), question, value);
        });
}

MainWindow::~MainWindow()
{
    m_navigator->setModel(nullptr);
    m_history->setProject(nullptr);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Project…"), QKeySequence::New, this, &MainWindow::newProject);
    file->addAction(tr("&Open Project…"), QKeySequence::Open, this, &MainWindow::openProjectDialog);
    file->addAction(tr("Open &Demo Project"), this, &MainWindow::openDemoProject);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    refreshRecentMenu();
    file->addSeparator();
    m_projectActions << file->addAction(
        tr("&Import Files…"), QKeySequence(Qt::CTRL | Qt::Key_I), this, [this] { importFiles(false); });
    m_projectActions << file->addAction(tr("Import &Folder…"), this, [this] { importFiles(true); });
    file->addSeparator();
    m_projectActions << file->addAction(tr("&Close Project"), QKeySequence::Close, this, &MainWindow::closeProject);
    for (QAction *a : m_projectActions)
        a->setEnabled(false);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);

    m_sessionKept << file->actions().constLast(); // Quit
    QMenu *annotate = menuBar()->addMenu(tr("&Annotate"));
    annotate->addAction(tr("Set &Annotator…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("Annotator"), tr("Your name as annotator:"), QLineEdit::Normal, m_annotator, &ok);
        if (ok && !name.trimmed().isEmpty() && pinGiven(name.trimmed()))
            setAnnotator(name.trimmed());
    });
    annotate->addSeparator();
    // In a text field Ctrl+Z undoes typing first (the field takes the shortcut); elsewhere it undoes the answer.
    m_projectActions << annotate->addAction(
        tr("&Undo Last Answer"), QKeySequence::Undo, this, [this] { undoLastAnswer(); });
    m_sessionKept << m_projectActions.constLast();

    m_studies = new StudyFlow(this);
    m_studies->createMenu(menuBar());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_dashboard = new DashboardFlow(this);
    addProjectAction(
        view->addAction(tr("&Dashboard"), QKeySequence(Qt::CTRL | Qt::Key_D), m_dashboard, &DashboardFlow::show));
    view->addSeparator();
    m_tree = new TreeFlow(this);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        view->addAction(dock->toggleViewAction());
        // The source pages are crawled before any comparison, so they say nothing of one (DR-Arena's B1 asks to check
        // them).
        if (dock->objectName() == QLatin1String("treeDock"))
            m_sessionKept << dock->toggleViewAction();
    }
    view->addSeparator();
    m_appearance = new AppearanceFlow(this);
    const qsizetype before = view->actions().size();
    m_appearance->addActions(view);
    m_sessionKept << view->actions().mid(before); // text size and theme

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_sessionKept << help->addAction(tr("&Keyboard Shortcuts"), QKeySequence(Qt::Key_F1), this,
        [this] { views::ShortcutSheet(shortcutRows(), this).exec(); });
    m_sessionKept << help->addAction(tr("&About draudit"), this, [this] { views::AboutDialog(this).exec(); });
    m_sessionKept << help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

QList<QPair<QString, QString>> MainWindow::shortcutRows() const
{
    QList<QPair<QString, QString>> rows;
    for (QAction *menu : menuBar()->actions()) {
        if (!menu->menu())
            continue;
        QList<QPair<QString, QString>> keys;
        for (QAction *a : menu->menu()->actions())
            if (!a->shortcuts().isEmpty()) {
                QStringList sequences;
                for (const QKeySequence &k : a->shortcuts())
                    sequences << k.toString(QKeySequence::NativeText);
                const QString what = QString(a->text()).remove(QLatin1Char('&'));
                keys.append(
                    { a->isEnabled() ? what : tr("%1 (not available now)").arg(what), sequences.join(tr(" or ")) });
            }
        if (!keys.isEmpty())
            rows << QPair<QString, QString>(QString(menu->text()).remove(QLatin1Char('&')), QString()) << keys;
    }
    return rows + views::ShortcutSheet::formKeys();
}

void MainWindow::refreshRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = RecentProjects::load();
    for (const QString &location : recent)
        m_recentMenu->addAction(location, this, [this, location] { openProject(location); });
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            RecentProjects::clear();
            refreshRecentMenu();
            m_welcome->setRecentProjects({});
        });
    }
}

bool MainWindow::openProject(const QString &location)
{
    if (refusedInSession())
        return false;
    auto store = models::ProjectStore::open(location);
    if (!store) {
        showError(store.error().toString());
        return false;
    }
    closeProject();
    m_store = std::move(*store);
    // Another program's import holds the file for a moment: the status bar says so at once (painted from inside
    // SQLite's wait, which runs no event loop), and the answer is saved when the import commits.
    m_store->setWaitNotifier([this](bool waiting) {
        if (waiting) {
            statusBar()->showMessage(tr("Waiting for another program to finish writing to the project…"));
            statusBar()->repaint();
        } else {
            statusBar()->clearMessage();
        }
    });
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("navigatorDock")))
        dock->show();
    const QString name = m_store->location().displayName();
    setWindowTitle(tr("%1 — draudit").arg(QFileInfo(name).fileName().isEmpty() ? name : QFileInfo(name).fileName()));
    m_projectLabel->setText(name);
    statusBar()->showMessage(tr("Opened %1").arg(name), 4000);
    for (QAction *a : m_projectActions)
        a->setEnabled(true);
    Q_EMIT projectChanged();
    if (m_store->backend() == models::Backend::Sqlite && m_remembersRecent)
        RecentProjects::add(name);
    // Deferred: this may run inside a recent-menu action's trigger, and rebuilding deletes that action.
    QMetaObject::invokeMethod(this, &MainWindow::refreshRecentMenu, Qt::QueuedConnection);
    m_welcome->setRecentProjects(RecentProjects::load());
    showProjectContents();
    // A blind study package opens as its annotator's session, never as a project to browse.
    if (const auto package = models::packageIdentity(*m_store);
        package && *package && (*package)->phase != models::PackagePhase::Open) {
        setAnnotator((*package)->annotator, AnnotatorScope::Session);
        m_studies->startWork((*package)->study);
    }
    return true;
}

void MainWindow::showProjectContents()
{
    models::Catalog catalog(*m_store);
    m_navigator->setModel(nullptr);
    m_model = std::make_unique<models::NavigatorModel>(catalog, models::navigatorSections());
    m_navigator->setModel(m_model.get());
    m_history->setProject(m_store.get());
    m_welcome->setEmptyProject({});
    if (const auto c = catalog.counts()) {
        if (c->comparisons + c->rounds + c->responses + c->judgeRecords + c->annotations == 0) {
            m_welcome->setEmptyProject(m_store->location().displayName());
            m_stack->setCurrentWidget(m_welcome);
        }
        showCounts(*c);
    }
    // Land on the first comparison of the first section so the window opens on something to audit.
    const QModelIndex section = m_model->index(0, 0);
    if (m_model->canFetchMore(section))
        m_model->fetchMore(section);
    const QModelIndex first = m_model->index(0, 0, section);
    // Only a comparison: a first section of tasks may list tasks with no report yet, nothing to show.
    using Kind = models::NavigatorModel::Kind;
    if (first.isValid() && first.data(models::NavigatorModel::KindRole).value<Kind>() == Kind::Comparison)
        showItem(Kind::Comparison, first.data(models::NavigatorModel::IdRole).toLongLong(), {});
}

void MainWindow::showCounts(const models::ProjectCounts &c)
{
    // What the navigator's sections list, each in its benchmark's word ("Battles", "Reports"), then what every project
    // may hold; a round is one item of a comparison, "responses" the answers of comparisons and reports alike.
    QStringList parts;
    for (const models::HeldSection &s : models::heldSections(c, models::navigatorSections()))
        parts << tr("%1: %2", "a navigator section and how many it lists").arg(s.label).arg(s.count);
    if (c.rounds > 0)
        parts << tr("Rounds: %1").arg(c.rounds);
    parts << tr("Responses: %1").arg(c.responses) << tr("Judge records: %1").arg(c.judgeRecords)
          << tr("Annotations: %1").arg(c.annotations);
    m_countsLabel->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::refreshCounts()
{
    if (!m_store)
        return;
    if (const auto c = models::Catalog(*m_store).counts())
        showCounts(*c);
}

bool MainWindow::openDemoProject()
{
    if (refusedInSession())
        return false;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto path = ensureDemoProject();
    QApplication::restoreOverrideCursor();
    if (!path) {
        showError(path.error().toString());
        return false;
    }
    return openProject(*path);
}

void MainWindow::addProjectAction(QAction *action)
{
    action->setEnabled(m_store != nullptr);
    m_projectActions << action;
}

void MainWindow::closeProject()
{
    // The project goes before the session ends, so ending it gives the navigator and history nothing to show.
    m_navigator->setModel(nullptr);
    m_history->setProject(nullptr);
    m_model.reset();
    m_store.reset();
    setAnnotatorSession(false);
    clearWorkArea(); // the last item's title and texts go with the project
    m_dashboard->clear(); // and the dashboard's study: the next project's opens on its own newest
    m_studyId = 1;
    m_welcome->setEmptyProject({});
    m_stack->setCurrentWidget(m_welcome);
    for (QAction *a : m_projectActions)
        a->setEnabled(false);
    m_projectLabel->clear();
    m_countsLabel->clear();
    setWindowTitle(tr("draudit"));
    Q_EMIT projectChanged();
}

QWidget *MainWindow::currentView() const
{
    return m_stack->currentWidget();
}

void MainWindow::restoreWindowSize()
{
    const QScreen *screen = this->screen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
    const QSize most = available.size() * 0.9;
    if (!restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray()))
        resize(QSize(1500, 920));
    if (isMaximized())
        return;
    resize(size().boundedTo(most));
    // The navigator and the study queue take a fifth of a small window (320 px left the answers 300 px each at
    // 1366×768).
    if (auto *navigator = findChild<QDockWidget *>(QStringLiteral("navigatorDock")))
        resizeDocks({ navigator }, { std::clamp(width() / 5, 220, 320) }, Qt::Horizontal);
    QRect frame = geometry();
    if (!available.contains(frame)) {
        frame.moveCenter(available.center());
        move(frame.topLeft());
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::showItem(models::NavigatorModel::Kind kind, qint64 id, const QString &label)
{
    if (!m_store || m_session)
        return;
    models::Catalog catalog(*m_store);
    using Kind = models::NavigatorModel::Kind;
    if (kind == Kind::Comparison || kind == Kind::Round) {
        qint64 comparisonId = id;
        int roundIndex = 0;
        if (kind == Kind::Round) {
            const QModelIndex current = m_navigator->tree()->currentIndex();
            comparisonId = current.parent().data(models::NavigatorModel::IdRole).toLongLong();
            roundIndex = current.row();
        }
        const auto comparison = catalog.comparison(comparisonId);
        if (!comparison) {
            showError(comparison.error().toString());
            return;
        }
        m_comparisonView->setComparison(*comparison);
        m_comparisonView->showRound(roundIndex);
        m_stack->setCurrentWidget(m_comparisonView);
    } else if (kind == Kind::Task || kind == Kind::Response) {
        const auto responseId = kind == Kind::Task ? catalog.firstResponse(id) : models::Result<qint64>(id);
        if (!responseId && kind == Kind::Task) {
            // A rubric task whose reports are not imported yet: nothing to open, which is no error.
            statusBar()->showMessage(
                tr("This task has no reports yet: import reports of it to read and score them."), 8000);
            return;
        }
        if (!responseId) {
            showError(responseId.error().toString());
            return;
        }
        ItemFlow::Options options;
        // A task opens on its first report, labelled as the navigator lists it ("Report A (cleaned)").
        const auto reports = kind == Kind::Task ? catalog.responses(id) : models::Result<QList<models::ListEntry>>();
        options.label = kind == Kind::Response ? label
            : reports && !reports->isEmpty()   ? reports->front().label
                                               : tr("Report A");
        m_items->open(models::Target::response(*responseId), std::nullopt, options);
    }
    focusCurrentForm(); // a new item is answered from the keyboard at once
}

void MainWindow::focusCurrentForm()
{
    if (currentView() == m_comparisonView)
        m_comparisonView->form()->setFocus();
    else if (currentView() == m_annotationPage)
        m_annotationPage->form()->setFocus();
}

views::ReportView *MainWindow::reportView() const
{
    return m_annotationPage->report();
}

void MainWindow::showError(const QString &message)
{
    m_lastError = message;
    statusBar()->showMessage(message, 8000);
    if (m_interactive)
        QMessageBox::warning(this, tr("draudit"), message);
}

void MainWindow::confirmAndOpenLink(const QUrl &url)
{
    if (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) {
        showError(tr("Only web links can be opened; this one is %1").arg(url.toDisplayString()));
        return;
    }
    if (!m_interactive)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Open link"), tr("Open this address in your web browser?\n\n%1").arg(url.toDisplayString()));
    if (answer == QMessageBox::Yes)
        QDesktopServices::openUrl(url);
}

QString MainWindow::askFileName(bool save)
{
    if (!m_nextFileName.isEmpty())
        return std::exchange(m_nextFileName, QString());
    const QString filter = tr("draudit projects (*.draudit)");
    return save ? QFileDialog::getSaveFileName(this, tr("New Project"), QString(), filter)
                : QFileDialog::getOpenFileName(this, tr("Open Project"), QString(), filter);
}

void MainWindow::newProject()
{
    if (refusedInSession())
        return;
    QString path = askFileName(true);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".draudit")) && !path.startsWith(QLatin1String("postgres")))
        path += QStringLiteral(".draudit");
    auto store = models::ProjectStore::create(path);
    if (!store) {
        showError(store.error().toString());
        return;
    }
    store->reset();
    openProject(path);
}

void MainWindow::importFiles(bool folder)
{
    if (!m_store || refusedInSession())
        return;
    QStringList paths;
    if (!m_nextFileName.isEmpty())
        paths << std::exchange(m_nextFileName, QString());
    else if (folder)
        paths << QFileDialog::getExistingDirectory(this, tr("Import Folder"));
    else
        paths = QFileDialog::getOpenFileNames(this, tr("Import Files"), QString(),
            tr("Benchmark files and archives (*.json *.jsonl *.csv *.md *.txt *.log *.gz *.zst *.bz2 *.xz *.zip *.tar "
               "*.tgz);;All files (*)"));
    paths.removeAll(QString());
    if (!paths.isEmpty())
        importPaths(paths);
}

QString MainWindow::importPaths(const QStringList &paths)
{
    if (!m_store || refusedInSession())
        return {};
    // The workbench outside a session is the owner's: answers of annotators with a PIN come in as owner imports.
    models::ImportOptions options;
    options.authority.owner = true;
    const ImportSummary summary = ImportFlow(this, *m_store).run(paths, options);
    const QString text = ImportFlow::describe(summary);
    showProjectContents(); // the same connection: counts and navigator re-read
    if (m_interactive) {
        if (summary.failed > 0 || summary.cancelled)
            QMessageBox::warning(this, tr("Import"), text);
        else
            QMessageBox::information(this, tr("Import"), text);
    }
    return text;
}

void MainWindow::openProjectDialog()
{
    if (refusedInSession())
        return;
    const QString path = askFileName(false);
    if (!path.isEmpty())
        openProject(path);
}

} // namespace app
} // namespace draudit
