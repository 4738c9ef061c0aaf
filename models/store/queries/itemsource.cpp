// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Queries behind forms generated from an item.
#include "models/store/queries/itemsource.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

namespace draudit::models {

ItemSource::ItemSource(ProjectStore &store)
    : m_store(store)
{
}

Result<QList<RubricItemRow>> ItemSource::rubricItems(
    qint64 response, const QStringList &kinds, const SharedRubrics &shared) const
{
    QVariantList binds;
    const QString kindList = inList(kinds, binds);
    binds << response << shared.kind << response << shared.benchmark;
    return queryRows<RubricItemRow>(m_store.database(),
        QStringLiteral(
            "SELECT i.id, r.kind, i.text, i.allowed_values, r.name, r.id, i.item_key FROM rubrics r JOIN rubric_items "
            "i ON "
            "i.rubric_id = r.id WHERE r.kind IN (%1) AND (r.task_id IN (SELECT rt.id FROM responses s JOIN tasks t "
            "ON t.id = s.task_id JOIN tasks rt ON rt.benchmark = t.benchmark AND rt.external_id = t.external_id "
            "WHERE s.id = ?) OR (r.task_id IS NULL AND r.kind = ? AND EXISTS (SELECT 1 FROM responses s JOIN "
            "tasks t ON t.id = s.task_id WHERE s.id = ? AND t.benchmark = ?))) ORDER BY r.task_id IS "
            "NULL, r.id, i.position")
            .arg(kindList),
        binds, [](const QSqlQuery &q) {
            return RubricItemRow { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                q.value(3).toString(), q.value(4).toString(), q.value(5).toLongLong(), q.value(6).toString() };
        });
}

Result<QList<CriterionRow>> ItemSource::taskCriteria(qint64 response, const QString &rubricKind) const
{
    return queryRows<CriterionRow>(m_store.database(),
        QStringLiteral(
            "SELECT i.kind, i.text, i.weight, i.allowed_values, r.metadata FROM rubric_items i JOIN rubrics r "
            "ON r.id = i.rubric_id WHERE r.id = (SELECT max(r2.id) FROM rubrics r2 WHERE r2.kind = ? AND "
            "r2.task_id IN (SELECT rt.id FROM responses s JOIN tasks t ON t.id = s.task_id JOIN tasks rt ON "
            "rt.benchmark = t.benchmark AND rt.external_id = t.external_id WHERE s.id = ?)) ORDER BY "
            "i.position"),
        { rubricKind, response }, [](const QSqlQuery &q) {
            return CriterionRow { q.value(0).toString(), q.value(1).toString(), q.value(2).toDouble(),
                q.value(3).toString(), q.value(4).toString() };
        });
}

namespace {
Result<QList<RubricEntryText>> rubricEntryTexts(ProjectStore &store, const QString &where, const QVariantList &binds)
{
    return queryRows<RubricEntryText>(store.database(),
        QStringLiteral("SELECT r.task_id, r.metadata, i.kind, i.text, t.external_id, t.domain FROM rubric_items i JOIN "
                       "rubrics r ON r.id = "
                       "i.rubric_id JOIN tasks t ON t.id = r.task_id WHERE %1 ORDER BY r.task_id, r.id, i.position")
            .arg(where),
        binds, [](const QSqlQuery &q) {
            return RubricEntryText { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                q.value(3).toString(), q.value(4).toString(), q.value(5).toString() };
        });
}

Result<QList<ReportText>> reportTexts(ProjectStore &store, const QString &where, const QVariantList &binds)
{
    return queryRows<ReportText>(store.database(),
        QStringLiteral("SELECT r.id, r.task_id, t.domain, t.prompt, r.text, s.name, t.external_id, r.metadata FROM "
                       "responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id WHERE %1 "
                       "ORDER BY r.id")
            .arg(where),
        binds, [](const QSqlQuery &q) {
            return ReportText { q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                q.value(3).toString(), q.value(4).toString(), q.value(5).toString(), q.value(6).toString(),
                q.value(7).toString() };
        });
}
} // namespace

Result<QList<RubricEntryText>> ItemSource::rubricEntriesOfTask(qint64 taskId, const QString &rubricKind) const
{
    return rubricEntryTexts(m_store, QStringLiteral("r.task_id = ? AND r.kind = ?"), { taskId, rubricKind });
}

Result<QList<RubricEntryText>> ItemSource::rubricEntriesOfBenchmark(
    const QString &benchmark, const QString &rubricKind) const
{
    return rubricEntryTexts(m_store, QStringLiteral("t.benchmark = ? AND r.kind = ?"), { benchmark, rubricKind });
}

Result<std::optional<ReportText>> ItemSource::report(qint64 responseId) const
{
    DRAUDIT_TRY(found, reportTexts(m_store, QStringLiteral("r.id = ?"), { responseId }));
    return found.isEmpty() ? std::optional<ReportText> {} : std::optional<ReportText> { found.front() };
}

Result<QList<ReportText>> ItemSource::reportsOfBenchmark(const QString &benchmark) const
{
    return reportTexts(m_store, QStringLiteral("t.benchmark = ?"), { benchmark });
}

Result<QList<ReportUsage>> ItemSource::reportUsage(const QString &benchmark) const
{
    return queryRows<ReportUsage>(m_store.database(),
        QStringLiteral("SELECT r.id, s.name, r.task_id, t.external_id, r.input_tokens, r.citations, r.metadata FROM "
                       "responses r JOIN "
                       "tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id WHERE t.benchmark = ? "
                       "ORDER BY r.id"),
        { benchmark }, [](const QSqlQuery &q) {
            return ReportUsage { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                q.value(3).toString(), q.value(4).isNull() ? std::nullopt : std::optional(q.value(4).toDouble()),
                q.value(5).toString(), q.value(6).toString() };
        });
}

Result<QHash<qint64, QString>> ItemSource::allowedValues(const QStringList &kinds) const
{
    QVariantList binds;
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT id, allowed_values FROM rubric_items WHERE kind IN (%1)").arg(inList(kinds, binds)),
            binds));
    QHash<qint64, QString> out;
    while (q.next())
        out.insert(q.value(0).toLongLong(), q.value(1).toString());
    return out;
}

