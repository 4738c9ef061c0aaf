// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// cmark-gfm does the parsing; draudit only chooses the safe options and the GFM extensions.
#include "models/core/markdown.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <mutex>

namespace draudit::models {

namespace {
void registerExtensions()
{
    static std::once_flag once;
    std::call_once(once, [] { cmark_gfm_core_extensions_ensure_registered(); });
}
} // namespace

QString markdownToHtml(const QString &markdown)
{
    registerExtensions();
    const int options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE;
    cmark_parser *parser = cmark_parser_new(options);
    for (const char *name : { "table", "strikethrough", "autolink", "tagfilter", "tasklist" })
        if (cmark_syntax_extension *ext = cmark_find_syntax_extension(name))
            cmark_parser_attach_syntax_extension(parser, ext);
    const QByteArray utf8 = markdown.toUtf8();
    cmark_parser_feed(parser, utf8.constData(), static_cast<size_t>(utf8.size()));
    cmark_node *doc = cmark_parser_finish(parser);
    char *html = cmark_render_html(doc, options, cmark_parser_get_syntax_extensions(parser));
    const QString out = QString::fromUtf8(html);
    free(html);
    cmark_node_free(doc);
    cmark_parser_free(parser);
    return out;
}

} // namespace draudit::models
