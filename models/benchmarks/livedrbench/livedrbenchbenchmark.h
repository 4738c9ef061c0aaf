// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench: predicted claims scored key by key against encrypted ground truths.
// Its page: docs/benchmarks/livedrbench.md.
#pragma once

#include "models/core/benchmarkid.h"

namespace draudit::models {

struct Benchmark;

inline constexpr BenchmarkId kLiveDrBench { "livedrbench" };
inline constexpr ProtocolId kLiveDrBenchProtocol { "livedrbench" };

Benchmark liveDrBenchmark();

} // namespace draudit::models
