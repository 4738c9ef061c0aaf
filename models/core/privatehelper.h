// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit's private helpers: what only some runs need and whose libraries a headless command must not load at start-up
// (the workbench executable, and the Qt PDF module that brings Qt GUI). Installed in <prefix>/lib/draudit beside
// <prefix>/bin; in a build tree, <build>/lib/draudit beside <build>/app.
#pragma once

#include "models/core/error.h"

#include <QString>

namespace draudit::models {

// The path of the private helper NAME (a file name), or empty when it is in none of the places looked in:
// <executable's directory>/../lib/draudit, the executable's own directory (the workbench's, for its module), then
// $DRAUDIT_PRIVATE_DIR (for programs that live elsewhere, such as the tests).
QString privateHelper(const QString &name);
// The places privateHelper looks in, for an error message.
QStringList privateHelperDirectories();

// A function of the private module MODULE (a shared library without prefix or suffix, e.g. "draudit_pdftext"),
// loaded once and kept loaded; or an error naming where it was looked for.
Result<QFunctionPointer> privateFunction(const QString &module, const char *symbol);

} // namespace draudit::models
