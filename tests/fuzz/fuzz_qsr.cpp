// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the DR. BENCH rubric scoring parser on arbitrary text.
#include "models/benchmarks/drbench/qsrparser.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (const auto parsed = draudit::models::parseQsr(text)) {
        if (parsed->values.isEmpty())
            __builtin_trap(); // a successful parse always has at least one value
        for (const auto &v : parsed->values)
            if (v.maxPoints < v.points)
                __builtin_trap();
    }
    return 0;
}
