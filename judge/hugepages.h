// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An allocator for the large arrays one pass fills (ratings, matrices, hash tables): blocks of 2 MiB and more are
// aligned to 2 MiB and advised as transparent huge pages (Linux), so that filling them costs one page fault per
// 2 MiB instead of one per 4 KiB. On a virtual machine those faults and the page-table walks behind them were a third
// of `draudit agree` on 100,000 items. Smaller blocks come from operator new as usual.
#pragma once

#include <cstdlib>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace draudit::judge {

template<typename T>
struct HugePageAllocator
{
    using value_type = T;
    static constexpr std::size_t kHugePage = std::size_t(2) << 20;

    HugePageAllocator() = default;
    template<typename U>
    HugePageAllocator(const HugePageAllocator<U> &) noexcept
    {
    }

    T *allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kHugePage)
            return static_cast<T *>(::operator new(bytes));
        const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
        void *p = std::aligned_alloc(kHugePage, rounded);
        if (!p)
            throw std::bad_alloc();
#if defined(__linux__)
        ::madvise(p, rounded, MADV_HUGEPAGE); // advice only: without huge pages the block works the same
#endif
        return static_cast<T *>(p);
    }

    void deallocate(T *p, std::size_t n) noexcept
    {
        if (n * sizeof(T) < kHugePage)
            ::operator delete(p);
        else
            std::free(p);
    }

    template<typename U>
    bool operator==(const HugePageAllocator<U> &) const noexcept
    {
        return true;
    }
};

template<typename T>
using HugeVector = std::vector<T, HugePageAllocator<T>>;

} // namespace draudit::judge
