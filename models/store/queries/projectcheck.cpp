// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SQLite: PRAGMA integrity_check and foreign_key_check; both backends: history and annotations agree.
#include "models/store/queries/projectcheck.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// A check's query; `what` (a translated text with %1 for the reason) says which check could not run.
Result<QSqlQuery> checkQuery(ProjectStore &store, const QString &sql, const char *what)
{
    auto q = runQuery(store.database(), sql);
    if (!q)
        return fail(QCoreApplication::translate("draudit::models::ProjectCheck", what).arg(q.error().message));
    return q;
}
} // namespace

Result<QStringList> checkProject(ProjectStore &store)
{
    QStringList problems;
    if (store.backend() == Backend::Sqlite) {
        DRAUDIT_TRY(integrity,
            checkQuery(store, QStringLiteral("PRAGMA integrity_check"),
                QT_TRANSLATE_NOOP("draudit::models::ProjectCheck", "cannot run the integrity check: %1")));
        while (integrity.next())
            if (integrity.value(0).toString() != QLatin1String("ok"))
                problems << QCoreApplication::translate("draudit::models::ProjectCheck", "integrity: %1")
                                .arg(integrity.value(0).toString());
        DRAUDIT_TRY(foreign,
            checkQuery(store, QStringLiteral("PRAGMA foreign_key_check"),
                QT_TRANSLATE_NOOP("draudit::models::ProjectCheck", "cannot run the foreign key check: %1")));
        while (foreign.next())
            problems << QCoreApplication::translate(
                "draudit::models::ProjectCheck", "table %1 row %2 refers to a missing %3 row")
                            .arg(foreign.value(0).toString(), foreign.value(1).toString(), foreign.value(2).toString());
    }
    // Every annotation has at least one history row whose new value is the current value.
    DRAUDIT_TRY(q,
        checkQuery(store,
            QStringLiteral("SELECT n.id, n.target, n.field FROM annotations n WHERE NOT EXISTS (SELECT 1 FROM "
                           "annotation_history h WHERE h.annotation_id = n.id AND h.new_value = n.value)"),
            QT_TRANSLATE_NOOP("draudit::models::ProjectCheck", "cannot compare annotations with their history: %1")));
    while (q.next())
        problems << QCoreApplication::translate(
            "draudit::models::ProjectCheck", "annotation %1 (%2 / %3) has no history row for its current value")
                        .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
    // The history of each answer is a chain: the first change starts from nothing, and every later change starts
    // from the value the one before it left.
    DRAUDIT_TRY(chain,
        checkQuery(store,
            QStringLiteral(
                "SELECT id, annotation_id, target, field, coalesce(old_value, '(none)'), coalesce(previous, '(none)') "
                "FROM (SELECT h.id, h.annotation_id, h.target, h.field, h.old_value, lag(h.new_value) OVER (PARTITION "
                "BY h.annotation_id ORDER BY h.id) AS previous, row_number() OVER (PARTITION BY h.annotation_id ORDER "
                "BY h.id) AS position FROM annotation_history h) chain WHERE (position = 1 AND old_value IS NOT NULL) "
                "OR (position > 1 AND (old_value IS NULL OR old_value <> previous)) ORDER BY id"),
            QT_TRANSLATE_NOOP("draudit::models::ProjectCheck", "cannot follow the history chains: %1")));
    while (chain.next())
        problems << QCoreApplication::translate("draudit::models::ProjectCheck",
            "history row %1 of annotation %2 (%3 / %4) starts from '%5', but the change before it left '%6'")
                        .arg(chain.value(0).toString(), chain.value(1).toString(), chain.value(2).toString(),
                            chain.value(3).toString(), chain.value(4).toString(), chain.value(5).toString());
    return problems;
}

} // namespace draudit::models
