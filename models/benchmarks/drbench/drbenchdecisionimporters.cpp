// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A decision on an item that does not exist (no report, no such rubric position, a label the item does not allow)
// is an error naming the line; the same decision imported again is a no-op, a different one an error.
#include "models/benchmarks/drbench/drbenchdecisionimporters.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/import/longformat.h"
#include "models/io/jsonlines.h"
#include "models/io/tabularfile.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct DrBenchDecisionImporters
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrBenchDecisionImporters)
};

// The items of a report's newest rubric of one kind, in position order.
Result<QList<RubricItemRow>> newestItems(ImportContext &c, qint64 response, const QString &kind)
{
    DRAUDIT_TRY(all, ItemSource(c.store()).rubricItems(response, { kind }, generalReportRubric()));
    qint64 newest = 0;
    for (const RubricItemRow &item : all)
        newest = std::max(newest, item.rubricId);
    QList<RubricItemRow> out;
    for (const RubricItemRow &item : all)
        if (item.rubricId == newest)
            out << item;
    return out;
}

// The label of a Mr-Dre coverage on an item: all points, none, or the partial label (flagged when there is none).
std::pair<QString, bool> coveredLabel(const QList<FormOption> &options, double covered)
{
    if (covered >= 1)
        return { options.front().value, true };
    if (covered <= 0)
        return { options.back().value, true };
    for (const FormOption &o : options)
        if (o.value.compare(QLatin1String("Partial"), Qt::CaseInsensitive) == 0)
            return { o.value, true };
    return { QStringLiteral("Partial"), false };
}

Result<void> checklistLine(ImportContext &c, const JsonRecord &row, const QString &system, const QString &turn)
{
    DRAUDIT_TRY(uid, row.idText("id"));
    DRAUDIT_TRY(model, row.string("checklist_evaluator_model"));
    DRAUDIT_TRY(details, row.objects("checklist_details"));
    DRAUDIT_TRY(response, c.lookups().latestResponse(kDrBench.toString(), uid, system));
    if (!response)
        return tl::unexpected(row.error("id",
            DrBenchDecisionImporters::tr(
                "no DR. BENCH report of task %1 by '%2' (the folder's name): import Log_%2.jsonl first")
                .arg(uid, system)));
    DRAUDIT_TRY(items, newestItems(c, *response, QStringLiteral("qsr")));
    if (items.size() != details.size())
        return tl::unexpected(row.error("checklist_details",
            DrBenchDecisionImporters::tr("%1 checklist items but the task has %2 query-specific rubrics")
                .arg(details.size())
                .arg(items.size())));
    DRAUDIT_TRY(judge, c.judge(model, turn));
    for (qsizetype i = 0; i < details.size(); ++i) {
        DRAUDIT_TRY(covered, details[i].number("covered"));
        if (covered != 0 && covered != 0.5 && covered != 1)
            return tl::unexpected(
                details[i].error("covered", DrBenchDecisionImporters::tr("covered must be 0, 0.5 or 1")));
        DRAUDIT_TRY(why, details[i].optionalString("justification"));
        const QList<FormOption> options = rubricOptions(items[i].allowedValues);
        const auto [label, exact] = coveredLabel(options, covered);
        const double points = covered * options.front().points.value_or(1);
        JudgeRecordRow record(judge, Target::rubricItem(items[i].id, *response).toString(), QStringLiteral("qsr"));
        record.value = label;
        record.score = points;
        record.reasoning = why.isEmpty() ? QVariant() : QVariant(why);
        record.flags = exact ? QVariant() : QVariant(QStringLiteral("partial-on-yes-no-item"));
        if (auto r = c.judgeDecision(record, points, model); !r)
            return tl::unexpected(details[i].error("covered", r.error().message));
    }
    return {};
}
} // namespace

QString MrDreChecklistImporter::description() const
{
    return DrBenchDecisionImporters::tr(
        "Mr-Dre per-rubric judge decisions on DR. BENCH tasks (checklist_turn{N}.jsonl; the system is the "
        "folder name)");
}

bool MrDreChecklistImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.startsWith(QLatin1String("checklist_turn")) || head.contains("\"checklist_details\"");
}

// The system is the file's folder: equal files of two systems are two.
QString MrDreChecklistImporter::contentScope(const QString &path) const
{
    return QFileInfo(path).absoluteDir().dirName();
}

Result<void> MrDreChecklistImporter::run(const QString &path, ImportContext &c) const
{
    const QFileInfo file(path);
    const QString system = file.absoluteDir().dirName();
    static const QRegularExpression turnNumber(QStringLiteral("turn(\\d+)"));
    const auto m = turnNumber.match(file.fileName());
    const QString turn = QStringLiteral("turn %1").arg(m.hasMatch() ? m.captured(1) : QStringLiteral("1"));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        return c.finishRecord([&]() { return checklistLine(c, row, system, turn); });
    });
}

