// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A text longer than a block gets a block of its own; the rest of the current block stays in use for short ones.
#include "models/core/textarena.h"

#include <cstring>

namespace draudit::models {

void TextArena::reserve(size_t bytes)
{
    if (bytes <= m_capacity - m_used)
        return;
    m_blocks.push_back(std::make_unique_for_overwrite<char[]>(bytes));
    m_used = 0;
    m_capacity = bytes;
}

Utf8Text TextArena::add(std::string_view text)
{
    if (text.empty())
        return {};
    char *at = nullptr;
    if (text.size() > m_capacity - m_used) {
        if (text.size() >= kBlock) {
            // Its own block; the current one keeps its free space. Inserted before it so it stays the last.
            auto block = std::make_unique_for_overwrite<char[]>(text.size());
            at = block.get();
            m_blocks.insert(m_blocks.end() - (m_blocks.empty() ? 0 : 1), std::move(block));
        } else {
            m_blocks.push_back(std::make_unique_for_overwrite<char[]>(kBlock));
            m_used = 0;
            m_capacity = kBlock;
        }
    }
    if (!at) {
        at = m_blocks.back().get() + m_used;
        m_used += text.size();
    }
    std::memcpy(at, text.data(), text.size());
    return { QByteArray::fromRawData(at, static_cast<qsizetype>(text.size())) };
}

} // namespace draudit::models
