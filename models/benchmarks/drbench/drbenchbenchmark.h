// DR. BENCH: the judge's rubric scores re-scored by hand, per report or per rubric item.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark drBenchBenchmark();

} // namespace draudit::models
