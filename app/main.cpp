// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit: with a subcommand it runs headless (no display needed, no GUI library loaded); otherwise the workbench
// executable takes its place (app/launch.h).
#include "app/cli/command.h"
#include "app/launch.h"
#include "app/translation.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

bool isHeadless(const QStringList &args)
{
    if (args.isEmpty())
        return false;
    const QString &first = args.first();
    return first == QLatin1String("--version") || first == QLatin1String("-v") || first == QLatin1String("--help")
        || first == QLatin1String("-h") || draudit::cli::findCommand(first) != nullptr;
}

#ifdef DRAUDIT_WITH_GUI
// Why the workbench cannot start from these arguments, or empty when it can. A mistyped command is not a project, and
// without a display Qt would abort with a message about platform plugins instead of saying what is wrong.
QString whyNoWorkbench(const QStringList &args)
{
    const QString first = args.value(0);
    const bool projectGiven = !first.isEmpty() && !first.startsWith(QLatin1Char('-'));
    if (projectGiven && !first.contains(QLatin1String("://")) && !QFileInfo::exists(first))
        return QCoreApplication::translate("draudit::cli", "'%1' is neither a command nor an existing project\n\n")
                   .arg(first)
            + draudit::cli::usage();
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return QCoreApplication::translate("draudit::cli",
                   "the workbench needs a display and there is none (DISPLAY and WAYLAND_DISPLAY are unset); run a "
                   "command, or set QT_QPA_PLATFORM=offscreen\n\n")
            + draudit::cli::usage();
#endif
    return {};
}
#endif

} // namespace

int main(int argc, char *argv[])
{
    QStringList args = draudit::app::argumentsOf(argc, argv);
    const QString lang = draudit::app::takeLanguage(args);
    draudit::app::nameApplication();
    if (args.value(0) == QLatin1String("--version") || args.value(0) == QLatin1String("-v")) {
        draudit::cli::printOut(QStringLiteral("draudit %1\n").arg(QStringLiteral(DRAUDIT_VERSION)));
        return 0; // before the application object: nothing to translate, no event loop to set up
    }
    QCoreApplication app(argc, argv);
    draudit::app::installTranslations(app, lang);

#ifdef DRAUDIT_WITH_GUI
    // The one command that needs widgets (offscreen when there is no display) runs in the workbench's executable.
    if (args.size() >= 2 && args[0] == QLatin1String("bench") && args[1] == QLatin1String("ui"))
        return draudit::app::execWorkbench(argv);
#endif
    if (isHeadless(args)) {
        if (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
            draudit::cli::printOut(draudit::cli::usage());
            return 0;
        }
        return draudit::cli::runCommand(args);
    }
#ifdef DRAUDIT_WITH_GUI
    if (const QString why = whyNoWorkbench(args); !why.isEmpty()) {
        draudit::cli::printErr(QStringLiteral("draudit: ") + why);
        return draudit::cli::Usage;
    }
    return draudit::app::execWorkbench(argv);
#else
    draudit::cli::printErr(QCoreApplication::translate("draudit::cli",
                               "draudit: this build has no workbench (built with "
                               "DRAUDIT_GUI=OFF); use a command:\n\n")
        + draudit::cli::usage());
    return draudit::cli::Usage;
#endif
}
