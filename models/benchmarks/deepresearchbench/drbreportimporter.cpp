// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A report whose task was not imported yet creates the task from its own prompt, so import order is free.
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

QString drbSystemFromReportPath(const QString &path)
{
    return QFileInfo(path).completeBaseName();
}

QString drbSystemFromResultPath(const QString &path)
{
    return QFileInfo(path).dir().dirName();
}

Result<std::optional<qint64>> drbResponse(ImportContext &c, const QString &taskId, const QString &system)
{
    return c.lookups().latestResponse(kDeepResearchBench.toString(), taskId, system);
}

// The model is the file's name and the variant its folder: equal files of two models (or raw and cleaned) are two.
QString DrbReportImporter::contentScope(const QString &path) const
{
    return QFileInfo(path).dir().dirName() + QLatin1Char('/') + drbSystemFromReportPath(path);
}

QString DrbReportImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrbReportImporter", "DeepResearch Bench reports (<model>.jsonl, raw or cleaned)");
}

bool DrbReportImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"article\"") && head.contains("\"prompt\"") && !head.contains("\"citations");
}

Result<void> DrbReportImporter::run(const QString &path, ImportContext &c) const
{
    const QString system = drbSystemFromReportPath(path);
    const QString folder = QFileInfo(path).dir().dirName();
    const QString variant = folder == QLatin1String("raw_data") ? QStringLiteral("raw")
        : folder == QLatin1String("cleaned_data")               ? QStringLiteral("cleaned")
                                                                : QString();
    const QString metadata = QString::fromUtf8(
        QJsonDocument(QJsonObject { { QStringLiteral("variant"), variant } }).toJson(QJsonDocument::Compact));
    DRAUDIT_TRY(systemId, c.system(system));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(prompt, row.string("prompt"));
            DRAUDIT_TRY(article, row.string("article"));
            DRAUDIT_TRY(task, c.task(kDeepResearchBench.toString(), id, {}, {}, prompt));
            ResponseRow report(task, systemId, article);
            report.line = row.line();
            report.field = QStringLiteral("article");
            report.metadata = metadata;
            DRAUDIT_TRY(response, c.response(report));
            ++c.counts().responses;
            return c.relinkTargets(Target::pendingReport(kDrbProtocol.toString(), id, system).toString(),
                Target::response(response).toString());
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
