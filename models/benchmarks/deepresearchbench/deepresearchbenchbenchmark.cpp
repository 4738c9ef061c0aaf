// deepresearchbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"

#include "models/benchmarks/deepresearchbench/drbanalysis.h"
#include "models/benchmarks/deepresearchbench/drbcriteriaimporter.h"
#include "models/benchmarks/deepresearchbench/drbfactimporter.h"
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/benchmarks/deepresearchbench/drbhumanimporter.h"
#include "models/benchmarks/deepresearchbench/drbqueryimporter.h"
#include "models/benchmarks/deepresearchbench/drbraceimporter.h"
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/benchmarks/deepresearchbench/statementexpansion.h"
#include "models/store/studystore.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace draudit::models {

namespace {
Result<ReportTable> analyse(ProjectStore &store, const ReportRequest &request)
{
    return analyseDeepResearchBench(store, ScoreProtocolOptions { request.studyId });
}

Result<QList<StudyCandidate>> reports(ProjectStore &store)
{
    return StudyStore(store).responseCandidates(QStringLiteral("deepresearch-bench"));
}
// The built-in forms of this benchmark by name.
std::optional<Result<FormDefinition>> forms(const QString &name)
{
    if (name == QLatin1String("report-scoring"))
        return reportScoringForm();
    if (name == QLatin1String("statement-support"))
        return statementSupportForm();
    // report-scoring:LOW-HIGH sets the study's scale.
    static const QRegularExpression scale(QStringLiteral("^report-scoring:(\\d+)-(\\d+)$"));
    if (const auto m = scale.match(name); m.hasMatch()) {
        const int low = m.captured(1).toInt(), high = m.captured(2).toInt();
        if (low >= high || high - low > 20)
            return fail(QCoreApplication::translate(
                "draudit::models::FormJson", "the scale of %1 must go up from low to high, at most 21 points")
                            .arg(name));
        return reportScoringForm(low, high);
    }
    return std::nullopt;
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
    Benchmark b;
    b.id = QStringLiteral("deepresearch-bench");
    {
        Protocol p;
        p.id = QStringLiteral("drb");
        p.defaultForm = QStringLiteral("report-scoring");
        p.analyse = analyse;
        p.candidates = reports;
        p.dashboard = DashboardKind::Scores;
        p.dashboardScores
            = { QStringLiteral("race"), QStringLiteral("overall_score"), {}, QStringLiteral("overall"), 1 };
        b.protocols << p;
    }
    b.forms = { { { QStringLiteral("report-scoring"), QStringLiteral("report-scoring:1-5"),
                      QStringLiteral("statement-support") },
        forms } };
    b.importers = { { 160, &human }, { 210, &criteria }, { 220, &race }, { 230, &fact }, { 240, &reportFiles },
        { 250, &query } };
    b.expansions = { { QStringLiteral("statements"), expandStatements } };
    return b;
}

} // namespace draudit::models
