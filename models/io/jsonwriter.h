// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compact JSON written straight into one reusable buffer: what bulk imports store as metadata and lists, without
// building a QJsonObject or a std::string per value. Strings are escaped as simdjson's minify escapes them.
#pragma once

#include <simdjson.h>
#include <string>
#include <string_view>

namespace draudit::models {

class JsonWriter
{
public:
    void clear()
    {
        m_text.clear();
        m_needComma = false;
    }
    std::string_view text() const { return m_text; }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    void key(std::string_view name);
    void string(std::string_view value);
    // Integral values are written as integers, others in the shortest form that reads back the same.
    void number(double value);
    void boolean(bool value);
    void null();
    // A parsed value as compact JSON.
    void array(simdjson::dom::array items);
    void element(simdjson::dom::element value);

private:
    void separate();
    void open(char bracket);
    void close(char bracket);
    template<typename Number>
    void literal(Number value); // shortest form that reads back the same

    std::string m_text;
    bool m_needComma = false;
};

} // namespace draudit::models
