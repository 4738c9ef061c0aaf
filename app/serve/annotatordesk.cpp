// The workbench's study flow (app/gui/studyflow*.cpp) for a browser: the same items, rules and records, with the
// page's requests taken as untrusted.
#include "app/serve/annotatordesk.h"

#include "app/serve/safepage.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/annotationstore.h"
#include "models/store/formanswers.h"
#include "models/store/projectstore.h"
#include "models/store/queuerelease.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cstdio>

namespace draudit::serve {

namespace {
struct Desk
{
    Q_DECLARE_TR_FUNCTIONS(draudit::serve::Desk)
};

const QString kDone = QStringLiteral("done");
constexpr qsizetype kLongestText = 20000; // characters of a typed answer or reason

// A request's idempotency key (stored as the history's client "web:KEY").
bool isRequestKey(const QString &key)
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9_-]{16,64}$"));
    return shape.match(key).hasMatch();
}

bool isRound(const QString &target)
{
    return models::Target::parse(target).kind() == models::Target::Kind::Round;
}

// The item to work on: the first pending item released, else the first released one deferred (skipped, flagged).
std::optional<qsizetype> currentIndex(const models::ReleasedQueue &released)
{
    for (qsizetype i = 0; i < released.items.size(); ++i)
        if (released.items[i].status == QLatin1String("pending"))
            return i;
    for (qsizetype i = 0; i < released.items.size(); ++i)
        if (released.items[i].status != kDone)
            return i;
    return std::nullopt;
}

// Required questions that apply and are not answered; after-commit questions only once the item is committed.
QStringList missingAnswers(const models::FormDefinition &form, const QHash<QString, QString> &answers, bool committed)
{
    QStringList out;
    for (const QString &id : form.missing(answers))
        if (const models::FormQuestion *q = form.question(id); q && (committed || (!q->afterCommit && !q->afterReveal)))
            out << id;
    return out;
}
} // namespace

tl::unexpected<Refusal> storeFailure(const models::Error &error)
{
    std::fprintf(stderr, "draudit serve: %s\n", qPrintable(error.toString()));
    return refuse(500, Desk::tr("The project could not be read or written; nothing was saved. Try again."));
}

AnnotatorDesk::AnnotatorDesk(
    models::ProjectStore &store, models::StudyInfo study, QString annotator, const QString &aliasKey)
    : m_store(store)
    , m_study(std::move(study))
    , m_annotator(std::move(annotator))
    , m_aliases(aliasKey)
{
}

QString AnnotatorDesk::handleOf(const QString &target) const
{
    return m_aliases.target(target);
}

Outcome<models::QueueItem> AnnotatorDesk::currentItem(QJsonObject &progress)
{
    const auto queue = models::StudyStore(m_store).queue(m_study.id, m_annotator);
    if (!queue)
        return storeFailure(queue.error());
    if (queue->isEmpty())
        return refuse(403, Desk::tr("You have no items in this study."));
    const models::ReleasedQueue released = models::releaseQueue(*queue, m_study.blind);
    const auto at = currentIndex(released);
    if (released.heldBack) {
        // Only battles are counted: the number of rounds left would follow from the judge's verdicts.
        progress = { { QStringLiteral("battles"), released.battles },
            { QStringLiteral("battlesDone"), released.battlesDone } };
        if (at && *at < released.places.size())
            progress.insert(
                QStringLiteral("place"), QJsonArray { released.places[*at].first, released.places[*at].second });
    } else {
        const auto done = std::count_if(queue->cbegin(), queue->cend(),
            [](const models::QueueItem &q) { return q.status == QLatin1String("done"); });
        progress = { { QStringLiteral("items"), queue->size() }, { QStringLiteral("done"), qint64(done) } };
        if (at)
            progress.insert(QStringLiteral("position"), qint64(*at) + 1);
    }
    return at ? released.items[*at] : models::QueueItem {};
}

