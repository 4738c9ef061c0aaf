// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a form generated from an item reads: the rubric items of a report's task, a report task's metadata, and
// judge records on the parts of a report. Typed rows; the benchmark folders build questions from them.
#pragma once

#include "models/core/error.h"
#include "models/forms/itemquestions.h"
#include "models/forms/target.h"

#include <QStringList>
#include <optional>

namespace draudit::models {

class ProjectStore;

// A judge record's target and reasoning.
struct JudgeTextRow
{
    Target target; // read from the row
    QString reasoning;
};

// One criterion of a rubric with its weight: a RACE criterion (kind "race:insight").
struct CriterionRow
{
    QString kind;
    QString text;
    double weight = 0;
    QString allowedValues; // JSON: {"scale", "explanation"}
    QString rubricMetadata; // JSON: {"dimension_weight": {...}}
};

// A rubric item with its rubric's task and metadata.
struct RubricEntryText
{
    qint64 taskId = 0;
    QString rubricMetadata; // JSON
    QString kind;
    QString text;
    QString taskExternalId;
    QString domain;
};

// A report with what its task says.
struct ReportText
{
    qint64 id = 0;
    qint64 taskId = 0;
    QString domain;
    QString prompt;
    QString text;
    QString system;
    QString taskExternalId = {};
    QString metadata = {}; // JSON, e.g. DR3-Eval's {"context": "32k"}
};

// A report's size and cost as its run log gave them.
struct ReportUsage
{
    qint64 id = 0;
    QString system;
    qint64 taskId = 0;
    QString taskExternalId;
    std::optional<double> inputTokens;
    QString citations; // JSON list of the links the report cites
    QString metadata; // JSON: total_tokens, reasoning_tokens, pure_annotations, ...
};

class ItemSource
{
public:
    explicit ItemSource(ProjectStore &store);

    // Task-less rubrics of a kind that apply to every report of a benchmark (DR. BENCH's general-report rubric).
    struct SharedRubrics
    {
        QString kind;
        QString benchmark; // tasks.benchmark
    };
    // Rubric items of the response's task (any version of it) of the given kinds, task rubrics first, then the
    // shared ones when the response is of their benchmark.
    Result<QList<RubricItemRow>> rubricItems(
        qint64 response, const QStringList &kinds, const SharedRubrics &shared = {}) const;
    // The items of the newest rubric of a kind ("race") of the response's task (any version of it), in order.
    Result<QList<CriterionRow>> taskCriteria(qint64 response, const QString &rubricKind) const;
    // The items of a task's rubrics of one kind, by rubric then position.
    Result<QList<RubricEntryText>> rubricEntriesOfTask(qint64 taskId, const QString &rubricKind) const;
    // The items of the rubrics of one kind of every task of a benchmark, by task, rubric and position.
    Result<QList<RubricEntryText>> rubricEntriesOfBenchmark(const QString &benchmark, const QString &rubricKind) const;
    // One report; nullopt when there is none. Every report of a benchmark, by id.
    Result<std::optional<ReportText>> report(qint64 responseId) const;
    Result<QList<ReportText>> reportsOfBenchmark(const QString &benchmark) const;
    // Every report of a benchmark with its tokens, citations and metadata, by id.
    Result<QList<ReportUsage>> reportUsage(const QString &benchmark) const;
    // The allowed values (JSON) of every rubric item of the given kinds, by item id.
    Result<QHash<qint64, QString>> allowedValues(const QStringList &kinds) const;
    // The metadata JSON of the newest version of the response's task, for a task of that benchmark.
    Result<std::optional<QString>> taskMetadata(qint64 response, const QString &benchmark) const;
    // Records of one judge (empty: of any judge) and field whose target starts with "response:ID#", in id order.
    Result<QList<JudgeTextRow>> responsePartRecords(qint64 response, const QString &judge, const QString &field) const;
    // The same records' targets and values (in `reasoning`): only for fields whose value is the item itself, not a
    // decision (DR3-Eval's extracted claim text), since a form must not show a decision before it is committed. An
    // empty judge: any judge's.
    Result<QList<JudgeTextRow>> responsePartValues(qint64 response, const QString &judge, const QString &field) const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
