// Every statement–URL pair becomes one judge record: field "citation" (extracted / deduplicated) or
// "support" with supported / unsupported / unknown (validated). "extraction failed" is kept and flagged.
#include "models/benchmarks/deepresearchbench/drbfactimporter.h"

#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
Result<void> deduped(const JsonRecord &row, const QString &target, qint64 judge, ImportContext &c)
{
    DRAUDIT_TRY(byUrl, row.object("citations_deduped"));
    for (auto [key, value] : byUrl.object()) {
        const QString url = fromUtf8(key);
        simdjson::dom::object entryObject;
        if (value.get(entryObject) != simdjson::SUCCESS)
            return tl::unexpected(byUrl.error(nullptr,
                QCoreApplication::translate("draudit::models::DrbFactImporter", "the entry for %1 is not an object")
                    .arg(url)));
        const JsonRecord entry(entryObject, row.file(), row.line(), byUrl.pathOf(std::string(key).c_str()));
        DRAUDIT_TRY(facts, entry.stringList("facts"));
        const bool validated = entry.has("validate_res"); // validated.jsonl; deduplicated.jsonl has no labels
        QList<JsonRecord> results;
        if (validated && entry.has("validate_res") && !entry.isNull("validate_res")) {
            DRAUDIT_TRY(res, entry.objects("validate_res"));
            results = res;
        }
        for (int i = 0; i < facts.size(); ++i) {
            QString label;
            for (const JsonRecord &r : results) {
                const auto idx = r.number("idx");
                if (idx && static_cast<int>(*idx) == i) {
                    DRAUDIT_TRY(res, r.string("result"));
                    label = res;
                }
            }
            if (!label.isEmpty() && label != QLatin1String("supported") && label != QLatin1String("unsupported")
                && label != QLatin1String("unknown"))
                return tl::unexpected(entry.error("validate_res",
                    QCoreApplication::translate(
                        "draudit::models::DrbFactImporter", "'%1' is not supported, unsupported or unknown")
                        .arg(label)));
            const bool missing = validated && label.isEmpty();
            JudgeRecordRow record(judge, target + QStringLiteral("#%1#%2").arg(url).arg(i),
                validated ? QStringLiteral("support") : QStringLiteral("citation"));
            record.value = validated ? (missing ? QStringLiteral("unknown") : label) : url;
            record.reasoning = facts.at(i);
            if (missing)
                record.flags = QStringLiteral("no-validation");
            DRAUDIT_TRY(rec, c.judgeRecord(record));
            ++c.counts().judgeRecords;
            c.counts().flagged += missing ? 1 : 0;
        }
    }
    return {};
}

Result<void> extracted(const JsonRecord &row, const QString &target, qint64 judge, ImportContext &c)
{
    if (!row.isNull("citations") && row.string("citations")) { // the string "extraction failed"
        DRAUDIT_TRY(why, row.string("citations"));
        JudgeRecordRow record(judge, target, QStringLiteral("citation"));
        record.reasoning = why;
        record.flags = QStringLiteral("extraction-failed");
        DRAUDIT_TRY(rec, c.judgeRecord(record));
        ++c.counts().judgeRecords;
        ++c.counts().flagged;
        return {};
    }
    DRAUDIT_TRY(citations, row.objects("citations"));
    int n = 0;
    for (const JsonRecord &cit : citations) {
        DRAUDIT_TRY(fact, cit.string("fact"));
        DRAUDIT_TRY(url, cit.optionalString("url"));
        JudgeRecordRow record(judge, target + QStringLiteral("#citation:%1").arg(n++), QStringLiteral("citation"));
        record.value = url;
        record.reasoning = fact;
        DRAUDIT_TRY(rec, c.judgeRecord(record));
        ++c.counts().judgeRecords;
    }
    return {};
}
} // namespace

QString DrbFactImporter::description() const
{
    return QCoreApplication::translate("draudit::models::DrbFactImporter",
        "DeepResearch Bench FACT results (extracted / deduplicated / validated .jsonl)");
}

bool DrbFactImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"citations\"") && head.contains("\"article\"");
}

Result<void> DrbFactImporter::run(const QString &path, ImportContext &c) const
{
    const QString system = drbSystemFromResultPath(path);
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("fact"), system));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(response, drbResponse(c, id, system));
            const QString target = response ? Target::response(*response).toString()
                                            : Target::pendingReport(QStringLiteral("drb"), id, system).toString();
            if (row.has("citations_deduped"))
                return deduped(row, target, judge, c);
            return extracted(row, target, judge, c);
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