Outcome<models::BlindItem> AnnotatorDesk::make(const models::ItemRequest &request) const
{
    const auto item = models::makeItem(m_store, request);
    if (!item)
        return storeFailure(item.error());
    return *item;
}

Outcome<AnnotatorDesk::Shown *> AnnotatorDesk::show(const models::QueueItem &queued)
{
    const QString handle = handleOf(queued.target);
    if (auto it = m_shown.find(handle); it != m_shown.end() && it->queued.status == queued.status) {
        it->queued = queued;
        return &*it;
    }
    const auto studyForm = models::readForm(m_study.formJson.toUtf8(), m_study.name).map(models::withPresetTitle);
    models::ItemRequest request;
    request.target = queued.target;
    request.blind = m_study.blind;
    request.committed = queued.status == kDone;
    request.heading = m_study.name;
    if (isRound(queued.target)) {
        // As the workbench: the study's form, or its protocol's when it has none.
        request.form = studyForm
            ? *studyForm
            : models::formByName(models::defaultFormFor(m_study.protocol)).value_or(models::FormDefinition {});
        request.leftIsA = queued.leftIsA;
    } else {
        // A report gets the study's form when it fits a report, else the form of its kind (app/gui/itemflow.cpp).
        const bool fits = studyForm && studyForm->id != QLatin1String("blind-pairwise")
            && studyForm->id != QLatin1String("pipeline-audit");
        const models::Target t = models::Target::parse(queued.target);
        const auto form = fits   ? models::Result<models::FormDefinition>(*studyForm)
            : t.responseId() > 0 ? models::Result<models::FormDefinition>(models::reportFormFor(m_store,
                  models::Catalog(m_store)
                      .report(t.responseId())
                      .map([](const auto &r) { return r.benchmark; })
                      .value_or(QString()),
                  queued.target))
                                 : models::formForTarget(queued.target);
        if (!form)
            return storeFailure(form.error());
        request.form = *form;
        request.label = Desk::tr("Report");
        request.orderSeed = models::itemOrderSeed(m_study.seed, m_annotator, queued.target);
    }
    auto item = make(request);
    if (!item)
        return tl::unexpected(item.error());
    Shown shown { queued, request, std::move(*item), request.committed, false, {} };
    shown.shownFor.start();
    Shown &stored = m_shown[handle] = std::move(shown);
    if (const auto recorded = record(stored, models::StudyStore::BlindingEvent::Shown); !recorded)
        return tl::unexpected(recorded.error());
    if (const auto fresh = refresh(stored); !fresh) // committed before (an Undo reopened it): made as committed
        return tl::unexpected(fresh.error());
    return &stored;
}

// The item a request names, as the project has it now (refresh): one shown in this session, or a released item
// found again by its handle when the server started again (an alias under this session's key, which no page can make
// for an item it was not given).
Outcome<AnnotatorDesk::Shown *> AnnotatorDesk::freshItem(const QString &handle)
{
    if (const auto it = m_shown.find(handle); it != m_shown.end()) {
        if (const auto fresh = refresh(*it); !fresh)
            return tl::unexpected(fresh.error());
        return &*it;
    }
    const auto queue = models::StudyStore(m_store).queue(m_study.id, m_annotator);
    if (!queue)
        return storeFailure(queue.error());
    for (const models::QueueItem &q : models::releaseQueue(*queue, m_study.blind).items)
        if (handleOf(q.target) == handle)
            return show(q); // refreshed there
    return refuse(404, Desk::tr("This item is not one shown to you. Reload the page."));
}

Outcome<void> AnnotatorDesk::record(const Shown &shown, models::StudyStore::BlindingEvent event) const
{
    if (const auto r
        = models::StudyStore(m_store).recordBlindingEvent(m_study.id, m_annotator, shown.queued.target, event);
        !r)
        return storeFailure(r.error());
    return {};
}

