// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main thread allocates from the program's data segment ("[heap]" in /proc/self/maps). Growing it by a gigabyte
// of untouched address space at once (M_TOP_PAD) and advising that range MADV_HUGEPAGE makes the kernel fault it in
// 2 MiB pages as it is used, where the system's setting is "madvise" (Debian's default) or "always". Growth beyond
// the gigabyte is a new mapping the kernel does not advise: 4 KiB pages again, as before.
#include "app/cli/hugeheap.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__linux__) && defined(__GLIBC__)
#include <QFile>
#include <QLoggingCategory>
#include <cerrno>
#include <cstdint>
#include <limits>
#include <malloc.h>
#include <sys/mman.h>
#include <utility>

Q_LOGGING_CATEGORY(lcHugeHeap, "draudit.cli.hugeheap", QtWarningMsg)
#endif

namespace draudit::cli {

#if defined(__linux__) && defined(__GLIBC__)
namespace {
constexpr std::uintptr_t kHugePage = std::uintptr_t(2) << 20;
constexpr int kReserve = 1 << 30; // address space only: pages never touched cost nothing

// The [heap] line's range, or {0, 0}.
std::pair<std::uintptr_t, std::uintptr_t> heapRange()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return { 0, 0 };
    // readAll, not atEnd/readLine: a file in /proc has size 0, so QFile thinks it is at its end at once.
    for (const QByteArray &line : maps.readAll().split('\n')) {
        if (!line.endsWith("[heap]"))
            continue;
        const QByteArray range = line.left(line.indexOf(' '));
        const qsizetype dash = range.indexOf('-');
        return { range.left(dash).toULongLong(nullptr, 16), range.mid(dash + 1).toULongLong(nullptr, 16) };
    }
    return { 0, 0 };
}
} // namespace

void useHugeHeapPages()
{
    // Blocks of any size come from the heap and stay in it once freed, so the advised range is the one in use.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
    mallopt(M_TOP_PAD, kReserve); // kept: should the heap outgrow the reserve, it grows a gigabyte at a time
    // More than the heap has free at its top, so that it must grow (by kReserve beyond the block) now. volatile: a
    // compiler may drop a malloc freed at once.
    void *volatile grown = std::malloc(mallinfo2().keepcost + (std::size_t(1) << 20));
    std::free(grown); // the heap keeps what it grew: trimming is off
    const auto [start, end] = heapRange();
    if (end - start < std::uintptr_t(kReserve) / 2)
        qCInfo(lcHugeHeap) << "the heap did not grow; left to the allocator's defaults";
    const std::uintptr_t from = (start + kHugePage - 1) & ~(kHugePage - 1);
    if (end <= from + kHugePage)
        return;
    if (madvise(reinterpret_cast<void *>(from), end - from, MADV_HUGEPAGE) != 0)
        qCInfo(lcHugeHeap) << "madvise(MADV_HUGEPAGE) refused:" << errno;
}
#else
void useHugeHeapPages() { }
#endif

} // namespace draudit::cli
