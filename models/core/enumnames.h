// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An enum's names in a file format, as one table of {value, name} pairs: the name of a value and the value of a name
// (the item model's block kinds and row states, the keyboard map's actions).
#pragma once

#include <QString>
#include <array>
#include <cstddef>
#include <utility>

namespace draudit::models {

template<typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &names, Enum value)
{
    for (const auto &[v, name] : names)
        if (v == value)
            return QString::fromLatin1(name);
    return {};
}

// False when no value has the name (`*value` is left as it was).
template<typename Enum, std::size_t N>
bool valueOf(const std::array<std::pair<Enum, const char *>, N> &names, const QString &name, Enum *value)
{
    for (const auto &[v, text] : names)
        if (name == QLatin1String(text)) {
            *value = v;
            return true;
        }
    return false;
}

} // namespace draudit::models
