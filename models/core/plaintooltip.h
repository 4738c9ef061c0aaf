// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tool tips of untrusted text (titles, URLs, answers). Qt shows a tool tip as rich text when it merely looks like HTML,
// so a heading "<img src=/path>" would make Qt read that file; escaped inside a paragraph, it is shown as written.
#pragma once

#include <QString>

namespace draudit::models {

inline QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return {};
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + text.toHtmlEscaped() + QStringLiteral("</p>");
}

} // namespace draudit::models
