// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench import: `draudit import` of a large replay corpus as a whole process against Python's streaming
// json.loads over the same file, its in-process breakdown, and how its cost grows with the corpus (--scaling).
#include "app/bench/speedimport.h"

#include "app/bench/speedpostgres.h"
#include "app/bench/speedprocess.h"
#include "app/bench/speedratings.h"
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/speedfixtures.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <algorithm>
#include <sys/resource.h>

namespace draudit::cli {

namespace {
// CPU seconds (user, system) this process has used so far, all threads together.
std::pair<double, double> cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    return { seconds(usage.ru_utime), seconds(usage.ru_stime) };
}

// What a user would run to parse the corpus in Python: every line through json.loads, the objects dropped.
const QString kPythonStreaming = QStringLiteral("import json,sys\nfor line in open(sys.argv[1], encoding='utf-8'):\n"
                                                "    json.loads(line)\n");

struct WholeProcessRuns
{
    std::vector<double> draudit, python, ratios, peaks;
    QString error;
};

// Alternates `draudit import` into a new project and Python's streaming parse of the same corpus, `runs` times: a
// shared machine's speed drifts, so they are compared run by run.
WholeProcessRuns wholeProcessImports(const QString &corpus, const QTemporaryDir &dir, int runs)
{
    WholeProcessRuns out;
    const QString self = QCoreApplication::applicationFilePath();
    for (int run = 0; run < runs; ++run) {
        const QString project = dir.filePath(QStringLiteral("whole%1.draudit").arg(run));
        if (!timeProcess(self, { QStringLiteral("new"), project }).ok) {
            out.error = QStringLiteral("draudit new %1 failed").arg(project);
            return out;
        }
        const ProcessRun imported = timeProcess(self, { QStringLiteral("import"), project, corpus });
        if (!imported.ok) {
            out.error = imported.error;
            return out;
        }
        out.draudit.push_back(imported.seconds);
        out.peaks.push_back(imported.peakMiB);
        for (const char *suffix : { "", "-wal", "-shm", "-journal" })
            QFile::remove(project + QString::fromLatin1(suffix));
        const ProcessRun python
            = timeProcess(QStringLiteral("python3"), { QStringLiteral("-c"), kPythonStreaming, corpus });
        if (python.ok) {
            out.python.push_back(python.seconds);
            out.ratios.push_back(imported.seconds / python.seconds);
        }
    }
    return out;
}

void printWholeProcess(const WholeProcessRuns &w, double megabytes)
{
    const auto range = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return QStringLiteral("median %1 s (fastest %2, slowest %3)")
            .arg(median(v), 0, 'f', 2)
            .arg(v.front(), 0, 'f', 2)
            .arg(v.back(), 0, 'f', 2);
    };
    printOut(
        QStringLiteral("  draudit import, whole process (start-up to exit, everything it waits for): %1, %2 MB/s\n")
            .arg(range(w.draudit))
            .arg(megabytes / median(w.draudit), 0, 'f', 1));
    printOut(QStringLiteral("  its peak memory: %1 MiB (target < 300 MiB)\n")
                 .arg(*std::max_element(w.peaks.begin(), w.peaks.end()), 0, 'f', 1));
    if (w.python.empty()) {
        printOut(QStringLiteral("  (python3 not found: no comparison with json.loads)\n"));
        return;
    }
    printOut(
        QStringLiteral("  python3 streaming json.loads, objects dropped, whole process: %1\n").arg(range(w.python)));
    std::vector<double> ratios = w.ratios;
    std::sort(ratios.begin(), ratios.end());
    printOut(QStringLiteral("  draudit / Python, run by run: median %1 (from %2 to %3; target <= 0.5)\n")
                 .arg(median(ratios), 0, 'f', 2)
                 .arg(ratios.front(), 0, 'f', 2)
                 .arg(ratios.back(), 0, 'f', 2));
}

