// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Queries behind `draudit export`.
#include "models/store/queries/exportqueries.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

namespace draudit::models {

Result<QList<ExportedAnswer>> currentAnswers(ProjectStore &store, const std::optional<QString> &study)
{
    return queryRows<ExportedAnswer>(store.database(),
        QStringLiteral("SELECT s.name, n.name, a.target, a.field, a.value, a.reason, a.updated_at FROM annotations a "
                       "JOIN annotators n ON n.id = a.annotator_id JOIN studies s ON s.id = a.study_id WHERE "
                       "a.value <> '' %1 ORDER BY s.name, n.name, a.target, a.field")
            .arg(study ? QStringLiteral("AND s.name = ?") : QString()),
        study ? QVariantList { *study } : QVariantList {}, [](const QSqlQuery &q) {
            return ExportedAnswer { q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                q.value(3).toString(), q.value(4).toString(), q.value(5).toString(), q.value(6).toString() };
        });
}

Result<QList<AcceptingAnswer>> acceptingAnswers(ProjectStore &store, const QStringList &fields)
{
    QVariantList binds;
    const QString fieldList = inList(fields, binds);
    return queryRows<AcceptingAnswer>(store.database(),
        QStringLiteral("SELECT a.target, n.name FROM annotations a JOIN annotators n ON n.id = a.annotator_id WHERE "
                       "a.field IN (%1) AND lower(a.value) IN ('yes', 'true', '1') ORDER BY a.target, n.name")
            .arg(fieldList),
        binds, [](const QSqlQuery &q) {
            return AcceptingAnswer { q.value(0).toString(), q.value(1).toString() };
        });
}

Result<QList<TaskRubricText>> taskRubricTexts(ProjectStore &store, const QString &benchmark, const QString &kind)
{
    return queryRows<TaskRubricText>(store.database(),
        QStringLiteral("SELECT t.id, t.external_id, t.domain, t.prompt, i.text FROM tasks t JOIN rubrics r ON "
                       "r.task_id = t.id AND r.kind = ? JOIN rubric_items i ON i.rubric_id = r.id WHERE "
                       "t.benchmark = ? ORDER BY t.id, i.position"),
        { kind, benchmark }, [](const QSqlQuery &q) {
            return TaskRubricText { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                q.value(3).toString(), q.value(4).toString() };
        });
}

Result<std::optional<ResponseText>> responseText(ProjectStore &store, qint64 response)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("SELECT task_id, text FROM responses WHERE id = ?"), { response }));
    if (!q.next())
        return std::optional<ResponseText> {};
    return std::optional<ResponseText> { ResponseText { q.value(0).toLongLong(), q.value(1).toString() } };
}

} // namespace draudit::models
