// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Untrusted Markdown rendered where it cannot stall or kill the program showing it: in helper processes
// (draudit-render) with an address-space limit, each render within a time budget after which the helper is killed,
// its result cached by content so that a page is rendered once. A text over its budget, too long, or one the helper
// dies on is shown as escaped plain text with a note saying why. Thread-safe; render() blocks the calling thread,
// so front ends call it off their serving and GUI threads.
#pragma once

#include "models/core/pagehtml.h"

#include <QByteArray>
#include <chrono>
#include <memory>
#include <optional>

namespace draudit::models {

struct RenderLimits
{
    std::chrono::milliseconds time { 3000 }; // one render, from the request sent to the reply read
    qint64 memoryBytes = qint64(1) << 30; // the helper's address space (Qt Core and cmark-gfm take ~100 MB of it)
    qsizetype longestText = 4 * 1024 * 1024; // characters; a longer text is never formatted
    qint64 cacheBytes = 64 * 1024 * 1024; // rendered pages kept
    int idleHelpers = 2; // helpers kept running between renders
};

class PageRenderer
{
public:
    explicit PageRenderer(RenderLimits limits = {});
    ~PageRenderer();
    PageRenderer(const PageRenderer &) = delete;
    PageRenderer &operator=(const PageRenderer &) = delete;

    // The process's renderer, with the default limits.
    static PageRenderer &shared();

    RenderedPage render(const QString &markdown, const Highlights &highlights = {});
    // The page if it needs no helper (already rendered, or too long to format): never blocks, so a GUI thread may
    // ask before it hands render() to a worker.
    std::optional<RenderedPage> ready(const QString &markdown, const Highlights &highlights = {});

    struct Counts
    {
        int rendered = 0; // by a helper
        int cached = 0; // answered from the cache, or by a render another caller was waiting for
        int plain = 0; // shown plain: over the time, memory or length budget, or the helper failed
    };
    Counts counts() const;

    // The page of a text shown unformatted: a note saying why (`because`: "time", "memory", "length", "failed"),
    // then the text escaped, in paragraphs.
    static RenderedPage plainPage(const QString &text, const QString &because, const RenderLimits &limits);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace draudit::models
