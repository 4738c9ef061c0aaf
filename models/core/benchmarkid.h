// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Typed names of a benchmark and of a study protocol, each spelled once, in its benchmark's header
// (models/benchmarks/<name>/<name>benchmark.h). Their text is what projects store (tasks.benchmark, studies.protocol)
// and what --protocol takes; code compares the types, never the text.
#pragma once

#include <QLatin1String>
#include <QString>
#include <cstring>

namespace draudit::models {

template<typename Tag>
class NameId
{
public:
    constexpr NameId() = default;
    constexpr explicit NameId(const char *name)
        : m_name(name)
    {
    }

    QLatin1String name() const { return QLatin1String(m_name); }
    QString toString() const { return QString::fromLatin1(m_name); }
    bool isEmpty() const { return !m_name || !*m_name; }
    // The stored or typed text names this id.
    bool is(const QString &text) const { return text == name(); }

    friend bool operator==(NameId a, NameId b) { return std::strcmp(a.m_name, b.m_name) == 0; }

private:
    const char *m_name = "";
};

// "dr-arena", "deepresearch-bench", ...: tasks.benchmark of the tasks its importers write.
using BenchmarkId = NameId<struct BenchmarkIdTag>;
// "dr-arena", "drb", "drb-fact", ...: studies.protocol, and what --protocol takes.
using ProtocolId = NameId<struct ProtocolIdTag>;

} // namespace draudit::models
