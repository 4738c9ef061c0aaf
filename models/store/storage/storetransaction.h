// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The transaction helper: runs a body of writes in one transaction, committed when it succeeds, rolled back
// otherwise. Nothing else in draudit begins, commits or rolls back a transaction (the layering test).
#pragma once

#include "models/core/error.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <type_traits>

namespace draudit::models {

// The one way anything above the store opens a transaction. `keep(result)` (`keep()` for a body of no result) decides
// whether a successful body is committed (a dry run, or a file found imported already, is rolled back); `file` names
// the input in the errors.
template<typename T, typename F, typename Keep>
Result<T> inTransaction(ProjectStore &store, F body, Keep keep, const QString &file = {})
{
    // The write lock is taken at once (BEGIN IMMEDIATE): a transaction that first reads and then writes cannot wait
    // for a writer that arrived meanwhile (SQLite refuses that wait, as a deadlock).
    if (!store.beginWrite())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "cannot start a transaction: %1")
                        .arg(store.lastWriteError()),
            file);
    Result<T> r = body();
    bool kept = r.has_value();
    if constexpr (std::is_void_v<T>)
        kept = kept && keep();
    else
        kept = kept && keep(*r);
    if (!kept) {
        store.rollbackWrite();
        return r;
    }
    if (!store.commitWrite()) {
        const QString why = store.lastWriteError();
        store.rollbackWrite();
        return fail(
            QCoreApplication::translate("draudit::models::StudyStore", "the change was not committed: %1").arg(why),
            file);
    }
    return r;
}

template<typename T, typename F>
Result<T> inTransaction(ProjectStore &store, F body)
{
    return inTransaction<T>(store, body, [](const auto &...) { return true; });
}

// The same on a connection that is no project yet (its schema being created or migrated while it opens): `what`
// names the work in the errors ("cannot create the project schema").
template<typename F>
Result<void> inTransaction(QSqlDatabase &db, F body, const QString &what)
{
    if (!db.transaction())
        return fail(what + QStringLiteral(": ") + db.lastError().text());
    Result<void> r = body();
    if (!r) {
        db.rollback();
        return r;
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        return fail(what + QStringLiteral(": ") + why);
    }
    return r;
}

} // namespace draudit::models
