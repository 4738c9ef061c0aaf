// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each criterion is a rubric item of kind race:<dimension>; weights must sum to 1 within a dimension.
#include "models/benchmarks/deepresearchbench/drbcriteriaimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace draudit::models {

namespace {
const char *const kDimensions[] = { "comprehensiveness", "insight", "instruction_following", "readability" };
} // namespace

QString DrbCriteriaImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrbCriteriaImporter", "DeepResearch Bench RACE criteria (criteria.jsonl)");
}

bool DrbCriteriaImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"criterions\"") && head.contains("\"dimension_weight\"");
}

Result<void> DrbCriteriaImporter::run(const QString & /*path: the context reads it*/, ImportContext &c) const
{
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(prompt, row.string("prompt"));
            DRAUDIT_TRY(weights, row.object("dimension_weight"));
            DRAUDIT_TRY(criteria, row.object("criterions"));
            QJsonObject dimensionWeights;
            for (const char *d : kDimensions) {
                DRAUDIT_TRY(w, weights.number(d));
                dimensionWeights.insert(QString::fromLatin1(d), w);
            }
            DRAUDIT_TRY(task, c.task(kDeepResearchBench.toString(), id, {}, {}, prompt));
            const QString meta = QString::fromUtf8(QJsonDocument(
                QJsonObject { { QStringLiteral("dimension_weight"),
                    dimensionWeights } }).toJson(QJsonDocument::Compact));
            RubricRow rubricRow(task, QStringLiteral("race"),
                QCoreApplication::translate("draudit::models::DrbCriteriaImporter", "RACE criteria"));
            rubricRow.metadata = meta;
            DRAUDIT_TRY(rubric, c.rubric(rubricRow));
            int position = 0;
            for (const char *d : kDimensions) {
                DRAUDIT_TRY(items, criteria.objects(d));
                double sum = 0;
                for (const JsonRecord &item : items) {
                    DRAUDIT_TRY(text, item.string("criterion"));
                    DRAUDIT_TRY(explanation, item.optionalString("explanation"));
                    DRAUDIT_TRY(w, item.number("weight"));
                    sum += w;
                    const QString allowed = QString::fromUtf8(QJsonDocument(
                        QJsonObject { { QStringLiteral("scale"), QStringLiteral("0-10") },
                            { QStringLiteral("explanation"),
                                explanation } }).toJson(QJsonDocument::Compact));
                    RubricEntryRow entry(rubric, position++, QStringLiteral("race:") + QString::fromLatin1(d), text);
                    entry.weight = w;
                    entry.allowedValues = allowed;
                    DRAUDIT_TRY(itemId, c.rubricEntry(entry));
                    ++c.counts().rubricItems;
                }
                if (std::fabs(sum - 1.0) > 1e-6)
                    c.addCheck(QCoreApplication::translate(
                        "draudit::models::DrbCriteriaImporter", "task %1: %2 criterion weights sum to %3, not 1")
                                   .arg(id, QString::fromLatin1(d))
                                   .arg(sum));
            }
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
