// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench: predicted claims scored key by key against encrypted ground truths.
// Its page: docs/benchmarks/livedrbench.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/forms/targetkind.h"

namespace draudit::models {

struct Benchmark;

inline constexpr BenchmarkId kLiveDrBench { "livedrbench" };
inline constexpr ProtocolId kLiveDrBenchProtocol { "livedrbench" };

// One predicted claim of a report, "claim:C@response:S", and one key of it, "claim:C.KEY@response:S".
inline const TargetKind kClaimTarget = TargetKind::declare("claim", TargetShape::PartOfReport);
inline const TargetKind kClaimKeyTarget = TargetKind::declare("claim", TargetShape::KeyedPartOfReport);

Benchmark liveDrBenchmark();

} // namespace draudit::models
