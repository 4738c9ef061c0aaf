// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Duel: a made-up battle-shaped benchmark for the tests. Two models answer a duel's questions round by round,
// a judge says which answer of each round is better ("A", "B" or "Tie"); people give their own verdict blind, a
// duel's rounds released to them in order, and the report compares the two.
#pragma once

#include "models/core/benchmarkid.h"

namespace draudit::models {
struct Benchmark;
struct FormDefinition;
} // namespace draudit::models

namespace draudit::tests {

inline constexpr models::BenchmarkId kTinyDuel { "tiny-duel" };
inline constexpr models::ProtocolId kTinyDuelProtocol { "tiny-duel" };

models::Benchmark tinyDuelBenchmark();
// One question, "better": A, B or Tie, in the annotator's left/right terms; checked against the judge's
// "duel_verdict" once committed.
models::FormDefinition duelVerdictForm();

} // namespace draudit::tests
