// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// dr3eval: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3documentimporters.h"
#include "models/benchmarks/dr3eval/dr3forms.h"
#include "models/benchmarks/dr3eval/dr3importers.h"
#include "models/benchmarks/dr3eval/dr3itemexpansion.h"
#include "models/benchmarks/dr3eval/dr3latex.h"
#include "models/benchmarks/dr3eval/insightexpansion.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

Benchmark dr3EvalBenchmark()
{
    static const Dr3ResultImporter result;
    static const Dr3MetricImporter metric;
    static const Dr3ChecklistImporter checklist;
    static const Dr3InsightsImporter insights;
    static const Dr3ReportImporter report;
    static const Dr3QueryImporter query;
    static const Dr3LongContextImporter longContext;
    static const Dr3SourceDocumentImporter sourceDocument;
    Benchmark b;
    b.id = kDr3Eval;
    {
        Protocol p;
        p.id = kDr3Protocol;
        p.defaultForm = QStringLiteral("dr3-audit");
        p.analyse = studyAnalysis(analyseDr3);
        p.paperTable = dr3PaperTable;
        p.candidates = reportsOf({ kDr3Eval });
        p.dashboard = DashboardKind::Scores;
        p.dashboardScores
            = { kDr3Eval.toString(), QStringLiteral("total_score"), {}, QStringLiteral("total_score"), 1 };
        b.protocols << p;
    }
    b.forms
        = { { .name = QStringLiteral("insight-coverage"),
                .make = insightCoverageForm,
                .offered = { { QStringLiteral("insight-coverage"),
                    QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Insight coverage (covered / half / not)") } } },
              { .name = QStringLiteral("dr3-audit"), .make = dr3AuditForm },
              { .name = QStringLiteral("dr3-insights"), .make = dr3InsightsForm },
              { .name = QStringLiteral("dr3-claims"), .make = dr3ClaimsForm },
              { .name = QStringLiteral("dr3-checklist"), .make = dr3ChecklistForm },
              { .name = QStringLiteral("dr3-citations"), .make = dr3CitationsForm },
              { .name = QStringLiteral("dr3-depth"), .make = dr3DepthForm },
              { .name = QStringLiteral("dr3-extraction"), .make = dr3ExtractionForm } };
    b.importers = { { 90, &sourceDocument }, { 95, &longContext }, { 100, &result }, { 110, &metric },
        { 120, &checklist }, { 130, &insights }, { 140, &report }, { 150, &query } };
    b.expansions = { { QStringLiteral("insights"), expandInsights }, { QStringLiteral("dr3-items"), expandDr3Items } };
    // Its checklists as a rubric (requirement:<id>), as DR. BENCH's items.
    b.reportForms = { QStringLiteral("rubric-checklist"), QStringLiteral("report-scoring") };
    b.sections = { { kDr3Eval.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "DR3 cases") } };
    // The judged items: the key alone, and each extracted claim's text (in value).
    b.packageItemKeys = { { "dr3-items", -2, "dr3-items",
        { QStringLiteral("insight"), QStringLiteral("citation_support"), QStringLiteral("requirement"),
            QStringLiteral("cited"), QStringLiteral("claim") },
        4, QStringLiteral("claim") } };
    return b;
}

} // namespace draudit::models
