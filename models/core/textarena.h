// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The texts of one record packed into a few large blocks: a battle with dozens of answers, lists and reasonings costs
// a couple of allocations instead of one per text. The texts it hands out point into it, so they live as long as it.
#pragma once

#include "models/core/utf8text.h"

#include <memory>
#include <string_view>
#include <vector>

namespace draudit::models {

class TextArena
{
public:
    TextArena() = default;
    TextArena(const TextArena &) = delete;
    TextArena &operator=(const TextArena &) = delete;

    // A copy of `text` kept here; the returned text does not own its bytes.
    Utf8Text add(std::string_view text);
    // Makes room for `bytes` more in one block: a record's texts are never longer than the JSON they were read from,
    // so reserving that size packs them all into one allocation of the right size.
    void reserve(size_t bytes);

private:
    static constexpr size_t kBlock = 64 * 1024;
    std::vector<std::unique_ptr<char[]>> m_blocks;
    size_t m_used = 0;
    size_t m_capacity = 0;
};

} // namespace draudit::models
