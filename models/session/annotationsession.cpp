// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of an annotator's study, checked against the project on every step (another front end may have written
// since): what each front end shows and stores goes through here.
#include "models/session/annotationsession.h"

#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/forms/answerrules.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/studies/formanswers.h"

#include <QCoreApplication>
#include <algorithm>

namespace draudit::models {

namespace {
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::AnnotationSession)
};

constexpr QueueStatus kDone = QueueStatus::Done;

tl::unexpected<SessionRefusal> refuse(SessionRefusal::Kind kind, QString message)
{
    return tl::unexpected(SessionRefusal { kind, std::move(message), {} });
}

tl::unexpected<SessionRefusal> storeFailure(const Error &error)
{
    return tl::unexpected(storeRefusal(error));
}

tl::unexpected<SessionRefusal> notReleased()
{
    return refuse(SessionRefusal::Kind::NotFound, Texts::tr("This item is not one shown to you."));
}

// Required questions that apply and are not answered; after-commit questions only once the item is committed.
QStringList missingAnswers(const FormDefinition &form, const QHash<QString, QString> &answers, bool committed)
{
    QStringList out;
    for (const QString &id : form.missing(answers))
        if (const FormQuestion *q = form.question(id); q && (committed || (!q->afterCommit && !q->afterReveal)))
            out << id;
    return out;
}

} // namespace

SessionRefusal storeRefusal(const Error &error)
{
    return SessionRefusal { SessionRefusal::Kind::Store,
        Texts::tr("The project could not be read or written; nothing was saved. Try again."), error };
}

AnnotationSession::AnnotationSession(ProjectStore &store, StudyInfo study, QString annotator)
    : m_store(store)
    , m_study(std::move(study))
    , m_annotator(std::move(annotator))
{
}

SessionResult<ReleasedQueue> AnnotationSession::released() const
{
    const auto queue = StudyStore(m_store).queue(m_study.id, m_annotator);
    if (!queue)
        return storeFailure(queue.error());
    if (queue->isEmpty())
        return refuse(SessionRefusal::Kind::NotAssigned, Texts::tr("You have no items in this study."));
    return releaseQueue(*queue, m_study.blind);
}

std::optional<qsizetype> AnnotationSession::currentIndex(const ReleasedQueue &released)
{
    for (qsizetype i = 0; i < released.items.size(); ++i)
        if (released.items[i].status == QueueStatus::Pending)
            return i;
    for (qsizetype i = 0; i < released.items.size(); ++i)
        if (released.items[i].status != kDone)
            return i;
    return std::nullopt;
}

SessionResult<ItemRequest> AnnotationSession::requestFor(const QueueItem &queued, const QString &heading) const
{
    const auto studyForm = readForm(m_study.formJson.toUtf8(), m_study.name).map(withPresetTitle);
    ItemRequest request;
    request.target = queued.target;
    request.blind = m_study.blind;
    request.committed = queued.status == kDone;
    request.heading = heading.isEmpty() ? m_study.name : heading;
    if (request.target.kind() == Target::Kind::Round) {
        request.form
            = studyForm ? *studyForm : formByName(defaultFormFor(m_study.protocol)).value_or(FormDefinition {});
        request.leftIsA = queued.leftIsA;
        return request;
    }
    // A study whose form is the pairwise verdict gets the form that fits the report (rubric, claims, scores).
    const bool fits = studyForm && studyForm->id != QLatin1String("blind-pairwise")
        && studyForm->id != QLatin1String("pipeline-audit");
    Result<FormDefinition> form = fits ? Result<FormDefinition>(*studyForm) : formForTarget(request.target);
    if (!fits && request.target.responseId() > 0) {
        const auto report = Catalog(m_store).report(request.target.responseId());
        if (!report)
            return storeFailure(report.error());
        form = reportFormFor(m_store, report->benchmark, request.target);
    }
    if (!form)
        return storeFailure(form.error());
    request.form = *form;
    request.label = Texts::tr("Report");
    request.orderSeed = itemOrderSeed(m_study.seed, m_annotator, queued.target);
    return request;
}

