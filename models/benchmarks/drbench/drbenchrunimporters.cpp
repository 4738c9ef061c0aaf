// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The model is the file name after Log_ / Eval_. Keyword relevances must be 1..5; scores wait under
// drbench:<uid>@<model> until the report arrives.
#include "models/benchmarks/drbench/drbenchrunimporters.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstring>

namespace draudit::models {

namespace {
QString modelOf(const QString &path, const char *prefix)
{
    return QFileInfo(path).completeBaseName().mid(static_cast<qsizetype>(std::strlen(prefix)));
}

QString placeholder(const QString &uid, const QString &model)
{
    return Target::pendingReport(kDrBenchProtocol.toString(), uid, model).toString();
}

struct RecordOwner
{
    qint64 judge = 0;
    QString target;
    QVariant flag;
};

// One judge record per keyword (target "TARGET#FIELD:I"): its relevance 1..5 or its count in the report.
Result<void> keywordRecords(ImportContext &c, const JsonRecord &row, const RecordOwner &owner, const char *field,
    const char *recordField, double low, double high)
{
    if (!row.has(field))
        return {};
    const QJsonArray values = QJsonDocument::fromJson(row.rawJson(field).toUtf8()).array();
    for (int i = 0; i < values.size(); ++i) {
        const double v = values.at(i).toDouble(-1);
        if (v < low || v > high)
            return tl::unexpected(Error { low > 0 ? QCoreApplication::translate(
                                              "draudit::models::DrBenchRunImporters", "keyword relevance must be 1..5")
                                                  : QCoreApplication::translate("draudit::models::DrBenchRunImporters",
                                                      "a keyword count must be a number of 0 or more"),
                row.file(), row.line(), 0, QStringLiteral("%1[%2]").arg(QString::fromLatin1(field)).arg(i) });
        JudgeRecordRow record(owner.judge,
            owner.target + QStringLiteral("#%1:%2").arg(QString::fromLatin1(field)).arg(i),
            QString::fromLatin1(recordField));
        record.score = v;
        record.flags = owner.flag;
        DRAUDIT_TRY(rec, c.judgeRecord(record));
        Q_UNUSED(rec);
        ++c.counts().judgeRecords;
    }
    return {};
}
} // namespace

QString DrBenchLogImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrBenchRunImporters", "DR. BENCH agent reports (Log_<model>.jsonl)");
}

bool DrBenchLogImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.startsWith(QLatin1String("Log_")) || (head.contains("\"pure_text\"") && head.contains("\"uid\""));
}

Result<void> DrBenchLogImporter::run(const QString &path, ImportContext &c) const
{
    const QString model = modelOf(path, "Log_");
    DRAUDIT_TRY(system, c.system(model));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(uid, row.idText("uid"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, uid, row.line()));
            DRAUDIT_TRY(text, row.string("text"));
            DRAUDIT_TRY(query, row.optionalString("query"));
            DRAUDIT_TRY(input, row.optionalNumber("input_tokens"));
            DRAUDIT_TRY(output, row.optionalNumber("output_tokens"));
            DRAUDIT_TRY(citations, row.stringList("annotations"));
            DRAUDIT_TRY(task,
                query.isEmpty() ? c.taskByExternalId(kDrBench.toString(), uid)
                                : c.task(kDrBench.toString(), uid, {}, uid.left(2), query));
            QJsonObject meta;
            for (const char *key : { "reasoning_tokens", "total_tokens" })
                if (const auto v = row.optionalNumber(key); v && *v)
                    meta.insert(QString::fromLatin1(key), **v);
            if (row.has("pure_annotations"))
                meta.insert(QStringLiteral("pure_annotations"),
                    QJsonDocument::fromJson(row.rawJson("pure_annotations").toUtf8()).array());
            ResponseRow report(task, system, text);
            report.line = row.line();
            report.field = QStringLiteral("text");
            report.citations = QString::fromUtf8(
                QJsonDocument(QJsonArray::fromStringList(citations)).toJson(QJsonDocument::Compact));
            report.inputTokens = input ? QVariant(*input) : QVariant();
            report.outputTokens = output ? QVariant(*output) : QVariant();
            report.metadata = QString::fromUtf8(QJsonDocument(meta).toJson(QJsonDocument::Compact));
            DRAUDIT_TRY(response, c.response(report));
            ++c.counts().responses;
            return c.relinkTargets(placeholder(uid, model), Target::response(response).toString());
        };
        return c.finishRecord(one);
    });
}

QString DrBenchEvalImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrBenchRunImporters", "DR. BENCH judge scores (Eval_<model>.jsonl)");
}

bool DrBenchEvalImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.startsWith(QLatin1String("Eval_"))
        || (head.contains("\"qsr_sum\"") && head.contains("\"grr_sum\""));
}

Result<void> DrBenchEvalImporter::run(const QString &path, ImportContext &c) const
{
    const QString model = modelOf(path, "Eval_");
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("drbench-judge"), model));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(uid, row.idText("uid"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, uid, row.line()));
            DRAUDIT_TRY(response, c.lookups().latestResponse(kDrBench.toString(), uid, model));
            const QString target = response ? Target::response(*response).toString() : placeholder(uid, model);
            const QVariant flag = response ? QVariant() : QVariant(QStringLiteral("unlinked"));
            for (const char *field :
                { "qsr_sum", "grr_sum", "url_full_match", "url_host_match", "ref_url_num", "report_url_num" }) {
                DRAUDIT_TRY(v, row.optionalNumber(field));
                if (!v)
                    continue;
                JudgeRecordRow record(judge, target, QString::fromLatin1(field));
                record.score = *v;
                record.flags = flag;
                DRAUDIT_TRY(rec, c.judgeRecord(record));
                ++c.counts().judgeRecords;
            }
            for (const auto &[field, recordField, low, high] :
                { std::tuple { "keywords_fak_relevance", "relevance", 1.0, 5.0 },
                    std::tuple { "keywords_fdk_relevance", "relevance", 1.0, 5.0 },
                    std::tuple { "keywords_fak_count", "count", 0.0, 1e12 },
                    std::tuple { "keywords_fdk_count", "count", 0.0, 1e12 } })
                DRAUDIT_TRY_VOID(keywordRecords(c, row, { judge, target, flag }, field, recordField, low, high));
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
