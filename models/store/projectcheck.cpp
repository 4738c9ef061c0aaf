// SQLite: PRAGMA integrity_check and foreign_key_check; both backends: history and annotations agree.
#include "models/store/projectcheck.h"

#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

Result<QStringList> checkProject(ProjectStore &store)
{
    QStringList problems;
    QSqlQuery q(store.database());
    if (store.backend() == Backend::Sqlite) {
        if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
            return fail(
                QCoreApplication::translate("draudit::models::ProjectCheck", "cannot run the integrity check: %1")
                    .arg(q.lastError().text()));
        while (q.next())
            if (q.value(0).toString() != QLatin1String("ok"))
                problems << QCoreApplication::translate("draudit::models::ProjectCheck", "integrity: %1")
                                .arg(q.value(0).toString());
        if (!q.exec(QStringLiteral("PRAGMA foreign_key_check")))
            return fail(
                QCoreApplication::translate("draudit::models::ProjectCheck", "cannot run the foreign key check: %1")
                    .arg(q.lastError().text()));
        while (q.next())
            problems << QCoreApplication::translate(
                "draudit::models::ProjectCheck", "table %1 row %2 refers to a missing %3 row")
                            .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
    }
    // Every annotation has at least one history row whose new value is the current value.
    if (!q.exec(QStringLiteral("SELECT n.id, n.target, n.field FROM annotations n WHERE NOT EXISTS (SELECT 1 FROM "
                               "annotation_history h WHERE h.annotation_id = n.id AND h.new_value = n.value)")))
        return fail(QCoreApplication::translate(
            "draudit::models::ProjectCheck", "cannot compare annotations with their history: %1")
                        .arg(q.lastError().text()));
    while (q.next())
        problems << QCoreApplication::translate(
            "draudit::models::ProjectCheck", "annotation %1 (%2 / %3) has no history row for its current value")
                        .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
    return problems;
}

} // namespace draudit::models
