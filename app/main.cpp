// draudit: with a subcommand it runs headless (no display needed); otherwise it opens the workbench.
#include "app/cli/command.h"
#include "app/translation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstring>
#include <memory>

#ifdef DRAUDIT_WITH_GUI
#include "app/gui/uispeed.h"
#include "app/gui/workbench.h"
#endif

namespace {

// Removes "--lang X" / "--lang=X" from the arguments and returns X.
QString takeLanguage(QStringList &args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            const QString lang = args[i + 1];
            args.remove(i, 2);
            return lang;
        }
        if (args[i].startsWith(QLatin1String("--lang="))) {
            const QString lang = args[i].mid(7);
            args.remove(i);
            return lang;
        }
    }
    return {};
}

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
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    const QString lang = takeLanguage(args);
    QCoreApplication::setOrganizationName(QStringLiteral("draudit"));
    QCoreApplication::setApplicationName(QStringLiteral("draudit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRAUDIT_VERSION));

#ifdef DRAUDIT_WITH_GUI
    // The one command that needs widgets (offscreen when there is no display).
    if (args.size() >= 2 && args[0] == QLatin1String("bench") && args[1] == QLatin1String("ui"))
        return draudit::app::runUiBench(argc, argv, args.mid(1));
#endif
    if (isHeadless(args)) {
        QCoreApplication app(argc, argv);
        draudit::app::installTranslations(app, lang);
        if (args.first() == QLatin1String("--version") || args.first() == QLatin1String("-v")) {
            draudit::cli::printOut(QStringLiteral("draudit %1\n").arg(QStringLiteral(DRAUDIT_VERSION)));
            return 0;
        }
        if (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
            draudit::cli::printOut(draudit::cli::usage());
            return 0;
        }
        return draudit::cli::runCommand(args);
    }
#ifdef DRAUDIT_WITH_GUI
    {
        QCoreApplication app(argc, argv);
        draudit::app::installTranslations(app, lang);
        if (const QString why = whyNoWorkbench(args); !why.isEmpty()) {
            draudit::cli::printErr(QStringLiteral("draudit: ") + why);
            return draudit::cli::Usage;
        }
    }
    return draudit::app::runWorkbench(argc, argv, args, lang);
#else
    QCoreApplication app(argc, argv);
    draudit::cli::printErr(QCoreApplication::translate("draudit::cli",
                               "draudit: this build has no workbench (built with "
                               "DRAUDIT_GUI=OFF); use a command:\n\n")
        + draudit::cli::usage());
    return draudit::cli::Usage;
#endif
}
