// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One annotator's study as the browser server answers it: the page's requests mapped onto the annotation session
// (models/session/annotationsession.h), where every rule of the study lives, as the workbench's study flow and the
// command line call it. Here only what is the browser's: items are named by handles made for this desk (aliases of
// the project's targets), requests carry idempotency keys, replies are JSON without the judge until a reveal, and the
// time spent is the server's.
#pragma once

#include "app/serve/refusal.h"
#include "app/serve/safepage.h"
#include "models/session/annotationsession.h"
#include "models/store/packages/packagealias.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>

namespace draudit::models {
class ProjectStore;
}

namespace draudit::serve {

class AnnotatorDesk
{
public:
    // `aliasKey`: 32 bytes as hex, the session's own (packagealias.h): the item ids the page sees are aliases of it.
    AnnotatorDesk(models::ProjectStore &store, models::StudyInfo study, QString annotator, const QString &aliasKey);

    QString annotator() const { return m_session.annotator(); }
    // The study's guidelines, progress and the item to work on now (null when the queue is finished).
    Outcome<QJsonObject> state();
    // One answer to a question of a shown item, saved durably before this returns; `key` makes a retry harmless.
    Outcome<QJsonObject> answer(const QString &handle, const QString &question, const QString &value,
        const QString &reason, const QString &key);
    // Commits the item: every required answer given. The item is done unless questions asked after the commit
    // remain; the reply holds the form with them, never the judge (reveal()).
    Outcome<QJsonObject> commit(const QString &handle);
    // The judges' decisions on a committed item, recorded as revealed.
    Outcome<QJsonObject> reveal(const QString &handle);
    enum class Defer
    {
        Skip,
        Flag
    };
    Outcome<QJsonObject> defer(const QString &handle, Defer how);
    // Undoes the annotator's last change when it is one of this item's answers.
    Outcome<QJsonObject> undo(const QString &handle, const QString &key);
    // A Markdown block of a shown item as a safe page: block "report", or "answers" with side left or right.
    Outcome<PageJob> page(const QString &handle, const QString &block, const QString &side, bool dark);

private:
    struct Shown
    {
        models::SessionItem session;
        QElapsedTimer shownFor;
    };
    Outcome<models::QueueItem> currentItem(QJsonObject &progress);
    Outcome<Shown *> show(const models::QueueItem &queued);
    Outcome<Shown *> freshItem(const QString &handle);
    Outcome<QHash<QString, QString>> answersOf(const Shown &shown) const;
    QJsonObject itemJson(const Shown &shown, const QString &handle) const;
    Outcome<QJsonObject> withAnswers(const Shown &shown, const QString &handle, QJsonObject out) const;
    static double takeSeconds(Shown &shown);
    QString handleOf(const models::Target &target) const;

    models::AnnotationSession m_session;
    models::IdAliases m_aliases;
    QHash<QString, Shown> m_shown; // by handle
};

// A project error as a refusal: the message goes to the server's log, the response says only that nothing was saved.
tl::unexpected<Refusal> storeFailure(const models::Error &error);
// A refusal of the session as the HTTP status its kind means (a store failure logged as above).
tl::unexpected<Refusal> sessionRefusal(const models::SessionRefusal &refusal);

} // namespace draudit::serve
