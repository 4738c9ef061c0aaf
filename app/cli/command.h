// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A headless subcommand: its name, one-line summary and entry point (arguments exclude the program name).
#pragma once

#include <QString>
#include <QStringList>

namespace draudit::cli {

struct Command
{
    const char *name;
    const char *summary; // translated at display time
    int (*run)(const QStringList &args);
};

// Exit codes: 0 success, 1 the work failed (bad data, database error), 2 bad usage.
enum ExitCode
{
    Ok = 0,
    Failed = 1,
    Usage = 2
};

const QList<Command> &commands();
const Command *findCommand(const QString &name);
// Runs a subcommand; args[0] is the subcommand name.
int runCommand(const QStringList &args);
QString usage();

// Shared helpers for command implementations.
void printOut(const QString &text);
void printErr(const QString &text);
int fail(const QString &command, const QString &message, int code = Failed);

int runAgree(const QStringList &args);
int runCorrelate(const QStringList &args);
int runNew(const QStringList &args);
int runDemo(const QStringList &args);
int runInfo(const QStringList &args);
int runCheck(const QStringList &args);
int runAnnotate(const QStringList &args);
int runHistory(const QStringList &args);
int runBench(const QStringList &args);
int runImport(const QStringList &args);
int runReport(const QStringList &args);
int runStudy(const QStringList &args);
int runExport(const QStringList &args);
int runServe(const QStringList &args);

} // namespace draudit::cli
