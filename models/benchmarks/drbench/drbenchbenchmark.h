// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH: the judge's rubric scores re-scored by hand, per report or per rubric item.
// Its page: docs/benchmarks/dr-bench.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/store/queries/itemsource.h"

namespace draudit::models {

struct Benchmark;

// Tasks and run reports; "drbench" is also the scheme of a report imported before its run log.
inline constexpr BenchmarkId kDrBench { "dr-bench" };
inline constexpr ProtocolId kDrBenchProtocol { "drbench" }; // per report
inline constexpr ProtocolId kDrBenchItemsProtocol { "drbench-items" }; // per rubric item

Benchmark drBenchBenchmark();

// The general-report rubric: one for all of DR. BENCH's reports, stored without a task.
inline ItemSource::SharedRubrics generalReportRubric()
{
    return { QStringLiteral("grr"), kDrBench.toString() };
}

} // namespace draudit::models
