// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A light line scan, not a Markdown parse: code fences are not treated specially (a judge reads them as text too).
// Words are counted after citation markers and URLs are taken out.
#include "models/core/textstyle.h"

#include <QRegularExpression>
#include <QSet>

namespace draudit::models {

namespace {
bool isCjk(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x3040 && c <= 0x30FF)
        || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x2FA1F);
}

double countWords(QStringView text)
{
    double words = 0;
    bool inWord = false;
    for (const char32_t c : text.toUcs4()) {
        if (isCjk(c)) {
            ++words;
            inWord = false;
        } else if (QChar::isLetterOrNumber(c)) {
            words += inWord ? 0 : 1;
            inWord = true;
        } else {
            inWord = inWord && (c == U'\'' || c == U'’' || c == U'-');
        }
    }
    return words;
}

void countLine(QStringView line, TextStyle &style)
{
    const QStringView trimmed = line.trimmed();
    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s"));
    static const QRegularExpression item(QStringLiteral("^([-*+]|\\d{1,9}[.)])\\s+\\S"));
    if (heading.match(line).hasMatch())
        ++style.headers;
    else if (item.match(trimmed).hasMatch())
        ++style.listItems;
}
} // namespace

TextStyle textStyle(QStringView markdown)
{
    TextStyle style;
    for (const QStringView line : markdown.split(QLatin1Char('\n')))
        countLine(line, style);
    static const QRegularExpression bold(QStringLiteral("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1"));
    for (auto it = bold.globalMatch(markdown); it.hasNext(); it.next())
        ++style.bold;
    static const QRegularExpression marker(QStringLiteral("\\[(\\d{1,4})\\]"));
    static const QRegularExpression url(QStringLiteral("https?://[^\\s)\\]>\"'<]+"));
    QSet<QString> markers, urls;
    for (auto it = marker.globalMatch(markdown); it.hasNext();)
        markers.insert(it.next().captured(1));
    for (auto it = url.globalMatch(markdown); it.hasNext();)
        urls.insert(it.next().captured(0));
    style.citations = static_cast<double>(std::max(markers.size(), urls.size()));
    // Words of the prose: citation markers, URLs and list numbers are not words a reader reads.
    static const QRegularExpression number(QStringLiteral("^\\s*\\d{1,9}[.)]\\s"), QRegularExpression::MultilineOption);
    QString prose = markdown.toString();
    prose.remove(url).remove(marker).remove(number);
    style.words = countWords(prose);
    return style;
}

} // namespace draudit::models
