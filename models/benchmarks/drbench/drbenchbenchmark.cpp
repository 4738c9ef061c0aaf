// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// drbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/drbench/drbenchbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/drbench/drbenchdecisionimporters.h"
#include "models/benchmarks/drbench/drbenchdemo.h"
#include "models/benchmarks/drbench/drbenchforms.h"
#include "models/benchmarks/drbench/drbenchgrrimporter.h"
#include "models/benchmarks/drbench/drbenchimporter.h"
#include "models/benchmarks/drbench/drbenchlatex.h"
#include "models/benchmarks/drbench/drbenchreportitem.h"
#include "models/benchmarks/drbench/drbenchrunimporters.h"
#include "models/benchmarks/drbench/rubricexpansion.h"
#include "models/benchmarks/drbench/rubricprotocol.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {

// One rubric item of one report each: the judge's query-specific and general-report rubric scores.
Result<QList<StudyCandidate>> items(ProjectStore &store)
{
    return StudyStore(store).judgedItemCandidates(
        kDrBench.toString(), { QStringLiteral("qsr"), QStringLiteral("grr") });
}
} // namespace

Benchmark drBenchBenchmark()
{
    static const DrBenchLogImporter log;
    static const DrBenchEvalImporter eval;
    static const DrBenchImporter tasks;
    static const DrBenchGrrImporter grr;
    static const MrDreChecklistImporter checklists;
    static const DrBenchDecisionsImporter decisions;
    Benchmark b;
    b.id = kDrBench;
    {
        Protocol p;
        p.id = kDrBenchProtocol;
        p.parameters = { QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("lambda"),
            QStringLiteral("mu"), QStringLiteral("eta"), QStringLiteral("theta"), QStringLiteral("kappa"),
            QStringLiteral("epsilon_plus"), QStringLiteral("epsilon_minus"), QStringLiteral("per_report") };
        p.defaultForm = QStringLiteral("rubric-checklist");
        p.analyse = analyseDrBenchReport;
        p.paperTable = drBenchPaperTable;
        p.candidates = reportsOf({ kDrBench });
        p.dashboard = DashboardKind::Report;
        b.protocols << p;
    }
    {
        Protocol p;
        p.id = kDrBenchItemsProtocol;
        p.defaultForm = QStringLiteral("rubric-checklist");
        p.candidates = items;
        p.defaultSample = QStringLiteral("35%"); // the paper re-checked about 35% of the judge's item scores
        p.strata
            = { QStringLiteral("model"), QStringLiteral("domain"), QStringLiteral("kind"), QStringLiteral("task") };
        b.protocols << p;
    }
    b.forms = { { .name = QStringLiteral("rubric-checklist"),
        .make = rubricChecklistForm,
        .offered = { { QStringLiteral("rubric-checklist"),
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Rubric checklist (every item with its points)") } } } };
    b.reportForms = { QStringLiteral("rubric-checklist"), QStringLiteral("report-scoring") };
    b.demo = drBenchDemo;
    b.sections = { { kDrBench.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Rubric tasks") } };
    b.importers
        = { { 170, &log }, { 180, &eval }, { 185, &checklists }, { 186, &decisions }, { 190, &tasks }, { 200, &grr } };
    b.expansions = { { QStringLiteral("rubric"), expandRubric } };
    b.reportItem = drBenchReportItem;
    return b;
}

} // namespace draudit::models
