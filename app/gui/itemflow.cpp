// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Answers go through models::FormAnswers one by one; the form's saved indicator turns green only after the store
// committed the answer, and says "Not saved" (with the error in the status bar) when it could not.
#include "app/gui/itemflow.h"

#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/studies/formanswers.h"
#include "views/annotationpage.h"
#include "views/formpanel.h"
#include "views/historypanel.h"
#include "views/reportview.h"

#include <QAction>
#include <QStackedWidget>
#include <QStatusBar>

namespace draudit {
namespace app {

ItemFlow::ItemFlow(MainWindow *window, views::AnnotationPage *page)
    : QObject(window)
    , m_window(window)
    , m_page(page)
{
    connect(page->report(), &views::ReportView::compareRequested, this, [this](qint64 responseId) {
        models::ProjectStore *store = m_window->project();
        if (!store)
            return;
        const auto other = models::Catalog(*store).report(responseId);
        if (!other) {
            m_window->showError(other.error().toString());
            return;
        }
        m_page->report()->showSecond(other->text, m_page->report()->compareLabel());
    });
    connect(page->form(), &views::FormPanel::answerChanged, this, &ItemFlow::save);
    connect(page->form(), &views::FormPanel::committed, this, [this](const QHash<QString, QString> &answers) {
        if (!m_target.isValid())
            return;
        // Enter stores the form as the screen shows it (another writer may have changed an answer meanwhile).
        for (const models::FormQuestion &q : m_form.questions)
            if (!storeAnswer(q.id, answers.value(q.id)))
                return;
        m_committed = true;
        showJudgeAnswers();
        m_window->statusBar()->showMessage(tr("Committed."), 4000);
        Q_EMIT committed(m_target);
    });
    connect(window, &MainWindow::projectChanged, this, [this] { m_target = {}; });
    // As the judge panel beside a round: Ctrl+J shows the judge's answers of a committed item (bound to the page, so
    // it never competes with the comparison view's).
    auto *reveal = new QAction(tr("Reveal the judge's answers"), page);
    reveal->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    reveal->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    page->addAction(reveal);
    connect(reveal, &QAction::triggered, this, &ItemFlow::revealJudge);
}

bool ItemFlow::open(
    const models::Target &target, const std::optional<models::FormDefinition> &form, const Options &options)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return false;
    m_page->form()->flush(); // a comment typed into the previous item is saved there
    m_target = {};
    m_committed = options.committed;
    const auto chosen = form ? models::Result<models::FormDefinition>(*form) : defaultForm(target);
    if (!chosen) {
        m_window->showError(chosen.error().toString());
        return false;
    }
    models::ItemRequest request;
    request.target = target;
    request.form = *chosen;
    request.blind = options.blind;
    request.committed = options.committed;
    request.label = options.label;
    request.heading = options.heading;
    request.orderSeed = options.orderSeed;
    const auto item = models::makeItem(*store, request);
    if (!item) {
        m_window->showError(item.error().toString());
        return false;
    }
    m_request = request;
    m_inStudy = options.inStudy;
    m_target = target;
    m_form = item->form;
    if (!options.inStudy) {
        // Outside a study nothing is blind: the form is an open audit and says so, with the judge's answers at once.
        m_form.hideJudgeUntilRevealed = false;
        m_form.title = tr("Open audit (not blind): %1").arg(m_form.displayed().title);
    }
    m_page->showItem(*item);
    m_page->report()->setCompareChoices(options.blind ? QList<models::ListEntry>() : otherReports(target));
    m_page->setHeading(options.heading);
    m_page->form()->setForm(m_form);
    m_page->form()->setJudgeRevealed(options.judgeRevealed);
    m_window->stack()->setCurrentWidget(m_page);
    reload();
    return true;
}

models::Result<models::FormDefinition> ItemFlow::defaultForm(const models::Target &target) const
{
    models::ProjectStore &store = *m_window->project();
    if (target.responseId() <= 0)
        return models::formForTarget(target);
    const auto report = models::Catalog(store).report(target.responseId());
    if (!report)
        return tl::unexpected(report.error());
    return models::reportFormFor(store, report->benchmark, target);
}

// Outside blind studies another report of the task can be put beside it ("Report B": no model name).
QList<models::ListEntry> ItemFlow::otherReports(const models::Target &target) const
{
    models::Catalog catalog(*m_window->project());
    const qint64 responseId = target.responseId();
    QList<models::ListEntry> others;
    if (responseId <= 0)
        return others;
    const auto report = catalog.report(responseId);
    if (!report)
        return others;
    if (const auto all = catalog.responses(report->taskId))
        for (const models::ListEntry &e : *all)
            if (e.id != responseId)
                others << e;
    return others;
}

void ItemFlow::reload()
{
    models::ProjectStore *store = m_window->project();
    if (!store || !m_target.isValid())
        return;
    const auto answers
        = models::FormAnswers(*store, m_window->studies()->studyOfAnswers(m_target), m_window->annotator())
              .load(m_form, m_target);
    if (!answers) {
        m_window->showError(answers.error().toString());
        return;
    }
    // An Undo that blanked a required answer asked before the commit opens the item again, without the questions
    // asked after it (they come back at the next commit, with their answers).
    const bool wasCommitted = m_committed;
    m_committed = m_committed && m_form.beforeCommit().missing(*answers).isEmpty();
    if (wasCommitted && !m_committed && m_form.hasAfterCommit()) {
        const bool revealed = m_page->form()->isJudgeRevealed(); // an Undo keeps a reveal
        m_form = m_form.beforeCommit();
        m_page->form()->setForm(m_form);
        m_page->form()->setJudgeRevealed(revealed);
    }
    m_page->form()->setAnswers(*answers, m_committed);
    m_page->showAnswers(*answers);
    showJudgeAnswers();
}

void ItemFlow::showJudgeAnswers()
{
    models::ProjectStore *store = m_window->project();
    if (!store || !m_target.isValid())
        return;
    // Blind, then reveal: the item made as it stands, so the judge's labels reach the form only once the answers are
    // committed (in a blind study whatever the form says).
    models::ItemRequest request = m_request;
    // A revealed judge stays shown after an Undo reopens the item; an open audit shows it at once.
    request.committed = m_committed || m_page->form()->isJudgeRevealed() || !m_form.hideJudgeUntilRevealed;
    const auto item = models::makeItem(*store, request);
    if (!item) {
        m_page->form()->setJudgeAnswers({});
        m_window->showError(item.error().toString());
        return;
    }
    if (m_committed && item->form.questions.size() > m_form.questions.size()) {
        // The questions asked after the commit join the form, with what is stored for them (an item opened again).
        QString added; // the first question the commit adds: the next digit answers it
        for (const models::FormQuestion &q : item->form.questions)
            if (added.isEmpty() && !m_form.question(q.id))
                added = q.id;
        m_form = item->form;
        m_page->form()->extendForm(m_form);
        reload();
        m_page->form()->focusQuestion(added);
        return;
    }
    m_page->form()->setJudgeAnswers(item->revealed ? item->revealed->judgeAnswers : QHash<QString, QString>());
}

void ItemFlow::revealJudge()
{
    if (!m_target.isValid() || m_page->form()->isJudgeRevealed())
        return;
    if (!m_committed) {
        m_window->statusBar()->showMessage(tr("The judge is shown only after your answer is committed."), 6000);
        return;
    }
    if (m_inStudy && m_gate && !m_gate())
        return; // the study could not record the reveal: nothing of the judge is shown
    m_page->form()->setJudgeRevealed(true);
    showJudgeAnswers();
}

void ItemFlow::save(const QString &questionId, const QString &value)
{
    if (storeAnswer(questionId, value))
        m_window->history()->refresh();
}

// One answer: through the study's session while one is worked (its rules), else straight to the project; the form
// says Saved only once it is stored.
bool ItemFlow::storeAnswer(const QString &questionId, const QString &value)
{
    models::ProjectStore *store = m_window->project();
    if (!store || !m_target.isValid())
        return false;
    if (m_window->studies()->isStudyItem(m_target)) {
        const auto problem = m_window->studies()->answer(questionId, value, {});
        m_page->form()->showSaved(!problem);
        if (problem)
            m_window->showError(tr("Your answer was not saved: %1").arg(*problem));
        return !problem;
    }
    // Outside the study's item (browsing, an open audit): the project's open study, never the study being worked.
    const auto saved = models::FormAnswers(*store, m_window->studies()->studyOfAnswers(m_target), m_window->annotator())
                           .save(m_form, m_target, questionId, value);
    m_page->form()->showSaved(saved.has_value());
    if (!saved)
        m_window->showError(tr("Your answer was not saved: %1").arg(saved.error().toString()));
    return saved.has_value();
}

} // namespace app
} // namespace draudit
