// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench: every RACE run (a judge with "overall_score" records: vanilla, ablations, reverse position,
// other judge models, each imported under its own --judge name) against the experts, as the paper's Table 2 per
// dimension and overall, beside the human inter-agreement ceiling; and every FACT run's support labels.
// PAR, OPC and the Overall Score have percentile intervals of a bootstrap over tasks (pairs share reports and a
// model's mean spans tasks; the paper reports none); FAP/FAS t intervals over the kept tasks. Two runs on the same
// reports are compared pairwise (drbjudgepairs.h).
#include "models/benchmarks/deepresearchbench/drbanalysis.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/deepresearchbench/drbcriterionagreement.h"
#include "models/benchmarks/deepresearchbench/drbfactagreement.h"
#include "models/benchmarks/deepresearchbench/drbjudgepairs.h"
#include "models/benchmarks/deepresearchbench/drbtable2.h"
#include "models/core/resulttry.h"
#include "models/report/scorebias.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
struct Dimension
{
    const char *human; // the form's question
    const char *judge; // the RACE field
};

const Dimension kDimensions[] = { { "overall", "overall_score" }, { "comprehensiveness", "comprehensiveness" },
    { "insight", "insight" }, { "instruction_following", "instruction_following" }, { "readability", "readability" } };

Result<void> appendDimension(
    ReportTable &t, ProjectStore &store, const QStringList &runs, const Dimension &d, const ScoreProtocolOptions &o)
{
    const QString human = QString::fromLatin1(d.human);
    QMap<QString, QList<ScoredReport>> scored;
    for (const QString &run : runs) {
        DRAUDIT_TRY(reports, scoredReports(store, { run, QString::fromLatin1(d.judge), {}, human, o.studyId }));
        if (reports.isEmpty())
            continue;
        appendTable2Rows(t, reports, { run, human, o.bootstrap, o.seed });
        if (human == QLatin1String("overall")) {
            DRAUDIT_TRY_VOID(appendScoreBias(t, store, reports, run, o));
            appendRunVsCeiling(t, reports, { run, human, o.bootstrap, o.seed });
        }
        scored.insert(run, reports);
    }
    // Runs compared with each other on the paper's headline dimension.
    if (human == QLatin1String("overall"))
        appendTable2Pairs(t, scored, { {}, human, o.bootstrap, o.seed });
    DRAUDIT_TRY(humans, scoredReports(store, { {}, {}, {}, human, o.studyId }));
    appendHumanCeiling(t, humans, human);
    return {};
}
} // namespace

Result<ReportTable> analyseDeepResearchBench(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = kDrbProtocol.toString();
    t.title = QCoreApplication::translate(
        "draudit::models::ScoreProtocols", "DeepResearch Bench: RACE scores against expert scores");
    DRAUDIT_TRY(runs, LabelQueries(store).judgeNamesWithField(QStringLiteral("overall_score")));
    for (const Dimension &d : kDimensions)
        DRAUDIT_TRY_VOID(appendDimension(t, store, runs, d, o));
    DRAUDIT_TRY_VOID(appendCriterionAgreement(t, store, o.studyId));
    DRAUDIT_TRY_VOID(appendFactAgreement(t, store, o.studyId));
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
            "no report has both a RACE score and an expert score: import raw_results.jsonl and the human file");
    else
        t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
            "RACE scores are relative to a reference report (0–1); expert scores are on the form's scale (0–10): "
            "the statistics compare them by preference and correlation only, never by difference");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
