// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/core/renderprotocol.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

namespace draudit::models::renderprotocol {

namespace {
QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

std::optional<QJsonObject> objectOf(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    return document.object();
}
} // namespace

PageTexts translatedPageTexts()
{
    return { QCoreApplication::translate("draudit::models::PageHtml", "[image not shown: %1]") };
}

QByteArray request(const Request &r)
{
    const Highlights &h = r.highlights;
    const QJsonObject o { { QStringLiteral("markdown"), r.markdown }, { QStringLiteral("focus"), strings(h.focus) },
        { QStringLiteral("deviation"), strings(h.deviation) }, { QStringLiteral("rubric"), strings(h.rubric) },
        { QStringLiteral("urls"), h.urls }, { QStringLiteral("imageNotShown"), r.texts.imageNotShown } };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<Request> readRequest(const QByteArray &bytes)
{
    const auto o = objectOf(bytes);
    if (!o || !o->value(QStringLiteral("markdown")).isString())
        return std::nullopt;
    Request r;
    r.markdown = o->value(QStringLiteral("markdown")).toString();
    r.highlights.focus = stringsOf(o->value(QStringLiteral("focus")));
    r.highlights.deviation = stringsOf(o->value(QStringLiteral("deviation")));
    r.highlights.rubric = stringsOf(o->value(QStringLiteral("rubric")));
    r.highlights.urls = o->value(QStringLiteral("urls")).toBool();
    r.texts.imageNotShown = o->value(QStringLiteral("imageNotShown")).toString();
    return r;
}

QByteArray reply(const RenderedPage &page)
{
    QJsonArray headings;
    for (const Heading &h : page.headings)
        headings.append(QJsonArray { h.level, h.text, h.anchor });
    const QJsonObject o { { QStringLiteral("body"), page.body }, { QStringLiteral("text"), page.plainText },
        { QStringLiteral("headings"), headings },
        { QStringLiteral("marks"),
            QJsonArray { page.marks.focus, page.marks.deviation, page.marks.rubric, page.marks.urls } },
        { QStringLiteral("citations"), page.citationLinks }, { QStringLiteral("images"), page.refusedImages } };
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<RenderedPage> readReply(const QByteArray &bytes)
{
    const auto o = objectOf(bytes);
    if (!o || !o->value(QStringLiteral("body")).isString())
        return std::nullopt;
    RenderedPage page;
    page.body = o->value(QStringLiteral("body")).toString();
    page.plainText = o->value(QStringLiteral("text")).toString();
    for (const QJsonValue &h : o->value(QStringLiteral("headings")).toArray()) {
        const QJsonArray a = h.toArray();
        page.headings.append({ a.at(0).toInt(), a.at(1).toString(), a.at(2).toString() });
    }
    const QJsonArray marks = o->value(QStringLiteral("marks")).toArray();
    page.marks = { marks.at(0).toInt(), marks.at(1).toInt(), marks.at(2).toInt(), marks.at(3).toInt() };
    page.citationLinks = o->value(QStringLiteral("citations")).toInt();
    page.refusedImages = o->value(QStringLiteral("images")).toInt();
    return page;
}

QByteArray lengthPrefix(quint64 length)
{
    QByteArray prefix(8, Qt::Uninitialized);
    qToLittleEndian(length, prefix.data());
    return prefix;
}

quint64 lengthOf(const char *prefix)
{
    return qFromLittleEndian<quint64>(prefix);
}

} // namespace draudit::models::renderprotocol
