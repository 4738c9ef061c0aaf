// livedrbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"

#include "models/benchmarks/livedrbench/claimexpansion.h"
#include "models/benchmarks/livedrbench/claimprotocol.h"
#include "models/benchmarks/livedrbench/livedrbenchimporters.h"
#include "models/store/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
Result<ReportTable> analyse(ProjectStore &store, const ReportRequest &request)
{
    return analyseLiveDrBench(store, ScoreProtocolOptions { request.studyId });
}

Result<QList<StudyCandidate>> reports(ProjectStore &store)
{
    return StudyStore(store).responseCandidates(QStringLiteral("livedrbench"));
}
} // namespace

Benchmark liveDrBenchmark()
{
    static const LiveDrBenchImporter rows;
    static const LiveDrBenchPredictionsImporter predictions;
    Benchmark b;
    b.id = QStringLiteral("livedrbench");
    {
        Protocol p;
        p.id = QStringLiteral("livedrbench");
        p.defaultForm = QStringLiteral("claim-audit");
        p.analyse = analyse;
        p.candidates = reports;
        p.dashboard = DashboardKind::Report;
        b.protocols << p;
    }
    b.importers = { { 80, &rows }, { 90, &predictions } };
    b.expansions = { { QStringLiteral("claims"), expandClaims } };
    return b;
}

} // namespace draudit::models
