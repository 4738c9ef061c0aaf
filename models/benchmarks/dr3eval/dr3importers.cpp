// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The task is the case folder's name (001), the system the folder above it and the context size the one above that
// (Dr3Case), so the files can be imported in any order: results wait under dr3:<task>@<system> until the report
// arrives.
#include "models/benchmarks/dr3eval/dr3importers.h"

#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3decisions.h"
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/inputfile.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace draudit::models {

namespace {
const QString kBenchmark = kDr3Eval.toString();

QString taskOf(const QString &path)
{
    return QFileInfo(path).dir().dirName();
}

// A checklist item's own id (any JSON string or number), which the judge's decisions name it by; without one, its
// position from 1. The same id twice in one checklist is an error: the two items could not be told apart.
Result<QString> checklistKey(const JsonRecord &item, int position, QHash<QString, int> &seen)
{
    QString key = QString::number(position + 1);
    if (item.has("id")) {
        DRAUDIT_TRY(id, item.idText("id"));
        key = id;
    }
    if (const auto before = seen.constFind(key); before != seen.constEnd())
        return tl::unexpected(item.error("id",
            QCoreApplication::translate("draudit::models::Dr3Importers",
                "the id %1 is given to checklist items %2 and %3; each item needs its own id")
                .arg(key)
                .arg(*before + 1)
                .arg(position + 1)));
    seen.insert(key, position);
    return key;
}

struct RubricShape
{
    const char *arrayKey;
    const char *textKey;
    QString kind;
    QString name;
    QString allowed;
    bool keyed = false; // items carry ids the judge names them by (checklists)
};

Result<void> rubricItems(const QString &path, ImportContext &c, const RubricShape &shape)
{
    DRAUDIT_TRY(task, c.taskByExternalId(kBenchmark, taskOf(path)));
    return forEachJsonDocument(path, [&](const JsonRecord &root) -> Result<void> {
        DRAUDIT_TRY(items, root.objects(shape.arrayKey));
        DRAUDIT_TRY(rubric, c.rubric(RubricRow(task, shape.kind, shape.name)));
        int position = 0;
        QHash<QString, int> seen;
        for (const JsonRecord &item : items) {
            DRAUDIT_TRY(text, item.string(shape.textKey));
            DRAUDIT_TRY(category, item.optionalString("category"));
            RubricEntryRow entry(
                rubric, position, category.isEmpty() ? shape.kind : shape.kind + QLatin1Char(':') + category, text);
            entry.allowedValues = shape.allowed;
            if (shape.keyed) {
                DRAUDIT_TRY(key, checklistKey(item, position, seen));
                entry.key = key;
            }
            ++position;
            DRAUDIT_TRY(id, c.rubricEntry(entry));
            ++c.counts().rubricItems;
        }
        return c.recordDone();
    });
}
} // namespace

QString Dr3QueryImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::Dr3Importers", "DR3-Eval tasks (query.jsonl with task, query and optionally domain)");
}
bool Dr3QueryImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"task\"") && head.contains("\"query\"") && !head.contains("\"qsr\"");
}
Result<void> Dr3QueryImporter::run(const QString & /*path: the context reads it*/, ImportContext &c) const
{
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("task"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            DRAUDIT_TRY(query, row.string("query"));
            const bool chinese
                = std::any_of(query.begin(), query.end(), [](QChar ch) { return ch.script() == QChar::Script_Han; });
            DRAUDIT_TRY(domain, row.optionalString("domain"));
            DRAUDIT_TRY(
                task, c.task(kBenchmark, id, chinese ? QStringLiteral("zh") : QStringLiteral("en"), domain, query));
            return {};
        };
        return c.finishRecord(one);
    });
}

