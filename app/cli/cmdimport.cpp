// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit import PROJECT PATH... [--format F] [--dry-run] [--on-error stop|skip] [--report FILE] [--list-formats]
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/importplan.h"
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/io/inputfile.h"
#include "models/io/jsondamage.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <csignal>
#include <optional>

namespace draudit::cli {

namespace {
void addImportOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::import", "Project file or postgresql:// URL."));
    p.addPositionalArgument(QStringLiteral("paths"),
        QCoreApplication::translate("draudit::cli::import", "Files or folders to import."), QStringLiteral("PATH..."));
    p.addOption({ QStringLiteral("format"),
        QCoreApplication::translate(
            "draudit::cli::import", "Format of every file (default: detected per file; see --list-formats)."),
        QStringLiteral("format") });
    p.addOption({ QStringLiteral("mapping"),
        QCoreApplication::translate("draudit::cli::import",
            "Field mapping for --format generic (default: <file>.mapping.json beside each file)."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("judge"),
        QCoreApplication::translate("draudit::cli::import",
            "The judge the files' decisions are stored under, e.g. the judge model's name: DR-Arena examiner "
            "verdicts (replays, logs, verdicts.json, battles, history), DR3-Eval eval.py results (default "
            "dr3-eval; one name per run: name the run's eval_*_<timestamp>.json files or its own folder). Decisions "
            "of several judges on the same items stay apart; one judge imported from several files is one judge."),
        QStringLiteral("name") });
    p.addOption({ QStringLiteral("as-owner"),
        QCoreApplication::translate("draudit::cli::import",
            "Annotations: write answers of annotators who have a PIN as the project's owner, recorded so in the "
            "history (client 'owner-import'). Without it, such answers need the annotator's PIN in DRAUDIT_PIN.") });
    p.addOption({ QStringLiteral("dry-run"),
        QCoreApplication::translate(
            "draudit::cli::import", "Read and check everything, then roll back: the project is not changed.") });
    p.addOption({ QStringLiteral("on-error"),
        QCoreApplication::translate("draudit::cli::import",
            "stop (default): the first bad record fails its file and ends the import; skip: import the good records "
            "and report the bad ones."),
        QStringLiteral("stop|skip"), QStringLiteral("stop") });
    p.addOption({ QStringLiteral("report"),
        QCoreApplication::translate(
            "draudit::cli::import", "Write every skipped record and failed check to this file."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("list-formats"),
        QCoreApplication::translate("draudit::cli::import", "List the formats draudit can import.") });
}

// The options given, or the usage error's message.
std::optional<QString> readImportOptions(const QCommandLineParser &p, models::ImportOptions &o)
{
    o.format = p.value(QStringLiteral("format"));
    if (!o.format.isEmpty() && !models::importerByFormat(o.format))
        return QCoreApplication::translate("draudit::cli::import", "unknown format '%1'; see --list-formats")
            .arg(o.format);
    o.dryRun = p.isSet(QStringLiteral("dry-run"));
    o.mapping = p.value(QStringLiteral("mapping"));
    o.judgeName = p.value(QStringLiteral("judge")).trimmed();
    o.authority = { qEnvironmentVariable("DRAUDIT_PIN"), p.isSet(QStringLiteral("as-owner")) };
    if (!o.mapping.isEmpty() && o.format.isEmpty())
        if (const models::Importer *mapped = models::mappedFileImporter())
            o.format = mapped->format();
    const QString onError = p.value(QStringLiteral("on-error"));
    if (onError != QLatin1String("stop") && onError != QLatin1String("skip"))
        return QCoreApplication::translate("draudit::cli::import", "--on-error takes stop or skip");
    o.onError = onError == QLatin1String("skip") ? models::OnError::Skip : models::OnError::Stop;
    return std::nullopt;
}

// What the files of one run came to, printed as they are imported and summed up at the end.
struct ImportTally
{
    QStringList skippedLines, checkLines, failedLines;
    models::ImportCounts total;
    int failed = 0, imported = 0, unchanged = 0, ignored = 0;

    void addFailure(const models::Error &error)
    {
        ++failed;
        failedLines << error.toString();
        printErr(QStringLiteral("draudit import: %1\n").arg(error.toString()));
    }
    void addResult(const QString &file, const models::ImportResult &r, bool dryRun);
    void printSummary(bool dryRun) const;
    // Every failure, skipped record and failed check into the --report file.
    bool writeReport(const QString &path, QString *error) const;
};

void ImportTally::addResult(const QString &file, const models::ImportResult &r, bool dryRun)
{
    if (r.alreadyImported && r.partial()) {
        ++unchanged;
        printOut(QCoreApplication::translate("draudit::cli::import",
            "partially imported %1 (already imported as source %2, but %n record(s) were skipped and are not in the "
            "project; fix them and import the file again)\n",
            "", int(r.skipped.size()))
                     .arg(file)
                     .arg(r.sourceId));
        for (const models::Error &e : r.skipped)
            skippedLines << QCoreApplication::translate("draudit::cli::import", "skipped: %1").arg(e.toString());
        return;
    }
    if (r.alreadyImported) {
        ++unchanged;
        printOut(QCoreApplication::translate("draudit::cli::import", "unchanged %1 (already imported as source %2)\n")
                     .arg(file)
                     .arg(r.sourceId));
        return;
    }
    ++imported;
    total += r.counts;
    const QString version = r.version > 1
        ? QCoreApplication::translate("draudit::cli::import", " (version %1)").arg(r.version)
        : QString();
    printOut((dryRun ? QCoreApplication::translate("draudit::cli::import", "would import %1 as %2: %3\n")
                     : QCoreApplication::translate("draudit::cli::import", "imported %1 as %2: %3\n"))
                 .arg(file, r.format + version, models::describeCounts(r.counts)));
    for (const models::Error &e : r.skipped)
        skippedLines << QCoreApplication::translate("draudit::cli::import", "skipped: %1").arg(e.toString());
    for (const QString &c : r.checks) {
        checkLines << QCoreApplication::translate("draudit::cli::import", "check: %1").arg(c);
        printOut(QCoreApplication::translate("draudit::cli::import", "  check failed: %1\n").arg(c));
    }
}

void ImportTally::printSummary(bool dryRun) const
{
    printOut(QCoreApplication::translate(
        "draudit::cli::import", "%n file(s) %1, %2 unchanged, %3 ignored, %4 failed; total: %5\n", "", int(imported))
                 .arg(dryRun ? QCoreApplication::translate("draudit::cli::import", "checked (dry run, nothing written)")
                             : QCoreApplication::translate("draudit::cli::import", "imported"))
                 .arg(unchanged)
                 .arg(ignored)
                 .arg(failed)
                 .arg(models::describeCounts(total)));
}

bool ImportTally::writeReport(const QString &path, QString *error) const
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = f.errorString();
        return false;
    }
    const QStringList all = failedLines + skippedLines + checkLines;
    f.write((all.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    return true;
}

volatile std::sig_atomic_t g_stopRequested = 0;

extern "C" void requestStop(int)
{
    g_stopRequested = 1;
}

// SIGTERM, SIGHUP and SIGINT stop the import between two records: the file being imported is rolled back, and the
// command ends as after a failure, removing what it unpacked from archives (killed outright, it would leave that).
void stopOnSignals()
{
#if defined(Q_OS_UNIX)
    struct sigaction action
    {
    };
    action.sa_handler = requestStop;
    sigemptyset(&action.sa_mask);
    for (const int signal : { SIGTERM, SIGHUP, SIGINT })
        ::sigaction(signal, &action, nullptr);
#endif
}

// Imports every file under the roots (folders, compressed files and archives unpacked); false when a failure ends the
// run (--on-error stop) or a signal stops it.
bool importAll(models::ProjectStore &store, const QStringList &roots, models::ImportOptions o, ImportTally &t)
{
    stopOnSignals();
    const QList<models::ImportInput> inputs = models::planImport(roots, o.format);
    o.batch = models::batchOf(inputs);
    o.progress
        = [progress = o.progress](qint64 records) { return !g_stopRequested && (!progress || progress(records)); };
    for (const models::ImportInput &in : inputs) {
        if (g_stopRequested) {
            printErr(QCoreApplication::translate("draudit::cli::import",
                "import stopped by a signal; %n file(s) before this one were imported\n", "", int(t.imported)));
            return false;
        }
        if (in.action == models::ImportInput::Action::Ignore) {
            ++t.ignored;
            printOut(QCoreApplication::translate("draudit::cli::import", "ignored %1 (%2)\n")
                         .arg(in.name, in.ignoredBecause));
            continue;
        }
        const auto r = in.failure ? models::Result<models::ImportResult>(tl::unexpected(*in.failure))
                                  : models::importInput(store, in, o);
        if (r) {
            t.addResult(in.name, *r, o.dryRun);
            continue;
        }
        t.addFailure(r.error());
        if (o.onError == models::OnError::Stop) {
            printErr(QCoreApplication::translate("draudit::cli::import",
                "import stopped; %n file(s) before this one were imported\n", "", int(t.imported)));
            return false;
        }
    }
    return true;
}

} // namespace

int runImport(const QStringList &args)
{
    QCommandLineParser p;
    addImportOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::import",
                "Import benchmark files into a project: one transaction per file, unchanged files skipped."),
            &code))
        return code;
    if (p.isSet(QStringLiteral("list-formats"))) {
        for (const models::Importer *i : models::importers())
            printOut(QStringLiteral("%1  %2\n").arg(i->format().leftJustified(18), i->description()));
        return Ok;
    }
    if (p.positionalArguments().size() < 2)
        return fail(QStringLiteral("import"),
            QCoreApplication::translate("draudit::cli::import", "expected a PROJECT and at least one PATH"), Usage);
    models::ImportOptions o;
    if (const auto usage = readImportOptions(p, o))
        return fail(QStringLiteral("import"), *usage, Usage);

    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("import"), store.error().toString());
    ImportTally tally;
    if (!importAll(**store, p.positionalArguments().mid(1), o, tally))
        return Failed;
    tally.printSummary(o.dryRun);
    if (p.isSet(QStringLiteral("report"))) {
        QString why;
        if (!tally.writeReport(p.value(QStringLiteral("report")), &why))
            return fail(QStringLiteral("import"),
                QCoreApplication::translate("draudit::cli::import", "cannot write the report: %1").arg(why));
    } else {
        for (const QString &line : tally.skippedLines)
            printErr(line + QLatin1Char('\n'));
    }
    return tally.failed > 0 ? Failed : Ok;
}

} // namespace draudit::cli
