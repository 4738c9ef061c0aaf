// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every statement–URL pair becomes one judge record: field "citation" (extracted / deduplicated) or
// "support" with supported / unsupported / unknown (validated). "extraction failed" is kept and flagged.
#include "models/benchmarks/deepresearchbench/drbfactimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QHash>
#include <cmath>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct DrbFactRecords
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrbFactRecords)
};

// validate_res as labels by fact position: idx is 0-based into facts; an idx outside them or a label other than
// supported / unsupported / unknown is an error naming the entry.
Result<QHash<int, QString>> labelsOf(const JsonRecord &entry, qsizetype facts)
{
    QHash<int, QString> labels;
    if (!entry.has("validate_res") || entry.isNull("validate_res"))
        return labels;
    DRAUDIT_TRY(results, entry.objects("validate_res"));
    for (const JsonRecord &r : results) {
        DRAUDIT_TRY(idx, r.number("idx"));
        DRAUDIT_TRY(label, r.string("result"));
        if (idx < 0 || idx >= static_cast<double>(facts) || idx != std::floor(idx))
            return tl::unexpected(r.error("idx",
                DrbFactRecords::tr("idx %1 is not the 0-based position of one of the %2 facts").arg(idx).arg(facts)));
        if (label != QLatin1String("supported") && label != QLatin1String("unsupported")
            && label != QLatin1String("unknown"))
            return tl::unexpected(
                r.error("result", DrbFactRecords::tr("'%1' is not supported, unsupported or unknown").arg(label)));
        labels.insert(static_cast<int>(idx), label);
    }
    return labels;
}

// One URL's facts: a "support" record per fact (validated.jsonl), or a "citation" record (deduplicated.jsonl, no
// labels yet). A fact without a label is kept as unknown, flagged no-validation; a validate_error flags the URL's.
struct FactRun
{
    qint64 judge;
    QString judgeName;
};

Result<void> urlEntry(
    const JsonRecord &entry, const QString &target, const QString &url, const FactRun &run, ImportContext &c)
{
    DRAUDIT_TRY(facts, entry.stringList("facts"));
    const bool validated = entry.has("validate_res");
    DRAUDIT_TRY(labels, labelsOf(entry, facts.size()));
    const bool failed = entry.has("validate_error") && !entry.isNull("validate_error");
    for (int i = 0; i < facts.size(); ++i) {
        const bool missing = validated && !labels.contains(i);
        JudgeRecordRow record(run.judge, QStringLiteral("%1#%2#%3").arg(target, url).arg(i),
            validated ? QStringLiteral("support") : QStringLiteral("citation"));
        record.value = validated ? labels.value(i, QStringLiteral("unknown")) : url;
        record.reasoning = facts.at(i);
        QStringList flags;
        if (failed)
            flags << QStringLiteral("validate-error");
        if (missing)
            flags << QStringLiteral("no-validation");
        if (!flags.isEmpty())
            record.flags = flags.join(QLatin1Char(','));
        c.counts().flagged += flags.isEmpty() ? 0 : 1;
        DRAUDIT_TRY_VOID(c.judgeLabel(record, run.judgeName));
    }
    return {};
}

Result<void> deduped(const JsonRecord &row, const QString &target, const FactRun &run, ImportContext &c)
{
    DRAUDIT_TRY(byUrl, row.object("citations_deduped"));
    for (auto [key, value] : byUrl.object()) {
        const QString url = fromUtf8(key);
        simdjson::dom::object entryObject;
        if (value.get(entryObject) != simdjson::SUCCESS)
            return tl::unexpected(
                byUrl.error(nullptr, DrbFactRecords::tr("the entry for %1 is not an object").arg(url)));
        const JsonRecord entry(entryObject, row.file(), row.line(), byUrl.pathOf(std::string(key).c_str()));
        DRAUDIT_TRY_VOID(urlEntry(entry, target, url, run, c));
    }
    return {};
}

Result<void> extracted(const JsonRecord &row, const QString &target, const FactRun &run, ImportContext &c)
{
    if (!row.isNull("citations") && row.string("citations")) { // the string "extraction failed"
        DRAUDIT_TRY(why, row.string("citations"));
        JudgeRecordRow record(run.judge, target, QStringLiteral("citation"));
        record.value = why;
        record.reasoning = why;
        record.flags = QStringLiteral("extraction-failed");
        ++c.counts().flagged;
        return c.judgeLabel(record, run.judgeName);
    }
    DRAUDIT_TRY(citations, row.objects("citations"));
    int n = 0;
    for (const JsonRecord &cit : citations) {
        DRAUDIT_TRY(fact, cit.string("fact"));
        DRAUDIT_TRY(url, cit.optionalString("url"));
        JudgeRecordRow record(run.judge, target + QStringLiteral("#citation:%1").arg(n++), QStringLiteral("citation"));
        record.value = url;
        record.reasoning = fact;
        DRAUDIT_TRY_VOID(c.judgeLabel(record, run.judgeName));
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
    return (head.contains("\"citations\"") || head.contains("\"citations_deduped\"")) && head.contains("\"article\"");
}

// The agent is the result's folder: equal files of two agents are two.
QString DrbFactImporter::contentScope(const QString &path) const
{
    return drbSystemFromResultPath(path);
}

Result<void> DrbFactImporter::run(const QString &path, ImportContext &c) const
{
    // One FACT run is one judge over every agent's file (--judge names a variant).
    const QString system = drbSystemFromResultPath(path);
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("fact")));
    const FactRun run { judge, c.examinerName(QStringLiteral("fact")) };
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(response, drbResponse(c, id, system));
            const QString target = response ? Target::response(*response).toString()
                                            : Target::pendingReport(kDrbProtocol.toString(), id, system).toString();
            if (row.has("citations_deduped"))
                return deduped(row, target, run, c);
            return extracted(row, target, run, c);
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
