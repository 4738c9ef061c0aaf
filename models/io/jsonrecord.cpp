// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Messages say what was expected ("a string", "an array of strings") and where, as file:line: field 'a.b[2]'.
#include "models/io/jsonrecord.h"

#include "models/core/resulttry.h"
#include "models/io/jsonwriter.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace draudit::models {

JsonRecord::JsonRecord(simdjson::dom::object object, QString file, qint64 line, QString jsonPath)
    : m_object(object)
    , m_file(std::move(file))
    , m_line(line)
    , m_path(std::move(jsonPath))
{
}

QString JsonRecord::pathOf(const char *key) const
{
    return m_path.isEmpty() ? QString::fromUtf8(key) : m_path + QLatin1Char('.') + QString::fromUtf8(key);
}

Error JsonRecord::error(const char *key, const QString &message) const
{
    return Error { message, m_file, m_line, 0, key ? pathOf(key) : m_path };
}

bool JsonRecord::has(const char *key) const
{
    return m_object.at_key(key).error() == simdjson::SUCCESS;
}

bool JsonRecord::isNull(const char *key) const
{
    simdjson::dom::element e;
    return m_object.at_key(key).get(e) == simdjson::SUCCESS && e.is_null();
}

std::optional<simdjson::dom::element> JsonRecord::present(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS || e.is_null())
        return std::nullopt;
    return e;
}

Result<std::string_view> JsonRecord::stringOf(simdjson::dom::element e, const char *key) const
{
    std::string_view s;
    if (e.get(s) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected a string")));
    return s;
}

Result<std::string_view> JsonRecord::text(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected a string")));
    return stringOf(e, key);
}

Result<QString> JsonRecord::string(const char *key) const
{
    return text(key).map(fromUtf8);
}

Result<std::string_view> JsonRecord::optionalText(const char *key) const
{
    const auto e = present(key);
    if (!e)
        return std::string_view();
    return stringOf(*e, key);
}

Result<QString> JsonRecord::optionalString(const char *key) const
{
    const auto e = present(key);
    if (!e)
        return QString();
    return stringOf(*e, key).map(fromUtf8);
}

Result<double> JsonRecord::numberOf(simdjson::dom::element e, const char *key) const
{
    double d = 0;
    if (e.get(d) == simdjson::SUCCESS)
        return d;
    int64_t i = 0;
    if (e.get(i) == simdjson::SUCCESS)
        return static_cast<double>(i);
    uint64_t u = 0;
    if (e.get(u) == simdjson::SUCCESS)
        return static_cast<double>(u);
    return tl::unexpected(error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected a number")));
}

Result<double> JsonRecord::number(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected a number")));
    return numberOf(e, key);
}

Result<std::optional<double>> JsonRecord::optionalNumber(const char *key) const
{
    const auto e = present(key);
    if (!e)
        return std::optional<double>();
    return numberOf(*e, key).map([](double d) { return std::optional<double>(d); });
}

Result<std::optional<simdjson::dom::array>> JsonRecord::stringArray(const char *key, bool allowNullItems) const
{
    const auto e = present(key);
    if (!e)
        return std::nullopt;
    simdjson::dom::array a;
    if (e->get(a) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an array of strings")));
    int i = 0;
    for (simdjson::dom::element item : a) {
        if (!item.is_string() && !(allowNullItems && item.is_null()))
            return tl::unexpected(
                Error { QCoreApplication::translate("draudit::models::JsonRecord", "expected a string"), m_file, m_line,
                    0, pathOf(key) + QStringLiteral("[%1]").arg(i) });
        ++i;
    }
    return a;
}

Result<QStringList> JsonRecord::stringList(const char *key, bool allowNullItems) const
{
    DRAUDIT_TRY(array, stringArray(key, allowNullItems));
    QStringList out;
    if (!array)
        return out;
    for (simdjson::dom::element item : *array) {
        std::string_view s;
        out << (item.get(s) == simdjson::SUCCESS ? fromUtf8(s) : QString());
    }
    return out;
}

Result<std::string_view> JsonRecord::stringListJson(const char *key, JsonWriter &scratch, bool allowNullItems) const
{
    DRAUDIT_TRY(array, stringArray(key, allowNullItems));
    scratch.clear();
    if (array) {
        scratch.array(*array);
    } else {
        scratch.beginArray();
        scratch.endArray();
    }
    return scratch.text();
}

Result<JsonRecord> JsonRecord::object(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected an object")));
    simdjson::dom::object o;
    if (e.get(o) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an object")));
    return JsonRecord(o, m_file, m_line, pathOf(key));
}

Result<QList<JsonRecord>> JsonRecord::objects(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(error(
            key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected an array of objects")));
    simdjson::dom::array a;
    if (e.get(a) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an array of objects")));
    QList<JsonRecord> out;
    int i = 0;
    for (simdjson::dom::element item : a) {
        simdjson::dom::object o;
        const QString where = pathOf(key) + QStringLiteral("[%1]").arg(i++);
        if (item.get(o) != simdjson::SUCCESS)
            return tl::unexpected(
                Error { QCoreApplication::translate("draudit::models::JsonRecord", "expected an object"), m_file,
                    m_line, 0, where });
        out << JsonRecord(o, m_file, m_line, where);
    }
    return out;
}

QString JsonRecord::rawJson(const char *key) const
{
    JsonWriter json;
    return fromUtf8(rawJsonText(key, json));
}

std::string_view JsonRecord::rawJsonText(const char *key, JsonWriter &scratch) const
{
    scratch.clear();
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) == simdjson::SUCCESS)
        scratch.element(e);
    return scratch.text();
}

Result<double> JsonRecord::numeric(const char *key) const
{
    simdjson::dom::element e;
    std::string_view s;
    if (m_object.at_key(key).get(e) == simdjson::SUCCESS && e.get(s) == simdjson::SUCCESS) {
        bool ok = false;
        const double v = fromUtf8(s).trimmed().toDouble(&ok);
        if (!ok)
            return tl::unexpected(error(key,
                QCoreApplication::translate("draudit::models::JsonRecord", "'%1' is not a number").arg(fromUtf8(s))));
        return v;
    }
    return number(key);
}

Result<QString> JsonRecord::idText(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(error(key,
            QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected an id (string or number)")));
    std::string_view s;
    if (e.get(s) == simdjson::SUCCESS)
        return fromUtf8(s);
    int64_t i = 0;
    if (e.get(i) == simdjson::SUCCESS)
        return QString::number(i);
    uint64_t u = 0;
    if (e.get(u) == simdjson::SUCCESS)
        return QString::number(u);
    // 2.0 is the id 2 and 1.5 stays 1.5, so a number is the same id on every side whatever its spelling.
    double d = 0;
    if (e.get(d) == simdjson::SUCCESS && std::isfinite(d))
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    return tl::unexpected(
        error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an id (string or number)")));
}

} // namespace draudit::models
