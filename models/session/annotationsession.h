// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One annotator's work on a study, the one place its rules live: which items are released (a blind battle's rounds one
// at a time), how an item is made and shown (models::makeItem, blind until the commit), what an answer is (a value of
// the item's form to a question that applies, one length limit, withdrawn when it stops applying), what a commit is
// (every required answer given; the blinding record and the item's status in one transaction), that the judge reaches
// the annotator only through a recorded reveal, and Skip, Flag and Undo. The workbench's study flow, `draudit serve`,
// `draudit annotate --study` and the package merge's checks call it; none keeps a rule of its own. Which answer counts
// in the statistics is models/store/studies/answerbasis.h's: the value at the item's first commit.
#pragma once

#include "models/core/error.h"
#include "models/forms/blinditem.h"
#include "models/store/packages/studypackage.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/queuerelease.h"
#include "models/store/studies/studystore.h"

#include <QHash>
#include <QSet>
#include <optional>

namespace draudit::models {

class ProjectStore;

// Why the session will not do what was asked: the kind a front end maps to its own answer (an HTTP status, a message
// in the status bar), and a message for the annotator that names nothing secret.
struct SessionRefusal
{
    enum class Kind
    {
        Invalid, // not a value, question or request the session takes
        NotAssigned, // the annotator has no items in the study
        NotFound, // not an item released to this annotator
        Conflict, // not now: before the commit, after it, nothing to undo
        Store // the project could not be read or written; `error` holds why
    };
    Kind kind = Kind::Invalid;
    QString message;
    Error error = {};
    // The message with the project's own error for a Store refusal: for a log or the command line, never a page.
    QString detailed() const
    {
        return kind == Kind::Store ? message + QStringLiteral(" (") + error.toString() + QLatin1Char(')') : message;
    }
};

template<typename T>
using SessionResult = tl::expected<T, SessionRefusal>;

// An item as the session shows it, with what the project says of it.
struct SessionItem
{
    QueueItem queued;
    ItemRequest request;
    BlindItem item; // made for the request, with the project's own targets
    bool committed = false; // ever committed (the blinding record), or done
    bool revealed = false; // the judge was revealed to the annotator (the blinding record)
};

class AnnotationSession
{
public:
    // The longest typed answer or reason, in characters, for every front end.
    static constexpr qsizetype kLongestText = 20000;

    AnnotationSession(ProjectStore &store, StudyInfo study, QString annotator);

    const StudyInfo &study() const { return m_study; }
    const QString &annotator() const { return m_annotator; }

    // The queue as released now, and the place of the item to work on (the first pending item released, else the
    // first released one deferred); nullopt when every item is done.
    SessionResult<ReleasedQueue> released() const;
    static std::optional<qsizetype> currentIndex(const ReleasedQueue &released);
    // The request the item is made with: the study's form for a round (its protocol's when it has none), for a report
    // the study's form when it fits a report, else the form of the report's kind.
    // `heading` is what the item is called above it (the study's name when empty).
    SessionResult<ItemRequest> requestFor(const QueueItem &queued, const QString &heading = {}) const;
    // Makes the released item and records it shown; an item committed before is made as committed.
    SessionResult<SessionItem> open(const QueueItem &queued, const QString &heading = {});
    // The item as the project has it now (another tab, another front end, a restart): still released, its status,
    // whether it was committed and revealed; made again as committed once it is.
    SessionResult<void> refresh(SessionItem &item) const;

    // Question id -> stored value, read as the item is shown (a mirrored round's verdict in its shown order).
    SessionResult<QHash<QString, QString>> answers(const SessionItem &item) const;
    // Why a value cannot be an answer to the question (not one of its options, out of range, too long, a control
    // character); nullopt when it can. An empty value is a withdrawal.
    static std::optional<QString> problemWith(
        const FormQuestion &question, const QString &value, const QString &reason);
    // One answer, durably stored before this returns; answers that stop applying are withdrawn with a history row.
    // `client` names the writer in the history; with `once` it is a request's idempotency key (a retry writes once).
    SessionResult<void> answer(SessionItem &item, const QString &question, const QString &value, const QString &reason,
        const QString &client = QStringLiteral("gui"), bool once = false);
    // Commits: every required answer before the commit given. The first commit records `blinding.committed_at` and,
    // unless required after-commit questions remain, marks the item done with `seconds`, in one transaction. Returns
    // whether the item is done.
    SessionResult<bool> commit(SessionItem &item, double seconds);
    // The judge's decisions on a committed item, recorded as revealed before they are returned.
    SessionResult<ItemReveal> reveal(SessionItem &item);
    enum class Defer
    {
        Skip,
        Flag
    };
    // Skips or flags an item not committed (a committed item stays done).
    SessionResult<void> defer(SessionItem &item, Defer how, double seconds);
    // Undoes the annotator's last change not undone yet when it is one of this item's answers (steps back one change
    // at each call; a retry of `client`'s own undo with `once` is answered as done); an undo that empties a required
    // answer of a done item opens it again. The first commit and a reveal are kept.
    SessionResult<HistoryEntry> undo(
        SessionItem &item, const QString &client = QStringLiteral("undo"), bool once = false);
    // Records the seconds spent on an item left unfinished.
    SessionResult<void> addTime(SessionItem &item, double seconds);

    // The question of the shown item whose answer is stored at this target and field (a history row's), or null.
    static const FormQuestion *questionOf(const SessionItem &item, const Target &target, const QString &field);

    // An answer named by its stored target and field (draudit annotate --study): a question of one of the
    // annotator's items (or, before the study is assigned, of any of its items) that can have this value.
    SessionResult<void> checkStoredAnswer(const Target &target, const QString &field, const QString &value) const;

    // The rules a merged package's items keep (models/store/packages/studypackage.h): problemWith for each answer, and
    // for an item the questions asked in its state (itemProblem).
    static PackageRules packageRules();
    // Why answers given together to one item (a package's) break the rules: an answer not applying to the others, one
    // `brought` to a question not asked in the item's state, or a done item without every required answer; nullopt
    // when none.
    static std::optional<QString> itemProblem(const FormDefinition &form, const QHash<QString, QString> &answers,
        const QSet<QString> &brought, const PackageItemState &state);

private:
    // Why a question is not asked now (committed and revealed as the item is), or nullopt when it is.
    static std::optional<QString> notAskedNow(const FormDefinition &form, const FormQuestion &question,
        const QString &value, const QHash<QString, QString> &given, bool committed, bool revealed);
    static SessionResult<void> askedNow(const SessionItem &item, const FormQuestion &question, const QString &value,
        const QHash<QString, QString> &given);
    SessionResult<void> withdrawInapplicable(const SessionItem &item);
    SessionResult<void> reopenIfIncomplete(SessionItem &item);
    SessionResult<void> mark(SessionItem &item, QueueStatus status, double seconds);
    SessionResult<BlindItem> make(const ItemRequest &request) const;
    // The released item made for the request, with what the project says of it, without recording it shown.
    SessionResult<SessionItem> itemFor(const QueueItem &queued, const QString &heading) const;

    ProjectStore &m_store;
    StudyInfo m_study;
    QString m_annotator;
};

// A project error as a refusal.
SessionRefusal storeRefusal(const Error &error);

} // namespace draudit::models
