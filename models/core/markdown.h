// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// GitHub-flavoured Markdown to HTML for untrusted report and answer text.
#pragma once

#include <QString>

namespace draudit::models {

// Raw HTML in the input is dropped (cmark-gfm's safe mode plus the tag filter) and javascript:/data: links are
// removed, so the result can only show text, tables, lists, code and plain links.
QString markdownToHtml(const QString &markdown);

} // namespace draudit::models
