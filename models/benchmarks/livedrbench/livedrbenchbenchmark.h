// LiveDRBench: predicted claims scored key by key against encrypted ground truths.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark liveDrBenchmark();

} // namespace draudit::models