struct ImportRun
{
    double seconds = 0; // until the commit returned
    double userSeconds = 0;
    double systemSeconds = 0;
    double checkpointSeconds = 0; // closing: waits for a checkpoint when the import went through the log
    models::ImportCounts counts;
};

// Imports the corpus into a new project at `project`.
models::Result<ImportRun> timeImport(const QString &project, const QString &corpus)
{
    auto store = models::ProjectStore::create(project);
    if (!store)
        return tl::unexpected(store.error());
    ImportRun run;
    const auto cpuBefore = cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    const auto r = models::importFile(**store, corpus, {});
    if (!r)
        return tl::unexpected(r.error());
    run.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const auto cpuAfter = cpuSeconds();
    run.userSeconds = cpuAfter.first - cpuBefore.first;
    run.systemSeconds = cpuAfter.second - cpuBefore.second;
    run.counts = r->counts;
    store->reset(); // closing waits for a checkpoint when the import went through the log
    run.checkpointSeconds = static_cast<double>(timer.nsecsElapsed()) / 1e9 - run.seconds;
    return run;
}

// How the import's cost grows with the corpus: whole processes from 25 MB to 1 GB, each against Python's streaming
// parse of the same file.
int printImportScaling(const QStringList &files, const QTemporaryDir &dir, int runs)
{
    printOut(QStringLiteral("bench import --scaling: whole processes, %1 alternated run(s) per size\n"
                            "  corpus MB | draudit import s | MB/s | peak MiB | python3 json.loads s | ratio\n")
                 .arg(runs));
    const QString corpus = dir.filePath(QStringLiteral("scaling.jsonl"));
    for (const qint64 megabytes : { 25, 100, 250, 500, 1000 }) {
        if (const auto built = buildReplayCorpus(files, megabytes * 1024 * 1024, corpus); !built)
            return fail(QStringLiteral("bench"), built.error().toString());
        const WholeProcessRuns w = wholeProcessImports(corpus, dir, runs);
        if (!w.error.isEmpty())
            return fail(QStringLiteral("bench"), w.error);
        const double seconds = median(w.draudit);
        printOut(QStringLiteral("  %1 | %2 | %3 | %4 | %5 | %6\n")
                     .arg(megabytes, 9)
                     .arg(seconds, 16, 'f', 2)
                     .arg(static_cast<double>(megabytes) / seconds, 4, 'f', 0)
                     .arg(*std::max_element(w.peaks.begin(), w.peaks.end()), 8, 'f', 0)
                     .arg(w.python.empty() ? QStringLiteral("-") : QString::number(median(w.python), 'f', 2))
                     .arg(w.ratios.empty() ? QStringLiteral("-") : QString::number(median(w.ratios), 'f', 2)));
        QFile::remove(corpus);
    }
    return Ok;
}

} // namespace

models::Result<QString> buildReplayCorpus(const QStringList &sources, qint64 targetBytes, const QString &out)
{
    QFile f(out);
    if (!f.open(QIODevice::WriteOnly))
        return models::fail(f.errorString(), out);
    QList<QByteArray> replays;
    for (const QString &s : sources) {
        QFile in(s);
        if (in.open(QIODevice::ReadOnly))
            replays << QJsonDocument::fromJson(in.readAll()).toJson(QJsonDocument::Compact);
    }
    replays.removeAll(QByteArray("null"));
    if (replays.isEmpty())
        return models::fail(QStringLiteral("no replay files found"), out);
    qint64 written = 0;
    for (int copy = 0; written < targetBytes; ++copy) {
        for (const QByteArray &r : replays) {
            QByteArray line = r;
            line.replace("\"id\":\"", "\"id\":\"c" + QByteArray::number(copy) + "_");
            written += f.write(line + '\n');
            if (written >= targetBytes)
                break;
        }
    }
    return out;
}

