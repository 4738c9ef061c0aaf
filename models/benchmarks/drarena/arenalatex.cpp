// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The paper reports κ on the win/loss/tie decision (0.91 human vs examiner, 0.88 between humans) and four pass rates
// of the pipeline audit; the five-level κ and agreement are listed beside them, the rest stays in the full table.
#include "models/benchmarks/drarena/arenalatex.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
const QString kVsJudge = QStringLiteral("human vs judge verdict");
const QString kVsHuman = QStringLiteral("human vs human verdict");
const QString kCrossExaminer = QStringLiteral("judge vs judge verdict (cross-examiner)");
const QString kAudit = QStringLiteral("audit pass rate");

// The file's messages, under a context lupdate files them by.
struct ArenaLatex
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ArenaLatex)
};

// The verdict statistics a comparison shows, as the arena names them: its κ is on five levels unless "3-level".
const std::pair<const char *, const char *> kVerdictStatistics[] = {
    { "3-level cohen_kappa", QT_TRANSLATE_NOOP("draudit::models::ArenaLatex", "Cohen's $\\kappa$ (3-level)") },
    { "cohen_kappa", QT_TRANSLATE_NOOP("draudit::models::ArenaLatex", "Cohen's $\\kappa$ (5-level)") },
    { "direction agreement", QT_TRANSLATE_NOOP("draudit::models::ArenaLatex", "agreement (win/loss/tie)") },
    { "percent_agreement", QT_TRANSLATE_NOOP("draudit::models::ArenaLatex", "agreement (5-level)") },
};

void addRow(PaperTable &t, const QString &label, const ReportRow *r)
{
    if (r)
        t.rows << PaperRow { { Markup { label }, Estimate { r->value }, Markup { latexInterval(r->ciLow, r->ciHigh) },
            countCell(r) } };
}

// One section per comparison of the analysis (those starting with `prefix`, when given).
void addVerdictSections(
    PaperTable &t, RowPicker &picker, const QString &analysis, const QString &title, const QString &prefix = {})
{
    QStringList comparisons;
    for (const ReportRow *r : picker.peekAll([&](const ReportRow &r) { return r.analysis == analysis; }))
        if (!comparisons.contains(r->comparison) && r->comparison.startsWith(prefix))
            comparisons << r->comparison;
    for (const QString &comparison : comparisons) {
        t.rows << PaperRow { { Text { title.arg(comparison) } }, true };
        for (const auto &[statistic, label] : kVerdictStatistics)
            addRow(t, ArenaLatex::tr(label), picker.take(analysis, comparison, QString::fromLatin1(statistic)));
    }
}

// The pooled pass rate of each audit question, question validity (A1 and A2) first; per-annotator rows stay out.
// False when the report has no audit rows.
bool addAuditSection(PaperTable &t, RowPicker &picker)
{
    const QStringList fields { QStringLiteral("A1 and A2"), QStringLiteral("A1"), QStringLiteral("A2"),
        QStringLiteral("A3"), QStringLiteral("B1"), QStringLiteral("D1"), QStringLiteral("D2") };
    QList<const ReportRow *> rows;
    for (const QString &field : fields)
        rows << picker.takeAll([&](const ReportRow &r) { return r.analysis == kAudit && r.comparison == field; });
    if (rows.isEmpty())
        return false;
    t.rows << PaperRow { { Text { ArenaLatex::tr("Pipeline audit: pass rate") } }, true };
    for (const ReportRow *r : rows)
        addRow(t, latexEscape(QStringLiteral("%1: %2").arg(r->comparison, r->statistic)), r);
    return true;
}
} // namespace

PaperLayout arenaPaperTable(const ReportTable &report)
{
    RowPicker picker(report);
    PaperTable t;
    t.label = kDrArenaProtocol.toString();
    t.header = { Text { ArenaLatex::tr("Statistic") }, Text { ArenaLatex::tr("Value") },
        Text { ArenaLatex::tr("95% CI") }, Markup { QStringLiteral("$n$") } };
    // Pooled over the annotators when there are several, else the one annotator against each judge.
    const bool pooled
        = !picker
               .peekAll([](const ReportRow &r) {
                   return r.analysis == kVsJudge && r.comparison.startsWith(QLatin1String("all humans vs "));
               })
               .isEmpty();
    addVerdictSections(t, picker, kVsJudge, ArenaLatex::tr("Human vs judge: %1"),
        pooled ? QStringLiteral("all humans vs ") : QString());
    addVerdictSections(t, picker, kVsHuman, ArenaLatex::tr("Human vs human: %1"));
    addVerdictSections(t, picker, kCrossExaminer, ArenaLatex::tr("Cross-examiner: %1"));
    // The caption promises the audit's pass rates only when the table has them.
    t.caption = addAuditSection(t, picker)
        ? ArenaLatex::tr("DR-Arena: agreement of human and examiner verdicts, and pass rates of the pipeline audit")
        : ArenaLatex::tr("DR-Arena: agreement of human and examiner verdicts");
    return { { t }, picker.untaken() };
}

} // namespace draudit::models
