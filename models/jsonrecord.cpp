// Messages say what was expected ("a string", "an array of strings") and where, as file:line: field 'a.b[2]'.
#include "models/jsonrecord.h"

#include <QCoreApplication>

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

Result<std::string_view> JsonRecord::stringView(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected a string")));
    std::string_view s;
    if (e.get(s) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected a string")));
    return s;
}

Result<QString> JsonRecord::string(const char *key) const
{
    return stringView(key).map(fromUtf8);
}

Result<Utf8Text> JsonRecord::utf8(const char *key) const
{
    return stringView(key).map(
        [](std::string_view s) { return Utf8Text { QByteArray(s.data(), static_cast<qsizetype>(s.size())) }; });
}

Result<Utf8Text> JsonRecord::optionalUtf8(const char *key) const
{
    if (!has(key) || isNull(key))
        return Utf8Text();
    return utf8(key);
}

Result<QString> JsonRecord::optionalString(const char *key) const
{
    if (!has(key) || isNull(key))
        return QString();
    return string(key);
}

Result<double> JsonRecord::number(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "missing; expected a number")));
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

Result<std::optional<double>> JsonRecord::optionalNumber(const char *key) const
{
    if (!has(key) || isNull(key))
        return std::optional<double>();
    auto n = number(key);
    if (!n)
        return tl::unexpected(n.error());
    return std::optional<double>(*n);
}

Result<QStringList> JsonRecord::stringList(const char *key, bool allowNullItems) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS || e.is_null())
        return QStringList();
    simdjson::dom::array a;
    if (e.get(a) != simdjson::SUCCESS)
        return tl::unexpected(
            error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an array of strings")));
    QStringList out;
    int i = 0;
    for (simdjson::dom::element item : a) {
        std::string_view s;
        if (allowNullItems && item.is_null()) {
            out << QString();
            ++i;
            continue;
        }
        if (item.get(s) != simdjson::SUCCESS)
            return tl::unexpected(
                Error { QCoreApplication::translate("draudit::models::JsonRecord", "expected a string"), m_file, m_line,
                    0, pathOf(key) + QStringLiteral("[%1]").arg(i) });
        out << fromUtf8(s);
        ++i;
    }
    return out;
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
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return {};
    return QString::fromStdString(simdjson::minify(e));
}

Utf8Text JsonRecord::rawJsonUtf8(const char *key) const
{
    simdjson::dom::element e;
    if (m_object.at_key(key).get(e) != simdjson::SUCCESS)
        return {};
    const std::string text = simdjson::minify(e);
    return { QByteArray(text.data(), static_cast<qsizetype>(text.size())) };
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
    return tl::unexpected(
        error(key, QCoreApplication::translate("draudit::models::JsonRecord", "expected an id (string or number)")));
}

} // namespace draudit::models