// What the project says of the item now, whatever this desk remembers (another tab, the workbench, a restart): still
// released to the annotator, its state, and whether it was ever committed and its judge revealed. An item committed
// is made again as committed (its after-commit questions, its reveal).
Outcome<void> AnnotatorDesk::refresh(Shown &shown)
{
    const auto queue = models::StudyStore(m_store).queue(m_study.id, m_annotator);
    if (!queue)
        return storeFailure(queue.error());
    const QList<models::QueueItem> released = models::releaseQueue(*queue, m_study.blind).items;
    const auto it = std::find_if(released.cbegin(), released.cend(),
        [&shown](const models::QueueItem &q) { return q.target == shown.queued.target; });
    if (it == released.cend())
        return refuse(404, Desk::tr("This item is not one shown to you. Reload the page."));
    const auto state = models::StudyStore(m_store).blindingState(m_study.id, m_annotator, it->target);
    if (!state)
        return storeFailure(state.error());
    shown.queued.status = it->status;
    shown.queued.seconds = it->seconds;
    shown.revealed = state->revealed;
    shown.committed = it->status == kDone || state->committed;
    if (shown.committed && !shown.request.committed) {
        models::ItemRequest committed = shown.request;
        committed.committed = true;
        auto item = make(committed);
        if (!item)
            return tl::unexpected(item.error());
        shown.request = committed;
        shown.item = std::move(*item);
    }
    return {};
}

QJsonObject AnnotatorDesk::itemJson(const Shown &shown, const QString &handle) const
{
    // The page sees the item as a package would carry it: ids as aliases, the judge left out (reveal() gives it).
    models::BlindItem item = shown.item;
    item.target = handle;
    item.form
        = item.form.displayed(); // the benchmarks' preset texts in the server's language, as the workbench shows them
    for (models::FormQuestion &q : item.form.questions)
        if (!q.target.isEmpty())
            q.target = m_aliases.target(q.target);
    item.revealed.reset();
    item.judged = item.judged && shown.committed; // whether a judge decided is the judge's too
    QJsonObject out = QJsonDocument::fromJson(models::blindItemToJson(item)).object();
    out.insert(QStringLiteral("handle"), handle);
    out.insert(QStringLiteral("status"), shown.queued.status);
    out.insert(QStringLiteral("committed"), shown.committed);
    const double elapsed = shown.shownFor.isValid() ? static_cast<double>(shown.shownFor.elapsed()) / 1000.0 : 0;
    out.insert(QStringLiteral("seconds"), qRound(shown.queued.seconds + elapsed));
    return out;
}

Outcome<QHash<QString, QString>> AnnotatorDesk::answersOf(const Shown &shown) const
{
    const auto answers
        = models::FormAnswers(m_store, m_study.id, m_annotator, models::answerPresentation(shown.item.swapped))
              .load(shown.item.form, shown.queued.target);
    if (!answers)
        return storeFailure(answers.error());
    return *answers;
}

Outcome<QJsonObject> AnnotatorDesk::withAnswers(const Shown &shown, const QString &handle, QJsonObject out) const
{
    const auto answers = answersOf(shown);
    if (!answers)
        return tl::unexpected(answers.error());
    QJsonObject given;
    for (auto it = answers->cbegin(); it != answers->cend(); ++it)
        given.insert(it.key(), it.value());
    QJsonObject item = itemJson(shown, handle);
    item.insert(QStringLiteral("answers"), given);
    out.insert(QStringLiteral("item"), item);
    return out;
}

Outcome<QJsonObject> AnnotatorDesk::state()
{
    QJsonObject progress;
    const auto current = currentItem(progress);
    if (!current)
        return tl::unexpected(current.error());
    QJsonObject out { { QStringLiteral("study"), m_study.name }, { QStringLiteral("progress"), progress } };
    if (current->target.isEmpty()) {
        out.insert(QStringLiteral("finished"), true);
        return out;
    }
    const auto shown = show(*current);
    if (!shown)
        return tl::unexpected(shown.error());
    return withAnswers(**shown, handleOf(current->target), out);
}

