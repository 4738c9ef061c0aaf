// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The registry of subcommands and the top-level usage text.
#include "app/cli/command.h"

#include "app/launch.h"

#include <QCoreApplication>
#include <cstdio>

namespace draudit::cli {

const QList<Command> &commands()
{
    static const QList<Command> list {
        { "new", QT_TRANSLATE_NOOP("draudit::cli", "create an empty project (file path or postgresql:// URL)"),
            runNew },
        { "demo", QT_TRANSLATE_NOOP("draudit::cli", "create a project filled with demo or synthetic benchmark data"),
            runDemo },
        { "info", QT_TRANSLATE_NOOP("draudit::cli", "show what a project holds"), runInfo },
        { "check", QT_TRANSLATE_NOOP("draudit::cli", "check a project's integrity"), runCheck },
        { "annotate", QT_TRANSLATE_NOOP("draudit::cli", "set one answer of an annotator and commit it"), runAnnotate },
        { "history", QT_TRANSLATE_NOOP("draudit::cli", "list annotation changes"), runHistory },
        { "import",
            QT_TRANSLATE_NOOP(
                "draudit::cli", "import benchmark files (replays, reports, rubrics, judge results, annotations)"),
            runImport },
        { "report",
            QT_TRANSLATE_NOOP(
                "draudit::cli", "agreement report of a project for a benchmark's protocol (json, csv, latex, xlsx)"),
            runReport },
        { "export",
            QT_TRANSLATE_NOOP("draudit::cli", "export the human annotations as JSONL that imports back (round trip)"),
            runExport },
        { "study",
            QT_TRANSLATE_NOOP("draudit::cli",
                "run a human study: create, assign, status, export and merge packages, plan the overlap"),
            runStudy },
        { "serve",
            QT_TRANSLATE_NOOP("draudit::cli", "serve a study to annotators in their browsers (invitation links)"),
            runServe },
        { "agree", QT_TRANSLATE_NOOP("draudit::cli", "agreement statistics for long-format ratings"), runAgree },
        { "correlate", QT_TRANSLATE_NOOP("draudit::cli", "correlations and pairwise agreement of paired scores"),
            runCorrelate },
        { "bench",
            QT_TRANSLATE_NOOP("draudit::cli", "print speed and memory figures (bench agree | store | import | ui)"),
            runBench },
    };
    return list;
}

// `draudit serve` runs in its own executable (app/serve/serve.h), given the arguments as they were typed.
int runServe(const QStringList &args)
{
    Q_UNUSED(args);
    return app::execServer(QCoreApplication::arguments().mid(1));
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : commands())
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

QString usage()
{
    QString text = QCoreApplication::translate("draudit::cli",
        "Usage: draudit [PROJECT]            open the workbench\n"
        "       draudit COMMAND [options]    run headless\n\n"
        "Commands:\n");
    for (const Command &c : commands())
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(c.name).leftJustified(12),
                        QCoreApplication::translate("draudit::cli", c.summary));
    text += QCoreApplication::translate("draudit::cli",
        "\nOptions:\n"
        "  --help            show this help (or COMMAND --help)\n"
        "  --version         show the version\n"
        "  --lang LOCALE     user interface language, e.g. zh_CN or en\n");
    return text;
}

int runCommand(const QStringList &args)
{
    const Command *c = args.isEmpty() ? nullptr : findCommand(args.first());
    if (!c) {
        printErr(QCoreApplication::translate("draudit::cli", "draudit: unknown command '%1'\n\n").arg(args.value(0))
            + usage());
        return Usage;
    }
    return c->run(args);
}

void printOut(const QString &text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stdout);
    std::fflush(stdout);
}

void printErr(const QString &text)
{
    const QByteArray b = text.toUtf8();
    std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stderr);
    std::fflush(stderr);
}

int fail(const QString &command, const QString &message, int code)
{
    printErr(QStringLiteral("draudit %1: %2\n").arg(command, message));
    return code;
}

} // namespace draudit::cli
