// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/safepage.h"

#include "models/core/pagehtml.h"

#include <QRegularExpression>

namespace draudit::serve {

QString withoutOutsideLinks(const QString &body)
{
    // cmark-gfm writes attributes double-quoted with quotes escaped, so an href ends at the next quote.
    static const QRegularExpression outside(QStringLiteral(R"( href="(?!#)[^"]*")"));
    QString out = body;
    out.replace(outside, QString());
    return out;
}

QByteArray safePage(const QString &markdown, const models::ItemBlock &block, bool dark)
{
    const models::RenderedPage rendered = models::renderMarkdown(
        markdown, models::Highlights { block.focusTerms, block.deviationTerms, block.highlights, true });
    return models::pageDocument(withoutOutsideLinks(rendered.body),
        dark ? models::PageTheme::Dark : models::PageTheme::Light, models::Layout::Whole);
}

QByteArray safePage(const QString &markdown, bool dark)
{
    return models::pageDocument(withoutOutsideLinks(models::renderMarkdown(markdown).body),
        dark ? models::PageTheme::Dark : models::PageTheme::Light, models::Layout::Whole);
}

} // namespace draudit::serve
