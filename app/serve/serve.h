// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit serve PROJECT --study S`: annotators work in their browsers through invitation links
// (`draudit study invite`). Runs in its own private executable (draudit-serve), which the draudit command starts in
// its place: only it links the HTTP server and OpenSSL, and it loads no Qt GUI or WebEngine.
#pragma once

#include <QStringList>

namespace draudit::serve {

// args: "serve" and the arguments after it.
int runServe(const QStringList &args, const QString &language);

} // namespace draudit::serve
