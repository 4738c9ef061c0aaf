// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The IntegratedScore table is models × sources: a source is a numbered column, so the table stays a row per model
// however many judges there are; with more than two sources the intervals go under the values and the table spans the
// page.
#include "models/benchmarks/drbench/drbenchlatex.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by.
struct DrBenchLatex
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrBenchLatex)
};

const QString kItems
    = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: human vs judge item scores"));
const QString kIntegrated
    = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: IntegratedScore"));

// Comparisons "KIND · judge NAME": one section per judge, a row per kind (qsr, grr, all items).
PaperTable agreementTable(RowPicker &picker)
{
    PaperTable t;
    t.caption = DrBenchLatex::tr("DR. BENCH: human re-scores against the judge's rubric item scores");
    t.label = kDrBenchItemsProtocol.toString();
    t.header = { Text { DrBenchLatex::tr("Items") }, Markup { statisticLabel(QStringLiteral("percent_agreement")) },
        Markup { statisticLabel(QStringLiteral("cohen_kappa")) }, Markup { QStringLiteral("$n$") } };
    QStringList comparisons;
    for (const ReportRow *r : picker.peekAll([](const ReportRow &r) { return r.analysis == kItems; }))
        if (!comparisons.contains(r->comparison))
            comparisons << r->comparison;
    QString judge;
    for (const QString &comparison : comparisons) {
        const QStringList parts = comparisonParts(comparison);
        const QString nextJudge = parts.mid(1).join(QStringLiteral(" · "));
        if (nextJudge != judge)
            t.rows << PaperRow { { Text { nextJudge } }, true };
        judge = nextJudge;
        const ReportRow *agreement = picker.take(kItems, comparison, QStringLiteral("percent_agreement"));
        const ReportRow *kappa = picker.take(kItems, comparison, QStringLiteral("cohen_kappa"));
        const QString kind = parts.front() == QLatin1String("qsr") ? QStringLiteral("QSR")
            : parts.front() == QLatin1String("grr")                ? QStringLiteral("GRR")
                                                                   : parts.front();
        if (agreement || kappa)
            t.rows << PaperRow { { Text { kind }, estimateCell(agreement), estimateCell(kappa),
                countCell(agreement ? agreement : kappa) } };
    }
    return t;
}

// Comparisons "SOURCE · MODEL": a row per model, a column per source.
PaperTable integratedTable(RowPicker &picker)
{
    QStringList sources, models;
    for (const ReportRow *r : picker.peekAll([](const ReportRow &r) {
             return r.analysis == kIntegrated && r.statistic == QLatin1String("integrated_score");
         })) {
        const QStringList parts = comparisonParts(r->comparison);
        if (!sources.contains(parts.front()))
            sources << parts.front();
        if (const QString model = parts.mid(1).join(QStringLiteral(" · ")); !models.contains(model))
            models << model;
    }
    PaperTable t;
    // Sources are numbered in the header and named in the caption, which wraps: a judge's name can be long.
    QStringList legend;
    for (qsizetype i = 0; i < sources.size(); ++i)
        legend << QStringLiteral("(%1) %2").arg(i + 1).arg(latexEscape(sources[i]));
    t.caption = DrBenchLatex::tr("DR. BENCH: IntegratedScore per model (mean over reports) from each source: %1")
                    .arg(legend.join(QStringLiteral("; ")));
    t.label = QStringLiteral("drbench-integrated");
    t.wide = sources.size() > 2;
    t.stacked = sources.size() > 2;
    t.header = { Text { DrBenchLatex::tr("Model") } };
    for (qsizetype i = 0; i < sources.size(); ++i)
        t.header << Text { QStringLiteral("(%1)").arg(i + 1) };
    for (const QString &model : models) {
        PaperRow row { { Text { model } } };
        for (const QString &source : sources)
            row.cells << estimateCell(picker.take(
                kIntegrated, QStringLiteral("%1 · %2").arg(source, model), QStringLiteral("integrated_score")));
        t.rows << row;
    }
    return t;
}
} // namespace

PaperLayout drBenchPaperTable(const ReportTable &report)
{
    RowPicker picker(report);
    PaperLayout layout;
    for (PaperTable t : { agreementTable(picker), integratedTable(picker) })
        if (!t.rows.isEmpty())
            layout.tables << t;
    layout.rowsLeftOut = picker.untaken();
    return layout;
}

} // namespace draudit::models
