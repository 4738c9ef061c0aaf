// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A browser's requests to the browser server, made in process (app/serve/studyweb.h): a client that opens an
// invitation link, keeps the session cookie and the CSRF token, and sends what the page sends.
#pragma once

#include "app/serve/studyweb.h"
#include "models/store/studies/annotationstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace draudit::tests {

using serve::HttpRequest;
using serve::HttpResponse;

inline QString headerOf(const HttpResponse &r, const char *name)
{
    for (const auto &[n, v] : r.headers)
        if (QString::fromStdString(n).compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return QString::fromStdString(v);
    return {};
}

inline QJsonObject jsonOf(const HttpResponse &r)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(r.body)).object();
}

struct WebClient
{
    explicit WebClient(serve::StudyWeb &w)
        : web(w)
    {
    }
    serve::StudyWeb &web;
    QString cookie; // "draudit_session=..."
    QString csrf;
    std::string peer = "127.0.0.1";
    QList<HttpResponse> seen; // every response, for byte scans

    HttpResponse send(HttpRequest request)
    {
        request.peer = peer;
        request.headers["host"] = "127.0.0.1:8470";
        if (!cookie.isEmpty() && !request.headers.count("cookie"))
            request.headers["cookie"] = cookie.toStdString();
        HttpResponse r = web.handle(request);
        if (r.finish) // what the transport runs off its serving thread (a page's rendering)
            r = r.finish();
        seen << r;
        return r;
    }
    HttpResponse get(const QString &target) { return send({ "GET", target.toStdString(), {}, {}, {}, false }); }
    HttpResponse post(const QString &target, const QJsonObject &body, std::map<std::string, std::string> headers = {})
    {
        headers.emplace("content-type", "application/json");
        headers.emplace("x-csrf-token", csrf.toStdString());
        headers.emplace("origin", "http://127.0.0.1:8470");
        headers.emplace("sec-fetch-site", "same-origin");
        return send({ "POST", target.toStdString(), headers,
            QJsonDocument(body).toJson(QJsonDocument::Compact).toStdString(), {}, false });
    }
    // Opens the link as the page does (its button POSTs from this site); true when a session began (the cookie and
    // the CSRF token are kept).
    bool open(const QString &token)
    {
        if (get(QStringLiteral("/i/") + token).status != 200)
            return false;
        const HttpResponse r = send({ "POST", "/i/" + token.toStdString(),
            { { "origin", "http://127.0.0.1:8470" }, { "sec-fetch-site", "same-origin" },
                { "content-type", "application/x-www-form-urlencoded" } },
            {}, {}, false });
        const QString set = headerOf(r, "Set-Cookie");
        if (r.status != 303 || set.isEmpty())
            return false;
        cookie = set.section(QLatin1Char(';'), 0, 0);
        const HttpResponse state = get(QStringLiteral("/api/state"));
        csrf = jsonOf(state).value(QStringLiteral("csrf")).toString();
        return !csrf.isEmpty();
    }
    QJsonObject state() { return jsonOf(get(QStringLiteral("/api/state"))); }
};

// Answers every question the item asks now (the first option, the lowest number, a word) that is not answered yet.
inline int answerAll(WebClient &c, const QJsonObject &item, int &keyCounter, int variety = 0)
{
    QJsonObject answers = item.value(QStringLiteral("answers")).toObject();
    int given = 0;
    for (bool more = true; more;) {
        more = false;
        for (const QJsonValue &v :
            item.value(QStringLiteral("form")).toObject().value(QStringLiteral("questions")).toArray()) {
            const QJsonObject q = v.toObject();
            const QString id = q.value(QStringLiteral("id")).toString();
            const QString onlyIf = q.value(QStringLiteral("only_if")).toString();
            if (answers.contains(id)
                || (q.value(QStringLiteral("after_commit")).toBool()
                    && !item.value(QStringLiteral("committed")).toBool())
                || q.value(QStringLiteral("after_reveal")).toBool())
                continue;
            if (!onlyIf.isEmpty()
                && !onlyIf.section(QLatin1Char('='), 1)
                        .split(QLatin1Char('|'))
                        .contains(answers.value(onlyIf.section(QLatin1Char('='), 0, 0)).toString()))
                continue;
            const QString kind = q.value(QStringLiteral("kind")).toString();
            const QJsonArray options = q.value(QStringLiteral("options")).toArray();
            const QString value = kind == QLatin1String("choice")
                ? options.at(variety ? (keyCounter * 7 + variety) % options.size() : 0)
                      .toObject()
                      .value(QStringLiteral("value"))
                      .toString()
                : kind == QLatin1String("number") ? QString::number(q.value(QStringLiteral("min")).toDouble())
                                                  : QStringLiteral("checked");
            const HttpResponse r = c.post(QStringLiteral("/api/answer"),
                { { QStringLiteral("item"), item.value(QStringLiteral("handle")) }, { QStringLiteral("question"), id },
                    { QStringLiteral("value"), value },
                    { QStringLiteral("key"), QStringLiteral("test-key-%1-aaaaaaaa").arg(++keyCounter) } });
            if (r.status != 200) {
                qWarning() << "answer" << id << value << r.status << QString::fromStdString(r.body);
                return -1;
            }
            answers = jsonOf(r).value(QStringLiteral("item")).toObject().value(QStringLiteral("answers")).toObject();
            ++given;
            more = true;
        }
    }
    return given;
}

inline qint64 historyRows(models::ProjectStore &store)
{
    return models::AnnotationStore(store).historyCount().value_or(-1);
}

} // namespace draudit::tests
