// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Only files no importer recognised are read here, so a whole-file parse costs nothing on the import's usual path.
#include "models/io/jsondamage.h"

#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace draudit::models {

namespace {
// The 1-based line and column of a byte offset.
std::pair<qint64, int> lineAndColumn(const QByteArray &bytes, qint64 offset)
{
    const QByteArray before = bytes.left(offset);
    const qint64 line = before.count('\n') + 1;
    return { line, static_cast<int>(offset - (before.lastIndexOf('\n') + 1)) + 1 };
}

Error damage(const QString &path, qint64 line, int column, const QString &why)
{
    return Error { QCoreApplication::translate(
                       "draudit::models::JsonDamage", "the file is damaged (%1), so it was not imported")
                       .arg(why),
        path, line, column, {} };
}
} // namespace

std::optional<Error> damagedJson(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool lines = suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson");
    if (!lines && suffix != QLatin1String("json"))
        return std::nullopt;
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error { f.errorString(), path, 0, 0, {} };
    const QByteArray bytes = f.readAll();
    if (!lines) {
        QJsonParseError e;
        QJsonDocument::fromJson(bytes, &e);
        if (e.error == QJsonParseError::NoError)
            return std::nullopt;
        const auto [line, column] = lineAndColumn(bytes, e.offset);
        return damage(path, line, column, e.errorString());
    }
    qint64 line = 0;
    for (const QByteArray &text : bytes.split('\n')) {
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        QJsonParseError e;
        QJsonDocument::fromJson(text, &e);
        if (e.error != QJsonParseError::NoError)
            return damage(path, line, e.offset + 1, e.errorString());
    }
    return std::nullopt;
}

} // namespace draudit::models
