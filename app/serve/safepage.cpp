// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/safepage.h"

#include "models/core/pagehtml.h"
#include "models/core/pagerenderer.h"

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

PageJob pageJob(const QString &markdown, const models::ItemBlock &block, bool dark)
{
    return { markdown, models::Highlights { block.focusTerms, block.deviationTerms, block.highlights, true }, dark };
}

PageJob pageJob(const QString &markdown, bool dark)
{
    return { markdown, {}, dark };
}

QByteArray safePage(const PageJob &job)
{
    const models::RenderedPage rendered = models::PageRenderer::shared().render(job.markdown, job.highlights);
    return models::pageDocument(withoutOutsideLinks(rendered.body),
        job.dark ? models::PageTheme::Dark : models::PageTheme::Light, models::Layout::Whole);
}

} // namespace draudit::serve
