// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// --help on a subcommand prints its options and exits 0; bad options exit 2.
#include "app/cli/options.h"

#include "app/cli/command.h"

#include <QCoreApplication>

namespace draudit::cli {

bool parseOptions(QCommandLineParser &parser, const QStringList &args, const QString &description, int *exitCode)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList { QStringLiteral("h"), QStringLiteral("help") },
        QCoreApplication::translate("draudit::cli", "Show this help."));
    parser.addOption(help);
    parser.addOption(QCommandLineOption(QStringLiteral("lang"),
        QCoreApplication::translate("draudit::cli", "User interface language."), QStringLiteral("locale")));
    QStringList full { QStringLiteral("draudit ") + args.value(0) };
    full << args.mid(1);
    if (!parser.parse(full)) {
        *exitCode = fail(args.value(0), parser.errorText(), Usage);
        return false;
    }
    if (parser.isSet(help)) {
        // Usage names the command as the user types it, not the path of the executable that runs it (draudit serve
        // runs in a helper of its own).
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = text.indexOf(program);
            !program.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
            text.replace(at, program.size(), full.first());
        printOut(text);
        *exitCode = Ok;
        return false;
    }
    return true;
}

} // namespace draudit::cli
