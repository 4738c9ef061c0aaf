// DR-Arena: battles of two agents judged round by round, a blind pairwise study per round and a task-preference study.
#pragma once

#include "models/benchmarks/benchmark.h"

namespace draudit::models {

Benchmark drArenaBenchmark();

} // namespace draudit::models
