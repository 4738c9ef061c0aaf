// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A JSON object read with simdjson that knows where it came from (file, line, JSON path) for error messages.
#pragma once

#include "models/core/error.h"

#include <QStringList>
#include <simdjson.h>

namespace draudit::models {

class JsonWriter;

class JsonRecord
{
public:
    JsonRecord(simdjson::dom::object object, QString file, qint64 line, QString jsonPath = {});

    bool has(const char *key) const;
    bool isNull(const char *key) const;
    // Required fields fail when absent or of the wrong type; optional ones give a default when absent or null.
    Result<QString> string(const char *key) const;
    Result<QString> optionalString(const char *key) const;
    // The same as UTF-8 views into the parsed document (valid while the document is), for long texts that go to the
    // store unchanged; optionalText gives an empty view when absent or null.
    Result<std::string_view> text(const char *key) const;
    Result<std::string_view> optionalText(const char *key) const;
    Result<double> number(const char *key) const;
    Result<std::optional<double>> optionalNumber(const char *key) const;
    // Absent or null gives an empty list; with allowNullItems, null entries become empty strings.
    Result<QStringList> stringList(const char *key, bool allowNullItems = false) const;
    // The same list checked the same way but kept as compact JSON in `scratch` (null entries stay null): "[]" when
    // absent or null. The view is valid until `scratch` is next used.
    Result<std::string_view> stringListJson(const char *key, JsonWriter &scratch, bool allowNullItems = false) const;
    Result<JsonRecord> object(const char *key) const;
    Result<QList<JsonRecord>> objects(const char *key) const;
    // The field as compact JSON text (for metadata), empty when absent.
    QString rawJson(const char *key) const;
    // The same as UTF-8 in `scratch` (valid until it is next used), empty when absent.
    std::string_view rawJsonText(const char *key, JsonWriter &scratch) const;
    // A number, or a string holding one (some tools write scores as strings).
    Result<double> numeric(const char *key) const;
    // A number or a string, as text (ids are written both ways by different tools).
    Result<QString> idText(const char *key) const;

    simdjson::dom::object object() const { return m_object; }
    // Bytes of JSON text this record was parsed from (set for JSON Lines records, else 0).
    qint64 textBytes() const { return m_textBytes; }
    void setTextBytes(qint64 bytes) { m_textBytes = bytes; }
    const QString &file() const { return m_file; }
    qint64 line() const { return m_line; }
    QString pathOf(const char *key) const;
    Error error(const char *key, const QString &message) const;

private:
    // One lookup of the key (objects are searched linearly): the value, or nothing when absent or null.
    std::optional<simdjson::dom::element> present(const char *key) const;
    Result<std::string_view> stringOf(simdjson::dom::element e, const char *key) const;
    Result<double> numberOf(simdjson::dom::element e, const char *key) const;
    // The array when present, checked to hold only strings (and nulls, when allowed).
    Result<std::optional<simdjson::dom::array>> stringArray(const char *key, bool allowNullItems) const;

    simdjson::dom::object m_object;
    QString m_file;
    qint64 m_line;
    QString m_path;
    qint64 m_textBytes = 0;
};

inline QString fromUtf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace draudit::models
