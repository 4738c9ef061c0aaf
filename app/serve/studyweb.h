// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser face of one study: invitation links open sessions (a cookie that scripts cannot read, SameSite=Strict),
// every write carries the session's CSRF token and comes from the page's own origin, every response carries a
// strict Content-Security-Policy and the other security headers, and each annotator works only through their own
// AnnotatorDesk. Requests arrive one at a time (app/serve/httpserver.h), so nothing here is shared between threads.
#pragma once

#include "app/serve/annotatordesk.h"
#include "app/serve/httpserver.h"
#include "app/serve/ratelimit.h"
#include "models/store/studies/invitations.h"

#include <QDateTime>
#include <QHash>
#include <functional>
#include <map>
#include <memory>

namespace draudit::serve {

struct WebOptions
{
    bool secureCookies = false; // served over TLS, directly or behind a proxy that terminates it
    bool behindProxy = false; // an HTTPS proxy on this machine: its X-Forwarded-For names the client
    int sessionIdleHours = 12;
    QString language; // the page's language ("zh_CN"; empty: English)
    // Requests of one session: this many a second on average, this many at once (a person clicks far slower; a
    // runaway script or a replaying attacker does not).
    double requestsPerSecond = 20;
    double requestBurst = 60;
};

// What the server tells its owner as it happens (one line each on standard output).
using WebEvent = std::function<void(const QJsonObject &event)>;

class StudyWeb
{
public:
    StudyWeb(models::ProjectStore &store, models::StudyInfo study, WebOptions options, WebEvent events = {});
    HttpResponse handle(const HttpRequest &request);
    void expireSessions(); // sessions idle too long or whose invitation ended
    QStringList online() const; // annotators with a session used in the last two minutes

private:
    struct Session
    {
        models::WebSession stored;
        QDateTime lastSeen;
        TokenBucket bucket;
        std::unique_ptr<AnnotatorDesk> desk;
    };
    HttpResponse openInvitation(const HttpRequest &request, const QString &token);
    HttpResponse api(const HttpRequest &request, Session &session, const QString &path);
    HttpResponse apiWrite(const HttpRequest &request, Session &session, const QString &path);
    HttpResponse checkPin(const HttpRequest &request, Session &session);
    HttpResponse safePageOf(const HttpRequest &request, Session &session, const QString &path);
    Session *sessionOf(const HttpRequest &request);
    Session &remember(const QString &token, const models::WebSession &stored);
    Outcome<void> checkWrite(const HttpRequest &request, const Session &session) const;
    QString clientAddress(const HttpRequest &request) const;
    bool fromThisSite(const HttpRequest &request) const;
    QString formGuidelines() const;

    models::ProjectStore &m_store;
    models::StudyInfo m_study;
    WebOptions m_options;
    WebEvent m_events;
    std::map<QString, Session> m_sessions; // by the cookie's value: the sessions in use (all are in the project)
    FailureLimiter m_failures { 20 }; // wrong links and PINs by client address
    FailureLimiter m_pinFailures { 5 }; // wrong PINs by invitation, whichever session sent them
    FailureLimiter m_opens { 30 }; // sessions opened by invitation
};

} // namespace draudit::serve
