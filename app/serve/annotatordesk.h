// One annotator's study as the browser server runs it: which item is shown (the released queue: a blind battle's
// rounds one at a time), the item as the workbench makes it (models::makeItem, blind until the commit), answers
// through the store's answer path (models::FormAnswers, one history row each, idempotent by request key), the
// commit, the reveal, Skip, Flag and Undo. Everything the annotator may do is checked here, whatever the page sent:
// items are named by handles made for this desk, answers must be values of the item's form, and the time spent is
// the server's.
#pragma once

#include "app/serve/refusal.h"
#include "models/forms/blinditem.h"
#include "models/store/packagealias.h"
#include "models/store/studystore.h"

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

    QString annotator() const { return m_annotator; }
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
    Outcome<QByteArray> page(const QString &handle, const QString &block, const QString &side, bool dark);

private:
    struct Shown
    {
        models::QueueItem queued;
        models::ItemRequest request;
        models::BlindItem item; // made for the request, with the project's own targets
        bool committed = false; // ever committed (the project's blinding record says so)
        bool revealed = false;
        QElapsedTimer shownFor;
    };
    Outcome<void> refresh(Shown &shown);
    Outcome<void> withdrawInapplicable(const Shown &shown);
    Outcome<models::QueueItem> currentItem(QJsonObject &progress);
    Outcome<Shown *> show(const models::QueueItem &queued);
    Outcome<Shown *> freshItem(const QString &handle);
    Outcome<models::BlindItem> make(const models::ItemRequest &request) const;
    Outcome<QHash<QString, QString>> answersOf(const Shown &shown) const;
    QJsonObject itemJson(const Shown &shown, const QString &handle) const;
    Outcome<QJsonObject> withAnswers(const Shown &shown, const QString &handle, QJsonObject out) const;
    Outcome<void> mark(Shown &shown, const QString &status);
    QString handleOf(const QString &target) const;
    Outcome<void> record(const Shown &shown, models::StudyStore::BlindingEvent event) const;

    models::ProjectStore &m_store;
    models::StudyInfo m_study;
    QString m_annotator;
    models::IdAliases m_aliases;
    QHash<QString, Shown> m_shown; // by handle
};

// A project error as a refusal: the message goes to the server's log, the response says only that nothing was saved.
tl::unexpected<Refusal> storeFailure(const models::Error &error);

} // namespace draudit::serve
