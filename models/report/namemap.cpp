// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/report/namemap.h"

#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <nlohmann/json.hpp>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct NameMap
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::NameMap)
};

Result<QHash<QString, QString>> loadJsonObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tl::unexpected(Error { NameMap::tr("cannot open: %1").arg(file.errorString()), path, 0, 0, QString() });
    const auto json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (json.is_discarded() || !json.is_object())
        return tl::unexpected(
            Error { NameMap::tr("expected a JSON object mapping model names to texts"), path, 1, 0, QString() });
    QHash<QString, QString> out;
    for (const auto &[name, value] : json.items()) {
        if (!value.is_string() || value.get<std::string>().empty())
            return tl::unexpected(
                Error { NameMap::tr("the value must be a non-empty text"), path, 1, 0, QString::fromStdString(name) });
        out.insert(QString::fromStdString(name).toLower(), QString::fromStdString(value.get<std::string>()));
    }
    return out;
}

Result<QHash<QString, QString>> loadTable(const QString &path, const char *keyColumn, const char *valueColumn)
{
    auto table = TabularFile::read(path);
    if (!table)
        return tl::unexpected(table.error());
    for (const char *column : { keyColumn, valueColumn })
        if (table->column(QString::fromLatin1(column)) < 0)
            return tl::unexpected(table->missingColumn(QString::fromLatin1(column)));
    QHash<QString, QString> out;
    for (const TabularRow &row : table->rows()) {
        const QString key = table->cell(row, keyColumn), value = table->cell(row, valueColumn);
        if (key.isEmpty() || value.isEmpty())
            return tl::unexpected(table->errorAt(row, key.isEmpty() ? keyColumn : valueColumn, NameMap::tr("empty")));
        out.insert(key.toLower(), value);
    }
    return out;
}
} // namespace

Result<QHash<QString, QString>> loadNameMap(const QString &path, const char *keyColumn, const char *valueColumn)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? loadJsonObject(path)
                                                                      : loadTable(path, keyColumn, valueColumn);
}

Result<ModelAliases> ModelAliases::load(const QString &path)
{
    auto map = loadNameMap(path, "alias", "model");
    if (!map)
        return tl::unexpected(map.error());
    ModelAliases out;
    out.m_map = *map;
    return out;
}

QString ModelAliases::modelOf(const QString &name) const
{
    return m_map.value(name.toLower(), name);
}

} // namespace draudit::models
