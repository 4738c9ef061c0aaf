// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Language must be zh or en: half the tasks are Chinese and the workbench picks fonts and search by it.
#include "models/benchmarks/deepresearchbench/drbqueryimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>

namespace draudit::models {

QString DrbQueryImporter::description() const
{
    return QCoreApplication::translate("draudit::models::DrbQueryImporter", "DeepResearch Bench tasks (query.jsonl)");
}

bool DrbQueryImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"topic\"") && head.contains("\"language\"") && head.contains("\"prompt\"")
        && !head.contains("\"article\"");
}

Result<void> DrbQueryImporter::run(const QString & /*path: the context reads it*/, ImportContext &c) const
{
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(topic, row.optionalString("topic"));
            DRAUDIT_TRY(language, row.string("language"));
            DRAUDIT_TRY(prompt, row.string("prompt"));
            if (language != QLatin1String("zh") && language != QLatin1String("en"))
                return tl::unexpected(row.error("language",
                    QCoreApplication::translate("draudit::models::DrbQueryImporter", "'%1' is neither zh nor en")
                        .arg(language)));
            DRAUDIT_TRY(task, c.task(kDeepResearchBench.toString(), id, language, topic, prompt));
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