// Task files are the task folder's; a case's files are its case folder's (Dr3Case).
QString Dr3ChecklistImporter::contentScope(const QString &path) const
{
    return taskOf(path);
}
QString Dr3InsightsImporter::contentScope(const QString &path) const
{
    return taskOf(path);
}
QString Dr3ReportImporter::contentScope(const QString &path) const
{
    return Dr3Case::of(path).scope();
}
QString Dr3ResultImporter::contentScope(const QString &path) const
{
    return Dr3Case::of(path).scope();
}
QString Dr3MetricImporter::contentScope(const QString &path) const
{
    return Dr3Case::of(path).scope();
}

QString Dr3ChecklistImporter::description() const
{
    return QCoreApplication::translate("draudit::models::Dr3Importers", "DR3-Eval task checklist (NNN/checklist.json)");
}
bool Dr3ChecklistImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"checklist\"") && head.contains("\"requirement\"");
}
Result<void> Dr3ChecklistImporter::run(const QString &path, ImportContext &c) const
{
    return rubricItems(path, c,
        { "checklist", "requirement", QStringLiteral("dr3-requirement"),
            QCoreApplication::translate("draudit::models::Dr3Importers", "Checklist"),
            QStringLiteral("[{\"label\":\"satisfied\",\"points\":1},{\"label\":\"not satisfied\",\"points\":0}]"),
            true });
}

QString Dr3InsightsImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::Dr3Importers", "DR3-Eval gold insights (NNN/gold_insights_*.json)");
}
bool Dr3InsightsImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"gold_insights\"");
}
Result<void> Dr3InsightsImporter::run(const QString &path, ImportContext &c) const
{
    const QString origin = QFileInfo(path).completeBaseName().section(QLatin1String("gold_insights_from_"), 1);
    return rubricItems(path, c,
        { "gold_insights", "insight", QStringLiteral("insight"),
            origin.isEmpty()
                ? QCoreApplication::translate("draudit::models::Dr3Importers", "Gold insights")
                : QCoreApplication::translate("draudit::models::Dr3Importers", "Gold insights (%1)").arg(origin),
            QStringLiteral("[{\"label\":\"covered\",\"points\":1},{\"label\":\"half\",\"points\":0.5},"
                           "{\"label\":\"not covered\",\"points\":0}]") });
}

QString Dr3ReportImporter::description() const
{
    return QCoreApplication::translate("draudit::models::Dr3Importers", "DR3-Eval agent report (NNN/final_report.md)");
}
bool Dr3ReportImporter::recognises(const QString &fileName, const QByteArray &) const
{
    return fileName == QLatin1String("final_report.md");
}
Result<void> Dr3ReportImporter::run(const QString &path, ImportContext &c) const
{
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::Dr3Importers", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    const QByteArray bytes = f.readAll();
    QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes)
        return fail(
            QCoreApplication::translate("draudit::models::Dr3Importers", "the report is not valid UTF-8"), path);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const Dr3Case k = Dr3Case::of(path);
    DRAUDIT_TRY(task, c.taskByExternalId(kBenchmark, k.task));
    DRAUDIT_TRY(system, c.system(k.model));
    ResponseRow row(task, system, text);
    if (const QString metadata = k.reportMetadata(); !metadata.isEmpty())
        row.metadata = metadata;
    DRAUDIT_TRY(response, c.response(row));
    ++c.counts().responses;
    if (auto r = c.relinkTargets(k.placeholder(), Target::response(response).toString()); !r)
        return r;
    return c.recordDone();
}

