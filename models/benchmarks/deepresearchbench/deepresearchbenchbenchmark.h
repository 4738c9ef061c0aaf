// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench: RACE report scores against expert scores, and FACT statement support labels.
// Its page: docs/benchmarks/deepresearch-bench.md.
#pragma once

#include "models/core/benchmarkid.h"

namespace draudit::models {

struct Benchmark;

// Tasks and reports of the benchmark; "drb" is also the scheme of a report imported before its report file.
inline constexpr BenchmarkId kDeepResearchBench { "deepresearch-bench" };
inline constexpr ProtocolId kDrbProtocol { "drb" }; // RACE scores against the experts' scores
inline constexpr ProtocolId kDrbFactProtocol { "drb-fact" }; // FACT statement support labels

Benchmark deepResearchBenchmark();

} // namespace draudit::models
