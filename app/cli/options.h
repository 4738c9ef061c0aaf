// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// QCommandLineParser set-up shared by the subcommands, with translated help.
#pragma once

#include <QCommandLineParser>

namespace draudit::cli {

// Parses `args` (args[0] = subcommand). Returns false after printing an error or help; *exitCode tells which.
bool parseOptions(QCommandLineParser &parser, const QStringList &args, const QString &description, int *exitCode);

} // namespace draudit::cli
