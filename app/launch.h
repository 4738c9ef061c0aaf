// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the draudit command and the workbench executable share at start-up: the arguments, the language, and how the
// command hands a window over to the workbench.
#pragma once

#include <QStringList>

namespace draudit::app {

// The program's arguments after its name, as Qt strings.
QStringList argumentsOf(int argc, char *argv[]);
// Removes "--lang X" / "--lang=X" from the arguments and returns X.
QString takeLanguage(QStringList &args);
// Sets the organisation, application name and version Qt's settings and --version use.
void nameApplication();

// The workbench executable (private helper "draudit-workbench"), started in place of this process with the same
// arguments: the same process id, standard streams and environment. Returns only when it cannot be started, with the
// exit code after printing why.
int execWorkbench(char *argv[]);
// The browser server (private helper "draudit-serve", app/serve/serve.h) in place of this process, given these
// arguments ("serve PROJECT --study S ...").
int execServer(const QStringList &arguments);

} // namespace draudit::app
