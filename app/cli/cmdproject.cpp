// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit new | demo | info | check — creating, filling and inspecting projects.
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/imports/importsources.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>

namespace draudit::cli {

namespace {
// Parses options plus exactly one positional PROJECT.
bool projectArgument(
    QCommandLineParser &p, const QStringList &args, const QString &description, QString *project, int *code)
{
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate(
            "draudit::cli::project", "Project file (.draudit) or postgresql://user:password@host:port/db URL."));
    if (!parseOptions(p, args, description, code))
        return false;
    if (p.positionalArguments().size() != 1) {
        *code = fail(args.value(0),
            QCoreApplication::translate("draudit::cli::project", "expected exactly one PROJECT argument"), Usage);
        return false;
    }
    *project = p.positionalArguments().first();
    return true;
}
} // namespace

int runNew(const QStringList &args)
{
    QCommandLineParser p;
    QString project;
    int code = Ok;
    if (!projectArgument(
            p, args, QCoreApplication::translate("draudit::cli::project", "Create an empty project."), &project, &code))
        return code;
    const auto store = models::ProjectStore::create(project);
    if (!store)
        return fail(QStringLiteral("new"), store.error().toString());
    printOut(
        QCoreApplication::translate("draudit::cli::project", "created %1\n").arg((*store)->location().displayName()));
    return Ok;
}

int runDemo(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({ QStringLiteral("battles"),
        QCoreApplication::translate("draudit::cli::project", "Number of DR-Arena-style battles (default 8)."),
        QStringLiteral("n"), QStringLiteral("8") });
    p.addOption({ QStringLiteral("reports"),
        QCoreApplication::translate(
            "draudit::cli::project", "Number of report tasks with four reports each (default 3)."),
        QStringLiteral("n"), QStringLiteral("3") });
    p.addOption({ QStringLiteral("answer-words"),
        QCoreApplication::translate("draudit::cli::project", "Approximate length of each battle answer (default 350)."),
        QStringLiteral("n"), QStringLiteral("350") });
    p.addOption({ QStringLiteral("report-words"),
        QCoreApplication::translate("draudit::cli::project", "Approximate length of each report (default 1800)."),
        QStringLiteral("n"), QStringLiteral("1800") });
    p.addOption(
        { QStringLiteral("seed"), QCoreApplication::translate("draudit::cli::project", "Random seed (default 2026)."),
            QStringLiteral("s"), QStringLiteral("2026") });
    QString project;
    int code = Ok;
    if (!projectArgument(p, args,
            QCoreApplication::translate("draudit::cli::project",
                "Create a project filled with self-written demo data, or a large synthetic corpus."),
            &project, &code))
        return code;
    models::DemoOptions o;
    bool ok1, ok2, ok3, ok4, ok5;
    o.battles = p.value(QStringLiteral("battles")).toInt(&ok1);
    o.reportTasks = p.value(QStringLiteral("reports")).toInt(&ok2);
    o.answerWords = p.value(QStringLiteral("answer-words")).toInt(&ok3);
    o.reportWords = p.value(QStringLiteral("report-words")).toInt(&ok4);
    o.seed = p.value(QStringLiteral("seed")).toULongLong(&ok5);
    if (!(ok1 && ok2 && ok3 && ok4 && ok5) || o.battles < 0 || o.reportTasks < 0 || o.answerWords < 1
        || o.reportWords < 1)
        return fail(QStringLiteral("demo"),
            QCoreApplication::translate("draudit::cli::project", "numeric options need non-negative whole numbers"),
            Usage);
    auto store = models::ProjectStore::create(project);
    if (!store)
        return fail(QStringLiteral("demo"), store.error().toString());
    const auto summary = models::generateDemo(**store, o);
    if (!summary)
        return fail(QStringLiteral("demo"), summary.error().toString());
    printOut(QCoreApplication::translate("draudit::cli::project",
        "created %1: %2 battles, %3 rounds (%4 with an unparsed verdict), %5 tasks, %6 responses, %7 judge records\n")
                 .arg((*store)->location().displayName())
                 .arg(summary->battles)
                 .arg(summary->rounds)
                 .arg(summary->unknownVerdicts)
                 .arg(summary->tasks)
                 .arg(summary->responses)
                 .arg(summary->judgeRecords));
    return Ok;
}

namespace {
// Files imported in part (records skipped under --on-error skip), each with its skipped records when asked.
models::Result<void> printPartialSources(models::ProjectStore &store, bool everyRecord)
{
    auto partial = models::partialSources(store);
    if (!partial)
        return tl::unexpected(partial.error());
    for (const models::PartialSource &source : *partial) {
        printOut(QCoreApplication::translate("draudit::cli::project",
            "partially imported %1 (source %2, %3): %n record(s) skipped\n", "", int(source.skipped))
                     .arg(source.path)
                     .arg(source.id)
                     .arg(source.format));
        if (!everyRecord)
            continue;
        auto skipped = models::skippedRecords(store, source.id);
        if (!skipped)
            return tl::unexpected(skipped.error());
        for (const models::Error &e : *skipped)
            printOut(QCoreApplication::translate("draudit::cli::project", "  skipped: %1\n").arg(e.toString()));
    }
    if (!partial->isEmpty() && !everyRecord)
        printOut(QCoreApplication::translate(
            "draudit::cli::project", "(draudit info --skipped lists every skipped record)\n"));
    return {};
}
} // namespace

int runInfo(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({ QStringLiteral("skipped"),
        QCoreApplication::translate(
            "draudit::cli::project", "List every record that imports under --on-error skip left out.") });
    QString project;
    int code = Ok;
    if (!projectArgument(p, args, QCoreApplication::translate("draudit::cli::project", "Show what a project holds."),
            &project, &code))
        return code;
    auto store = models::ProjectStore::open(project);
    if (!store)
        return fail(QStringLiteral("info"), store.error().toString());
    const auto c = models::Catalog(**store).counts();
    if (!c)
        return fail(QStringLiteral("info"), c.error().toString());
    printOut(QCoreApplication::translate("draudit::cli::project",
        "project      %1\ntasks        %2\nsystems      %3\nresponses    %4\nbattles      %5\nrounds       %6\n"
        "judge records %7\nannotations  %8\n")
                 .arg((*store)->location().displayName())
                 .arg(c->tasks)
                 .arg(c->systems)
                 .arg(c->responses)
                 .arg(c->comparisons)
                 .arg(c->rounds)
                 .arg(c->judgeRecords)
                 .arg(c->annotations));
    if (const auto partial = printPartialSources(**store, p.isSet(QStringLiteral("skipped"))); !partial)
        return fail(QStringLiteral("info"), partial.error().toString());
    return Ok;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser p;
    QString project;
    int code = Ok;
    if (!projectArgument(p, args, QCoreApplication::translate("draudit::cli::project", "Check a project's integrity."),
            &project, &code))
        return code;
    auto store = models::ProjectStore::open(project);
    if (!store)
        return fail(QStringLiteral("check"), store.error().toString());
    const auto problems = models::checkProject(**store);
    if (!problems)
        return fail(QStringLiteral("check"), problems.error().toString());
    if (problems->isEmpty()) {
        printOut(QCoreApplication::translate("draudit::cli::project", "ok: %1 passed every check\n")
                     .arg((*store)->location().displayName()));
        return Ok;
    }
    for (const QString &problem : *problems)
        printErr(problem + QLatin1Char('\n'));
    return fail(QStringLiteral("check"),
        QCoreApplication::translate("draudit::cli::project", "%n problem(s) found", "", int(problems->size())));
}

} // namespace draudit::cli
