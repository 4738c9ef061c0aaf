// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Five estimate columns side by side: the intervals go under the values and the table spans the page.
#include "models/benchmarks/deepresearchbench/drblatex.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by.
struct DrbLatex
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrbLatex)
};

const QString kRaceVsHumans
    = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DeepResearch Bench: RACE vs humans"));
const QString kHumanCeiling = QStringLiteral("DeepResearch Bench: human inter-agreement");
const QString kDimension = QStringLiteral("overall");
const QStringList kColumns { QStringLiteral("PAR"), QStringLiteral("OPC"), QStringLiteral("FAP"), QStringLiteral("FAS"),
    QStringLiteral("overall_score") };

// The judges of the table's dimension, in report order: "overall · judge NAME" -> NAME.
QStringList judgesOf(const RowPicker &picker)
{
    QStringList judges;
    const QString prefix = kDimension + QStringLiteral(" · judge ");
    for (const ReportRow *r : picker.peekAll(
             [&](const ReportRow &r) { return r.analysis == kRaceVsHumans && r.comparison.startsWith(prefix); }))
        if (const QString judge = r->comparison.mid(prefix.size()); !judges.contains(judge))
            judges << judge;
    return judges;
}
} // namespace

PaperLayout drbPaperTable(const ReportTable &report)
{
    RowPicker picker(report);
    PaperTable t;
    t.caption = DrbLatex::tr("DeepResearch Bench (Table 2): RACE runs against the experts' overall scores");
    t.label = kDrbProtocol.toString();
    t.wide = true;
    t.stacked = true;
    t.header << Text { DrbLatex::tr("Judge") };
    for (const QString &statistic : kColumns)
        t.header << Markup { statisticLabel(statistic) };
    for (const QString &judge : judgesOf(picker)) {
        const QString comparison = QStringLiteral("%1 · judge %2").arg(kDimension, judge);
        PaperRow row { { Text { judge } } };
        for (const QString &statistic : kColumns)
            row.cells << estimateCell(picker.take(kRaceVsHumans, comparison, statistic));
        t.rows << row;
    }
    if (const ReportRow *ceiling = picker.take(kHumanCeiling, kDimension, QStringLiteral("PAR_expert_vs_others")))
        t.rows << PaperRow { { Text { DrbLatex::tr("Human inter-agreement") }, estimateCell(ceiling) } };
    return { { t }, picker.untaken() };
}

} // namespace draudit::models
