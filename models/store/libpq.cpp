#include "models/store/libpq.h"

#include "models/core/runtimelibrary.h"

#include <QCoreApplication>
#include <mutex>

namespace draudit::models {

namespace {
// Empty when every function resolved, else why not.
QString load(LibPq &pq)
{
    RuntimeLibrary library(QStringLiteral("pq"), 5); // libpq.so.5, the library QPSQL links
    library.bind("PQexec", pq.exec).bind("PQresultStatus", pq.resultStatus);
    library.bind("PQresultErrorMessage", pq.resultErrorMessage).bind("PQclear", pq.clear);
    library.bind("PQputCopyData", pq.putCopyData).bind("PQputCopyEnd", pq.putCopyEnd);
    library.bind("PQerrorMessage", pq.errorMessage).bind("PQgetResult", pq.getResult);
    return library.error();
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
            QCoreApplication::translate("draudit::models::PgBulk", "cannot load PostgreSQL's client library: %1").arg(why));
    return &pq;
}

} // namespace draudit::models
