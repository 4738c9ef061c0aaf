// drbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/drbench/drbenchbenchmark.h"

#include "models/benchmarks/drbench/drbenchforms.h"
#include "models/benchmarks/drbench/drbenchgrrimporter.h"
#include "models/benchmarks/drbench/drbenchimporter.h"
#include "models/benchmarks/drbench/drbenchrunimporters.h"
#include "models/benchmarks/drbench/rubricexpansion.h"
#include "models/benchmarks/drbench/rubricprotocol.h"
#include "models/store/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
Result<ReportTable> analyse(ProjectStore &store, const ReportRequest &request)
{
    return analyseDrBench(store, ScoreProtocolOptions { request.studyId });
}

Result<QList<StudyCandidate>> reports(ProjectStore &store)
{
    return StudyStore(store).responseCandidates(QStringLiteral("dr-bench"));
}

// One rubric item of one report each: the judge's query-specific and general-report rubric scores.
Result<QList<StudyCandidate>> items(ProjectStore &store)
{
    return StudyStore(store).judgedItemCandidates(
        QStringLiteral("dr-bench"), { QStringLiteral("qsr"), QStringLiteral("grr") });
}
// The built-in forms of this benchmark by name.
std::optional<Result<FormDefinition>> forms(const QString &name)
{
    if (name == QLatin1String("rubric-checklist"))
        return rubricChecklistForm();
    return std::nullopt;
}
} // namespace

Benchmark drBenchBenchmark()
{
    static const DrBenchLogImporter log;
    static const DrBenchEvalImporter eval;
    static const DrBenchImporter tasks;
    static const DrBenchGrrImporter grr;
    Benchmark b;
    b.id = QStringLiteral("dr-bench");
    {
        Protocol p;
        p.id = QStringLiteral("drbench");
        p.defaultForm = QStringLiteral("rubric-checklist");
        p.analyse = analyse;
        p.candidates = reports;
        p.dashboard = DashboardKind::Report;
        b.protocols << p;
    }
    {
        Protocol p;
        p.id = QStringLiteral("drbench-items");
        p.defaultForm = QStringLiteral("rubric-checklist");
        p.candidates = items;
        b.protocols << p;
    }
    b.forms = { { { QStringLiteral("rubric-checklist") }, forms } };
    b.importers = { { 170, &log }, { 180, &eval }, { 190, &tasks }, { 200, &grr } };
    b.expansions = { { QStringLiteral("rubric"), expandRubric } };
    return b;
}

} // namespace draudit::models
