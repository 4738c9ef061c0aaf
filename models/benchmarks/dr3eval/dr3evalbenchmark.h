// DR3-Eval: judge metrics per report against human scores, requirement checklists and gold insights.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark dr3EvalBenchmark();

} // namespace draudit::models
