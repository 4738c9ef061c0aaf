// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The page's requests taken as untrusted and handed to the annotation session; what comes back is JSON for the page.
#include "app/serve/annotatordesk.h"

#include "app/serve/safepage.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"

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

constexpr models::QueueStatus kDone = models::QueueStatus::Done;

// A request's idempotency key (stored as the history's client "web:KEY").
bool isRequestKey(const QString &key)
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9_-]{16,64}$"));
    return shape.match(key).hasMatch();
}
} // namespace

tl::unexpected<Refusal> storeFailure(const models::Error &error)
{
    std::fprintf(stderr, "draudit serve: %s\n", qPrintable(error.toString()));
    return refuse(500, Desk::tr("The project could not be read or written; nothing was saved. Try again."));
}

tl::unexpected<Refusal> sessionRefusal(const models::SessionRefusal &refusal)
{
    switch (refusal.kind) {
    case models::SessionRefusal::Kind::Invalid:
        return refuse(422, refusal.message);
    case models::SessionRefusal::Kind::NotAssigned:
        return refuse(403, refusal.message);
    case models::SessionRefusal::Kind::NotFound:
        return refuse(404, refusal.message + QLatin1Char(' ') + Desk::tr("Reload the page."));
    case models::SessionRefusal::Kind::Conflict:
        return refuse(409, refusal.message);
    case models::SessionRefusal::Kind::Store:
        break;
    }
    return storeFailure(refusal.error);
}

AnnotatorDesk::AnnotatorDesk(
    models::ProjectStore &store, models::StudyInfo study, QString annotator, const QString &aliasKey)
    : m_session(store, std::move(study), std::move(annotator))
    , m_aliases(aliasKey)
{
}

QString AnnotatorDesk::handleOf(const models::Target &target) const
{
    return m_aliases.target(target).toString();
}

double AnnotatorDesk::takeSeconds(Shown &shown)
{
    const double seconds = shown.shownFor.isValid() ? static_cast<double>(shown.shownFor.elapsed()) / 1000.0 : 0;
    shown.shownFor.invalidate(); // counted once
    return seconds;
}

Outcome<models::QueueItem> AnnotatorDesk::currentItem(QJsonObject &progress)
{
    const auto released = m_session.released();
    if (!released)
        return sessionRefusal(released.error());
    const auto at = models::AnnotationSession::currentIndex(*released);
    if (released->heldBack) {
        // Only whole units are counted, named as the study's protocol names them in the server's language ("battles"):
        // the items left would follow from the judge's verdicts.
        progress = { { QStringLiteral("units"), released->units }, { QStringLiteral("unitsDone"), released->unitsDone },
            { QStringLiteral("unitNoun"), models::unitsOf(m_session.study().protocol) } };
        if (at && *at < released->places.size())
            progress.insert(
                QStringLiteral("place"), QJsonArray { released->places[*at].first, released->places[*at].second });
    } else {
        const auto done = std::count_if(released->items.cbegin(), released->items.cend(),
            [](const models::QueueItem &q) { return q.status == kDone; });
        progress = { { QStringLiteral("items"), released->items.size() }, { QStringLiteral("done"), qint64(done) } };
        if (at)
            progress.insert(QStringLiteral("position"), qint64(*at) + 1);
    }
    progress.insert(QStringLiteral("skipped"), released->skipped);
    progress.insert(QStringLiteral("flagged"), released->flagged);
    return at ? released->items[*at] : models::QueueItem {};
}

Outcome<AnnotatorDesk::Shown *> AnnotatorDesk::show(const models::QueueItem &queued)
{
    const QString handle = handleOf(queued.target);
    if (auto it = m_shown.find(handle); it != m_shown.end() && it->session.queued.status == queued.status) {
        it->session.queued = queued;
        return &*it;
    }
    auto opened = m_session.open(queued);
    if (!opened)
        return sessionRefusal(opened.error());
    Shown &stored = m_shown[handle] = Shown { std::move(*opened), {} };
    stored.shownFor.start();
    return &stored;
}

// The item a request names, as the project has it now: one shown in this session, or a released item found again by
// its handle when the server started again (an alias under this session's key, which no page can make for an item it
// was not given).
Outcome<AnnotatorDesk::Shown *> AnnotatorDesk::freshItem(const QString &handle)
{
    if (const auto it = m_shown.find(handle); it != m_shown.end()) {
        if (const auto fresh = m_session.refresh(it->session); !fresh)
            return sessionRefusal(fresh.error());
        return &*it;
    }
    const auto released = m_session.released();
    if (!released)
        return sessionRefusal(released.error());
    for (const models::QueueItem &q : released->items)
        if (handleOf(q.target) == handle)
            return show(q);
    return refuse(404, Desk::tr("This item is not one shown to you. Reload the page."));
}

