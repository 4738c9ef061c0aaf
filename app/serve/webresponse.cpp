// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/webresponse.h"

#include "app/serve/safepage.h"
#include "app/serve/studyweb.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace draudit::serve {

namespace {
struct Web
{
    Q_DECLARE_TR_FUNCTIONS(draudit::serve::Web)
};

HttpResponse withHeaders(HttpResponse r, const char *policy, const char *type, const WebOptions &options,
    const char *referrer = "no-referrer")
{
    r.headers.insert(r.headers.end(),
        { { "Content-Type", type }, { "Content-Security-Policy", policy }, { "X-Content-Type-Options", "nosniff" },
            { "Referrer-Policy", referrer }, { "Cross-Origin-Opener-Policy", "same-origin" },
            { "Cross-Origin-Resource-Policy", "same-origin" },
            { "Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
            { "Cache-Control", "no-store" } });
    if (options.secureCookies)
        r.headers.push_back({ "Strict-Transport-Security", "max-age=31536000" });
    return r;
}

std::string cookie(const QString &value, int maxAge, const WebOptions &options)
{
    std::string c = "draudit_session=" + value.toStdString() + "; Path=/; HttpOnly; SameSite=Strict";
    if (maxAge >= 0)
        c += "; Max-Age=" + std::to_string(maxAge);
    if (options.secureCookies)
        c += "; Secure";
    return c;
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

std::string plainPage(const QString &title, const QString &message, const QString &head = {})
{
    return QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                          "content=\"width=device-width\">%3<title>%1</title><link rel=\"stylesheet\" "
                          "href=\"/annotate.css\"></head><body class=\"notice\"><main><h1>%1</h1><p>%2</p></main>"
                          "</body></html>")
        .arg(escaped(title), escaped(message), head)
        .toStdString();
}
} // namespace

HttpResponse asset(const QString &name, const WebOptions &options)
{
    static const QHash<QString, const char *> types { { QStringLiteral("annotate.html"), "text/html; charset=utf-8" },
        { QStringLiteral("annotate.js"), "text/javascript; charset=utf-8" },
        { QStringLiteral("annotate.css"), "text/css; charset=utf-8" } };
    QFile file(QStringLiteral(":/web/") + name);
    if (!types.contains(name) || !file.open(QIODevice::ReadOnly))
        return refusal({ 404, Web::tr("Not found.") }, options);
    HttpResponse r { 200, { { "X-Frame-Options", "DENY" } }, file.readAll().toStdString(), {} };
    return withHeaders(std::move(r), kAppPolicy, types.value(name), options);
}

HttpResponse json(int status, const QJsonObject &body, const WebOptions &options)
{
    HttpResponse r { status, { { "X-Frame-Options", "DENY" } },
        QJsonDocument(body).toJson(QJsonDocument::Compact).toStdString(), {} };
    return withHeaders(std::move(r), kAppPolicy, "application/json; charset=utf-8", options);
}

HttpResponse refusal(const Refusal &refused, const WebOptions &options)
{
    return json(refused.status, { { QStringLiteral("error"), refused.message } }, options);
}

HttpResponse notice(int status, const QString &message, const WebOptions &options)
{
    HttpResponse r { status, { { "X-Frame-Options", "DENY" } }, plainPage(Web::tr("draudit study"), message), {} };
    return withHeaders(std::move(r), kAppPolicy, "text/html; charset=utf-8", options);
}

HttpResponse sessionStart(const QString &sessionId, const WebOptions &options)
{
    HttpResponse r { 303,
        { { "X-Frame-Options", "DENY" }, { "Set-Cookie", cookie(sessionId, -1, options) }, { "Location", "/study" } },
        {}, {} };
    return withHeaders(std::move(r), kAppPolicy, "text/plain; charset=utf-8", options);
}

HttpResponse confirmation(const QString &token, const QString &annotator, const WebOptions &options)
{
    const QString form = QStringLiteral("<form method=\"post\" action=\"/i/%1\"><button type=\"submit\" "
                                        "class=\"primary\" autofocus>%2</button></form>")
                             .arg(token.toHtmlEscaped(), Web::tr("Continue as %1").arg(annotator).toHtmlEscaped());
    std::string page = plainPage(Web::tr("draudit study"),
        Web::tr("This link opens the study for %1. Continue only if that is you.").arg(annotator));
    page.insert(page.find("</main>"), form.toStdString());
    HttpResponse r { 200, { { "X-Frame-Options", "DENY" } }, std::move(page), {} };
    // The one page that may send a form, to this site only; its POST carries this site's Origin (under no-referrer a
    // browser would send "null"), and nothing leaves the site.
    static const std::string policy
        = std::string(kAppPolicy).replace(std::string(kAppPolicy).find("form-action 'none'"), 18, "form-action 'self'");
    return withHeaders(std::move(r), policy.c_str(), "text/html; charset=utf-8", options, "same-origin");
}

HttpResponse sessionEnd(const WebOptions &options)
{
    HttpResponse r { 200, { { "X-Frame-Options", "DENY" }, { "Set-Cookie", cookie(QString(), 0, options) } },
        "{\"left\":true}", {} };
    return withHeaders(std::move(r), kAppPolicy, "application/json; charset=utf-8", options);
}

HttpResponse safePageResponse(const QByteArray &page, const WebOptions &options)
{
    HttpResponse r { 200, { { "X-Frame-Options", "SAMEORIGIN" } }, page.toStdString(), {} };
    return withHeaders(std::move(r), kSafePagePolicy, "text/html; charset=utf-8", options);
}

} // namespace draudit::serve