SessionResult<BlindItem> AnnotationSession::make(const ItemRequest &request) const
{
    const auto item = makeItem(m_store, request);
    if (!item)
        return storeFailure(item.error());
    return *item;
}

SessionResult<SessionItem> AnnotationSession::itemFor(const QueueItem &queued, const QString &heading) const
{
    const auto request = requestFor(queued, heading);
    if (!request)
        return tl::unexpected(request.error());
    auto item = make(*request);
    if (!item)
        return tl::unexpected(item.error());
    SessionItem shown { queued, *request, std::move(*item), request->committed, false };
    if (const auto fresh = refresh(shown); !fresh) // committed before (an Undo reopened it): made as committed
        return tl::unexpected(fresh.error());
    return shown;
}

SessionResult<SessionItem> AnnotationSession::open(const QueueItem &queued, const QString &heading)
{
    if (const auto r = StudyStore(m_store).recordBlindingEvent(
            m_study.id, m_annotator, queued.target, StudyStore::BlindingEvent::Shown);
        !r)
        return storeFailure(r.error());
    return itemFor(queued, heading);
}

SessionResult<void> AnnotationSession::refresh(SessionItem &shown) const
{
    const auto released = this->released();
    if (!released)
        return tl::unexpected(released.error());
    const auto it = std::find_if(released->items.cbegin(), released->items.cend(),
        [&shown](const QueueItem &q) { return q.target == shown.queued.target; });
    if (it == released->items.cend())
        return notReleased();
    const auto state = StudyStore(m_store).blindingState(m_study.id, m_annotator, it->target);
    if (!state)
        return storeFailure(state.error());
    shown.queued.status = it->status;
    shown.queued.seconds = it->seconds;
    shown.revealed = state->revealed;
    shown.committed = it->status == kDone || state->committed;
    if (shown.committed && !shown.request.committed) {
        ItemRequest committed = shown.request;
        committed.committed = true;
        auto item = make(committed);
        if (!item)
            return tl::unexpected(item.error());
        shown.request = committed;
        shown.item = std::move(*item);
    }
    return {};
}

SessionResult<QHash<QString, QString>> AnnotationSession::answers(const SessionItem &shown) const
{
    const auto answers = FormAnswers(m_store, m_study.id, m_annotator, answerPresentation(shown.item.swapped))
                             .load(shown.item.form, shown.queued.target);
    if (!answers)
        return storeFailure(answers.error());
    return *answers;
}

std::optional<QString> AnnotationSession::problemWith(
    const FormQuestion &question, const QString &value, const QString &reason)
{
    return answerProblem(question, value, reason);
}

// Whether the question is asked now: after the commit or the reveal only once they happened, and only while it applies
// to the other answers (a withdrawal always may be made).
std::optional<QString> AnnotationSession::notAskedNow(const FormDefinition &form, const FormQuestion &q,
    const QString &value, const QHash<QString, QString> &given, bool committed, bool revealed)
{
    if (q.afterReveal && !revealed)
        return Texts::tr("'%1' is asked after the judge is revealed.").arg(q.text.left(200));
    if (q.afterCommit && !committed)
        return Texts::tr("'%1' is asked after the commit.").arg(q.text.left(200));
    if (!value.isEmpty() && !form.applies(q, given))
        return Texts::tr("'%1' does not apply to your other answers (it is asked only when %2).")
            .arg(q.text.left(200), q.onlyIf);
    return std::nullopt;
}

SessionResult<void> AnnotationSession::askedNow(
    const SessionItem &shown, const FormQuestion &q, const QString &value, const QHash<QString, QString> &given)
{
    if (const auto problem = notAskedNow(shown.item.form, q, value, given, shown.committed, shown.revealed))
        return refuse(SessionRefusal::Kind::Conflict, *problem);
    return {};
}

