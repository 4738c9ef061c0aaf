// DeepResearch Bench: RACE report scores against expert scores, and FACT statement support labels.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark deepResearchBenchmark();

} // namespace draudit::models
