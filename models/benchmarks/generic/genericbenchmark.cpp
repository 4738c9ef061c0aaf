// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// generic: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/generic/genericbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/generic/genericanalysis.h"
#include "models/benchmarks/generic/genericimporter.h"
#include "models/import/annotationimporter.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
Result<ReportTable> analyse(ProjectStore &store, const ReportRequest &request)
{
    GenericAnalysisOptions o;
    o.field = request.field;
    o.judgeField = request.judgeField;
    o.level = request.level;
    o.categories = request.categories;
    o.studyId = request.studyId;
    o.bootstrap = request.bootstrap;
    o.seed = request.seed;
    return analyseGeneric(store, o);
}
} // namespace

Benchmark genericBenchmark()
{
    static const AnnotationImporter annotations;
    static const GenericImporter mapped;
    Benchmark b;
    {
        Protocol p;
        p.id = kGenericProtocol;
        p.defaultForm = QStringLiteral("blind-pairwise");
        p.analyse = analyse;
        p.everyReport = true; // reports of every benchmark but those read through comparisons
        p.reportNeedsField = true;
        b.protocols << p;
    }
    b.importers = { { 260, &annotations }, { 280, &mapped } };
    return b;
}

} // namespace draudit::models