QString Dr3ResultImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::Dr3Importers", "DR3-Eval judge result (NNN/combined_result.json)");
}
bool Dr3ResultImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"total_score\"") && head.contains("\"metrics\"");
}
namespace {
Result<void> writeRecallComponents(ImportContext &c, const Dr3Target &t, const JsonRecord &metric);

// One metric's score (0..100, -1 = the judge failed) with its details as the record's reasoning. The same metric
// met twice (combined_result.json and the metric's own file) is kept once; a different score is reported.
Result<void> writeMetric(ImportContext &c, const Dr3Target &t, const QString &name, const JsonRecord &metric)
{
    DRAUDIT_TRY(score, metric.number("score"));
    if (score != -1 && (score < 0 || score > 100))
        return tl::unexpected(metric.error("score",
            QCoreApplication::translate(
                "draudit::models::Dr3Importers", "%1 is outside 0..100 (and not -1 for an error)")
                .arg(score)));
    const bool failed = score == -1;
    const QString target = t.target + QStringLiteral("#") + name;
    DRAUDIT_TRY(existing, c.lookups().judgeRecord(t.judge, target, QStringLiteral("metric")));
    if (existing) {
        DRAUDIT_TRY(same, c.lookups().judgeRecordHasScore(*existing, score, failed));
        if (!same)
            c.addCheck(QCoreApplication::translate("draudit::models::Dr3Importers",
                "%1: %2 is %3 here but was imported before for this judge with another score; the first is kept "
                "(another eval.py run is imported as a judge of its own with --judge NAME)")
                           .arg(metric.file(), name)
                           .arg(score));
        return {};
    }
    JudgeRecordRow record(t.judge, target, QStringLiteral("metric"));
    record.score = failed ? QVariant() : QVariant(score);
    record.reasoning = metric.rawJson("details");
    record.flags = failed ? QVariant(QStringLiteral("judge-error")) : t.unlinked;
    DRAUDIT_TRY(rec, c.judgeRecord(record));
    Q_UNUSED(rec);
    ++c.counts().judgeRecords;
    c.counts().flagged += failed ? 1 : 0;
    if (metric.has("details") && !metric.isNull("details") && metric.rawJson("details").startsWith(QLatin1Char('{'))) {
        DRAUDIT_TRY(details, metric.object("details"));
        DRAUDIT_TRY_VOID(writeItemDecisions(c, t, name, details));
    }
    return name == QLatin1String("information_recall") ? writeRecallComponents(c, t, metric) : Result<void> {};
}

// Information recall from the long context and from the source documents, each a metric of its own
// (information_recall_long_context, information_recall_source_documents) where the evaluator had that component's
// gold insights ("available"; without them it writes a placeholder 100).
Result<void> writeRecallComponents(ImportContext &c, const Dr3Target &t, const JsonRecord &metric)
{
    if (!metric.has("details") || metric.isNull("details"))
        return {};
    DRAUDIT_TRY(details, metric.object("details"));
    if (!details.has("components") || details.isNull("components"))
        return {};
    DRAUDIT_TRY(components, details.object("components"));
    for (const char *part : { "long_context", "source_documents" }) {
        if (!components.has(part))
            continue;
        DRAUDIT_TRY(component, components.object(part));
        if (component.rawJson("available") == QLatin1String("false"))
            continue;
        DRAUDIT_TRY_VOID(writeMetric(c, t, QStringLiteral("information_recall_") + QLatin1String(part), component));
    }
    return {};
}

// eval.py's name for a metric file: eval_<metric>_<YYYYMMDD_HHMMSS>.json.
const QRegularExpression &evalFileName()
{
    static const QRegularExpression name(QStringLiteral("^eval_([a-z_]+)_(\\d{8}_\\d{6})\\.json$"));
    return name;
}

// The metric a per-metric file holds: from its name (information_recall.json, citation_coverage_result.json,
// eval_factual_accuracy_20250101_120000.json) or from metric_name ("information_recall", "Information Recall").
std::optional<QString> metricOf(const QString &path, const QString &metricName)
{
    QString stem = QFileInfo(path).completeBaseName().toLower();
    if (const auto m = evalFileName().match(QFileInfo(path).fileName()); m.hasMatch())
        stem = m.captured(1);
    for (const char *suffix : { "_result", "_evaluation", "_eval" })
        if (stem.endsWith(QLatin1String(suffix)))
            stem.chop(static_cast<qsizetype>(qstrlen(suffix)));
    QString named = metricName.trimmed().toLower();
    named.replace(QLatin1Char(' '), QLatin1Char('_'));
    for (const QString &m : dr3Metrics())
        if (stem == m || named == m)
            return m;
    return std::nullopt;
}

// eval.py writes a new eval_<metric>_<timestamp>.json on every run and the newest is the result: the newer file
// of the same metric beside this one among the files this import reads (all files beside it when the caller did not
// say), or empty when this is the newest (or not such a file). A judge's run is chosen by naming its files.
QString newerEvalFile(const QString &path, const QStringList &batch)
{
    const auto m = evalFileName().match(QFileInfo(path).fileName());
    if (!m.hasMatch())
        return {};
    const QDir dir = QFileInfo(path).absoluteDir();
    QStringList siblings;
    if (batch.isEmpty())
        siblings = dir.entryList({ QStringLiteral("eval_%1_*.json").arg(m.captured(1)) }, QDir::Files, QDir::Name);
    else
        for (const QString &file : batch)
            if (QFileInfo(file).absoluteDir() == dir)
                siblings << QFileInfo(file).fileName();
    QString newest, newestStamp = m.captured(2);
    for (const QString &name : std::as_const(siblings)) {
        const auto other = evalFileName().match(name);
        if (other.hasMatch() && other.captured(1) == m.captured(1) && other.captured(2) > newestStamp) {
            newest = name;
            newestStamp = other.captured(2);
        }
    }
    return newest;
}
} // namespace

