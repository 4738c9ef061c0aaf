// Every column is written, null where the row has no value: no column of these tables has a default.
#include "models/store/importrows.h"

#include "models/store/statementcache.h"

namespace draudit::models {

Result<qint64> insertRubric(StatementCache &statements, const RubricRow &row)
{
    static const QString sql
        = QStringLiteral("INSERT INTO rubrics (task_id, kind, name, metadata) VALUES (?, ?, ?, ?) RETURNING id");
    return statements.insert(sql, { row.taskId, row.kind, row.name, row.metadata });
}

Result<qint64> insertRubricEntry(StatementCache &statements, const RubricEntryRow &row)
{
    static const QString sql = QStringLiteral("INSERT INTO rubric_items (rubric_id, position, kind, text, weight, "
                                              "allowed_values) VALUES (?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(sql, { row.rubricId, row.position, row.kind, row.text, row.weight, row.allowedValues });
}

Result<qint64> insertResponse(StatementCache &statements, const ResponseRow &row)
{
    static const QString sql = QStringLiteral("INSERT INTO responses (task_id, system_id, text, citations, "
                                              "input_tokens, output_tokens, metadata) VALUES (?, ?, ?, ?, ?, ?, ?) "
                                              "RETURNING id");
    return statements.insert(
        sql, { row.taskId, row.systemId, row.text, row.citations, row.inputTokens, row.outputTokens, row.metadata });
}

Result<qint64> insertReferencePage(StatementCache &statements, const ReferencePageRow &row)
{
    static const QString sql = QStringLiteral("INSERT INTO reference_pages (tree_id, parent_id, url, title, content, "
                                              "depth) VALUES (?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(sql, { row.treeId, row.parentId, row.url, row.title, row.content, row.depth });
}

Result<std::optional<qint64>> latestResponse(
    StatementCache &statements, const QString &benchmark, const QString &externalId, const QString &system)
{
    static const QString sql = QStringLiteral(
        "SELECT max(r.id) FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id "
        "WHERE t.benchmark = ? AND t.external_id = ? AND s.name = ?");
    return statements.lookup(sql, { benchmark, externalId, system });
}

} // namespace draudit::models
