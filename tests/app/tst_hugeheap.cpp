// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// useHugeHeapPages (app/cli/hugeheap.h): the main thread's heap is advised MADV_HUGEPAGE, holds a gigabyte of
// address space it has not touched, and serves large blocks itself, so a merge's working set is faulted in 2 MiB
// pages. Linux with glibc only; elsewhere the call does nothing and the test says so.
#include "app/cli/hugeheap.h"

#include <QFile>
#include <QtTest>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

class TestHugeHeap : public QObject
{
    Q_OBJECT

private slots:
    void heapIsAdvisedAndUsedForLargeBlocks();
};

namespace {
struct Mapping
{
    quintptr start = 0, end = 0;
    QByteArray block; // its lines in /proc/self/smaps: VmFlags, AnonHugePages, ...
};

// The mappings named `name` (madvise splits the heap in two: a head below the first 2 MiB boundary, and the rest).
QList<Mapping> mappings(const QByteArray &name)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    QList<Mapping> found;
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        if (dash > 0 && dash < space) { // "start-end perms offset dev inode name"
            inside = line.endsWith(name);
            if (inside)
                found.append({ line.left(dash).toULongLong(nullptr, 16),
                    line.mid(dash + 1, space - dash - 1).toULongLong(nullptr, 16), {} });
        } else if (inside) {
            found.last().block += line + '\n';
        }
    }
    return found;
}

// The heap's mapping advised MADV_HUGEPAGE ("hg" among its VmFlags), if any.
std::optional<Mapping> advisedHeap()
{
    for (const Mapping &m : mappings("[heap]")) {
        const QByteArray flags = m.block.mid(m.block.indexOf("VmFlags:"));
        if (flags.left(flags.indexOf('\n')).contains(" hg"))
            return m;
    }
    return std::nullopt;
}
} // namespace

void TestHugeHeap::heapIsAdvisedAndUsedForLargeBlocks()
{
#if !defined(__linux__) || !defined(__GLIBC__)
    QSKIP("huge heap pages are asked for on Linux with glibc only");
#else
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("under AddressSanitizer the allocator is not glibc's heap");
#endif
    QFile mode(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    if (!mode.open(QIODevice::ReadOnly) || mode.readAll().contains("[never]"))
        QSKIP("this kernel has transparent huge pages off or none: the advice would be refused");
    draudit::cli::useHugeHeapPages();
    const auto heap = advisedHeap();
    QVERIFY2(heap, "no [heap] mapping in /proc/self/smaps is advised MADV_HUGEPAGE");
    QVERIFY2(heap->end - heap->start >= (quintptr(1) << 29), "the heap did not grow by a gigabyte of address space");

    // A 16 MiB block (above glibc's default mmap threshold of 128 KiB) comes from the advised heap.
    std::unique_ptr<char, decltype(&std::free)> block(static_cast<char *>(std::malloc(16 << 20)), &std::free);
    QVERIFY(block);
    std::memset(block.get(), 1, 16 << 20);
    const auto at = reinterpret_cast<quintptr>(block.get());
    const quintptr heapStart = mappings("[heap]").constFirst().start; // the unadvised head is part of it
    QVERIFY2(at >= heapStart && at + (16 << 20) <= heap->end,
        qPrintable(QStringLiteral("a large block at %1 is outside the heap %2-%3")
                       .arg(at, 0, 16)
                       .arg(heapStart, 0, 16)
                       .arg(heap->end, 0, 16)));

    // Whether the kernel found 2 MiB pages to give depends on its memory at the moment: said, not asserted.
    const auto after = advisedHeap();
    QVERIFY(after);
    const QByteArray huge = after->block.mid(after->block.indexOf("AnonHugePages:") + 14);
    if (huge.left(huge.indexOf('k')).trimmed().toLongLong() == 0)
        qWarning("the advised heap holds no huge page yet (memory fragmented, or defrag off)");
#endif
}

QTEST_GUILESS_MAIN(TestHugeHeap)
#include "tst_hugeheap.moc"
