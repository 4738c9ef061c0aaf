// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Any benchmark: a CSV or JSONL file with a field mapping, any human field against any judge field, and human
// annotations made elsewhere.
// Its page: docs/benchmarks/generic.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/store/storage/defaultstudy.h"

namespace draudit::models {

struct Benchmark;

// A generic import names its own benchmark; the protocol is also the format of the import and of the default study.
inline constexpr ProtocolId kGenericProtocol = kOpenStudyProtocol;

Benchmark genericBenchmark();

} // namespace draudit::models
