// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whole processes timed as a user experiences them: from start to exit, including start-up and whatever the
// process waits for before exiting, with its peak memory.
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace draudit::cli {

struct ProcessRun
{
    bool ok = false; // started and exited with code 0
    double seconds = 0;
    double peakMiB = 0; // the child's VmHWM, sampled every 10 ms while it runs
    QString error; // why it did not run
};

// Runs the program to its end, in this process's environment or the one given.
ProcessRun timeProcess(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
// The peak resident set (VmHWM) in MiB of a process, from /proc/PID/status ("self" for this one); 0 when unknown.
double highWaterMiB(const QString &pid);

// "load average 1.02 0.87 0.55" (1, 5 and 15 minutes, /proc/loadavg), printed with every figure.
QString loadAverage();

} // namespace draudit::cli
