// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Control characters in text that people wrote (answers, reasons, file names): the one rule the merge, the annotation
// importer and the history keep. Line breaks and tabs are text; every other control character (NUL, escape
// sequences) is not, and neither are invisible format characters in a name shown to people.
#pragma once

#include <QString>
#include <optional>

namespace draudit::models {

// The first control character other than a line feed, carriage return or tab, if any.
inline std::optional<QChar> firstControlCharacter(const QString &text)
{
    for (const QChar ch : text)
        if (ch.category() == QChar::Other_Control && ch != QLatin1Char('\n') && ch != QLatin1Char('\t')
            && ch != QLatin1Char('\r'))
            return ch;
    return std::nullopt;
}

// "U+001B": how a refusal names the character.
inline QString codePoint(QChar ch)
{
    return QStringLiteral("U+") + QStringLiteral("%1").arg(ch.unicode(), 4, 16, QLatin1Char('0')).toUpper();
}

// A name to put into a message or a history row: every control or format character becomes '?'.
inline QString printableName(QString name)
{
    for (QChar &ch : name)
        if (ch.category() == QChar::Other_Control || ch.category() == QChar::Other_Format)
            ch = QLatin1Char('?');
    return name;
}

} // namespace draudit::models
