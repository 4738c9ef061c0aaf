// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The peak is the largest VmHWM (the kernel's own high-water mark of the resident set) read from
// /proc/PID/status while the child lives; memory it takes in its last 10 ms can be missed.
#include "app/bench/speedprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

namespace draudit::cli {

double highWaterMiB(const QString &pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("load average unknown");
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() < 3
        ? QStringLiteral("load average unknown")
        : QStringLiteral("load average %1 %2 %3")
              .arg(QString::fromLatin1(parts[0]), QString::fromLatin1(parts[1]), QString::fromLatin1(parts[2]));
}

ProcessRun timeProcess(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment)
{
    ProcessRun run;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted(30000)) {
        run.error = process.errorString();
        return run;
    }
    const qint64 pid = process.processId();
    while (!process.waitForFinished(10))
        run.peakMiB = std::max(run.peakMiB, highWaterMiB(QString::number(pid)));
    run.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    run.ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    if (!run.ok)
        run.error = QStringLiteral("%1 exited with code %2").arg(program).arg(process.exitCode());
    return run;
}

} // namespace draudit::cli
