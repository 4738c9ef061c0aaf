// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the CSV reader and the long-format ratings reader on arbitrary files.
#include "models/io/ratingsreader.h"
#include "models/io/tabularfile.h"
#include "tests/fuzz/fuzzsupport.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = draudit::fuzz::writeInput(QStringLiteral("ratings.csv"), data, size);
    if (const auto table = draudit::models::TabularFile::read(path))
        for (const auto &row : table->rows())
            if (row.cells.size() != table->columns().size())
                __builtin_trap(); // rows always have one cell per column
    draudit::models::RatingsOptions o;
    o.level = draudit::judge::Level::Ordinal;
    (void)draudit::models::readRatings(path, o);
    return 0;
}
