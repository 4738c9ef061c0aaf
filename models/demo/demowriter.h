// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a benchmark's part of the demo project writes through: typed rows, one statement each, counted in the
// summary. Each benchmark declares its part (Benchmark::demo); models::generateDemo runs them in one transaction.
#pragma once

#include "models/core/resulttry.h"
#include "models/demo/demogenerator.h"
#include "models/store/imports/importwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QVariant>
#include <functional>
#include <random>

namespace draudit::models {

// A list as compact JSON, as the benchmarks' files write their chains and checklists.
inline QString demoJson(const QStringList &list)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

// The demo's rows, one statement each, counted in the summary.
class DemoWriter
{
public:
    DemoWriter(ProjectStore &store, DemoSummary &summary)
        : m_rows(store, {})
        , m_summary(summary)
    {
    }

    ImportWriter &rows() { return m_rows; }

    Result<qint64> task(const QString &benchmark, const QString &externalId, const QString &language,
        const QString &domain, const QString &prompt)
    {
        ++m_summary.tasks;
        DRAUDIT_TRY(ids, m_rows.addTasks({ TaskRow { benchmark, externalId, language, domain, prompt, {}, {} } }));
        return ids.front();
    }

    Result<qint64> response(qint64 task, qint64 system, const QString &text, double seconds)
    {
        ++m_summary.responses;
        ResponseRow row(task, system, text);
        row.outputTokens = text.size() / 4;
        row.durationSeconds = seconds;
        return insertResponse(m_rows.statements(), row);
    }

    Result<qint64> judgeRecord(qint64 judge, const QString &target, const QString &field, const QVariant &value,
        const QVariant &score, const QVariantList &extra = { {}, {}, {}, {} })
    {
        ++m_summary.judgeRecords;
        JudgeRecordRow row(judge, target, field);
        row.value = value;
        row.score = score;
        row.tieQuality = extra[0];
        row.failureType = extra[1];
        row.reasoning = extra[2];
        row.flags = extra[3];
        return insertJudgeRecord(m_rows.statements(), row);
    }

    Result<qint64> rubricItem(qint64 rubric, int position, const QString &kind, const QString &text, double weight,
        const QString &allowedValues)
    {
        RubricEntryRow row(rubric, position, kind, text);
        row.weight = weight;
        row.allowedValues = allowedValues;
        return insertRubricEntry(m_rows.statements(), row);
    }

private:
    ImportWriter m_rows;
    DemoSummary &m_summary;
};

// What every part shares: the demo's systems, one random stream (parts draw from it in registration order, so the
// demo is the same project from one release to the next) and the progress of long parts.
struct DemoContext
{
    QList<qint64> systems;
    std::mt19937_64 &rng;
    DemoSummary &summary;
    std::function<void(int, int)> progress;
};

} // namespace draudit::models
