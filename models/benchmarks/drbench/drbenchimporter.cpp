// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shapes: {id, question, checklist[{id,item,weight}], metadata{qsr,tsl,fak,fdk}} and {uid, query, qsr, tsl, fak, fdk}.
#include "models/benchmarks/drbench/drbenchimporter.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/benchmarks/drbench/qsrparser.h"
#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {
QString allowedValuesJson(const ParsedRubric &p)
{
    QJsonArray values;
    for (const RubricValue &v : p.values) {
        QJsonObject o { { QStringLiteral("label"), v.label }, { QStringLiteral("points"), v.points } };
        if (v.maxPoints != v.points)
            o.insert(QStringLiteral("max_points"), v.maxPoints);
        values.append(o);
    }
    return QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
}

// Each QSR string's scoring, or an error naming its position.
Result<QList<ParsedRubric>> parseRubrics(const JsonRecord &row, const JsonRecord &meta, const QStringList &qsr)
{
    QList<ParsedRubric> parsed;
    for (int i = 0; i < qsr.size(); ++i) {
        const auto p = parseQsr(qsr[i]);
        if (!p)
            return tl::unexpected(
                Error { QCoreApplication::translate("draudit::models::DrBenchImporter",
                            "no scoring found (expected e.g. \"Yes=2, No=0\" or \"Yes=3, Partial=1, No=0\")"),
                    row.file(), row.line(), 0, meta.pathOf("qsr") + QStringLiteral("[%1]").arg(i) });
        parsed << *p;
    }
    return parsed;
}

struct TaskRubric
{
    QString id;
    qint64 rubric = 0;
    bool original = false; // {uid, query, qsr, ...}: no checklist, the QSR text is the item
};

// The task's rubric items (the checklist's text and weight where the file has one); returns their total points.
Result<double> writeItems(
    ImportContext &c, const TaskRubric &task, const QList<ParsedRubric> &parsed, const QList<JsonRecord> &checklist)
{
    double total = 0;
    for (int i = 0; i < parsed.size(); ++i) {
        QString text = parsed[i].text;
        double weight = parsed[i].maxPoints();
        if (!task.original) {
            DRAUDIT_TRY(item, checklist[i].string("item"));
            DRAUDIT_TRY(w, checklist[i].number("weight"));
            text = item;
            if (w != weight)
                c.addCheck(QCoreApplication::translate("draudit::models::DrBenchImporter",
                    "task %1 rubric %2: checklist weight %3 but the rubric's Yes is worth %4")
                               .arg(task.id)
                               .arg(i + 1)
                               .arg(w)
                               .arg(weight));
            weight = w;
        }
        total += weight;
        RubricEntryRow entry(task.rubric, i, QStringLiteral("qsr"), text);
        entry.weight = weight;
        entry.allowedValues = allowedValuesJson(parsed[i]);
        DRAUDIT_TRY(itemId, c.rubricEntry(entry));
        Q_UNUSED(itemId);
        ++c.counts().rubricItems;
    }
    return total;
}
} // namespace

QString DrBenchImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrBenchImporter", "DR. BENCH tasks with query-specific rubrics (RigorousBench.jsonl)");
}

bool DrBenchImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"qsr\"") && (head.contains("\"question\"") || head.contains("\"query\""));
}

Result<void> DrBenchImporter::run(const QString & /*path: the context reads it*/, ImportContext &context) const
{
    return context.forEachLine([&](const JsonRecord &row) -> Result<void> {
        return context.finishRecord([&] { return task(row, context); });
    });
}

Result<void> DrBenchImporter::task(const JsonRecord &row, ImportContext &c) const
{
    const bool original = row.has("uid");
    DRAUDIT_TRY(id, row.idText(original ? "uid" : "id"));
    DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
    DRAUDIT_TRY(question, row.string(original ? "query" : "question"));
    const auto meta = original ? Result<JsonRecord>(row) : row.object("metadata");
    if (!meta)
        return tl::unexpected(meta.error());
    DRAUDIT_TRY(qsr, meta->stringList("qsr"));
    DRAUDIT_TRY(tsl, meta->stringList("tsl"));
    DRAUDIT_TRY(fak, meta->stringList("fak"));
    DRAUDIT_TRY(fdk, meta->stringList("fdk"));
    if (qsr.isEmpty())
        return tl::unexpected(meta->error(
            "qsr", QCoreApplication::translate("draudit::models::DrBenchImporter", "no query-specific rubrics")));
    QList<JsonRecord> checklist;
    if (!original) {
        DRAUDIT_TRY(items, row.objects("checklist"));
        checklist = items;
        if (checklist.size() != qsr.size())
            return tl::unexpected(row.error("checklist",
                QCoreApplication::translate(
                    "draudit::models::DrBenchImporter", "%1 checklist items but %2 rubrics in metadata.qsr")
                    .arg(checklist.size())
                    .arg(qsr.size())));
    }
    DRAUDIT_TRY(parsed, parseRubrics(row, *meta, qsr));
    const QString domain = id.size() == 5 ? id.left(2) : QString();
    const QJsonObject metadata { { QStringLiteral("tsl"), QJsonArray::fromStringList(tsl) },
        { QStringLiteral("fak"), QJsonArray::fromStringList(fak) },
        { QStringLiteral("fdk"), QJsonArray::fromStringList(fdk) } };
    DRAUDIT_TRY(taskId,
        c.task(kDrBench.toString(), id, {}, domain, question,
            QString::fromUtf8(QJsonDocument(metadata).toJson(QJsonDocument::Compact))));
    DRAUDIT_TRY(rubric,
        c.rubric(RubricRow(taskId, QStringLiteral("qsr"),
            QCoreApplication::translate("draudit::models::DrBenchImporter", "Query-specific rubrics"))));
    DRAUDIT_TRY(total, writeItems(c, { id, rubric, original }, parsed, checklist));
    if (total != 30)
        c.addCheck(QCoreApplication::translate(
            "draudit::models::DrBenchImporter", "task %1: query-specific rubrics are worth %2 points, not the usual 30")
                       .arg(id)
                       .arg(total));
    return {};
}

} // namespace draudit::models