std::optional<QString> AnnotationSession::itemProblem(const FormDefinition &form,
    const QHash<QString, QString> &answers, const QSet<QString> &brought, const PackageItemState &state)
{
    // Every answer the item holds must apply to the others (the session withdraws one that stops applying); whether
    // a question is asked yet is checked for the answers the package brings (the master's were checked when given).
    for (const FormQuestion &q : form.questions) {
        if (!answers.contains(q.id))
            continue;
        const bool brings = brought.contains(q.id);
        if (const auto problem
            = notAskedNow(form, q, answers.value(q.id), answers, !brings || state.committed, !brings || state.revealed))
            return QStringLiteral("%1: %2").arg(q.id, *problem);
    }
    if (!state.done)
        return std::nullopt;
    if (const QStringList missing = missingAnswers(form, answers, true); !missing.isEmpty())
        return Texts::tr("marked done without an answer to %1").arg(missing.join(QStringLiteral(", ")));
    return std::nullopt;
}

PackageRules AnnotationSession::packageRules()
{
    return { &AnnotationSession::problemWith, &AnnotationSession::itemProblem };
}

SessionResult<void> AnnotationSession::answer(SessionItem &shown, const QString &question, const QString &value,
    const QString &reason, const QString &client, bool once)
{
    if (const auto fresh = refresh(shown); !fresh)
        return fresh;
    const FormDefinition &form = shown.item.form;
    const FormQuestion *q = form.question(question);
    if (!q)
        return refuse(
            SessionRefusal::Kind::Invalid, Texts::tr("This item has no question '%1'.").arg(question.left(64)));
    if (const auto problem = problemWith(*q, value, reason))
        return refuse(SessionRefusal::Kind::Invalid, *problem);
    const auto before = answers(shown);
    if (!before)
        return tl::unexpected(before.error());
    if (value.isEmpty() && !before->contains(question))
        return {}; // withdrawing what was never given changes nothing
    if (const auto conflict = askedNow(shown, *q, value, *before); !conflict)
        return conflict;
    FormAnswers store(m_store, m_study.id, m_annotator, answerPresentation(shown.item.swapped));
    store.setClient(client, once);
    // One transaction: the answer, the answers it makes inapplicable withdrawn, and a done item reopened when a
    // required answer is gone. A failure (or a kill) between them keeps none of them.
    const QueueItem queued = shown.queued;
    SessionResult<void> outcome;
    const auto written = inTransaction<void>(m_store, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(store.save(form, shown.queued.target, question, value, reason));
        outcome = withdrawInapplicable(shown);
        if (outcome)
            outcome = reopenIfIncomplete(shown);
        if (!outcome)
            return fail(outcome.error().detailed()); // rolls the whole answer back
        return {};
    });
    if (outcome && written)
        return {};
    shown.queued = queued; // as the project still holds it
    return outcome ? storeFailure(written.error()) : outcome;
}

// A done item whose required answer was withdrawn or undone is open again (pending); its first commit and a reveal
// are kept, so the answers given now are changes after the commit.
SessionResult<void> AnnotationSession::reopenIfIncomplete(SessionItem &shown)
{
    if (shown.queued.status != kDone)
        return {};
    const auto now = answers(shown);
    if (!now)
        return tl::unexpected(now.error());
    if (missingAnswers(shown.item.form, *now, shown.committed).isEmpty())
        return {};
    return mark(shown, QueueStatus::Pending, 0);
}

// A question that no longer applies (a tie's quality once the verdict is no longer a tie) has its answer withdrawn,
// with a history row.
SessionResult<void> AnnotationSession::withdrawInapplicable(const SessionItem &shown)
{
    const auto now = answers(shown);
    if (!now)
        return tl::unexpected(now.error());
    FormAnswers store(m_store, m_study.id, m_annotator, answerPresentation(shown.item.swapped));
    store.setClient(AnnotationStore::withdrawalClient()); // the rules' withdrawal, not the annotator's change
    for (const FormQuestion &q : shown.item.form.questions)
        if (now->contains(q.id) && !shown.item.form.applies(q, *now))
            if (const auto cleared
                = store.save(shown.item.form, shown.queued.target, q.id, QString(), Texts::tr("no longer applies"));
                !cleared)
                return storeFailure(cleared.error());
    return {};
}

