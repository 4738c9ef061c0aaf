// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval: judge metrics per report against human scores, requirement checklists and gold insights.
// Its page: docs/benchmarks/dr3-eval.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/store/storage/blindmetadata.h"

namespace draudit::models {

struct Benchmark;

// Cases and reports of the benchmark; "dr3" is also the scheme of a report imported before its report file.
inline constexpr BenchmarkId kDr3Eval { "dr3-eval" };
inline constexpr ProtocolId kDr3Protocol { "dr3" };

// A report's "context" (the long context its claims cite, "32k") says nothing of the model: blind packages and a
// team's views keep it.
inline const KeptMetadata kDr3Context = BlindMetadata::keep("context");

Benchmark dr3EvalBenchmark();

} // namespace draudit::models