Outcome<QJsonObject> AnnotatorDesk::answer(
    const QString &handle, const QString &question, const QString &value, const QString &reason, const QString &key)
{
    if (!isRequestKey(key))
        return refuse(400, Desk::tr("Every answer needs a request key of 16 to 64 letters and digits."));
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    const models::FormDefinition &form = shown.item.form;
    const models::FormQuestion *q = form.question(question);
    if (!q)
        return refuse(422, Desk::tr("This item has no question '%1'.").arg(question.left(64)));
    if (value.isEmpty() || value.size() > kLongestText || reason.size() > kLongestText || !q->accepts(value))
        return refuse(422, Desk::tr("'%1' is not an answer to '%2'.").arg(value.left(64), q->text.left(200)));
    if ((q->afterCommit && !shown.committed) || (q->afterReveal && !shown.revealed))
        return refuse(409, Desk::tr("'%1' is asked after the commit.").arg(q->text.left(200)));
    const auto before = answersOf(shown);
    if (!before)
        return tl::unexpected(before.error());
    if (!form.applies(*q, *before))
        return refuse(409, Desk::tr("'%1' does not apply to your other answers.").arg(q->text.left(200)));
    models::FormAnswers answers(m_store, m_study.id, m_annotator, models::answerPresentation(shown.item.swapped));
    answers.setClient(QStringLiteral("web:") + key, true);
    if (const auto saved = answers.save(form, shown.queued.target, question, value, reason); !saved)
        return storeFailure(saved.error());
    if (const auto withdrawn = withdrawInapplicable(shown); !withdrawn)
        return tl::unexpected(withdrawn.error());
    return withAnswers(shown, handle, { { QStringLiteral("saved"), true } });
}

// As the workbench: a question that no longer applies (a tie's quality once the verdict is no longer a tie) has its
// answer withdrawn, with a history row.
Outcome<void> AnnotatorDesk::withdrawInapplicable(const Shown &shown)
{
    const auto now = answersOf(shown);
    if (!now)
        return tl::unexpected(now.error());
    models::FormAnswers answers(m_store, m_study.id, m_annotator, models::answerPresentation(shown.item.swapped));
    for (const models::FormQuestion &q : shown.item.form.questions)
        if (now->contains(q.id) && !shown.item.form.applies(q, *now))
            if (const auto cleared
                = answers.save(shown.item.form, shown.queued.target, q.id, QString(), Desk::tr("no longer applies"));
                !cleared)
                return storeFailure(cleared.error());
    return {};
}

Outcome<void> AnnotatorDesk::mark(Shown &shown, const QString &status)
{
    const double seconds = shown.shownFor.isValid() ? static_cast<double>(shown.shownFor.elapsed()) / 1000.0 : 0;
    shown.shownFor.invalidate(); // counted once
    if (const auto r
        = models::StudyStore(m_store).markItem(m_study.id, m_annotator, shown.queued.target, status, seconds);
        !r)
        return storeFailure(r.error());
    shown.queued.seconds += seconds;
    shown.queued.status = status;
    return {};
}

Outcome<QJsonObject> AnnotatorDesk::commit(const QString &handle)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    const auto answers = answersOf(shown);
    if (!answers)
        return tl::unexpected(answers.error());
    if (const QStringList missing = missingAnswers(shown.item.form, *answers, false); !missing.isEmpty())
        return refuse(
            409, Desk::tr("Answer every required question first (%1).").arg(missing.join(QStringLiteral(", "))));
    if (!shown.committed) {
        // Stored first: only a commit the project holds opens the judge (refresh makes the item again as committed,
        // with the questions asked after it, D2 at a battle's end).
        if (const auto recorded = record(shown, models::StudyStore::BlindingEvent::Committed); !recorded)
            return tl::unexpected(recorded.error());
        if (const auto fresh = refresh(shown); !fresh)
            return tl::unexpected(fresh.error());
    }
    const auto now = answersOf(shown);
    if (!now)
        return tl::unexpected(now.error());
    const bool more = !missingAnswers(shown.item.form, *now, true).isEmpty();
    if (!more && shown.queued.status != kDone)
        if (const auto marked = mark(shown, kDone); !marked)
            return tl::unexpected(marked.error());
    return withAnswers(shown, handle, { { QStringLiteral("done"), !more } });
}

