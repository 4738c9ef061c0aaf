// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the JSON Lines reader and JsonRecord accessors on arbitrary files.
#include "models/io/jsonlines.h"
#include "tests/fuzz/fuzzsupport.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace draudit::models;
    const auto visit = [](const JsonRecord &r) -> Result<void> {
        (void)r.string("id");
        (void)r.idText("id");
        (void)r.numeric("score");
        (void)r.stringList("list", true);
        if (auto children = r.objects("rounds"))
            for (const JsonRecord &child : *children)
                (void)child.optionalNumber("round");
        (void)r.rawJson("meta");
        return {};
    };
    (void)forEachJsonLine(draudit::fuzz::writeInput(QStringLiteral("input.jsonl"), data, size), visit);
    (void)forEachJsonDocument(draudit::fuzz::writeInput(QStringLiteral("input.json"), data, size), visit);
    return 0;
}
