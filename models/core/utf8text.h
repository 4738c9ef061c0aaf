// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text kept as the UTF-8 it was read as. Bulk imports hand it to SQLite as it is, without converting every answer to
// UTF-16 and back; elsewhere it converts to QString like any text.
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QVariant>

namespace draudit::models {

struct Utf8Text
{
    QByteArray bytes; // valid UTF-8

    bool isEmpty() const { return bytes.isEmpty(); }
    QString toString() const { return QString::fromUtf8(bytes); }
    // Its length as a QString would have it (UTF-16 code units), without converting it.
    qsizetype utf16Length() const
    {
        qsizetype units = 0;
        for (const char c : bytes) {
            const auto b = static_cast<unsigned char>(c);
            units += (b & 0xC0) != 0x80; // a character starts here
            units += b >= 0xF0; // four bytes: a surrogate pair
        }
        return units;
    }
    static Utf8Text fromString(const QString &text) { return { text.toUtf8() }; }
    static Utf8Text fromLatin1(const char *text) { return { QByteArray(text) }; }
    // As a bind value: StatementCache binds it as text.
    QVariant toVariant() const { return QVariant::fromValue(*this); }
    bool operator==(const Utf8Text &) const = default;
};

} // namespace draudit::models

Q_DECLARE_TYPEINFO(draudit::models::Utf8Text, Q_RELOCATABLE_TYPE); // so a QVariant holds it without allocating
Q_DECLARE_METATYPE(draudit::models::Utf8Text)
