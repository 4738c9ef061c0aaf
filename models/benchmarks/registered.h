// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The registry's own view of its benchmarks, shared by its files (registry*.cpp) and by no one else.
#pragma once

#include "models/benchmarks/benchmark.h"

#include <optional>

namespace draudit::models {

// The benchmarks registered so far, in registration order (the built-in ones first), as a range over the registry's
// slots: each is written once before the count that publishes it, so reading needs no lock.
struct RegisteredBenchmarks
{
    const std::optional<Benchmark> *first;
    int count;
    struct Iterator
    {
        const std::optional<Benchmark> *at;
        const Benchmark &operator*() const { return **at; }
        Iterator &operator++()
        {
            ++at;
            return *this;
        }
        bool operator!=(const Iterator &other) const { return at != other.at; }
    };
    Iterator begin() const { return { first }; }
    Iterator end() const { return { first + count }; }
};

RegisteredBenchmarks registered();
// Changes with every registration: what is derived from the list is built again.
int registryGeneration();

} // namespace draudit::models
