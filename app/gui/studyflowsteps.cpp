// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One item's steps in a study: commit (then the after-commit questions, the reveal), done, skipped or flagged, the
// time spent across visits, and an Undo that opens a done item again.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/studies/studystore.h"
#include "views/annotationpage.h"
#include "views/comparisonview.h"
#include "views/formpanel.h"
#include "views/itemclock.h"
#include "views/judgepanel.h"
#include "views/studyqueuepanel.h"

#include <QStackedWidget>
#include <QStatusBar>

namespace draudit {
namespace app {

void StudyFlow::itemCommitted(const models::Target &target)
{
    if (!isWorking() || !m_session || target != m_currentTarget)
        return;
    const bool first = !m_committed;
    // The session commits: the first commit's record and, once no after-commit question is left, the item's status
    // with its time, in one transaction.
    const qint64 elapsedMs = m_shownFor.isValid() ? m_shownFor.elapsed() : 0;
    const auto done = m_session->commit(m_item, static_cast<double>(elapsedMs) / 1000.0);
    if (!done) {
        m_window->showError(tr("Not committed: %1").arg(done.error().detailed()));
        return;
    }
    if (*done)
        m_shownFor.invalidate(); // counted once
    if (!first) {
        // Enter on a committed item: done now (its after-commit questions answered), or it moves on.
        if (*done && m_queue->statusOf(target) != models::QueueStatus::Done)
            showItemState(models::QueueStatus::Done);
        if (*done)
            moveOnAfter(true);
        return;
    }
    m_committed = true;
    revealCommittedRound();
    const bool more = showAfterCommitQuestions();
    if (*done)
        showItemState(models::QueueStatus::Done);
    const bool round = target.kind() == models::Target::Kind::Round;
    // (What an after-commit question asks, DR-Arena's D2 at a comparison's end, its own text says.)
    m_window->statusBar()->showMessage(more
            ? tr("Committed. Answer the questions added below, then press Enter for the next item.")
            : round
            ? tr("Committed. Reveal the judge's verdict if you like, or press Enter for the next item.")
            : tr("Committed. Reveal the judge's answers (Ctrl+J) if you like, or press Enter for the next item."),
        8000);
}

// The round as the session made it at the commit: the judge's verdicts for the judge panel (shown only on a reveal),
// and the form with its after-commit questions. Made at the commit, not kept from the start: on a team's server the
// next round of a comparison is readable only once this one is committed, so only now does the form know whether the
// comparison ends here.
void StudyFlow::revealCommittedRound()
{
    if (m_currentTarget.kind() != models::Target::Kind::Round || m_item.queued.target != m_currentTarget)
        return;
    m_itemForm = m_item.item.form;
    if (m_item.item.revealed)
        m_window->comparisonView()->setRevealed(*m_item.item.revealed);
}

namespace {
// Whether the commit asks for more before the item is done: a required after-commit question that applies and is
// still unanswered (an optional one, or one answered before an Undo, leaves the item done).
bool asksMore(const models::FormDefinition &form, const QHash<QString, QString> &answers)
{
    for (const QString &id : form.missing(answers))
        if (const models::FormQuestion *q = form.question(id); q && q->afterCommit)
            return true;
    return false;
}
} // namespace

// Questions asked only once the item is committed (D2 at a comparison's end, a custom form's after-commit questions)
// join the form, keeping the answers. The item flow adds a report's when it makes the item again as committed.
bool StudyFlow::showAfterCommitQuestions()
{
    if (m_currentTarget.kind() != models::Target::Kind::Round) {
        const ItemFlow *items = m_window->items();
        return items->currentTarget() == m_currentTarget
            && asksMore(items->form(), m_window->annotationPage()->form()->answers());
    }
    if (!m_itemForm.hasAfterCommit())
        return false;
    views::FormPanel *form = m_window->comparisonView()->form();
    form->extendForm(m_itemForm);
    return asksMore(m_itemForm, form->answers());
}

qint64 StudyFlow::studyOfAnswers(const models::Target &target) const
{
    if (!isWorking())
        return m_window->studyId();
    return isStudyItem(target) ? m_study.id : 1;
}

bool StudyFlow::revealGate()
{
    // Outside a study nothing is blind.
    if (!isWorking() || !m_session || !m_currentTarget.isValid())
        return true;
    const auto revealed = m_session->reveal(m_item);
    if (!revealed) {
        m_window->showError(revealed.error().detailed());
        return false;
    }
    // The status bar offered the reveal; it now says what is left.
    m_window->statusBar()->showMessage(tr("Revealed and recorded. Press Enter for the next item."));
    return true;
}

std::optional<QString> StudyFlow::answer(const QString &question, const QString &value, const QString &reason)
{
    if (!m_session || !m_currentTarget.isValid())
        return tr("No study item is open.");
    if (const auto saved = m_session->answer(m_item, question, value, reason); !saved)
        return saved.error().detailed();
    // A withdrawn required answer opens a done item again (the session marked it pending).
    if (m_item.queued.status != m_queue->statusOf(m_currentTarget)) {
        m_committed = false;
        showItemState(m_item.queued.status);
    }
    return std::nullopt;
}

models::SessionResult<models::HistoryEntry> StudyFlow::undo()
{
    if (!m_session || !m_currentTarget.isValid())
        return tl::unexpected(
            models::SessionRefusal { models::SessionRefusal::Kind::Conflict, tr("No study item is open."), {} });
    auto undone = m_session->undo(m_item);
    if (undone && m_item.queued.status != m_queue->statusOf(m_currentTarget)) {
        // An undo that emptied a required answer of a done item opened it again: the next Enter commits it as the
        // first did (its first commit and a reveal are kept).
        m_committed = false;
        m_shownFor.start();
        showItemState(m_item.queued.status);
    }
    return undone;
}

void StudyFlow::finishItem(models::AnnotationSession::Defer how, bool moveOn)
{
    if (!m_window->project() || !isWorking() || !m_session || !m_currentTarget.isValid())
        return;
    // A committed item stays committed: its answers count, so Skip only moves on (Undo withdraws an answer).
    const bool done = m_queue->statusOf(m_currentTarget) == models::QueueStatus::Done;
    if (m_committed && !done) {
        m_window->statusBar()->showMessage(
            tr("This item is committed: answer its remaining questions, then press Enter."), 6000);
        return;
    }
    if (done) {
        m_window->statusBar()->showMessage(tr("This item is committed, so it stays done; Skip moved on."), 6000);
        return moveOnAfter(moveOn);
    }
    if (const auto deferred = m_session->defer(m_item, how, takeSeconds()); !deferred) {
        m_window->showError(deferred.error().detailed());
        return;
    }
    showItemState(m_item.queued.status);
    moveOnAfter(moveOn);
    // Said after the move, so the next item's own message does not replace it at once.
    m_window->statusBar()->showMessage(how == models::AnnotationSession::Defer::Flag
            ? tr("Flagged for discussion: the flag is recorded, and the item comes back at the end of your queue.")
            : tr("Skipped: the item comes back at the end of your queue."),
        8000);
}

double StudyFlow::takeSeconds()
{
    const double seconds = m_shownFor.isValid() ? static_cast<double>(m_shownFor.elapsed()) / 1000.0 : 0;
    m_shownFor.invalidate(); // counted once
    return seconds;
}

void StudyFlow::showItemState(models::QueueStatus status)
{
    if (m_queue->heldBack())
        reloadQueue(); // a done round releases the next one; a skipped one defers its comparison
    else
        m_queue->updateItem(m_currentTarget, status);
    m_clock->setProgress(m_queue->progress().first, m_queue->progress().second);
}

// The time spent on an item left unfinished (another item opened, the study left) is added to it, so an item's time
// is the sum of its visits; a done item's time was counted when it was done.
void StudyFlow::bankTime()
{
    if (!isWorking() || !m_session || !m_currentTarget.isValid() || !m_shownFor.isValid())
        return;
    const std::optional<models::QueueStatus> status = m_queue->statusOf(m_currentTarget);
    const double seconds = static_cast<double>(m_shownFor.elapsed()) / 1000.0;
    m_shownFor.invalidate();
    if (status == models::QueueStatus::Done || !status || seconds < 0.5)
        return;
    if (const auto r = m_session->addTime(m_item, seconds); !r)
        m_window->showError(r.error().detailed());
    else
        m_queue->addSeconds(m_currentTarget, seconds);
}

} // namespace app
} // namespace draudit
