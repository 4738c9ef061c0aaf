// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ground truths become rubric items of kind claim-dict (one per dictionary) or claim (one per string), with the
// evaluation info (primary keys, main claims, ignored keys) kept beside them for claim audits.
#include "models/benchmarks/livedrbench/livedrbenchimporters.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {
QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toString();
}

// One rubric entry per ground-truth entry, its kind the entry's shape (claimtruth.h).
Result<void> truthEntries(
    const JsonRecord &row, ImportContext &c, qint64 rubric, const QString &category, const QJsonArray &entries)
{
    for (int i = 0; i < entries.size(); ++i) {
        const auto shape = entryShape(category, entries.at(i));
        if (!shape)
            return tl::unexpected(row.error("ground_truths",
                QCoreApplication::translate("draudit::models::LiveDrBenchImporter", "entry %1: %2")
                    .arg(i)
                    .arg(shape.error().message)));
        DRAUDIT_TRY(id, c.rubricEntry(RubricEntryRow(rubric, i, entryShapeName(*shape), compact(entries.at(i)))));
        Q_UNUSED(id);
        c.counts().rubricItems += TruthEntry::fromJson(*shape, entries.at(i)).itemCount();
    }
    return {};
}
} // namespace

Result<QByteArray> decryptLiveDrBench(const QString &ciphertextBase64, const QString &canary)
{
    const auto decoded
        = QByteArray::fromBase64Encoding(ciphertextBase64.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return fail(QCoreApplication::translate("draudit::models::LiveDrBenchImporter", "not valid base64"));
    const QByteArray key = QCryptographicHash::hash(canary.toUtf8(), QCryptographicHash::Sha256);
    QByteArray plain = *decoded;
    for (qsizetype i = 0; i < plain.size(); ++i)
        plain[i] = static_cast<char>(plain[i] ^ key[i % key.size()]);
    return plain;
}

QString LiveDrBenchImporter::description() const
{
    return QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
        "LiveDRBench tasks with encrypted ground truths (rows with key, category, ground_truths, canary)");
}

bool LiveDrBenchImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"ground_truths\"") && head.contains("\"canary\"");
}

Result<void> LiveDrBenchImporter::run(const QString &path, ImportContext &c) const
{
    const auto each = [&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(key, row.idText("key"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kQuestion, key, row.line()));
            DRAUDIT_TRY(category, row.string("category"));
            DRAUDIT_TRY(question, row.string("question"));
            DRAUDIT_TRY(canary, row.string("canary"));
            DRAUDIT_TRY(secret, row.string("ground_truths"));
            DRAUDIT_TRY(miscSecret, row.optionalString("misc"));
            const auto plain = decryptLiveDrBench(secret, canary);
            QJsonParseError error;
            const QJsonDocument truths = plain ? QJsonDocument::fromJson(*plain, &error) : QJsonDocument();
            if (!plain || error.error != QJsonParseError::NoError)
                return tl::unexpected(row.error("ground_truths",
                    QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
                        "cannot decrypt with the row's canary: the result is not JSON")));
            QJsonObject evalInfo;
            if (!miscSecret.isEmpty()) {
                const auto miscPlain = decryptLiveDrBench(miscSecret, canary);
                const QJsonDocument misc = miscPlain ? QJsonDocument::fromJson(*miscPlain, &error) : QJsonDocument();
                if (!miscPlain || error.error != QJsonParseError::NoError || !misc.isObject())
                    return tl::unexpected(row.error("misc",
                        QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
                            "cannot decrypt with the row's canary: the result is not a JSON object")));
                evalInfo = misc.object().value(QStringLiteral("eval_info")).toObject();
            }
            const QString info = QString::fromUtf8(QJsonDocument(evalInfo).toJson(QJsonDocument::Compact));
            DRAUDIT_TRY(task,
                c.task(kLiveDrBench.toString(), key, {}, category, question,
                    QString::fromUtf8(QJsonDocument(QJsonObject { { QStringLiteral("eval_info"), evalInfo } })
                                          .toJson(QJsonDocument::Compact))));
            RubricRow truthRubric(task, QStringLiteral("ground-truth"),
                QCoreApplication::translate("draudit::models::LiveDrBenchImporter", "Ground truth"));
            truthRubric.metadata = info;
            DRAUDIT_TRY(rubric, c.rubric(truthRubric));
            if (!truths.isArray())
                return tl::unexpected(row.error("ground_truths",
                    QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
                        "the decrypted ground truth is not a list of entries")));
            return truthEntries(row, c, rubric, category, truths.array());
        };
        return c.finishRecord(one);
    };
    return QFileInfo(path).suffix().toLower() == QLatin1String("jsonl") ? c.forEachLine(each)
                                                                        : forEachJsonDocument(path, each);
}

QString LiveDrBenchPredictionsImporter::description() const
{
    return QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
        "LiveDRBench predictions ([{key, preds}]; the system is the file name)");
}

bool LiveDrBenchPredictionsImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"preds\"") && head.contains("\"key\"");
}

Result<void> LiveDrBenchPredictionsImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(system, c.system(QFileInfo(path).completeBaseName()));
    return forEachJsonDocument(path, [&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(key, row.idText("key"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kQuestion, key, row.line()));
            const QString preds = row.rawJson("preds");
            if (preds.isEmpty() || !(preds.startsWith(QLatin1Char('[')) || preds.startsWith(QLatin1Char('{'))))
                return tl::unexpected(row.error("preds",
                    QCoreApplication::translate("draudit::models::LiveDrBenchImporter", "expected a list of claims")));
            DRAUDIT_TRY(task, c.lookups().latestTask(kLiveDrBench.toString(), key));
            if (!task)
                return tl::unexpected(row.error("key",
                    QCoreApplication::translate("draudit::models::LiveDrBenchImporter",
                        "no LiveDRBench task '%1' in the project; import the tasks first")
                        .arg(key)));
            DRAUDIT_TRY(truth, questionTruth(c.store(), *task));
            if (const auto items = predictedItems(truth, preds); !items)
                return tl::unexpected(row.error("preds", items.error().message));
            ResponseRow claims(*task, system, preds);
            claims.line = row.line();
            claims.field = QStringLiteral("preds");
            claims.metadata = QString::fromUtf8(QJsonDocument(
                QJsonObject { { kClaimListKind.key,
                    kClaimListKind.onlyValue } }).toJson(QJsonDocument::Compact)); // {"kind":"claims"}
            DRAUDIT_TRY(response, c.response(claims));
            ++c.counts().responses;
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
