// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The responses of the browser server, each with its security headers: the page and its script and style from the
// binary, JSON, refusals, the session cookie, and safe report pages under their own stricter policy.
#pragma once

#include "app/serve/httpserver.h"
#include "app/serve/refusal.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace draudit::serve {

struct WebOptions;

// annotate.html, annotate.js or annotate.css (resources/web/); 404 for any other name.
HttpResponse asset(const QString &name, const WebOptions &options);
HttpResponse json(int status, const QJsonObject &body, const WebOptions &options);
HttpResponse refusal(const Refusal &refused, const WebOptions &options);
// A short HTML page with a message (an invitation link that is not valid).
HttpResponse notice(int status, const QString &message, const WebOptions &options);
// Sets the session cookie and sends the browser on to the study page (303: the POST came from this site's own page,
// so the SameSite=Strict cookie goes with the next request).
HttpResponse sessionStart(const QString &sessionId, const WebOptions &options);
// Whose link this is, and a button that opens the session (a POST from this page).
HttpResponse confirmation(const QString &token, const QString &annotator, const WebOptions &options);
HttpResponse sessionEnd(const WebOptions &options);
HttpResponse safePageResponse(const QByteArray &page, const WebOptions &options);

// The Content-Security-Policy of the study page.
inline constexpr const char *kAppPolicy
    = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
      "frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

} // namespace draudit::serve
