// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// deepresearchbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/deepresearchbench/criteriaexpansion.h"
#include "models/benchmarks/deepresearchbench/drbanalysis.h"
#include "models/benchmarks/deepresearchbench/drbcriteriaimporter.h"
#include "models/benchmarks/deepresearchbench/drbcriterionimporter.h"
#include "models/benchmarks/deepresearchbench/drbdemo.h"
#include "models/benchmarks/deepresearchbench/drbfactimporter.h"
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/benchmarks/deepresearchbench/drbhumanimporter.h"
#include "models/benchmarks/deepresearchbench/drblatex.h"
#include "models/benchmarks/deepresearchbench/drbqueryimporter.h"
#include "models/benchmarks/deepresearchbench/drbraceimporter.h"
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/benchmarks/deepresearchbench/drbstudy.h"
#include "models/benchmarks/deepresearchbench/statementexpansion.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace draudit::models {

namespace {
// report-scoring:LOW-HIGH sets the study's scale; nullopt when the argument is not LOW-HIGH.
std::optional<Result<FormDefinition>> reportScoringScale(const QString &argument)
{
    static const QRegularExpression scale(QStringLiteral("^(\\d+)-(\\d+)$"));
    const auto m = scale.match(argument);
    if (!m.hasMatch())
        return std::nullopt;
    const int low = m.captured(1).toInt(), high = m.captured(2).toInt();
    if (low >= high || high - low > 20)
        return fail(QCoreApplication::translate(
            "draudit::models::FormJson", "the scale of %1 must go up from low to high, at most 21 points")
                        .arg(QStringLiteral("report-scoring:") + argument));
    return reportScoringForm(low, high);
}
} // namespace

Benchmark deepResearchBenchmark()
{
    static const DrbHumanImporter human;
    static const DrbCriteriaImporter criteria;
    static const DrbRaceImporter race;
    static const DrbFactImporter fact;
    static const DrbReportImporter reportFiles;
    static const DrbQueryImporter query;
    static const DrbCriterionDecisionsImporter criterionDecisions;
    Benchmark b;
    b.id = kDeepResearchBench;
    {
        Protocol p;
        p.id = kDrbProtocol;
        p.defaultForm = QStringLiteral("report-scoring");
        p.analyse = studyAnalysis(analyseDeepResearchBench);
        p.paperTable = drbPaperTable;
        p.candidates = drbReportCandidates;
        p.dashboard = DashboardKind::Scores;
        p.dashboardScores
            = { QStringLiteral("race"), QStringLiteral("overall_score"), {}, QStringLiteral("overall"), 1 };
        p.judgeScale = QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "RACE score, relative to a reference (0–1)");
        p.humanScale = QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "mean expert score (0–10)");
        p.strata = { QStringLiteral("model"), QStringLiteral("task"), QStringLiteral("topic"),
            QStringLiteral("language"), QStringLiteral("variant") };
        // The paper's experts each scored all reports of a task: studies draw and assign whole tasks.
        p.unitNoun = QString::fromLatin1(QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "tasks"));
        p.unitDetail = QString::fromLatin1(QT_TRANSLATE_NOOP(
            "draudit::models::Benchmarks", "every agent's report of the task, in an order drawn for each annotator"));
        p.unitTexts = { QT_TRANSLATE_NOOP(
                            "draudit::models::Benchmarks", "Number of whole tasks (every agent's report of each)"),
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Percent of whole tasks"),
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Every task to"),
            QT_TRANSLATE_N_NOOP("draudit::models::Benchmarks",
                "About %1 reports of whole tasks to %n annotator(s); each task's reports go to the same annotators, "
                "in an order drawn for each.") };
        b.protocols << p;
    }
    {
        // FACT: statement–URL pairs drawn one by one (the paper checked 100 random pairs), labelled blind.
        Protocol p;
        p.id = kDrbFactProtocol;
        p.defaultForm = QStringLiteral("statement-support");
        p.analyse = studyAnalysis(analyseDeepResearchBench);
        p.candidates = drbFactPairCandidates;
        p.dashboard = DashboardKind::Report;
        p.strata = { QStringLiteral("model"), QStringLiteral("task"), QStringLiteral("topic"),
            QStringLiteral("language"), QStringLiteral("judge_label") };
        p.defaultSample = QStringLiteral("100");
        b.protocols << p;
    }
    b.forms = {
        { .name = QStringLiteral("report-scoring"),
            .make = [] { return reportScoringForm(); },
            .listedVariants = { QStringLiteral("1-5") },
            .variant = reportScoringScale,
            .offered = { { QStringLiteral("report-scoring"),
                             QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Report scoring, RACE dimensions 0–10") },
                { QStringLiteral("report-scoring:1-5"),
                    QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Report scoring, RACE dimensions 1–5") } } },
        { .name = QStringLiteral("statement-support"),
            .make = statementSupportForm,
            .offered = { { QStringLiteral("statement-support"),
                QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Statement support (FACT pairs)") } } }
    };
    b.reportForms = { QStringLiteral("report-scoring") };
    b.demo = drbDemo;
    b.sections = { { kDeepResearchBench.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Reports") } };
    // FACT's statement–URL pairs: the statement (in reasoning).
    b.packageItemKeys = { { "statements", -1, "statements", { QStringLiteral("support") }, 8, {} } };
    b.importers = { { 160, &human }, { 205, &criterionDecisions }, { 210, &criteria }, { 220, &race }, { 230, &fact },
        { 240, &reportFiles }, { 250, &query } };
    b.expansions = { { QStringLiteral("statements"), expandStatements },
        { QStringLiteral("race-criteria"), expandRaceCriteria } };
    return b;
}

} // namespace draudit::models
