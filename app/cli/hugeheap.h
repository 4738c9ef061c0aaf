// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace draudit::cli {

// Backs this process's heap with transparent huge pages, as glibc's tunable glibc.malloc.hugetlb=1 does, for a
// command about to hold a large working set: a merge reads a million answers whole before it writes one, and four
// kilobytes at a time the kernel's page faults were a fifth of it. Call once, early, on the main thread; the heap is
// not returned to the system until the process ends. Elsewhere than Linux with glibc, nothing happens.
void useHugeHeapPages();

} // namespace draudit::cli
