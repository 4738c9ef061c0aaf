// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rows importers add besides judge records: rubrics and their items, reports, reference pages, and the look-up
// of a task's latest report by a system. One statement each, written here and nowhere else.
#pragma once

#include "models/core/error.h"
#include "models/core/utf8text.h"

#include <QVariant>
#include <optional>

namespace draudit::models {

class StatementCache;

struct RubricRow
{
    RubricRow(QVariant taskId_, QString kind_, QString name_)
        : taskId(std::move(taskId_))
        , kind(std::move(kind_))
        , name(std::move(name_))
    {
    }

    QVariant taskId; // null: a rubric every task shares (DR. BENCH's general-report rubric)
    QString kind; // "qsr", "grr", "race", "ground-truth", "insight", "dr3-requirement", ...
    QString name;
    QVariant metadata; // JSON or null
};

struct RubricEntryRow
{
    RubricEntryRow(qint64 rubricId_, int position_, QString kind_, QString text_)
        : rubricId(rubricId_)
        , position(position_)
        , kind(std::move(kind_))
        , text(std::move(text_))
    {
    }

    qint64 rubricId = 0;
    int position = 0;
    QString kind;
    QString text;
    QVariant weight; // points or weight; null when the rubric gives none
    QVariant allowedValues; // JSON or null
    QVariant key; // the item's own id as the file writes it (a DR3-Eval checklist's "c1", 0, 7), or null
};

struct ResponseRow
{
    ResponseRow(qint64 taskId_, qint64 systemId_, const QString &text_)
        : taskId(taskId_)
        , systemId(systemId_)
        , text(text_)
    {
    }
    // Text read as UTF-8 is bound as it is (no conversion to UTF-16 and back on SQLite).
    ResponseRow(qint64 taskId_, qint64 systemId_, const Utf8Text &text_)
        : taskId(taskId_)
        , systemId(systemId_)
        , text(text_.toVariant())
    {
    }

    qint64 taskId = 0;
    qint64 systemId = 0;
    QVariant text;
    // Where the text was read (the file is the import's), named if it is refused as too long.
    qint64 line = 0;
    QString field;
    QVariant citations, inputTokens, outputTokens, durationSeconds, metadata; // null when the file gives none
};

struct ReferencePageRow
{
    QString treeId;
    QVariant parentId; // null for a root page
    QVariant url, title, content;
    int depth = 0;
};

Result<qint64> insertRubric(StatementCache &statements, const RubricRow &row);
Result<qint64> insertRubricEntry(StatementCache &statements, const RubricEntryRow &row);
Result<qint64> insertResponse(StatementCache &statements, const ResponseRow &row);
Result<qint64> insertReferencePage(StatementCache &statements, const ReferencePageRow &row);
// Look-ups importers make to link what they read to what is already in the project.
class ImportLookups
{
public:
    explicit ImportLookups(StatementCache &statements)
        : m_statements(statements)
    {
    }
    // The newest report of the task (by external id) of a benchmark written by a system (by name).
    Result<std::optional<qint64>> latestResponse(
        const QString &benchmark, const QString &externalId, const QString &system);
    // The same, among reports whose metadata is exactly this JSON text (empty: reports without metadata).
    Result<std::optional<qint64>> latestResponseWithMetadata(
        const QString &benchmark, const QString &externalId, const QString &system, const QString &metadata);
    // The newest report of the task (by external id) of a benchmark when a single system wrote its reports.
    Result<std::optional<qint64>> onlyResponse(const QString &benchmark, const QString &externalId);
    // The newest task of a benchmark with this external id.
    Result<std::optional<qint64>> latestTask(const QString &benchmark, const QString &externalId);
    // The judge's record of a target and field, and whether it has this score (or none, when noScoreMatches).
    Result<std::optional<qint64>> judgeRecord(qint64 judge, const QString &target, const QString &field);
    Result<bool> judgeRecordHasScore(qint64 record, double score, bool noScoreMatches);
    Result<bool> judgeRecordHasValue(qint64 record, const QString &value);
    // The newest comparison of a benchmark with this external id; its round with this number when exactly one has it.
    Result<std::optional<qint64>> latestComparison(const QString &benchmark, const QString &externalId);
    Result<std::optional<qint64>> onlyRound(const QString &benchmark, const QString &externalId, int roundNo);
    // The newest comparison whose metadata contains the text, between the two systems in either seat.
    Result<std::optional<qint64>> latestComparisonBetween(
        const QString &benchmark, const QString &metadataContains, const QString &systemA, const QString &systemB);
    // The system that won a comparison (0 for a tie), and a system's id by name (0 when there is none).
    Result<std::optional<qint64>> comparisonWinner(qint64 comparison);
    Result<std::optional<qint64>> systemIdOrZero(const QString &name);

private:
    StatementCache &m_statements;
};

} // namespace draudit::models