Result<std::optional<QString>> ItemSource::taskMetadata(qint64 response, const QString &benchmark) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT rt.metadata FROM responses s JOIN tasks t ON t.id = s.task_id JOIN tasks rt ON "
                           "rt.benchmark = t.benchmark AND rt.external_id = t.external_id WHERE s.id = ? AND "
                           "t.benchmark = ? AND rt.metadata IS NOT NULL ORDER BY rt.id DESC"),
            { response, benchmark }));
    if (!q.next())
        return std::optional<QString> {};
    return std::optional<QString> { q.value(0).toString() };
}

namespace {
// Judge records of a field on a report's parts (of one judge by name, or any when empty): target and one column.
Result<QList<JudgeTextRow>> partRows(
    ProjectStore &store, qint64 response, const QString &judge, const QString &field, const QString &column)
{
    const QString prefix = Target::responsePart(response, QString()).toString() + QLatin1Char('%');
    const auto row = [](const QSqlQuery &q) {
        return JudgeTextRow { Target::parse(q.value(0).toString()), q.value(1).toString() };
    };
    if (judge.isEmpty())
        return queryRows<JudgeTextRow>(store.database(),
            QStringLiteral("SELECT target, %1 FROM judge_records WHERE field = ? AND target LIKE ? ORDER BY id")
                .arg(column),
            { field, prefix }, row);
    return queryRows<JudgeTextRow>(store.database(),
        QStringLiteral("SELECT r.target, r.%1 FROM judge_records r JOIN judges j ON j.id = r.judge_id WHERE j.name = ? "
                       "AND r.field = ? AND r.target LIKE ? ORDER BY r.id")
            .arg(column),
        { judge, field, prefix }, row);
}
} // namespace

Result<QList<JudgeTextRow>> ItemSource::responsePartRecords(
    qint64 response, const QString &judge, const QString &field) const
{
    return partRows(m_store, response, judge, field, QStringLiteral("reasoning"));
}

Result<QList<JudgeTextRow>> ItemSource::responsePartValues(
    qint64 response, const QString &judge, const QString &field) const
{
    return partRows(m_store, response, judge, field, QStringLiteral("value"));
}

} // namespace draudit::models
