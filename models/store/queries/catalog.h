// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Read-only queries over a project: counts, paged lists for the navigator, and whole comparisons with their rounds (a
// battle-shaped benchmark's battles) for the views.
#pragma once

#include "models/core/error.h"
#include "models/core/wordlimit.h"
#include "models/forms/target.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace draudit::models {

class ProjectStore;

struct ProjectCounts
{
    qint64 tasks = 0;
    qint64 systems = 0;
    qint64 responses = 0;
    qint64 comparisons = 0;
    qint64 rounds = 0;
    qint64 judgeRecords = 0;
    qint64 annotations = 0;
    // Tasks by benchmark name (tasks.benchmark) in name order, a generic import's own name ("battery-qa") among them.
    QList<std::pair<QString, qint64>> tasksByBenchmark;
    // Comparisons by benchmark name (comparisons.benchmark) in name order: each battle-shaped benchmark's own.
    QList<std::pair<QString, qint64>> comparisonsByBenchmark;
    qint64 tasksOf(const QString &benchmark) const { return countOf(tasksByBenchmark, benchmark); }
    qint64 comparisonsOf(const QString &benchmark) const { return countOf(comparisonsByBenchmark, benchmark); }

private:
    static qint64 countOf(const QList<std::pair<QString, qint64>> &counts, const QString &benchmark)
    {
        for (const auto &[name, count] : counts)
            if (name == benchmark)
                return count;
        return 0;
    }
};

struct ListEntry
{
    qint64 id = 0;
    QString label;
    QString detail;
    qint64 children = 0;
    // Also matched by the navigator's filter, never shown: the models of a comparison or report (the workbench shows
    // no model name, but a researcher may look for one model's comparisons).
    QString search = {};
};

struct JudgeVerdict
{
    QString judge;
    QString verdict;
    QString tieQuality;
    QString failureType;
    QString reasoning;
    bool flagged = false; // UNKNOWN / unparsed output, kept as the judge wrote it
};

struct RoundRecord
{
    qint64 id = 0;
    int number = 0;
    int depth = 0;
    int width = 0;
    QString question;
    WordLimit wordLimit;
    QStringList logicChain;
    QStringList sourceNodes;
    QStringList checklistWidth;
    QStringList checklistDepth;
    QString answerA;
    QString answerB;
    double scoreA = 0;
    double scoreB = 0;
    QString evolution;
    QList<JudgeVerdict> verdicts;
};

struct ComparisonRecord
{
    qint64 id = 0;
    QString externalId;
    QString title;
    QString systemA; // never shown in blind studies
    QString systemB;
    QString winner;
    QList<RoundRecord> rounds;
    QString benchmark = {}; // comparisons.benchmark: whose views show it
};

struct ReportRecord
{
    qint64 responseId = 0;
    QString benchmark;
    QString taskExternalId;
    QString prompt;
    QString text;
    QString language;
    QString system; // never shown in blind studies
    QString taskMetadata; // the task's and the report's metadata as imported (JSON): what they hold is their
    QString metadata; // benchmark's to read (DR. BENCH's keywords, a LiveDRBench claim list)
    qint64 taskId = 0;
};

class Catalog
{
public:
    explicit Catalog(ProjectStore &store);

    Result<ProjectCounts> counts() const;
    // A benchmark's comparisons (its battles), a page at a time in id order.
    Result<QList<ListEntry>> comparisons(const QString &benchmark, qint64 offset, qint64 limit) const;
    // Every system's name, in id order.
    Result<QStringList> systemNames() const;
    // Every comparison's id, in id order.
    Result<QList<qint64>> comparisonIds() const;
    Result<QList<ListEntry>> rounds(qint64 comparisonId) const;
    Result<QList<ListEntry>> tasks(const QString &benchmark, qint64 offset, qint64 limit) const;
    Result<QList<ListEntry>> responses(qint64 taskId) const;
    Result<ComparisonRecord> comparison(qint64 comparisonId) const;
    Result<ReportRecord> report(qint64 responseId) const;
    // A report's task (external id) and system name, "name/context" for a report kept with its context size
    // ({"context":"32k"}); nullopt when there is no such report.
    Result<std::optional<std::pair<QString, QString>>> taskAndSystemOf(qint64 responseId) const;
    // The first response of a task (what opening a task shows).
    Result<qint64> firstResponse(qint64 taskId) const;
    // The comparison a round belongs to, and that whole comparison.
    Result<qint64> comparisonOfRound(qint64 roundId) const;
    Result<ComparisonRecord> comparisonWithRound(qint64 roundId) const;
    // The benchmark a target belongs to: its comparison's for a round, a round list or a comparison; its task's for a
    // task or anything of a report. Empty for a target of no row (a system, an external id) or one not in the project.
    Result<QString> benchmarkOf(const Target &target) const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
