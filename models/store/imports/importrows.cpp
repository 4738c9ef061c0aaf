// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every column is written, null where the row has no value: no column of these tables has a default.
#include "models/store/imports/importrows.h"

#include "models/store/storage/statementcache.h"

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
                                              "allowed_values, item_key) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(
        sql, { row.rubricId, row.position, row.kind, row.text, row.weight, row.allowedValues, row.key });
}

Result<qint64> insertResponse(StatementCache &statements, const ResponseRow &row)
{
    static const QString sql = QStringLiteral("INSERT INTO responses (task_id, system_id, text, citations, "
                                              "input_tokens, output_tokens, duration_s, metadata) VALUES "
                                              "(?, ?, ?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(sql,
        { row.taskId, row.systemId, row.text, row.citations, row.inputTokens, row.outputTokens, row.durationSeconds,
            row.metadata });
}

Result<qint64> insertReferencePage(StatementCache &statements, const ReferencePageRow &row)
{
    static const QString sql = QStringLiteral("INSERT INTO reference_pages (tree_id, parent_id, url, title, content, "
                                              "depth) VALUES (?, ?, ?, ?, ?, ?) RETURNING id");
    return statements.insert(sql, { row.treeId, row.parentId, row.url, row.title, row.content, row.depth });
}

Result<std::optional<qint64>> ImportLookups::latestResponse(
    const QString &benchmark, const QString &externalId, const QString &system)
{
    static const QString sql = QStringLiteral(
        "SELECT max(r.id) FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id "
        "WHERE t.benchmark = ? AND t.external_id = ? AND s.name = ?");
    return m_statements.lookup(sql, { benchmark, externalId, system });
}

Result<std::optional<qint64>> ImportLookups::latestResponseWithMetadata(
    const QString &benchmark, const QString &externalId, const QString &system, const QString &metadata)
{
    static const QString sql = QStringLiteral(
        "SELECT max(r.id) FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id "
        "WHERE t.benchmark = ? AND t.external_id = ? AND s.name = ? AND coalesce(r.metadata, '') = ?");
    return m_statements.lookup(sql, { benchmark, externalId, system, metadata });
}

Result<std::optional<qint64>> ImportLookups::onlyResponse(const QString &benchmark, const QString &externalId)
{
    static const QString sql = QStringLiteral(
        "SELECT CASE WHEN count(DISTINCT r.system_id) = 1 THEN max(r.id) END FROM responses r JOIN tasks t ON t.id = "
        "r.task_id WHERE t.benchmark = ? AND t.external_id = ?");
    return m_statements.lookup(sql, { benchmark, externalId });
}

Result<std::optional<qint64>> ImportLookups::latestTask(const QString &benchmark, const QString &externalId)
{
    static const QString sql = QStringLiteral("SELECT max(id) FROM tasks WHERE benchmark = ? AND external_id = ?");
    return m_statements.lookup(sql, { benchmark, externalId });
}

Result<std::optional<qint64>> ImportLookups::judgeRecord(qint64 judge, const QString &target, const QString &field)
{
    static const QString sql
        = QStringLiteral("SELECT id FROM judge_records WHERE judge_id = ? AND target = ? AND field = ?");
    return m_statements.lookup(sql, { judge, target, field });
}

Result<bool> ImportLookups::judgeRecordHasScore(qint64 record, double score, bool noScoreMatches)
{
    static const QString sql
        = QStringLiteral("SELECT id FROM judge_records WHERE id = ? AND (score = ? OR (score IS NULL AND ?))");
    auto found = m_statements.lookup(sql, { record, score, noScoreMatches });
    if (!found)
        return tl::unexpected(found.error());
    return found->has_value();
}

Result<bool> ImportLookups::judgeRecordHasValue(qint64 record, const QString &value)
{
    static const QString sql = QStringLiteral("SELECT id FROM judge_records WHERE id = ? AND value = ?");
    auto found = m_statements.lookup(sql, { record, value });
    if (!found)
        return tl::unexpected(found.error());
    return found->has_value();
}

Result<std::optional<qint64>> ImportLookups::latestComparison(const QString &benchmark, const QString &externalId)
{
    static const QString sql
        = QStringLiteral("SELECT max(id) FROM comparisons WHERE benchmark = ? AND external_id = ?");
    return m_statements.lookup(sql, { benchmark, externalId });
}

Result<std::optional<qint64>> ImportLookups::onlyRound(const QString &benchmark, const QString &externalId, int roundNo)
{
    static const QString sql
        = QStringLiteral("SELECT max(r.id) FROM rounds r JOIN comparisons c ON c.id = r.comparison_id WHERE "
                         "c.benchmark = ? AND c.external_id = ? AND r.round_no = ? HAVING count(*) = 1");
    return m_statements.lookup(sql, { benchmark, externalId, roundNo });
}

Result<std::optional<qint64>> ImportLookups::latestComparisonBetween(
    const QString &benchmark, const QString &metadataContains, const QString &systemA, const QString &systemB)
{
    static const QString sql = QStringLiteral(
        "SELECT max(c.id) FROM comparisons c JOIN systems a ON a.id = c.system_a JOIN systems b ON b.id = c.system_b "
        "WHERE c.benchmark = ? AND c.metadata LIKE ? AND ((a.name = ? AND b.name = ?) OR (a.name = ? AND b.name = "
        "?))");
    return m_statements.lookup(
        sql, { benchmark, QLatin1Char('%') + metadataContains + QLatin1Char('%'), systemA, systemB, systemB, systemA });
}

Result<std::optional<qint64>> ImportLookups::comparisonWinner(qint64 comparison)
{
    static const QString sql
        = QStringLiteral("SELECT CASE c.winner WHEN 'A' THEN a.id WHEN 'B' THEN b.id ELSE 0 END FROM comparisons c "
                         "JOIN systems a ON a.id = c.system_a JOIN systems b ON b.id = c.system_b WHERE c.id = ?");
    return m_statements.lookup(sql, { comparison });
}

Result<std::optional<qint64>> ImportLookups::systemIdOrZero(const QString &name)
{
    static const QString sql = QStringLiteral("SELECT coalesce((SELECT id FROM systems WHERE name = ?), 0)");
    return m_statements.lookup(sql, { name });
}

} // namespace draudit::models
