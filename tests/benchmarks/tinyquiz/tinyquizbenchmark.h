// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Quiz: a made-up benchmark for the tests. A JSON Lines file gives each model's answer to a quiz question with
// the judge's grade ("right" or "wrong"); people grade the answers blind and the report compares the two.
#pragma once

#include "models/core/benchmarkid.h"

namespace draudit::models {
struct Benchmark;
struct FormDefinition;
} // namespace draudit::models

namespace draudit::tests {

inline constexpr models::BenchmarkId kTinyQuiz { "tiny-quiz" };
inline constexpr models::ProtocolId kTinyQuizProtocol { "tiny-quiz" };

models::Benchmark tinyQuizBenchmark();
// One question, "grade", right or wrong, checked against the judge's grade once committed.
models::FormDefinition quizGradeForm();

} // namespace draudit::tests
