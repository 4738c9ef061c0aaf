// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit-serve: the browser server, started by the draudit command in its place (app/launch.h) for `draudit serve`.
#include "app/launch.h"
#include "app/serve/serve.h"
#include "app/serve/servebench.h"
#include "app/translation.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QStringList args = draudit::app::argumentsOf(argc, argv);
    const QString lang = draudit::app::takeLanguage(args);
    draudit::app::nameApplication();
    QCoreApplication app(argc, argv);
    const QString installed = draudit::app::installTranslations(app, lang);
    if (args.value(0) == QLatin1String("bench"))
        return draudit::serve::runServeBench(args.mid(1)); // "serve" and its options
    if (args.value(0) != QLatin1String("serve"))
        args.prepend(QStringLiteral("serve")); // the parser takes the first argument for the command's name
    // The page speaks the server's language, in which the forms' preset texts and the units' names are sent: English
    // when no other catalogue is installed (the browser's own language would mix the two).
    return draudit::serve::runServe(args, installed.isEmpty() ? QStringLiteral("en") : installed);
}
