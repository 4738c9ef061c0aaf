// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The list of benchmarks and the lookups of what they declare (protocols, sections, offered forms). The registry's
// other jobs are in files of their own: registryforms, registryimport, registrystudies, registryitems,
// registrypackages and registryreports.
#include "models/benchmarks/registry.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/benchmarks/generic/genericbenchmark.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/benchmarks/registered.h"

#include <QCoreApplication>
#include <QMutex>
#include <algorithm>
#include <array>
#include <atomic>

namespace draudit::models {

namespace {
// The benchmarks, in registration order: the built-in ones first, placed by the registry's constructor (a
// function-local static, so made once and thread-safely before anyone can read or register), then any registered
// later (a test's own benchmark). Each sits in a slot of its own that is written once, before the count that
// publishes it: readers take the count and read the slots below it without a lock, and a protocol's address stays
// valid for the program's life.
class Registry
{
public:
    static constexpr int kSlots = 32;

    static Registry &instance()
    {
        static Registry registry;
        return registry;
    }

    void add(Benchmark benchmark)
    {
        const QMutexLocker lock(&m_adding);
        const int n = m_count.load(std::memory_order_relaxed);
        if (n == kSlots)
            qFatal("draudit: more than %d benchmarks registered", kSlots);
        m_slots[static_cast<std::size_t>(n)].emplace(std::move(benchmark));
        m_count.store(n + 1, std::memory_order_release);
    }

    RegisteredBenchmarks benchmarks() const { return { m_slots.data(), m_count.load(std::memory_order_acquire) }; }
    int generation() const { return m_count.load(std::memory_order_acquire); }

private:
    Registry()
    {
        for (Benchmark b : { drArenaBenchmark(), deepResearchBenchmark(), drBenchBenchmark(), liveDrBenchmark(),
                 dr3EvalBenchmark(), genericBenchmark() })
            add(std::move(b));
    }

    QMutex m_adding;
    std::array<std::optional<Benchmark>, kSlots> m_slots;
    std::atomic<int> m_count { 0 };
};

} // namespace

RegisteredBenchmarks registered()
{
    return Registry::instance().benchmarks();
}

int registryGeneration()
{
    return Registry::instance().generation();
}

void registerBenchmark(Benchmark benchmark)
{
    // After the built-in ones, whenever it is called: the registry places those when it is made.
    Registry::instance().add(std::move(benchmark));
}

QList<Protocol> protocols()
{
    QList<Protocol> out;
    for (const Benchmark &b : registered())
        out << b.protocols;
    return out;
}

const Protocol *protocol(const QString &id)
{
    for (const Benchmark &b : registered())
        for (const Protocol &p : b.protocols)
            if (p.id.is(id))
                return &p;
    return nullptr;
}

QStringList protocolIds()
{
    QStringList out;
    for (const Protocol &p : protocols())
        out << p.id.toString();
    return out;
}

QString unitsOf(const QString &protocolId)
{
    const Protocol *p = protocol(protocolId);
    if (!p || p->unitNoun.isEmpty())
        return {};
    return QCoreApplication::translate("draudit::models::Benchmarks", p->unitNoun.toUtf8().constData());
}

QStringList reportProtocolIds()
{
    QStringList out;
    for (const Protocol &p : protocols())
        if (p.analyse)
            out << p.id.toString();
    return out;
}

QList<NavigatorSection> navigatorSections()
{
    QList<NavigatorSection> out;
    for (const Benchmark &b : registered())
        out << b.sections;
    return out;
}

QStringList comparisonBenchmarks()
{
    QStringList out;
    for (const NavigatorSection &s : navigatorSections())
        if (s.source == NavigatorSection::Source::Comparisons)
            out << s.benchmark;
    return out;
}

QList<std::pair<QString, QString>> offeredForms()
{
    QList<std::pair<QString, QString>> out;
    for (const Benchmark &b : registered())
        for (const FormPreset &preset : b.forms)
            for (const auto &[name, title] : preset.offered)
                out.append({ name, QCoreApplication::translate("draudit::models::Benchmarks", title) });
    return out;
}

QString protocolOfHeld(const ProjectCounts &held)
{
    // In registration order: DR-Arena's battles before DeepResearch Bench's reports, and so on.
    for (const Benchmark &b : registered()) {
        // A benchmark with comparisons is held by them (DR-Arena's task-preference tasks alone fill no dashboard).
        const bool compares = std::any_of(b.sections.cbegin(), b.sections.cend(),
            [](const NavigatorSection &s) { return s.source == NavigatorSection::Source::Comparisons; });
        bool holds = false;
        for (const NavigatorSection &s : b.sections)
            holds = holds
                || (s.source == NavigatorSection::Source::Comparisons ? held.comparisonsOf(s.benchmark)
                           : compares                                 ? 0
                                                                      : held.tasksOf(s.benchmark))
                    > 0;
        if (holds)
            for (const Protocol &p : b.protocols)
                if (p.dashboard != DashboardKind::None)
                    return p.id.toString();
    }
    return {};
}

AnswerPresentation answerPresentation(bool swapped)
{
    AnswerPresentation out { swapped, {} };
    for (const Benchmark &b : registered())
        out.transforms << b.answerTransforms;
    return out;
}

} // namespace draudit::models
