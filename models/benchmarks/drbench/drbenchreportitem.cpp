// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The keywords are the task's, as drbenchimporter.cpp stores them in its metadata: {"fak": [...], "fdk": [...]}.
#include "models/benchmarks/drbench/drbenchreportitem.h"

#include "models/benchmarks/reportitem.h"
#include "models/core/resulttry.h"
#include "models/store/queries/catalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {
QStringList keywords(const QJsonObject &task, const QString &key)
{
    QStringList out;
    for (const QJsonValue &k : task.value(key).toArray())
        out << k.toString();
    return out;
}
} // namespace

Result<BlindItem> drBenchReportItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    DRAUDIT_TRY(report, Catalog(store).report(request.target.responseId()));
    BlindItem item = reportItemOf(report, request, form);
    const QJsonObject task = QJsonDocument::fromJson(report.taskMetadata.toUtf8()).object();
    for (ItemBlock &block : item.blocks)
        if (block.kind == ItemBlock::Kind::Markdown) {
            block.focusTerms = keywords(task, QStringLiteral("fak"));
            block.deviationTerms = keywords(task, QStringLiteral("fdk"));
        }
    return item;
}

} // namespace draudit::models
