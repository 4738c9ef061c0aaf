// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one web profile every rendered report, answer and judge text shares: off the record, no cache, no script,
// no plug-ins, and a request interceptor that refuses every URL but the pages draudit serves itself.
#pragma once

#include <QByteArray>
#include <QString>

class QWebEngineProfile;

namespace draudit {
namespace views {

// The scheme of draudit's own pages ("draudit-page://view/<n>"); registered before the application starts.
QString pageScheme();
QWebEngineProfile *safeProfile();
// Puts a page where the profile's scheme handler will serve it; returns its address.
QString publishPage(quintptr view, const QByteArray &html);
void withdrawPages(quintptr view);
// Requests the interceptor refused since the start, all pages together (tests and diagnostics).
int refusedRequests();

} // namespace views
} // namespace draudit
