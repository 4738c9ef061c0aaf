// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A blind study is an annotator session (MainWindow::setAnnotatorSession): the navigator, history, tree and dashboard
// close and empty while the annotator works, and come back when they leave the study.
#include "app/gui/studyflow.h"

#include "app/gui/checksflow.h"
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/shareflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/studies/adjudication.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/queuerelease.h"
#include "models/store/team/teamroles.h"
#include "models/study/studyplan.h"
#include "views/adjudicationpanel.h"
#include "views/annotationpage.h"
#include "views/comparisonview.h"
#include "views/formpanel.h"
#include "views/guidelinesdialog.h"
#include "views/itemclock.h"
#include "views/judgepanel.h"
#include "views/studydialog.h"
#include "views/studyprogresspanel.h"
#include "views/studyqueuepanel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace draudit {
namespace app {

namespace {
// The comparison pane reads a round as the round's own benchmark lays it out (its name says nothing of a model).
void showBenchmarkOf(MainWindow *window, const models::Target &round)
{
    const auto benchmark = models::Catalog(*window->project()).benchmarkOf(round);
    window->comparisonView()->setBenchmark(benchmark.value_or(QString()));
}
} // namespace

StudyFlow::StudyFlow(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_queue(new views::StudyQueuePanel)
    , m_queueDock(new QDockWidget(tr("Study queue")))
    , m_clock(new views::ItemClock)
{
    window->statusBar()->addPermanentWidget(m_clock);
    m_queueDock->setObjectName(QStringLiteral("studyQueueDock"));
    m_queueDock->setWidget(m_queue);
    m_queueDock->setFeatures(QDockWidget::DockWidgetMovable);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_queueDock);
    if (auto *navigator = window->findChild<QDockWidget *>(QStringLiteral("navigatorDock")))
        window->tabifyDockWidget(navigator, m_queueDock); // one place on the left, whichever is shown
    m_queueDock->hide();
    connect(m_queue, &views::StudyQueuePanel::itemOpened, this, &StudyFlow::openItem);
    connect(m_queue, &views::StudyQueuePanel::skipRequested, this,
        [this] { finishItem(models::AnnotationSession::Defer::Skip, true); });
    connect(m_queue, &views::StudyQueuePanel::flagRequested, this,
        [this] { finishItem(models::AnnotationSession::Defer::Flag, true); });
    // Blind, then reveal, then audit: the first Enter commits (the judge may then be revealed and the answer
    // changed); Enter on a committed item moves on.
    connect(window, &MainWindow::roundAnswersSaved, this,
        [this](qint64 roundId) { itemCommitted(models::Target::round(roundId)); });
    connect(window->items(), &ItemFlow::committed, this, &StudyFlow::itemCommitted);
    // The judge reaches the annotator only through a recorded reveal: the session writes it first, and nothing is
    // shown when it could not.
    // (A reveal of a round shown for review, adjudication, is not the annotator's.)
    window->comparisonView()->judge()->setRevealGate([this] {
        const models::Target shown = models::Target::round(m_window->comparisonView()->currentRoundId());
        return m_window->comparisonView()->inReview() || !isStudyItem(shown) || revealGate();
    });
    window->items()->setRevealGate([this] { return revealGate(); });
    connect(window, &MainWindow::projectChanged, this, [this] {
        m_window->setAnnotatorSession(false);
        restoreAnnotator();
        m_session.reset();
        m_study = {};
        m_currentTarget = {};
        m_clock->stop();
        if (m_guidelinesAction)
            m_guidelinesAction->setEnabled(false);
        if (m_guidelines)
            m_guidelines->close();
        m_queue->setQueue({}, {}, models::ReleasedQueue {}); // nothing of the last session's queue stays behind
        m_window->comparisonView()->resetForm();
        m_queueDock->hide();
    });
}

void StudyFlow::createMenu(QMenuBar *bar)
{
    QMenu *menu = bar->addMenu(tr("&Study"));
    m_window->addProjectAction(menu->addAction(tr("&New Study…"), this, &StudyFlow::newStudy));
    m_window->addProjectAction(menu->addAction(
        tr("&Work on a Study…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W), this, &StudyFlow::chooseAndStart));
    QAction *leaveAction = menu->addAction(tr("&Leave Study"), this, &StudyFlow::leave);
    m_window->addProjectAction(leaveAction);
    m_window->keepInSession(leaveAction);
    m_guidelinesAction
        = menu->addAction(tr("&Guidelines"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &StudyFlow::showGuidelines);
    m_guidelinesAction->setEnabled(false);
    m_window->keepInSession(m_guidelinesAction);
    menu->addSeparator();
    m_window->addProjectAction(menu->addAction(tr("&Progress…"), this, [this] {
        const QString s = chooseStudy(tr("Study progress"));
        if (!s.isEmpty())
            showProgress(s);
    }));
    m_window->addProjectAction(menu->addAction(tr("&Adjudicate…"), this, [this] {
        const QString s = chooseStudy(tr("Adjudicate"));
        if (!s.isEmpty())
            showAdjudication(s);
    }));
    m_window->addProjectAction(menu->addAction(tr("Attention &Checks…"), this, [this] {
        const QString s = chooseStudy(tr("Attention checks"));
        if (!s.isEmpty())
            openAttentionChecks(m_window, s);
    }));
    m_window->addProjectAction(menu->addAction(tr("Share in &Browser…"), this, [this] {
        const QString s = chooseStudy(tr("Share in browser"));
        if (!s.isEmpty())
            openShareInBrowser(m_window, s);
    }));
}

QString StudyFlow::chooseStudy(const QString &title)
{
    if (!m_window->project())
        return {};
    const auto all = models::StudyStore(*m_window->project()).studies();
    if (!all) {
        m_window->showError(all.error().toString());
        return {};
    }
    QStringList names;
    for (const models::StudyInfo &s : *all)
        if (s.id > 1)
            names << s.name;
    if (names.isEmpty()) {
        m_window->showError(tr("The project has no studies yet: Study → New Study…"));
        return {};
    }
    if (names.size() == 1 || !m_window->isInteractive())
        return names.front();
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_window, title, tr("Study:"), names, 0, false, &ok);
    return ok ? chosen : QString();
}

models::Result<models::StudySpec> StudyFlow::specOf(const views::StudyDialog &dialog)
{
    models::StudySpec spec = dialog.spec();
    if (const QString path = dialog.guidelinesPath(); !path.isEmpty()) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return models::fail(tr("cannot read the guidelines: %1").arg(file.errorString()), path);
        spec.form.guidelines = QString::fromUtf8(file.readAll());
    }
    return spec;
}

void StudyFlow::newStudy()
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return;
    QHash<QString, int> counts, units;
    for (const models::Protocol &p : models::protocols())
        if (p.drawsItems())
            if (const auto c = models::studyCandidates(*store, p.id.toString())) {
                counts.insert(p.id.toString(), static_cast<int>(c->size()));
                QSet<models::Target> wholes;
                for (const models::StudyCandidate &candidate : *c)
                    if (candidate.unit.isValid())
                        wholes.insert(candidate.unit);
                units.insert(p.id.toString(), static_cast<int>(wholes.size()));
            }
    views::StudyDialog dialog(counts, units, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto spec = specOf(dialog);
    if (!spec) {
        m_window->showError(spec.error().toString());
        return;
    }
    const auto created = models::createStudy(*store, *spec);
    if (!created) {
        m_window->showError(created.error().toString());
        return;
    }
    const auto assigned = models::StudyStore(*store).assign(created->name, dialog.team(), dialog.overlap());
    if (!assigned) {
        m_window->showError(assigned.error().toString());
        return;
    }
    if (const auto rules = models::storeAnswerRules(*store, created->id, models::questionsOfQueue(*store)); !rules) {
        m_window->showError(rules.error().toString());
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Study %1 created: %2 items, %3 assignments").arg(created->name).arg(created->items).arg(*assigned), 6000);
    showProgress(created->name);
}

QString StudyFlow::chooseAnnotator(const QString &study)
{
    // The annotator is one of the study's team, chosen at its start (the saved name is only the first choice).
    const auto status = models::StudyStore(*m_window->project()).status(study);
    QStringList team;
    if (status)
        for (const models::AnnotatorProgress &a : status->annotators)
            team << a.annotator;
    const QString current = m_window->annotator();
    if (team.isEmpty() || (team.size() == 1 && team.front() == current))
        return current;
    if (!m_window->isInteractive()) {
        if (team.contains(current))
            return current;
        m_window->showError(
            tr("%1 is not on the team of %2 (%3)").arg(current, study, team.join(QStringLiteral(", "))));
        return {};
    }
    bool ok = false;
    // A short title: a narrow dialog elides a long one in the middle ("Who is…rking?").
    const QString chosen = QInputDialog::getItem(m_window, tr("Annotator"), tr("Who is working on %1?").arg(study),
        team, std::max(0, static_cast<int>(team.indexOf(current))), false, &ok);
    if (!ok || chosen.isEmpty())
        return {};
    return chosen; // the window's annotator changes only once the PIN is given (startWork)
}

void StudyFlow::chooseAndStart()
{
    const QString s = chooseStudy(tr("Work on a study"));
    if (!s.isEmpty())
        startWork(s);
}

bool StudyFlow::startWork(const QString &name)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return false;
    models::StudyStore studies(*store);
    const auto info = studies.study(name);
    if (!info) {
        m_window->showError(info.error().toString());
        return false;
    }
    const QString annotator = chooseAnnotator(name);
    if (annotator.isEmpty())
        return false;
    if (!m_window->pinGiven(annotator))
        return false;
    if (annotator != m_window->annotator()) {
        if (m_annotatorBefore.isEmpty())
            m_annotatorBefore = m_window->annotator();
        m_window->setAnnotator(annotator, MainWindow::AnnotatorScope::Session);
    }
    const auto queue = studies.queue(info->id, annotator);
    if (!queue) {
        m_window->showError(queue.error().toString());
        return false;
    }
    if (queue->isEmpty()) {
        m_window->showError(tr("%1 has no items in study %2").arg(annotator, name));
        return false;
    }
    m_study = *info;
    m_session.emplace(*store, *info, annotator);
    m_window->setStudyId(info->id);
    // The study's own form (its definition travels with the study); its protocol's default when it has none.
    const auto form = models::readForm(info->formJson.toUtf8(), info->name);
    m_form = form ? models::withPresetTitle(*form)
                  : models::formByName(models::defaultFormFor(info->protocol)).value_or(models::FormDefinition {});
    m_window->comparisonView()->form()->setForm(m_form);
    m_queue->setUnits(models::unitsOf(m_study.protocol));
    m_queue->setQueue(info->name, annotator, models::releaseQueue(*queue, info->blind));
    m_clock->setUnits(m_queue->heldBack() ? models::unitsOf(m_study.protocol) : QString());
    m_queueDock->show();
    m_queueDock->raise();
    m_window->setAnnotatorSession(info->blind);
    m_guidelinesAction->setEnabled(!m_form.guidelines.isEmpty());
    if (!m_form.guidelines.isEmpty() && doneCount() == 0) // before the first item, the annotator reads them
        showGuidelines();
    if (m_queue->resumeRow() < 0) {
        m_window->statusBar()->showMessage(tr("Every item of %1 is done. Thank you!").arg(name), 8000);
        return true;
    }
    m_queue->resume();
    return true;
}

void StudyFlow::leave()
{
    // A blind session has no way back to the owner's view: leaving it closes the project (the owner reopens it).
    if (m_window->inAnnotatorSession()) {
        if (m_window->isInteractive()
            && QMessageBox::question(m_window, tr("Leave Study"),
                   tr("Leave the study? Your answers are saved. The project closes; to work on again, open it "
                      "from the File menu."))
                != QMessageBox::Yes)
            return;
        bankTime();
        m_clock->stop();
        if (m_guidelines)
            m_guidelines->close();
        m_window->closeProject(); // projectChanged ends the session here too
        m_window->statusBar()->showMessage(tr("You left the study; the project is closed."), 8000);
        return;
    }
    bankTime();
    m_window->setAnnotatorSession(false);
    m_window->clearWorkArea(); // the last item's "study · item 3 of 5" goes with it
    m_clock->stop();
    m_guidelinesAction->setEnabled(false);
    if (m_guidelines)
        m_guidelines->close();
    m_window->comparisonView()->resetForm();
    m_study = {};
    m_session.reset();
    m_currentTarget = {};
    restoreAnnotator();
    m_window->setStudyId(1);
    m_queueDock->hide();
    if (auto *d = m_window->findChild<QDockWidget *>(QStringLiteral("navigatorDock")))
        d->setVisible(m_window->project() != nullptr);
}

// The window's annotator is the owner's again once the study is left (the status bar says whose answers it shows).
void StudyFlow::restoreAnnotator()
{
    if (!m_annotatorBefore.isEmpty() && m_annotatorBefore != m_window->annotator())
        m_window->setAnnotator(m_annotatorBefore, MainWindow::AnnotatorScope::Session);
    m_annotatorBefore.clear();
}

void StudyFlow::openItem(const models::QueueItem &item, int position, int total)
{
    if (!m_window->project() || !m_session)
        return;
    bankTime();
    const models::Target &shown = item.target;
    if (shown.kind() != models::Target::Kind::Round) {
        openReportItem(item, position, total);
        return;
    }
    if (!openThroughSession(item, itemHeading(item.target, position, total)))
        return;
    m_itemForm = m_item.item.form;
    showBenchmarkOf(m_window, shown);
    m_window->comparisonView()->showStudyItem(m_item.item);
    if (m_item.revealed && m_item.item.revealed) {
        // Revealed before (an Undo opened it again, or another visit): the judge stays shown.
        m_window->comparisonView()->form()->setJudgeRevealed(true);
        m_window->comparisonView()->setRevealed(*m_item.item.revealed);
    }
    m_window->stack()->setCurrentWidget(m_window->comparisonView());
    m_window->comparisonView()->form()->setFocus(); // digits answer at once, also after a click in the queue
}

bool StudyFlow::openThroughSession(const models::QueueItem &item, const QString &heading)
{
    auto opened = m_session->open(item, heading);
    if (!opened) {
        m_window->showError(opened.error().detailed());
        return false;
    }
    m_item = std::move(*opened);
    m_currentTarget = item.target;
    m_committed = item.status == models::QueueStatus::Done;
    m_shownFor.start();
    m_clock->startItem(m_queue->progress().first, m_queue->progress().second, item.seconds);
    return true;
}

void StudyFlow::openReportItem(const models::QueueItem &item, int position, int total)
{
    if (!openThroughSession(item, itemHeading(item.target, position, total)))
        return;
    ItemFlow::Options options;
    options.blind = m_study.blind;
    options.label = m_item.request.label;
    options.heading = m_item.request.heading;
    options.orderSeed = m_item.request.orderSeed;
    options.committed = m_committed;
    options.inStudy = true;
    options.judgeRevealed = m_item.revealed;
    // The form the session chose for the item (a pairwise study's form does not fit a report).
    if (!m_window->items()->open(m_item.request.target, m_item.request.form, options)) {
        m_currentTarget = {};
        return;
    }
    m_window->annotationPage()->form()->setFocus(); // digits answer at once, also after a click in the queue
}

void StudyFlow::showGuidelines()
{
    if (m_form.guidelines.isEmpty())
        return;
    if (!m_guidelines) {
        m_guidelines = new views::GuidelinesDialog(m_study.name, m_form.guidelines, m_window);
        m_guidelines->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_guidelines->show();
    m_guidelines->raise();
}

views::GuidelinesDialog *StudyFlow::guidelines() const
{
    return m_guidelines;
}

void StudyFlow::reloadQueue()
{
    const auto queue = models::StudyStore(*m_window->project()).queue(m_study.id, m_window->annotator());
    if (!queue) {
        m_window->showError(queue.error().toString());
        return;
    }
    m_queue->setQueue(m_study.name, m_window->annotator(), models::releaseQueue(*queue, m_study.blind));
}

QString StudyFlow::itemHeading(const models::Target &target, int position, int total) const
{
    // Items held back are named by their unit and place in it: "item 3 of 17" would count the units' items.
    if (const QString place = m_queue->placeOf(target); !place.isEmpty())
        return tr("%1 · %2").arg(m_study.name, place);
    return tr("%1 · item %2 of %3").arg(m_study.name).arg(position + 1).arg(total);
}

int StudyFlow::doneCount() const
{
    int done = 0;
    for (const models::QueueItem &item : m_queue->queue())
        done += item.status == models::QueueStatus::Done ? 1 : 0;
    return done;
}

void StudyFlow::moveOnAfter(bool moveOn)
{
    if (!moveOn)
        return;
    m_currentTarget = {};
    if (m_queue->resumeRow() < 0) {
        m_window->statusBar()->showMessage(tr("Every item of %1 is done. Thank you!").arg(m_study.name), 8000);
        return;
    }
    m_queue->resume();
}

// A non-modal window around a study panel, closed by its Close button or Esc; it never outgrows the screen.
void StudyFlow::showToolWindow(const QString &title, QWidget *panel, QSize size)
{
    auto *dialog = new QDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(panel, 1);
    layout->addWidget(buttons);
    if (const QScreen *screen = m_window->screen())
        size = size.boundedTo(screen->availableSize() * 0.9);
    dialog->resize(size);
    dialog->show();
}

views::StudyProgressPanel *StudyFlow::showProgress(const QString &name)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return nullptr;
    const auto status = models::StudyStore(*store).status(name);
    if (!status) {
        m_window->showError(status.error().toString());
        return nullptr;
    }
    auto *panel = new views::StudyProgressPanel;
    panel->setStatus(*status);
    showToolWindow(tr("Progress of %1").arg(name), panel, QSize(820, 360));
    return panel;
}

views::AdjudicationPanel *StudyFlow::showAdjudication(const QString &name, const QString &field)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return nullptr;
    const auto info = models::StudyStore(*store).study(name);
    if (!info) {
        m_window->showError(info.error().toString());
        return nullptr;
    }
    m_adjudicated = *info;
    m_field = field;
    m_adjudication = new views::AdjudicationPanel;
    if (const auto form = models::readForm(info->formJson.toUtf8(), name)) {
        const models::FormDefinition shown = form->displayed(); // in the adjudicator's language
        if (const models::FormQuestion *q = shown.question(field))
            m_adjudication->setQuestion(*q);
    }
    connect(m_adjudication, &views::AdjudicationPanel::resolved, this,
        [this](const models::Target &target, const QString &value, const QString &reason, int version) {
            models::ProjectStore *project = m_window->project();
            if (!project)
                return;
            const auto saved = models::AnnotationStore(*project).adjudicate(
                m_window->annotator(), target, m_field, value, reason, version, m_adjudicated.id);
            if (!saved)
                m_window->showError(saved.error().toString());
            refreshAdjudication();
        });
    connect(m_adjudication, &views::AdjudicationPanel::openRequested, this, [this](const models::Target &round) {
        models::ProjectStore *project = m_window->project();
        if (!project || round.kind() != models::Target::Kind::Round)
            return;
        // The adjudicator sees the item in data order (A left), as the answers above are written, with the judge's
        // verdicts to reveal (the annotators' answers are in, so the item is made as committed) and no form: the
        // adjudicator answers in the adjudication window, never as an annotator of the round.
        models::ItemRequest request;
        request.target = round;
        request.blind = m_adjudicated.blind;
        request.committed = true;
        request.heading = tr("Adjudicating %1").arg(m_adjudicated.name);
        const auto made = models::makeItem(*project, request);
        if (!made) {
            m_window->showError(made.error().toString());
            return;
        }
        showBenchmarkOf(m_window, round);
        m_window->comparisonView()->showReviewItem(*made);
        m_window->stack()->setCurrentWidget(m_window->comparisonView());
    });
    refreshAdjudication();
    showToolWindow(tr("Adjudicate %1").arg(name), m_adjudication, QSize(980, 560));
    return m_adjudication;
}

void StudyFlow::refreshAdjudication()
{
    models::ProjectStore *store = m_window->project();
    if (!store || !m_adjudication)
        return;
    QStringList scale;
    if (const auto form = models::readForm(m_adjudicated.formJson.toUtf8(), m_adjudicated.name))
        if (const models::FormQuestion *q = form->question(m_field))
            for (const models::FormOption &o : q->options)
                scale << o.value;
    const auto found = models::findDisagreements(*store, m_adjudicated.id, m_field, scale);
    if (!found) {
        m_window->showError(found.error().toString());
        return;
    }
    m_adjudication->setDisagreements(*found);
}

} // namespace app
} // namespace draudit