QJsonObject AnnotatorDesk::itemJson(const Shown &shown, const QString &handle) const
{
    // The page sees the item as a package would carry it: ids as aliases, the judge left out (reveal() gives it).
    models::BlindItem item = shown.session.item;
    item.target = m_aliases.target(item.target); // the handle the page knows it by
    item.form
        = item.form.displayed(); // the benchmarks' preset texts in the server's language, as the workbench shows them
    for (models::FormQuestion &q : item.form.questions)
        if (!q.target.isEmpty())
            q.target = m_aliases.target(q.target);
    item.revealed.reset();
    item.judged = item.judged && shown.session.committed; // whether a judge decided is the judge's too
    QJsonObject out = QJsonDocument::fromJson(models::blindItemToJson(item)).object();
    out.insert(QStringLiteral("handle"), handle);
    out.insert(QStringLiteral("status"), models::queueStatusName(shown.session.queued.status));
    out.insert(QStringLiteral("committed"), shown.session.committed);
    const double elapsed = shown.shownFor.isValid() ? static_cast<double>(shown.shownFor.elapsed()) / 1000.0 : 0;
    out.insert(QStringLiteral("seconds"), qRound(shown.session.queued.seconds + elapsed));
    return out;
}

Outcome<QHash<QString, QString>> AnnotatorDesk::answersOf(const Shown &shown) const
{
    const auto answers = m_session.answers(shown.session);
    if (!answers)
        return sessionRefusal(answers.error());
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
    QJsonObject out { { QStringLiteral("study"), m_session.study().name }, { QStringLiteral("progress"), progress } };
    if (!current->target.isValid()) {
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
    // A choice is taken back by Undo; an emptied text field is its answer withdrawn.
    if (value.isEmpty()) {
        const models::FormQuestion *q = (*found)->session.item.form.question(question);
        if (!q || q->kind != models::FormQuestion::Kind::FreeText)
            return refuse(422, Desk::tr("An answer needs a value; Undo takes one back."));
    }
    if (const auto saved
        = m_session.answer((*found)->session, question, value, reason, QStringLiteral("web:") + key, true);
        !saved)
        return sessionRefusal(saved.error());
    return withAnswers(**found, handle, { { QStringLiteral("saved"), true } });
}

Outcome<QJsonObject> AnnotatorDesk::commit(const QString &handle)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    Shown &shown = **found;
    // The time is counted once, when the commit makes the item done; a commit that stops for after-commit questions
    // keeps the clock running.
    const qint64 elapsedMs = shown.shownFor.isValid() ? shown.shownFor.elapsed() : 0;
    const auto done = m_session.commit(shown.session, static_cast<double>(elapsedMs) / 1000.0);
    if (!done)
        return sessionRefusal(done.error());
    if (*done)
        shown.shownFor.invalidate();
    // The progress as it is now: a unit finished by this commit counts at once, not at the next item.
    QJsonObject progress;
    if (const auto current = currentItem(progress); !current)
        return tl::unexpected(current.error());
    // The counts only: the place would be the next item's, and this one is still on screen.
    progress.remove(QStringLiteral("place"));
    progress.remove(QStringLiteral("position"));
    return withAnswers(shown, handle, { { QStringLiteral("done"), *done }, { QStringLiteral("progress"), progress } });
}

Outcome<QJsonObject> AnnotatorDesk::reveal(const QString &handle)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    const auto revealed = m_session.reveal((*found)->session);
    if (!revealed)
        return sessionRefusal(revealed.error());
    models::BlindItem only;
    only.revealed = *revealed;
    const QJsonObject json
        = QJsonDocument::fromJson(models::blindItemToJson(only)).object().value(QStringLiteral("revealed")).toObject();
    return QJsonObject { { QStringLiteral("revealed"), json },
        { QStringLiteral("judged"), (*found)->session.item.judged } };
}

Outcome<QJsonObject> AnnotatorDesk::defer(const QString &handle, Defer how)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    const auto deferred = m_session.defer((*found)->session,
        how == Defer::Skip ? models::AnnotationSession::Defer::Skip : models::AnnotationSession::Defer::Flag,
        takeSeconds(**found));
    if (!deferred)
        return sessionRefusal(deferred.error());
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
    const bool wasDone = shown.session.queued.status == kDone;
    const auto undone = m_session.undo(shown.session, QStringLiteral("web:") + key, true);
    if (!undone)
        return sessionRefusal(undone.error());
    if (wasDone && shown.session.queued.status != kDone)
        shown.shownFor.start(); // opened again: its time runs again
    // Which question the undo took back, so that the page makes it current.
    const models::FormQuestion *q = models::AnnotationSession::questionOf(shown.session, undone->target, undone->field);
    return withAnswers(
        shown, handle, { { QStringLiteral("undone"), true }, { QStringLiteral("question"), q ? q->id : QString() } });
}

Outcome<PageJob> AnnotatorDesk::page(const QString &handle, const QString &block, const QString &side, bool dark)
{
    const auto found = freshItem(handle);
    if (!found)
        return tl::unexpected(found.error());
    for (const models::ItemBlock &b : (*found)->session.item.blocks) {
        if (b.id != block)
            continue;
        if (b.kind == models::ItemBlock::Kind::Markdown)
            return pageJob(b.text, b, dark);
        if (b.kind == models::ItemBlock::Kind::AnswerPair
            && (side == QLatin1String("left") || side == QLatin1String("right")))
            return pageJob(side == QLatin1String("left") ? b.left : b.right, b, dark);
    }
    return refuse(404, Desk::tr("This item has no such part."));
}

} // namespace draudit::serve