Result<void> Dr3ResultImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(t, dr3Target(path, c));
    return forEachJsonDocument(path, [&](const JsonRecord &root) -> Result<void> {
        DRAUDIT_TRY(total, root.number("total_score"));
        DRAUDIT_TRY(metrics, root.object("metrics"));
        JudgeRecordRow record(t.judge, t.target, QStringLiteral("total_score"));
        record.score = total;
        record.flags = t.unlinked;
        DRAUDIT_TRY(totalId, c.judgeRecord(record));
        Q_UNUSED(totalId);
        ++c.counts().judgeRecords;
        for (const QString &name : dr3Metrics()) {
            const QByteArray key = name.toLatin1();
            if (!metrics.has(key.constData()))
                continue;
            DRAUDIT_TRY(metric, metrics.object(key.constData()));
            if (auto r = writeMetric(c, t, name, metric); !r)
                return r;
        }
        return c.recordDone();
    });
}

QString Dr3MetricImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::Dr3Importers", "DR3-Eval per-metric evaluation (NNN/<metric>.json)");
}

bool Dr3MetricImporter::recognises(const QString &, const QByteArray &head) const
{
    return head.contains("\"metric_name\"") && head.contains("\"score\"") && !head.contains("\"total_score\"");
}

Result<void> Dr3MetricImporter::run(const QString &path, ImportContext &c) const
{
    if (const QString newer = newerEvalFile(path, c.batch); !newer.isEmpty()) {
        c.addCheck(QCoreApplication::translate("draudit::models::Dr3Importers",
            "%1: left out, since %2 beside it is newer (eval.py's newest file of a metric among those imported "
            "together is its result; to import an older run as a judge of its own, name its files with --judge NAME)")
                       .arg(path, newer));
        return {};
    }
    DRAUDIT_TRY(t, dr3Target(path, c));
    return forEachJsonDocument(path, [&](const JsonRecord &metric) -> Result<void> {
        DRAUDIT_TRY(metricName, metric.optionalString("metric_name"));
        const auto name = metricOf(path, metricName);
        if (!name)
            return tl::unexpected(metric.error("metric_name",
                QCoreApplication::translate("draudit::models::Dr3Importers",
                    "'%1' is not one of information_recall, citation_coverage, factual_accuracy, format_compliance, "
                    "overall_quality (nor is the file name)")
                    .arg(metricName)));
        if (auto r = writeMetric(c, t, *name, metric); !r)
            return r;
        return c.recordDone();
    });
}

} // namespace draudit::models
