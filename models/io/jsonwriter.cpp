// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Commas are decided by one flag: set after a value, cleared after an opening bracket or a key.
#include "models/io/jsonwriter.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace draudit::models {

namespace {
// The characters JSON requires escaped: controls, the quote and the backslash.
constexpr bool needsEscape(unsigned char c)
{
    return c < 0x20 || c == '"' || c == '\\';
}

// True when any of the eight bytes needs escaping (SWAR: a control byte, a quote or a backslash).
bool anyNeedsEscape(uint64_t bytes)
{
    constexpr uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    const auto zeroByte = [](uint64_t v) { return (v - ones) & ~v & highs; };
    const uint64_t control = (bytes - ones * 0x20) & ~bytes & highs; // a byte below 0x20
    return (control | zeroByte(bytes ^ (ones * '"')) | zeroByte(bytes ^ (ones * '\\'))) != 0;
}

void appendEscaped(std::string &out, std::string_view s)
{
    static constexpr char kHex[] = "0123456789abcdef";
    size_t plain = 0; // start of the run not yet copied
    size_t i = 0;
    while (i < s.size()) {
        uint64_t eight = 0;
        if (s.size() - i >= sizeof eight) {
            std::memcpy(&eight, s.data() + i, sizeof eight);
            if (!anyNeedsEscape(eight)) {
                i += sizeof eight;
                continue;
            }
        }
        const auto c = static_cast<unsigned char>(s[i++]);
        if (!needsEscape(c))
            continue;
        out.append(s.data() + plain, i - 1 - plain);
        plain = i;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\r':
            out += "\\r";
            break;
        default: {
            const char u[] = { '\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xf] };
            out.append(u, sizeof u);
        }
        }
    }
    out.append(s.data() + plain, s.size() - plain);
}
} // namespace

void JsonWriter::separate()
{
    if (m_needComma)
        m_text += ',';
}

void JsonWriter::open(char bracket)
{
    separate();
    m_text += bracket;
    m_needComma = false;
}

void JsonWriter::close(char bracket)
{
    m_text += bracket;
    m_needComma = true;
}

void JsonWriter::key(std::string_view name)
{
    string(name);
    m_text += ':';
    m_needComma = false;
}

void JsonWriter::string(std::string_view value)
{
    separate();
    m_text += '"';
    appendEscaped(m_text, value);
    m_text += '"';
    m_needComma = true;
}

template<typename Number>
void JsonWriter::literal(Number value)
{
    separate();
    char digits[32];
    m_text.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
    m_needComma = true;
}

void JsonWriter::number(double value)
{
    if (!std::isfinite(value))
        null(); // JSON has no infinities; parsed JSON never yields them
    else if (std::trunc(value) == value && std::fabs(value) < 9007199254740992.0) // below 2^53: exact as an integer
        literal(static_cast<long long>(value));
    else
        literal(value);
}

void JsonWriter::boolean(bool value)
{
    separate();
    m_text += value ? "true" : "false";
    m_needComma = true;
}

void JsonWriter::null()
{
    separate();
    m_text += "null";
    m_needComma = true;
}

void JsonWriter::array(simdjson::dom::array items)
{
    beginArray();
    for (simdjson::dom::element item : items)
        element(item);
    endArray();
}

void JsonWriter::element(simdjson::dom::element value)
{
    using simdjson::dom::element_type;
    simdjson::dom::array items;
    simdjson::dom::object fields;
    std::string_view text;
    if (value.get(items) == simdjson::SUCCESS) {
        array(items);
    } else if (value.get(fields) == simdjson::SUCCESS) {
        beginObject();
        for (const simdjson::dom::key_value_pair field : fields) {
            key(field.key);
            element(field.value);
        }
        endObject();
    } else if (value.get(text) == simdjson::SUCCESS) {
        string(text);
    } else if (value.type() == element_type::INT64) {
        literal(value.get_int64().value_unsafe());
    } else if (value.type() == element_type::UINT64) {
        literal(value.get_uint64().value_unsafe());
    } else if (value.type() == element_type::DOUBLE) {
        number(value.get_double().value_unsafe());
    } else if (value.type() == element_type::BOOL) {
        boolean(value.get_bool().value_unsafe());
    } else {
        null();
    }
}

} // namespace draudit::models
