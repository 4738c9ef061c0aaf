// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/bench/speedstart.h"

#include "app/bench/speedratings.h"
#include "app/cli/command.h"
#include "app/cli/options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <algorithm>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace draudit::cli {

namespace {
// The shared libraries this process has mapped, by file name.
QStringList mappedLibraries()
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return {};
    QStringList names;
    for (const QByteArray &line : maps.readAll().split('\n'))
        if (const qsizetype slash = line.lastIndexOf('/'); slash >= 0 && line.contains(".so"))
            names << QString::fromUtf8(line.mid(slash + 1));
    names.removeDuplicates();
    return names;
}

// Seconds from spawning PROGRAM --version (standard output to /dev/null) to its exit, as a shell measures it:
// posix_spawn and waitpid, without QProcess's own set-up; negative when it failed.
double versionSeconds(const QString &program)
{
    const QByteArray path = QFile::encodeName(program);
    char version[] = "--version";
    char *argv[] = { const_cast<char *>(path.constData()), version, nullptr };
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, path.constData(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    if (spawned != 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

QString milliseconds(double seconds)
{
    return QString::number(seconds * 1000.0, 'f', 1) + QStringLiteral(" ms");
}
} // namespace

int benchStart(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({ QStringLiteral("runs"),
        QCoreApplication::translate("draudit::cli::bench", "Runs of draudit --version (default 21)."),
        QStringLiteral("n"), QStringLiteral("21") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::bench",
                "Start-up: draudit --version as a whole process, and the libraries a headless command loads."),
            &code))
        return code;
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    std::vector<double> seconds;
    for (int i = 0; i < runs; ++i) {
        const double s = versionSeconds(QCoreApplication::applicationFilePath());
        if (s < 0)
            return fail(QStringLiteral("bench"),
                QStringLiteral("%1 --version failed").arg(QCoreApplication::applicationFilePath()));
        seconds.push_back(s);
    }
    const auto [least, most] = std::minmax_element(seconds.begin(), seconds.end());
    printOut(QStringLiteral("bench start:\n  draudit --version, whole process: median %1 over %2 runs (%3 to %4; "
                            "target <= 10 ms)\n")
                 .arg(milliseconds(median(seconds)))
                 .arg(runs)
                 .arg(milliseconds(*least), milliseconds(*most)));
    const QStringList libraries = mappedLibraries();
    QStringList gui;
    for (const QString &name : libraries)
        if (name.startsWith(QLatin1String("libQt6Gui")) || name.startsWith(QLatin1String("libQt6Widgets"))
            || name.startsWith(QLatin1String("libQt6WebEngine")) || name.startsWith(QLatin1String("libQt6Charts")))
            gui << name;
    printOut(QStringLiteral("  libraries this headless command has loaded: %1; of Qt GUI, Widgets, WebEngine, Charts: "
                            "%2\n")
                 .arg(libraries.size())
                 .arg(gui.isEmpty() ? QStringLiteral("none") : gui.join(QStringLiteral(", "))));
    return gui.isEmpty() ? Ok : Failed;
}

} // namespace draudit::cli
