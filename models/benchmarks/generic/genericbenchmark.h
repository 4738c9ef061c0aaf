// Any benchmark: a CSV or JSONL file with a field mapping, any human field against any judge field, and human
// annotations made elsewhere.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark genericBenchmark();

} // namespace draudit::models
