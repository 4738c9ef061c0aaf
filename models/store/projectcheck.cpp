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
    // The history of each answer is a chain: the first change starts from nothing, and every later change starts
    // from the value the one before it left.
    if (!q.exec(QStringLiteral(
            "SELECT id, annotation_id, target, field, coalesce(old_value, '(none)'), coalesce(previous, '(none)') FROM "
            "(SELECT h.id, h.annotation_id, h.target, h.field, h.old_value, lag(h.new_value) OVER (PARTITION BY "
            "h.annotation_id ORDER BY h.id) AS previous, row_number() OVER (PARTITION BY h.annotation_id ORDER BY "
            "h.id) AS position FROM annotation_history h) chain WHERE (position = 1 AND old_value IS NOT NULL) OR "
            "(position > 1 AND (old_value IS NULL OR old_value <> previous)) ORDER BY id")))
        return fail(QCoreApplication::translate("draudit::models::ProjectCheck", "cannot follow the history chains: %1")
                        .arg(q.lastError().text()));
    while (q.next())
        problems << QCoreApplication::translate("draudit::models::ProjectCheck",
            "history row %1 of annotation %2 (%3 / %4) starts from '%5', but the change before it left '%6'")
                        .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                            q.value(4).toString(), q.value(5).toString());
    return problems;
}

} // namespace draudit::models