SessionResult<void> AnnotationSession::mark(SessionItem &shown, QueueStatus status, double seconds)
{
    if (const auto r = StudyStore(m_store).markItem(m_study.id, m_annotator, shown.queued.target, status, seconds); !r)
        return storeFailure(r.error());
    shown.queued.seconds += std::max(0.0, seconds);
    shown.queued.status = status;
    return {};
}

SessionResult<bool> AnnotationSession::commit(SessionItem &shown, double seconds)
{
    if (const auto fresh = refresh(shown); !fresh)
        return tl::unexpected(fresh.error());
    const auto given = answers(shown);
    if (!given)
        return tl::unexpected(given.error());
    if (const QStringList missing = missingAnswers(shown.item.form, *given, false); !missing.isEmpty())
        return refuse(SessionRefusal::Kind::Conflict,
            Texts::tr("Answer every required question first (%1).").arg(missing.join(QStringLiteral(", "))));
    // One transaction: the first commit is recorded, the item made again as committed (only then are the questions
    // asked after it known: on a team's server the next round is readable only once this one is committed, so D2 at a
    // battle's end follows), and the item marked done unless such a question is still to be answered.
    ItemRequest committed = shown.request;
    committed.committed = true;
    BlindItem made;
    bool done = false;
    const auto stored = inTransaction<void>(m_store, [&]() -> Result<void> {
        if (!shown.committed)
            DRAUDIT_TRY_VOID(StudyStore(m_store).recordBlindingEvent(
                m_study.id, m_annotator, shown.queued.target, StudyStore::BlindingEvent::Committed));
        DRAUDIT_TRY(item, makeItem(m_store, committed));
        made = std::move(item);
        done = missingAnswers(made.form, *given, true).isEmpty();
        if (done && shown.queued.status != kDone)
            DRAUDIT_TRY_VOID(
                StudyStore(m_store).markItem(m_study.id, m_annotator, shown.queued.target, kDone, seconds));
        return {};
    });
    if (!stored)
        return storeFailure(stored.error());
    shown.request = committed;
    shown.item = std::move(made);
    shown.committed = true;
    if (done && shown.queued.status != kDone) {
        shown.queued.status = kDone;
        shown.queued.seconds += std::max(0.0, seconds);
    }
    return done;
}

SessionResult<ItemReveal> AnnotationSession::reveal(SessionItem &shown)
{
    if (const auto fresh = refresh(shown); !fresh)
        return tl::unexpected(fresh.error());
    if (!shown.committed)
        return refuse(
            SessionRefusal::Kind::Conflict, Texts::tr("The judge is shown only after your answer is committed."));
    // A blind package holds nothing of the judge: its reveal comes in the reveal package, whose issue records it.
    const auto package = packageIdentity(m_store);
    if (!package)
        return storeFailure(package.error());
    if (*package && (*package)->phase == PackagePhase::Blind)
        return refuse(SessionRefusal::Kind::Conflict,
            Texts::tr("This is a blind package: the judge comes in the reveal package, issued once this one is "
                      "merged."));
    if (const auto r = StudyStore(m_store).recordBlindingEvent(
            m_study.id, m_annotator, shown.queued.target, StudyStore::BlindingEvent::Revealed);
        !r)
        return storeFailure(r.error());
    shown.revealed = true;
    return shown.item.revealed.value_or(ItemReveal {});
}

