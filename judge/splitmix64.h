// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) with unbiased
// bounded draws by rejection: every draw is fixed by the algorithm, not by a standard library's distributions
// (std::uniform_int_distribution differs between libstdc++, libc++ and MSVC), so a seeded bootstrap, sample or
// shuffle is the same on every platform.
#pragma once

#include <cstdint>

namespace draudit::judge {

class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {
    }

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound): draws at or above the largest multiple of bound are drawn again.
    std::uint64_t below(std::uint64_t bound)
    {
        if (bound <= 1)
            return 0;
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t x = next();
        while (x >= limit)
            x = next();
        return x % bound;
    }

private:
    std::uint64_t m_state;
};

// One SplitMix64 step from x: a well-mixed 64-bit value (to derive a stream's seed from another's).
inline std::uint64_t splitmix64(std::uint64_t x)
{
    return SplitMix64(x).next();
}

} // namespace draudit::judge
