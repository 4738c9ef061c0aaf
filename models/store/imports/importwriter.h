// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The statements an import writes through besides the per-benchmark rows of importrows.h and judgerecords.h:
// systems, judges, tasks, comparisons and their rounds, studies and human answers, savepoints and target relinking.
// Rows a record makes together (a comparison's responses, rounds and verdicts) go in one multi-row statement each.
#pragma once

#include "models/core/error.h"
#include "models/store/imports/importrows.h"
#include "models/store/imports/judgerecords.h"
#include "models/store/storage/rowinserter.h"
#include "models/store/storage/statementcache.h"

#include <QHash>
#include <QList>
#include <QVariant>
#include <map>
#include <optional>
#include <set>

namespace draudit::models {

class ProjectStore;

struct TaskRow
{
    QString benchmark, externalId, language, domain; // empty language, domain: null
    QVariant prompt; // a QString or a Utf8Text
    QString metadata; // JSON; empty: null
    QVariant sourceId; // null for tasks no file brought (the demo)
};

// A pairwise comparison of two systems, round by round (a DR-Arena battle).
struct ComparisonRow
{
    QString benchmark, externalId, title;
    qint64 systemA = 0, systemB = 0;
    QVariant winner; // "A", "B", "Tie" or null until known
    QVariant scoreA, scoreB;
    int totalRounds = 0;
    QVariant metadata, sourceId;
};

struct RoundRow
{
    qint64 comparisonId = 0;
    int number = 0;
    qint64 taskId = 0;
    QVariant depth, width, wordLimit;
    QVariant logicChain, sourceNodes, checklistWidth, checklistDepth; // JSON
    qint64 responseA = 0, responseB = 0;
    double scoreA = 0, scoreB = 0; // cumulative after the round
    QVariant evolution; // JSON or null
};

// A human answer read from a file, with where it came from as its reason.
struct ImportedAnswer
{
    QString annotator, target, field, value, reason;
    qint64 studyId = 1;
    QString clientId = QStringLiteral("import"); // 'owner-import' when the owner wrote as an annotator with a PIN
};

enum class Savepoint
{
    Begin,
    Keep, // the record is written: release the savepoint
    Undo, // the record failed: roll back to the savepoint and release it
};

class ImportWriter
{
public:
    // `file` is named in errors.
    ImportWriter(ProjectStore &store, const QString &file);

    StatementCache &statements() { return m_statements; }
    Result<void> savepoint(Savepoint step);
    // Sends the rows waiting for PostgreSQL's COPY; the import calls it before its commit.
    Result<void> flush() { return m_statements.flushBulk(); }

    Result<std::optional<qint64>> systemId(const QString &name);
    Result<qint64> addSystem(const QString &name);
    Result<std::optional<qint64>> judgeId(const QString &name, const QString &run);
    Result<qint64> addJudge(const QString &name, const QString &run);

    // The newest task with this id and exactly this prompt (or, with an empty prompt, one awaiting its prompt).
    Result<std::optional<qint64>> taskWithPrompt(
        const QString &benchmark, const QString &externalId, const QString &prompt);
    // Fills the task's missing language, domain and metadata (and its prompt, when `prompt` is given).
    Result<void> completeTask(qint64 task, const TaskRow &details, const std::optional<QString> &prompt = {});
    // New task rows, their ids in row order. The bulk writers take their rows by value and move the values out.
    Result<QList<qint64>> addTasks(QList<TaskRow> rows, ReadBack readBack = ReadBack::Yes);
    // Whether any task's external id starts with `prefix`. Asked for every comparison of a file, it reads the
    // project once per benchmark when the benchmark had no tasks yet (a first import): then only the tasks this
    // writer created can match. (A second import of the benchmark running at the same moment is not seen; its tasks
    // are then not shared with this file's, which the schema allows.)
    Result<bool> hasTasksUnder(const QString &benchmark, const QString &prefix);

    // A comparison nothing reads back before its rounds are written (on PostgreSQL it waits for COPY).
    Result<qint64> addComparison(const ComparisonRow &row);
    // The result known once the comparison's rounds are written (the demo writes the comparison first).
    Result<void> finishComparison(qint64 comparison, const QString &winner, double scoreA, double scoreB, int rounds);
    Result<qint64> addRound(RoundRow row);
    Result<QList<qint64>> addRounds(QList<RoundRow> rows);
    Result<QList<qint64>> addResponses(QList<ResponseRow> rows);
    Result<QList<qint64>> addJudgeRecords(QList<JudgeRecordRow> rows);

    // Judge records and answers carrying a placeholder target (their response came later) point at `target` now.
    Result<void> relinkTargets(const QString &placeholder, const QString &target);

    Result<std::optional<qint64>> studyId(const QString &name);
    Result<qint64> addStudy(const QString &name); // protocol kOpenStudyProtocol
    // Records the answer and its history row; false when the annotator already gave this value (nothing written).
    Result<bool> addAnswer(const ImportedAnswer &answer);

private:
    // Several rows of `table (columns)` in statements of up to 64 rows; `values` holds `perRow` values per row.
    Result<QList<qint64>> insertRows(
        const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values, ReadBack readBack);

    ProjectStore &m_store;
    QString m_file;
    StatementCache m_statements;
    RowInserter m_rows;
    // What hasTasksUnder knows of a benchmark's tasks.
    struct KnownTasks
    {
        std::set<QString> created; // external ids this writer created
        std::optional<bool> before; // whether the benchmark had tasks when first asked
    };
    std::map<QString, KnownTasks> m_tasks; // by benchmark
};

} // namespace draudit::models
