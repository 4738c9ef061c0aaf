// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena: battles of two agents judged round by round, a blind pairwise study per round and a task-preference study.
// Its page: docs/benchmarks/dr-arena.md.
#pragma once

#include "models/core/benchmarkid.h"
#include "models/forms/targetkind.h"

namespace draudit::models {

struct Benchmark;

// Battles' tasks; the tasks of a task-preference file are kept apart (read through their rounds, not the battles).
inline constexpr BenchmarkId kDrArena { "dr-arena" };
inline constexpr BenchmarkId kDrArenaTasks { "dr-arena-tasks" };
inline constexpr ProtocolId kDrArenaProtocol { "dr-arena" }; // a blind pairwise verdict per round
inline constexpr ProtocolId kTaskPreferenceProtocol { "task-preference" }; // the best of three tasks
// A task-preference item: three rounds of three tasks shown side by side, "rounds:R1,R2,R3".
inline const TargetKind kTaskTriple = TargetKind::declare("rounds", TargetShape::RoundList);
// battles.json's battles whose replay the project does not hold: Target::external(kUnlinkedBattleScheme, id).
inline constexpr char kUnlinkedBattleScheme[] = "dr-arena-battle";

Benchmark drArenaBenchmark();

} // namespace draudit::models
