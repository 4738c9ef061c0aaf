// Runs a body of writes in the store's write transaction: committed when it succeeds, rolled back otherwise.
#pragma once

#include "models/core/error.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>

namespace draudit::models {

template<typename T, typename F>
Result<T> inTransaction(ProjectStore &store, F body)
{
    if (!store.beginWrite())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "cannot start a transaction: %1")
                        .arg(store.lastWriteError()));
    Result<T> r = body();
    if (!r) {
        store.rollbackWrite();
        return r;
    }
    if (!store.commitWrite()) {
        const QString why = store.lastWriteError();
        store.rollbackWrite();
        return fail(
            QCoreApplication::translate("draudit::models::StudyStore", "the change was not committed: %1").arg(why));
    }
    return r;
}

} // namespace draudit::models
