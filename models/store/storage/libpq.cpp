// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storage/libpq.h"

#include <QCoreApplication>
#include <dlfcn.h>
#include <mutex>

namespace draudit::models {

namespace {
template<typename F>
bool bind(void *library, const char *symbol, F &function)
{
    function = reinterpret_cast<F>(dlsym(library, symbol));
    return function != nullptr;
}

// Empty when every function resolved, else why not. Only the libpq already loaded (by Qt's QPSQL driver, whose
// connection handle these functions are given) is bound: never a second copy.
QString load(LibPq &pq)
{
    void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_NOLOAD);
    if (!library)
        return QStringLiteral("libpq.so.5 is not loaded by Qt's PostgreSQL driver");
    const bool all = bind(library, "PQexec", pq.exec) && bind(library, "PQresultStatus", pq.resultStatus)
        && bind(library, "PQresultErrorMessage", pq.resultErrorMessage) && bind(library, "PQclear", pq.clear)
        && bind(library, "PQputCopyData", pq.putCopyData) && bind(library, "PQputCopyEnd", pq.putCopyEnd)
        && bind(library, "PQerrorMessage", pq.errorMessage) && bind(library, "PQgetResult", pq.getResult);
    return all ? QString() : QString::fromLocal8Bit(dlerror());
}
} // namespace

Result<const LibPq *> libPq()
{
    static LibPq pq {};
    static QString why;
    static std::once_flag once;
    std::call_once(once, [] { why = load(pq); });
    if (!why.isEmpty())
        return fail(
            QCoreApplication::translate("draudit::models::PgBulk", "cannot load PostgreSQL's client library: %1")
                .arg(why));
    return &pq;
}

} // namespace draudit::models
