// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each expert (annotation_id) scores every model's report of a task; scores become annotations on the report,
// or on drb:<task>@<model> until that report is imported.
#include "models/benchmarks/deepresearchbench/drbhumanimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace draudit::models {

QString DrbHumanImporter::description() const
{
    return QCoreApplication::translate("draudit::models::DrbHumanImporter",
        "DeepResearch Bench human RACE annotations (dimension_scores, overall_scores)");
}

bool DrbHumanImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"dimension_scores\"") && head.contains("\"overall_scores\"");
}

Result<void> DrbHumanImporter::run(const QString &path, ImportContext &c) const
{
    const QString origin = QCoreApplication::translate("draudit::models::DrbHumanImporter", "imported from %1")
                               .arg(QFileInfo(path).fileName());
    const auto each = [&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(task, row.idText("id"));
            DRAUDIT_TRY(annotator, row.idText("annotation_id"));
            DRAUDIT_TRY(dimensions, row.object("dimension_scores"));
            DRAUDIT_TRY(overall, row.object("overall_scores"));
            const auto target = [&](const QString &model) -> Result<QString> {
                DRAUDIT_TRY(response, drbResponse(c, task, model));
                return response ? Target::response(*response).toString()
                                : Target::pendingReport(kDrbProtocol.toString(), task, model).toString();
            };
            for (auto [key, value] : dimensions.object()) {
                const QString model = fromUtf8(key);
                simdjson::dom::object scores;
                if (value.get(scores) != simdjson::SUCCESS)
                    return tl::unexpected(dimensions.error(std::string(key).c_str(),
                        QCoreApplication::translate(
                            "draudit::models::DrbHumanImporter", "expected an object of dimension scores")));
                const JsonRecord record(scores, row.file(), row.line(), dimensions.pathOf(std::string(key).c_str()));
                DRAUDIT_TRY(where, target(model));
                for (auto [dimension, score] : scores) {
                    DRAUDIT_TRY(number, record.number(std::string(dimension).c_str()));
                    if (auto r = c.annotation(QStringLiteral("drb-expert-") + annotator, where, fromUtf8(dimension),
                            QString::number(number), origin);
                        !r)
                        return r;
                }
            }
            for (auto [key, value] : overall.object()) {
                const QString model = fromUtf8(key);
                DRAUDIT_TRY(number, overall.number(std::string(key).c_str()));
                DRAUDIT_TRY(where, target(model));
                if (auto r = c.annotation(QStringLiteral("drb-expert-") + annotator, where, QStringLiteral("overall"),
                        QString::number(number), origin);
                    !r)
                    return r;
            }
            return {};
        };
        return c.finishRecord(one);
    };
    return QFileInfo(path).suffix().toLower() == QLatin1String("jsonl") ? c.forEachLine(each)
                                                                        : forEachJsonDocument(path, each);
}

} // namespace draudit::models
