// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: untrusted Markdown through cmark-gfm and draudit's page pass (renderMarkdown: headings, [n]
// citations and their References, highlight marks, images as text), and the page renderer's reply parser. The page
// must stay safe whatever the input: no script, no event handler, no javascript: or data: link, no image, no frame.
// Inputs are cut at 8 KB: the super-linear paths of Debian's cmark-gfm 0.29 are bounded by the page renderer's budget
// (tests/models/core/tst_pagerenderer.cpp), not here; draudit's own pass is what this target explores.
#include "models/core/pagehtml.h"
#include "models/core/renderprotocol.h"

#include <QRegularExpression>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString text = QString::fromUtf8(bytes);
    // The first line, if short, names terms to mark, as a report's focus and deviation keywords do.
    const QString first = text.section(QLatin1Char('\n'), 0, 0).left(40);
    const draudit::models::Highlights marks { first.split(QLatin1Char(' '), Qt::SkipEmptyParts), { first.left(3) }, {},
        (size % 2) == 0 };
    const draudit::models::RenderedPage page = draudit::models::renderMarkdown(text, marks);
    static const QRegularExpression unsafe(
        QStringLiteral(
            "<script|<iframe|<object|<embed|<img|<svg|<link|<meta|<base|<[a-z][^>]*\\son[a-z]+\\s*=|href=\"\\s*("
            "javascript|data|vbscript):"),
        QRegularExpression::CaseInsensitiveOption);
    if (unsafe.match(page.body).hasMatch())
        __builtin_trap();
    // The reply parser reads what a helper sends back.
    (void)draudit::models::renderprotocol::readReply(bytes);
    (void)draudit::models::renderprotocol::readRequest(bytes);
    return 0;
}
