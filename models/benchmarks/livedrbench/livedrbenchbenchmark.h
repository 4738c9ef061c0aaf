// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench: predicted claims scored key by key against encrypted ground truths.
// Its page: docs/benchmarks/livedrbench.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/forms/targetkind.h"
#include "models/store/storage/blindmetadata.h"

namespace draudit::models {

struct Benchmark;

inline constexpr BenchmarkId kLiveDrBench { "livedrbench" };
inline constexpr ProtocolId kLiveDrBenchProtocol { "livedrbench" };

// One predicted claim of a report, "claim:C@response:S", and one key of it, "claim:C.KEY@response:S".
inline const TargetKind kClaimTarget = TargetKind::declare("claim", TargetShape::PartOfReport);
inline const TargetKind kClaimKeyTarget = TargetKind::declare("claim", TargetShape::KeyedPartOfReport);
// A report that is a claim list says so ({"kind": "claims"}), which blind packages and a team's views keep: the
// workbench shows it as a claims table, and it says nothing of the model.
inline const KeptMetadata kClaimListKind = BlindMetadata::keep("kind", "claims");

Benchmark liveDrBenchmark();

} // namespace draudit::models