SessionResult<void> AnnotationSession::defer(SessionItem &shown, Defer how, double seconds)
{
    if (const auto fresh = refresh(shown); !fresh)
        return fresh;
    if (shown.queued.status == kDone || shown.committed)
        return refuse(SessionRefusal::Kind::Conflict, Texts::tr("This item is committed, so it stays done."));
    return mark(shown, how == Defer::Skip ? QueueStatus::Skipped : QueueStatus::Flagged, seconds);
}

SessionResult<void> AnnotationSession::addTime(SessionItem &shown, double seconds)
{
    if (shown.queued.status == kDone || seconds <= 0)
        return {};
    return mark(shown, shown.queued.status, seconds);
}

SessionResult<HistoryEntry> AnnotationSession::undo(SessionItem &shown, const QString &client, bool once)
{
    if (const auto fresh = refresh(shown); !fresh)
        return tl::unexpected(fresh.error());
    // Undo rows are marked as undos, so that undoing again goes one step further back (AnnotationStore::lastUndoable).
    const QString undoClient = AnnotationStore::isUndoClient(client) ? client : QStringLiteral("undo:") + client;
    AnnotationStore history(m_store);
    if (once) {
        // A retried undo finds its own row last: it is answered as done, not undone twice.
        const auto last = history.lastChange(m_annotator, m_study.id);
        if (!last)
            return storeFailure(last.error());
        if (*last && (*last)->clientId == undoClient)
            return **last;
    }
    const auto next = history.lastUndoable(m_annotator, m_study.id);
    if (!next)
        return storeFailure(next.error());
    if (!*next || !questionOf(shown, (*next)->target, (*next)->field))
        return refuse(SessionRefusal::Kind::Conflict, Texts::tr("Nothing to undo on this item."));
    const HistoryEntry &h = **next;
    if (const auto undone = history.set({ m_annotator, h.target, h.field, h.hadOldValue ? h.oldValue : QString(),
            Texts::tr("undo"), m_study.id, undoClient, once });
        !undone)
        return storeFailure(undone.error());
    // The answer put back may make another stop applying; a required one taken back opens a done item again (its
    // first commit and a reveal are kept).
    if (const auto withdrawn = withdrawInapplicable(shown); !withdrawn)
        return tl::unexpected(withdrawn.error());
    if (const auto reopened = reopenIfIncomplete(shown); !reopened)
        return tl::unexpected(reopened.error());
    return h;
}

SessionResult<void> AnnotationSession::checkStoredAnswer(
    const Target &answered, const QString &field, const QString &value) const
{
    const auto question = studyQuestion(m_store, m_study, m_annotator, answered, field);
    if (!question)
        return refuse(SessionRefusal::Kind::Invalid, question.error().message);
    if (const auto problem = problemWith(*question, value, {}))
        return refuse(SessionRefusal::Kind::Invalid, *problem);
    // On an item released to the annotator, the rules of its form as shown: asked now (after the commit, after the
    // reveal) and applying to the other answers. An item not released (an owner recording answers given elsewhere, a
    // study not assigned yet) has no shown form to follow.
    const auto released = this->released();
    if (!released)
        return released.error().kind == SessionRefusal::Kind::NotAssigned ? SessionResult<void>()
                                                                          : tl::unexpected(released.error());
    const qint64 report = answered.responseId();
    for (const QueueItem &queued : released->items) {
        if (queued.target != answered && (report <= 0 || queued.target.responseId() != report))
            continue;
        const auto found = itemFor(queued, {});
        if (!found)
            return tl::unexpected(found.error());
        const SessionItem &shown = *found;
        if (const FormQuestion *q = questionOf(shown, answered, field)) {
            const auto given = answers(shown);
            if (!given)
                return tl::unexpected(given.error());
            return askedNow(shown, *q, value, *given);
        }
    }
    return {};
}

const FormQuestion *AnnotationSession::questionOf(const SessionItem &shown, const Target &target, const QString &field)
{
    for (const FormQuestion &q : shown.item.form.questions)
        if (q.storedTarget(shown.queued.target) == target && q.storedField() == field)
            return &q;
    return nullptr;
}

} // namespace draudit::models
