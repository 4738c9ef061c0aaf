// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// livedrbench: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/livedrbench/claimdecisionsimporter.h"
#include "models/benchmarks/livedrbench/claimexpansion.h"
#include "models/benchmarks/livedrbench/claimforms.h"
#include "models/benchmarks/livedrbench/claimitem.h"
#include "models/benchmarks/livedrbench/claimlatex.h"
#include "models/benchmarks/livedrbench/claimprotocol.h"
#include "models/benchmarks/livedrbench/groundtruthexport.h"
#include "models/benchmarks/livedrbench/livedrbenchimporters.h"
#include "models/core/resulttry.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

Benchmark liveDrBenchmark()
{
    static const LiveDrBenchImporter rows;
    static const LiveDrBenchPredictionsImporter predictions;
    static const LiveDrBenchDecisionsImporter decisions;
    Benchmark b;
    b.id = kLiveDrBench;
    {
        Protocol p;
        p.id = kLiveDrBenchProtocol;
        p.defaultForm = QStringLiteral("claim-audit");
        p.analyse = studyAnalysis(analyseLiveDrBench);
        p.paperTable = liveDrPaperTable;
        p.candidates = reportsOf({ kLiveDrBench });
        p.dashboard = DashboardKind::Report;
        b.protocols << p;
    }
    b.forms = { { .name = QStringLiteral("claim-audit"),
        .make = [] { return claimAuditForm(false); },
        .listedVariants = { QStringLiteral("right-wrong") },
        .variant = [](const QString &argument) -> std::optional<Result<FormDefinition>> {
            if (argument == QLatin1String("right-wrong"))
                return claimAuditForm(true);
            return std::nullopt;
        },
        .offered = { { QStringLiteral("claim-audit"),
                         QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Claim audit, keys scored 0–3") },
            { QStringLiteral("claim-audit:right-wrong"),
                QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Claim audit, keys right / wrong") } } } };
    b.reportForms = { QStringLiteral("claim-audit") };
    b.exports = { { QStringLiteral("ground-truth"),
        QT_TRANSLATE_NOOP("draudit::models::Benchmarks",
            "Write LiveDRBench's ground truth, expanded with the claims humans accepted, to this JSONL file "
            "(decrypted: keep it private)."),
        writeGroundTruth } };
    b.sections
        = { { kLiveDrBench.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "LiveDRBench questions") } };
    b.importers = { { 80, &rows }, { 85, &decisions }, { 90, &predictions } };
    b.expansions = { { QStringLiteral("claims"), expandClaims } };
    b.reportItem = claimsItem;
    return b;
}

} // namespace draudit::models
