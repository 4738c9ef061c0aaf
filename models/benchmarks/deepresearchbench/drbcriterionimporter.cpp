// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A decision on a criterion, report or task that is not in the project is an error naming the line; the same
// decision imported again is a no-op, a different one an error naming the judge.
#include "models/benchmarks/deepresearchbench/drbcriterionimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/import/longformat.h"
#include "models/io/tabularfile.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct DrbCriterionImporter
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrbCriterionImporter)
};

const QString kBenchmark = kDeepResearchBench.toString();

class CriterionReader
{
public:
    CriterionReader(ImportContext &c, const TabularFile &table)
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
    // "race:DIMENSION:I" of the row's criterion among the report's task's criteria.
    Result<QString> part(const TabularRow &row, qint64 response);
    Result<double> score(const TabularRow &row);

    ImportContext &m_c;
    const TabularFile &m_table;
};

Result<qint64> CriterionReader::response(const TabularRow &row)
{
    return reportOfRow(m_c, m_table, row, kBenchmark, DrbCriterionImporter::tr("import the reports first"));
}

Result<QString> CriterionReader::part(const TabularRow &row, qint64 response)
{
    DRAUDIT_TRY(criteria, ItemSource(m_c.store()).taskCriteria(response, QStringLiteral("race")));
    if (criteria.isEmpty())
        return tl::unexpected(error(row, "task",
            DrbCriterionImporter::tr("task %1 has no RACE criteria in the project: import criteria.jsonl first")
                .arg(cell(row, "task"))));
    const QString wanted = cell(row, "criterion");
    const QString dimension = cell(row, "dimension");
    static const QRegularExpression indexed(QStringLiteral("^([a-z_]+):(\\d+)$"));
    const auto m = indexed.match(wanted);
    QHash<QString, int> seen; // position within each dimension
    for (const CriterionRow &c : criteria) {
        const QString d = c.kind.mid(5); // "race:insight"
        const int i = seen[d]++;
        const bool byIndex = m.hasMatch() && m.captured(1) == d && m.captured(2).toInt() == i;
        if (byIndex || (c.text == wanted && (dimension.isEmpty() || dimension == d)))
            return QStringLiteral("race:%1:%2").arg(d).arg(i);
    }
    return tl::unexpected(error(row, "criterion",
        DrbCriterionImporter::tr(
            "task %1 has no RACE criterion '%2' (give its text as in criteria.jsonl, or DIMENSION:I)")
            .arg(cell(row, "task"), wanted)));
}

Result<double> CriterionReader::score(const TabularRow &row)
{
    const char *column = cell(row, "score").isEmpty() ? "value" : "score";
    bool ok = false;
    const double v = cell(row, column).toDouble(&ok);
    if (!ok || v < 0 || v > 10)
        return tl::unexpected(
            error(row, column, DrbCriterionImporter::tr("'%1' is not a score from 0 to 10").arg(cell(row, column))));
    return v;
}

Result<void> CriterionReader::read(const TabularRow &row)
{
    const QString benchmark = cell(row, "benchmark");
    if (!benchmark.isEmpty() && benchmark != kBenchmark && benchmark != QLatin1String("drb"))
        return tl::unexpected(error(row, "benchmark",
            DrbCriterionImporter::tr("'%1' rows are not DeepResearch Bench decisions").arg(benchmark)));
    const QString judgeName = cell(row, "judge");
    if (judgeName.isEmpty())
        return tl::unexpected(error(row, "judge", DrbCriterionImporter::tr("the judge is empty: name the judge run")));
    const QString field = cell(row, "field").isEmpty() ? QStringLiteral("article_1_score") : cell(row, "field");
    if (field != QLatin1String("article_1_score") && field != QLatin1String("article_2_score"))
        return tl::unexpected(
            error(row, "field", DrbCriterionImporter::tr("'%1' is not article_1_score or article_2_score").arg(field)));
    DRAUDIT_TRY(report, response(row));
    DRAUDIT_TRY(where, part(row, report));
    DRAUDIT_TRY(value, score(row));
    DRAUDIT_TRY(judge, m_c.judge(judgeName, QString()));
    JudgeRecordRow record(judge, Target::responsePart(report, where).toString(), field);
    const QString reasoning = cell(row, "reasoning");
    record.reasoning = reasoning.isEmpty() ? QVariant() : QVariant(reasoning);
    if (auto r = m_c.judgeDecision(record, value, judgeName); !r)
        return tl::unexpected(error(row, "value", r.error().message));
    return {};
}
} // namespace

QString DrbCriterionDecisionsImporter::description() const
{
    return DrbCriterionImporter::tr(
        "DeepResearch Bench RACE judge scores per criterion in long format (judge, task, system, criterion, "
        "field, value)");
}

bool DrbCriterionDecisionsImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return headerHasColumns(head, { QStringLiteral("judge"), QStringLiteral("task"), QStringLiteral("criterion") });
}

Result<void> DrbCriterionDecisionsImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(table, TabularFile::read(path));
    for (const char *name : { "judge", "task", "criterion" })
        if (table.column(QString::fromLatin1(name)) < 0)
            return tl::unexpected(table.missingColumn(QString::fromLatin1(name)));
    if (table.column(QStringLiteral("value")) < 0 && table.column(QStringLiteral("score")) < 0)
        return tl::unexpected(table.missingColumn(QStringLiteral("value")));
    CriterionReader reader(c, table);
    for (const TabularRow &row : table.rows())
        DRAUDIT_TRY_VOID(c.finishRecord([&]() { return reader.read(row); }));
    return {};
}

} // namespace draudit::models
