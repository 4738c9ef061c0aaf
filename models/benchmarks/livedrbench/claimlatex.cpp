// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Comparisons read "source · system · category"; the two summaries (the paper's mean of categories, the evaluator's
// mean over questions) close each source's rows. The paper-eq1 variants and expanded ground truths stay in the full
// table.
#include "models/benchmarks/livedrbench/claimlatex.h"

#include "models/benchmarks/livedrbench/claimmetrics.h"
#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by.
struct ClaimLatex
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ClaimLatex)
};

const QStringList kStatistics { QStringLiteral("precision"), QStringLiteral("recall"), QStringLiteral("f1") };

// Distinct values of one part of the comparisons, in report order; summaries (names with a parenthesis) last.
QStringList partValues(const QList<const ReportRow *> &rows, int part, const QString &where = {}, int wherePart = -1)
{
    QStringList plain, summaries;
    for (const ReportRow *r : rows) {
        const QStringList parts = comparisonParts(r->comparison);
        if (parts.size() != 3 || (wherePart >= 0 && parts[wherePart] != where))
            continue;
        QStringList &into = parts[part].contains(QLatin1Char('(')) && part == 2 ? summaries : plain;
        if (!into.contains(parts[part]))
            into << parts[part];
    }
    return plain + summaries;
}

PaperTable systemTable(RowPicker &picker, const QString &analysis, const QString &system, int index)
{
    PaperTable t;
    t.caption = ClaimLatex::tr("LiveDRBench: precision, recall and F1 per category, %1").arg(latexEscape(system));
    t.label = QStringLiteral("livedrbench-%1").arg(index + 1);
    t.wide = true;
    t.header = { Text { ClaimLatex::tr("Category") } };
    for (const QString &statistic : kStatistics)
        t.header << Markup { statisticLabel(statistic) };
    t.header << Markup { QStringLiteral("$n$") };
    const auto rows = picker.peekAll([&](const ReportRow &r) { return r.analysis == analysis; });
    for (const QString &source : partValues(rows, 0, system, 1)) {
        t.rows << PaperRow { { Text { source } }, true };
        for (const QString &category : partValues(rows, 2, source, 0)) {
            const QString comparison = QStringList { source, system, category }.join(QStringLiteral(" · "));
            PaperRow row { { Text { category } } };
            const ReportRow *any = nullptr;
            for (const QString &statistic : kStatistics) {
                const ReportRow *r = picker.take(analysis, comparison, statistic);
                row.cells << estimateCell(r);
                any = r ? r : any;
            }
            if (!any) // a category of another system, not scored for this one
                continue;
            row.cells << countCell(any);
            t.rows << row;
        }
    }
    return t;
}
} // namespace

PaperLayout liveDrPaperTable(const ReportTable &report)
{
    RowPicker picker(report);
    // The analysis name as the protocol writes it (translated in its context).
    const QString analysis = QCoreApplication::translate("draudit::models::ClaimProtocol", "LiveDRBench %1")
                                 .arg(claimMetricName(ClaimMetric::Official));
    const QStringList systems
        = partValues(picker.peekAll([&](const ReportRow &r) { return r.analysis == analysis; }), 1);
    PaperLayout layout;
    for (qsizetype i = 0; i < systems.size(); ++i)
        layout.tables << systemTable(picker, analysis, systems[i], static_cast<int>(i));
    layout.rowsLeftOut = picker.untaken();
    return layout;
}

} // namespace draudit::models