int benchImport(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("replays"),
        QCoreApplication::translate(
            "draudit::cli::bench", "Folder of DR-Arena replay JSON files to repeat into a corpus."));
    p.addOption({ QStringLiteral("megabytes"),
        QCoreApplication::translate("draudit::cli::bench", "Size of the JSONL corpus (default 250)."),
        QStringLiteral("n"), QStringLiteral("250") });
    p.addOption({ QStringLiteral("runs"),
        QCoreApplication::translate("draudit::cli::bench", "Import the corpus this many times (default 5)."),
        QStringLiteral("n"), QStringLiteral("5") });
    p.addOption({ QStringLiteral("scaling"),
        QCoreApplication::translate("draudit::cli::bench",
            "Import corpora of 25 MB to 1 GB, each against Python, to show how the cost grows (with --postgres: "
            "25 MB to 250 MB into PostgreSQL against SQLite).") });
    p.addOption({ QStringLiteral("postgres"),
        QCoreApplication::translate("draudit::cli::bench",
            "Also import into a scratch database created (and dropped) on this PostgreSQL server, against SQLite."),
        QStringLiteral("url") });
    p.addOption({ QStringLiteral("keep"),
        QCoreApplication::translate("draudit::cli::bench", "Write the corpus to this file and keep it."),
        QStringLiteral("file") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::bench", "Time importing a large JSONL corpus of battle replays."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return fail(QStringLiteral("bench"),
            QCoreApplication::translate("draudit::cli::bench", "name the folder of replay files"), Usage);
    QTemporaryDir dir;
    const QStringList files = models::expandImportPaths(p.positionalArguments().first());
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    if (p.isSet(QStringLiteral("scaling")) && p.isSet(QStringLiteral("postgres")))
        return printPostgresScaling(p.value(QStringLiteral("postgres")), files, dir, runs);
    if (p.isSet(QStringLiteral("scaling")))
        return printImportScaling(files, dir, runs);
    const QString corpus = p.isSet(QStringLiteral("keep")) ? p.value(QStringLiteral("keep"))
                                                           : dir.filePath(QStringLiteral("corpus.jsonl"));
    QElapsedTimer build;
    build.start();
    const auto built
        = buildReplayCorpus(files, p.value(QStringLiteral("megabytes")).toLongLong() * 1024 * 1024, corpus);
    if (!built)
        return fail(QStringLiteral("bench"), built.error().toString());
    const double megabytes = static_cast<double>(QFileInfo(corpus).size()) / (1024.0 * 1024.0);
    printOut(QStringLiteral("bench import: %1 MB corpus from %2 replay files (built in %3 s)\n")
                 .arg(megabytes, 0, 'f', 1)
                 .arg(files.size())
                 .arg(build.elapsed() / 1000.0, 0, 'f', 1));
    const WholeProcessRuns whole = wholeProcessImports(corpus, dir, runs);
    if (!whole.error.isEmpty())
        return fail(QStringLiteral("bench"), whole.error);
    printWholeProcess(whole, megabytes);
    // The breakdown, measured inside this process on one more import.
    auto measured = timeImport(dir.filePath(QStringLiteral("breakdown.draudit")), corpus);
    if (!measured)
        return fail(QStringLiteral("bench"), measured.error().toString());
    printOut(QStringLiteral("  breakdown of one import in this process: parse + store + indexes in one transaction "
                            "%1 s (%2 s user, %3 s system CPU), then closing the project %4 s\n")
                 .arg(measured->seconds, 0, 'f', 2)
                 .arg(measured->userSeconds, 0, 'f', 2)
                 .arg(measured->systemSeconds, 0, 'f', 2)
                 .arg(measured->checkpointSeconds, 0, 'f', 2));
    printOut(QStringLiteral("  %1 battles, %2 rounds, %3 responses, %4 judge records\n")
                 .arg(measured->counts.comparisons)
                 .arg(measured->counts.rounds)
                 .arg(measured->counts.responses)
                 .arg(measured->counts.judgeRecords));
    if (p.isSet(QStringLiteral("postgres")))
        return compareWithPostgres(p.value(QStringLiteral("postgres")), corpus, dir, runs);
    return Ok;
}

} // namespace draudit::cli
