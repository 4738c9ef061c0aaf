// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Report text as the browser shows it: the workbench's safe page (models/core/pagehtml.h), with every link that
// leaves the page made plain text (a sandboxed frame would otherwise follow it to the network), served under a
// policy that allows no script, no resource and no navigation.
#pragma once

#include "models/core/pagehtml.h"
#include "models/forms/blinditem.h"

#include <QByteArray>
#include <QString>

namespace draudit::serve {

// A page to render: untrusted Markdown and its highlight terms, in a theme. Rendering it takes a page renderer's
// helper (models/core/pagerenderer.h), off the serving thread: a job holds values only, never the store.
struct PageJob
{
    QString markdown;
    models::Highlights highlights;
    bool dark = false;
};
// A Markdown text of the block (its highlight terms marked).
PageJob pageJob(const QString &markdown, const models::ItemBlock &block, bool dark);
// Guidelines and other owner-written Markdown, without highlights.
PageJob pageJob(const QString &markdown, bool dark);
// The page: rendered within the renderer's budget (or the text plain, with a note), then made safe to serve.
QByteArray safePage(const PageJob &job);
// The body with the href of every link that does not stay in the page (anything but "#...") taken out.
QString withoutOutsideLinks(const QString &body);

// The Content-Security-Policy a safe page is served with. The sandbox allows no script, form, popup or navigation; it
// keeps the page's origin (allow-same-origin) only so that the study page can scroll it and hear keys pressed in it:
// with no script allowed in the frame, nothing in it can use that origin.
inline constexpr const char *kSafePagePolicy
    = "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; base-uri 'none'; "
      "form-action 'none'; frame-ancestors 'self'; sandbox allow-same-origin";

} // namespace draudit::serve
