// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench is a second executable rather than a module the command loads: a module would carry its own copy of
// the models (static libraries) beside the command's, two copies of every registry and cache in one process, unless
// the models became shared libraries that every headless command would then pay to relocate at start-up.
#include "app/launch.h"

#include "app/cli/command.h"
#include "models/core/privatehelper.h"

#include <QCoreApplication>
#include <QFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <unistd.h>
#else
#include <QProcess>
#endif

namespace draudit::app {

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

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

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("draudit"));
    QCoreApplication::setApplicationName(QStringLiteral("draudit"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRAUDIT_VERSION));
}

namespace {
// Replaces this process with the private helper (same process id, streams and environment); returns only when it
// cannot, with the exit code after printing why.
int execHelper(const QString &path, const QString &what, char *argv[])
{
#ifdef Q_OS_UNIX
    const QByteArray program = QFile::encodeName(path);
    ::execv(program.constData(), argv);
    cli::printErr(QCoreApplication::translate("draudit::cli", "draudit: cannot start %1 %2: %3\n")
                      .arg(what, path, QString::fromLocal8Bit(std::strerror(errno))));
    return cli::Failed;
#else
    Q_UNUSED(argv);
    Q_UNUSED(what);
    QProcess helper;
    helper.setProcessChannelMode(QProcess::ForwardedChannels);
    helper.start(path, QCoreApplication::arguments().mid(1));
    helper.waitForFinished(-1);
    return helper.exitCode();
#endif
}
} // namespace

int execWorkbench(char *argv[])
{
    const QString path = models::privateHelper(QStringLiteral("draudit-workbench"));
    if (path.isEmpty()) {
        cli::printErr(
            QCoreApplication::translate("draudit::cli",
                "draudit: this installation has no workbench (looked for draudit-workbench in %1); use a command:\n\n")
                .arg(models::privateHelperDirectories().join(QStringLiteral(", ")))
            + cli::usage());
        return cli::Failed;
    }
    return execHelper(path, QCoreApplication::translate("draudit::cli", "the workbench"), argv);
}

int execServer(const QStringList &arguments)
{
    const QString path = models::privateHelper(QStringLiteral("draudit-serve"));
    if (path.isEmpty()) {
        cli::printErr(QCoreApplication::translate(
            "draudit::cli", "draudit: this installation has no browser server (looked for draudit-serve in %1)\n")
                          .arg(models::privateHelperDirectories().join(QStringLiteral(", "))));
        return cli::Failed;
    }
    QList<QByteArray> bytes { QFile::encodeName(path) };
    for (const QString &a : arguments)
        bytes << a.toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    return execHelper(path, QCoreApplication::translate("draudit::cli", "the browser server"), argv.data());
}

} // namespace draudit::app
