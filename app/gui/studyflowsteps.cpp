// One item's steps in a study: commit (then the after-commit questions, the reveal), done, skipped or flagged, the
// time spent across visits, and an Undo that opens a done item again.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/studystore.h"
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

void StudyFlow::itemCommitted(const QString &target)
{
    if (!isWorking() || target != m_currentTarget)
        return;
    if (m_committed) {
        // The form commits again only with its after-commit questions answered: only now is the item done.
        if (m_queue->statusOf(target) != QLatin1String("done"))
            finishItem(QStringLiteral("done"), true);
        else
            moveOnAfter(true);
        return;
    }
    m_committed = true;
    record(models::StudyStore::BlindingEvent::Committed);
    revealCommittedRound();
    const bool more = showAfterCommitQuestions();
    if (!more)
        finishItem(QStringLiteral("done"), false);
    const bool round = models::Target::parse(target).kind() == models::Target::Kind::Round;
    m_window->statusBar()->showMessage(more && round ? tr("Committed. The battle ends here: answer D2 (were its rounds "
                                                          "sufficient?), then press Enter for the next item.")
            : more  ? tr("Committed. Answer the questions added below, then press Enter for the next item.")
            : round ? tr("Committed. Reveal the judge's verdict if you like, or press Enter for the next item.")
                    : tr("Committed. Press Enter for the next item."),
        8000);
}

// The round made again as committed: the judge's verdicts for the judge panel, and the form with its after-commit
// questions. Made now, not kept from the start: on a team's server the next round of a battle is readable only once
// this one is committed, so only now does the form know whether the battle ends here.
void StudyFlow::revealCommittedRound()
{
    models::ProjectStore *store = m_window->project();
    if (!store || models::Target::parse(m_currentTarget).kind() != models::Target::Kind::Round
        || m_request.target != m_currentTarget)
        return;
    models::ItemRequest committed = m_request;
    committed.committed = true;
    const auto made = models::makeItem(*store, committed);
    if (!made) {
        m_window->showError(made.error().toString());
        return;
    }
    m_itemForm = made->form;
    if (made->revealed)
        m_window->battleView()->setRevealed(*made->revealed);
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

// Questions asked only once the item is committed (D2 at a battle's end, a custom form's after-commit questions) join
// the form, keeping the answers. The item flow adds a report's when it makes the item again as committed.
bool StudyFlow::showAfterCommitQuestions()
{
    if (models::Target::parse(m_currentTarget).kind() != models::Target::Kind::Round) {
        const ItemFlow *items = m_window->items();
        return items->currentTarget() == m_currentTarget
            && asksMore(items->form(), m_window->annotationPage()->form()->answers());
    }
    if (!m_itemForm.hasAfterCommit())
        return false;
    views::FormPanel *form = m_window->battleView()->form();
    form->extendForm(m_itemForm);
    return asksMore(m_itemForm, form->answers());
}

bool StudyFlow::record(models::StudyStore::BlindingEvent event)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return false;
    if (const auto r
        = models::StudyStore(*store).recordBlindingEvent(m_study.id, m_window->annotator(), m_currentTarget, event);
        !r) {
        m_window->showError(r.error().toString());
        return false;
    }
    return true;
}

void StudyFlow::finishItem(const QString &status, bool moveOn)
{
    models::ProjectStore *store = m_window->project();
    if (!store || !isWorking() || m_currentTarget.isEmpty())
        return;
    // A committed item stays committed: its answers count, so Skip only moves on (Undo withdraws an answer).
    const bool committed = m_queue->statusOf(m_currentTarget) == QLatin1String("done");
    if (m_committed && !committed && status != QLatin1String("done")) {
        m_window->statusBar()->showMessage(
            tr("This item is committed: answer its remaining questions, then press Enter."), 6000);
        return;
    }
    if (committed && status == QLatin1String("skipped")) {
        m_window->statusBar()->showMessage(tr("This item is committed, so it stays done; Skip moved on."), 6000);
        return moveOnAfter(moveOn);
    }
    const double seconds = m_shownFor.isValid() ? static_cast<double>(m_shownFor.elapsed()) / 1000.0 : 0;
    m_shownFor.invalidate(); // counted once
    const auto marked
        = models::StudyStore(*store).markItem(m_study.id, m_window->annotator(), m_currentTarget, status, seconds);
    if (!marked) {
        m_window->showError(marked.error().toString());
        return;
    }
    if (m_queue->heldBack())
        reloadQueue(); // a done round releases the next one; a skipped one defers its battle
    else
        m_queue->updateItem(m_currentTarget, status);
    m_clock->setProgress(m_queue->progress().first, m_queue->progress().second);
    moveOnAfter(moveOn);
}

// An Undo that empties a required answer of a done item opens it again: it is pending in the queue and the store, and
// the next Enter commits it as the first did (stopping at the reveal) instead of moving on.
void StudyFlow::reopenAfterUndo(const QString &target, const QString &field)
{
    Q_UNUSED(field);
    models::ProjectStore *store = m_window->project();
    if (!store || !isWorking() || m_currentTarget.isEmpty())
        return;
    // The item itself, or a part of its report (a rubric item, a claim, a FACT pair) when the item is a report.
    const models::Target undone = models::Target::parse(target), item = models::Target::parse(m_currentTarget);
    const bool ofThisItem = target == m_currentTarget
        || (item.kind() == models::Target::Kind::Response && undone.responseId() == item.responseId());
    views::FormPanel *form = m_window->stack()->currentWidget() == m_window->battleView()
        ? m_window->battleView()->form()
        : m_window->annotationPage()->form();
    if (!ofThisItem || form->isCommitted() || m_queue->statusOf(m_currentTarget) != QLatin1String("done"))
        return;
    if (const auto r = models::StudyStore(*store).markItem(
            m_study.id, m_window->annotator(), m_currentTarget, QStringLiteral("pending"), 0);
        !r) {
        m_window->showError(r.error().toString());
        return;
    }
    m_committed = false;
    if (m_queue->heldBack())
        reloadQueue();
    else
        m_queue->updateItem(m_currentTarget, QStringLiteral("pending"));
    m_clock->setProgress(m_queue->progress().first, m_queue->progress().second);
}

// The time spent on an item left unfinished (another item opened, the study left) is added to it, so an item's time
// is the sum of its visits; a done item's time was counted when it was done.
void StudyFlow::bankTime()
{
    models::ProjectStore *store = m_window->project();
    if (!store || !isWorking() || m_currentTarget.isEmpty() || !m_shownFor.isValid())
        return;
    const QString status = m_queue->statusOf(m_currentTarget);
    const double seconds = static_cast<double>(m_shownFor.elapsed()) / 1000.0;
    m_shownFor.invalidate();
    if (status == QLatin1String("done") || status.isEmpty() || seconds < 0.5)
        return;
    if (const auto r
        = models::StudyStore(*store).markItem(m_study.id, m_window->annotator(), m_currentTarget, status, seconds);
        !r)
        m_window->showError(r.error().toString());
    else
        m_queue->addSeconds(m_currentTarget, seconds);
}

} // namespace app
} // namespace draudit
