// livedrbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"

#include "models/benchmarks/livedrbench/claimexpansion.h"
#include "models/benchmarks/livedrbench/claimforms.h"
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
// The built-in forms of this benchmark by name.
std::optional<Result<FormDefinition>> forms(const QString &name)
{
    if (name == QLatin1String("claim-audit"))
        return claimAuditForm(false);
    if (name == QLatin1String("claim-audit:right-wrong"))
        return claimAuditForm(true);
    return std::nullopt;
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
    b.forms = { { { QStringLiteral("claim-audit"), QStringLiteral("claim-audit:right-wrong") }, forms } };
    b.importers = { { 80, &rows }, { 90, &predictions } };
    b.expansions = { { QStringLiteral("claims"), expandClaims } };
    return b;
}

} // namespace draudit::models