Outcome<QJsonObject> AnnotatorDesk::reveal(const QString &handle)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    if (!shown.committed)
        return refuse(409, Desk::tr("The judge is shown only after your answer is committed."));
    if (const auto recorded = record(shown, models::StudyStore::BlindingEvent::Revealed); !recorded)
        return tl::unexpected(recorded.error());
    shown.revealed = true;
    QJsonObject revealed;
    if (shown.item.revealed) {
        models::BlindItem only;
        only.revealed = shown.item.revealed;
        revealed = QJsonDocument::fromJson(models::blindItemToJson(only))
                       .object()
                       .value(QStringLiteral("revealed"))
                       .toObject();
    }
    return QJsonObject { { QStringLiteral("revealed"), revealed }, { QStringLiteral("judged"), shown.item.judged } };
}

Outcome<QJsonObject> AnnotatorDesk::defer(const QString &handle, Defer how)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    if (shown.queued.status == kDone || shown.committed)
        return refuse(409, Desk::tr("This item is committed, so it stays done."));
    if (const auto marked = mark(shown, how == Defer::Skip ? QStringLiteral("skipped") : QStringLiteral("flagged"));
        !marked)
        return tl::unexpected(marked.error());
    return state();
}

Outcome<QJsonObject> AnnotatorDesk::undo(const QString &handle, const QString &key)
{
    if (!isRequestKey(key))
        return refuse(400, Desk::tr("An undo needs a request key of 16 to 64 letters and digits."));
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    models::AnnotationStore history(m_store);
    const auto last = history.lastChange(m_annotator, m_study.id);
    if (!last)
        return storeFailure(last.error());
    const QString client = QStringLiteral("web:") + key;
    bool ofItem = false;
    if (*last)
        for (const models::FormQuestion &q : shown.item.form.questions)
            ofItem = ofItem
                || ((*last)->target == q.storedTarget(shown.queued.target) && (*last)->field == q.storedField());
    if (!*last || (!ofItem && (*last)->clientId != client))
        return refuse(409, Desk::tr("Nothing to undo on this item."));
    if (const auto undone = history.undoLast(m_annotator, m_study.id, client, true); !undone)
        return storeFailure(undone.error());
    const auto answers = answersOf(shown);
    if (!answers)
        return tl::unexpected(answers.error());
    // An undo that empties a required answer of a done item opens it again, as in the workbench.
    if (!missingAnswers(shown.item.form, *answers, shown.committed).isEmpty() && shown.queued.status == kDone) {
        if (const auto reopened = mark(shown, QStringLiteral("pending")); !reopened)
            return tl::unexpected(reopened.error());
        shown.shownFor.start();
    }
    return withAnswers(shown, handle, { { QStringLiteral("undone"), true } });
}

Outcome<QByteArray> AnnotatorDesk::page(const QString &handle, const QString &block, const QString &side, bool dark)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    for (const models::ItemBlock &b : (*found)->item.blocks) {
        if (b.id != block)
            continue;
        if (b.kind == models::ItemBlock::Kind::Markdown)
            return safePage(b.text, b, dark);
        if (b.kind == models::ItemBlock::Kind::AnswerPair
            && (side == QLatin1String("left") || side == QLatin1String("right")))
            return safePage(side == QLatin1String("left") ? b.left : b.right, b, dark);
    }
    return refuse(404, Desk::tr("This item has no such part."));
}

} // namespace draudit::serve
