// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the DR-Arena raw log parser on arbitrary files.
#include "models/benchmarks/drarena/arenalogparser.h"
#include "tests/fuzz/fuzzsupport.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto log
        = draudit::models::parseArenaLog(draudit::fuzz::writeInput(QStringLiteral("battle.log"), data, size));
    if (log && log->rounds.isEmpty())
        __builtin_trap(); // success means at least one round
    return 0;
}
