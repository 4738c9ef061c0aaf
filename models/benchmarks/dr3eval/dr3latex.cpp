// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One table per analysis (scores, item audits, and their ceilings), each a row per metric: short enough for a page
// however many metrics a study has. A comparison "metric · judge NAME" groups its metric under that judge.
#include "models/benchmarks/dr3eval/dr3latex.h"

#include "models/report/latexformat.h"

#include <QCoreApplication>
#include <algorithm>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by.
struct Dr3Latex
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::Dr3Latex)
};

const QString kPrefix = QStringLiteral("DR3-Eval: ");
const QString kJudge = QStringLiteral("DR3-Eval: judge vs mean human");
const QString kCeiling = QStringLiteral("DR3-Eval: human vs human");
const QStringList kStatistics { QStringLiteral("pearson_r"), QStringLiteral("spearman_rho"),
    QStringLiteral("PAR_strict") };

// "metric · judge NAME" -> (metric, "judge NAME"); a bare metric has no group.
std::pair<QString, QString> metricAndGroup(const QString &comparison)
{
    const QStringList parts = comparisonParts(comparison);
    return { parts.front(), parts.mid(1).join(QStringLiteral(" · ")) };
}

PaperTable analysisTable(RowPicker &picker, const QString &analysis, bool ceiling, int index)
{
    PaperTable t;
    t.caption = Dr3Latex::tr("DR3-Eval, %1: Pearson $r$, Spearman $\\rho$ and PAR per metric")
                    .arg(latexEscape(analysis.mid(kPrefix.size())));
    t.label = QStringLiteral("dr3-%1").arg(index);
    t.wide = true;
    t.header = { Text { Dr3Latex::tr("Metric") } };
    for (const QString &statistic : kStatistics)
        t.header << Markup { statisticLabel(statistic) };
    t.header << Markup { QStringLiteral("$n$") };
    const QString prefix = ceiling ? QStringLiteral("mean_pairwise_") : QString();
    QStringList comparisons, groups;
    for (const ReportRow *r : picker.peekAll([&](const ReportRow &r) { return r.analysis == analysis; }))
        if (!comparisons.contains(r->comparison)) {
            comparisons << r->comparison;
            if (!groups.contains(metricAndGroup(r->comparison).second))
                groups << metricAndGroup(r->comparison).second;
        }
    // Each judge's metrics together, judges in report order.
    std::stable_sort(comparisons.begin(), comparisons.end(), [&](const QString &a, const QString &b) {
        return groups.indexOf(metricAndGroup(a).second) < groups.indexOf(metricAndGroup(b).second);
    });
    QString group;
    for (const QString &comparison : comparisons) {
        const auto [metric, nextGroup] = metricAndGroup(comparison);
        if (nextGroup != group)
            t.rows << PaperRow { { Text { nextGroup } }, true };
        group = nextGroup;
        PaperRow row { { Text { QString(metric).replace(QLatin1Char('_'), QLatin1Char(' ')) } } };
        const ReportRow *any = nullptr;
        for (const QString &statistic : kStatistics) {
            const ReportRow *r = picker.take(analysis, comparison, prefix + statistic);
            row.cells << estimateCell(r);
            any = any ? any : r; // n of the first statistic: reports, not PAR's pairs
        }
        if (!any)
            continue;
        row.cells << countCell(any);
        t.rows << row;
    }
    return t;
}

PaperTable extractionTable(RowPicker &picker)
{
    PaperTable t;
    t.caption = Dr3Latex::tr("DR3-Eval: the judge's claim extraction against hand-extracted claims");
    t.label = QStringLiteral("dr3-extraction");
    t.header = { Text { Dr3Latex::tr("Statistic") }, Text { Dr3Latex::tr("Value [95% CI]") },
        Markup { QStringLiteral("$n$") } };
    for (const ReportRow *r : picker.takeAll(
             [](const ReportRow &r) { return r.analysis == QLatin1String("DR3-Eval: judge claim extraction"); }))
        t.rows << PaperRow { { Markup { statisticLabel(r->statistic) }, estimateCell(r), countCell(r) } };
    return t;
}
} // namespace

PaperLayout dr3PaperTable(const ReportTable &report)
{
    RowPicker picker(report);
    QStringList analyses;
    for (const ReportRow &r : report.rows)
        if ((r.analysis.startsWith(kJudge) || r.analysis.startsWith(kCeiling)) && !analyses.contains(r.analysis))
            analyses << r.analysis;
    PaperLayout layout;
    for (qsizetype i = 0; i < analyses.size(); ++i)
        if (PaperTable t
            = analysisTable(picker, analyses[i], analyses[i].startsWith(kCeiling), static_cast<int>(i) + 1);
            !t.rows.isEmpty())
            layout.tables << t;
    if (PaperTable t = extractionTable(picker); !t.rows.isEmpty())
        layout.tables << t;
    layout.rowsLeftOut = picker.untaken();
    return layout;
}

} // namespace draudit::models