namespace {
class LongFormatReader
{
public:
    LongFormatReader(ImportContext &c, const TabularFile &table)
        : m_c(c)
        , m_table(table)
    {
    }
    Result<void> read(const TabularRow &row);

private:
    QString cell(const TabularRow &row, const char *name) const { return m_table.cell(row, name); }
    Error error(const TabularRow &row, const char *column, const QString &message) const
    {
        return m_table.errorAt(row, column, message);
    }
    Result<qint64> response(const TabularRow &row);
    Result<RubricItemRow> item(const TabularRow &row, qint64 response);

    ImportContext &m_c;
    const TabularFile &m_table;
};

Result<qint64> LongFormatReader::response(const TabularRow &row)
{
    return reportOfRow(
        m_c, m_table, row, kDrBench.toString(), DrBenchDecisionImporters::tr("import the run logs first"));
}

Result<RubricItemRow> LongFormatReader::item(const TabularRow &row, qint64 response)
{
    const QString rubric = cell(row, "rubric");
    static const QRegularExpression shape(QStringLiteral("^(qsr|grr):(\\d+)$"));
    const auto m = shape.match(rubric);
    if (!m.hasMatch())
        return tl::unexpected(
            error(row, "rubric", DrBenchDecisionImporters::tr("'%1' is not qsr:I or grr:I").arg(rubric)));
    DRAUDIT_TRY(items, newestItems(m_c, response, m.captured(1)));
    const int index = m.captured(2).toInt();
    if (index >= items.size())
        return tl::unexpected(error(row, "rubric",
            DrBenchDecisionImporters::tr("the report has %1 %2 items; positions are 0 to %3")
                .arg(items.size())
                .arg(m.captured(1))
                .arg(items.size() - 1)));
    return items.at(index);
}

Result<void> LongFormatReader::read(const TabularRow &row)
{
    const QString benchmark = cell(row, "benchmark");
    if (!benchmark.isEmpty() && benchmark != QLatin1String("drbench") && benchmark != QLatin1String("dr-bench"))
        return tl::unexpected(error(
            row, "benchmark", DrBenchDecisionImporters::tr("'%1' rows are not DR. BENCH decisions").arg(benchmark)));
    const QString judgeName = cell(row, "judge");
    if (judgeName.isEmpty())
        return tl::unexpected(
            error(row, "judge", DrBenchDecisionImporters::tr("the judge is empty: name the judge run")));
    DRAUDIT_TRY(response, this->response(row));
    DRAUDIT_TRY(item, this->item(row, response));
    const QString label = cell(row, "value");
    std::optional<double> points;
    QStringList labels;
    for (const FormOption &o : rubricOptions(item.allowedValues)) {
        labels << o.value;
        if (o.value.compare(label, Qt::CaseInsensitive) == 0)
            points = o.points.value_or(0);
    }
    if (!points)
        return tl::unexpected(error(row, "value",
            DrBenchDecisionImporters::tr("'%1' is not one of the item's labels (%2)")
                .arg(label, labels.join(QStringLiteral(", ")))));
    bool ok = true;
    const QString given = cell(row, "score");
    const double score = given.isEmpty() ? *points : given.toDouble(&ok);
    if (!ok)
        return tl::unexpected(
            error(row, "score", DrBenchDecisionImporters::tr("'%1' is not a number of points").arg(given)));
    DRAUDIT_TRY(judge, m_c.judge(judgeName, QString()));
    JudgeRecordRow record(judge, Target::rubricItem(item.id, response).toString(), item.kind);
    record.value = labels.value(labels.indexOf(
        QRegularExpression(QRegularExpression::escape(label), QRegularExpression::CaseInsensitiveOption)));
    record.score = score;
    const QString reasoning = cell(row, "reasoning");
    record.reasoning = reasoning.isEmpty() ? QVariant() : QVariant(reasoning);
    if (auto r = m_c.judgeDecision(record, score, judgeName); !r)
        return tl::unexpected(error(row, "value", r.error().message));
    return {};
}
} // namespace

QString DrBenchDecisionsImporter::description() const
{
    return DrBenchDecisionImporters::tr(
        "DR. BENCH judge decisions per rubric item in long format (judge, task, rubric qsr:I / grr:I, value)");
}

bool DrBenchDecisionsImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return headerHasColumns(
        head, { QStringLiteral("judge"), QStringLiteral("task"), QStringLiteral("rubric"), QStringLiteral("value") });
}

Result<void> DrBenchDecisionsImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(table, TabularFile::read(path));
    for (const char *name : { "judge", "task", "rubric", "value" })
        if (table.column(QString::fromLatin1(name)) < 0)
            return tl::unexpected(table.missingColumn(QString::fromLatin1(name)));
    LongFormatReader reader(c, table);
    for (const TabularRow &row : table.rows())
        DRAUDIT_TRY_VOID(c.finishRecord([&]() { return reader.read(row); }));
    return {};
}

} // namespace draudit::models
