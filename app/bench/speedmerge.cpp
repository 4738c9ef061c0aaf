// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up is made by draudit's own commands (demo, study create, assign, export), as a study owner would; only
// the annotator's work is written by SQL (models/store/storage/speedfixtures.h). The merge is timed as a whole process.
#include "app/bench/speedmerge.h"

#include "app/bench/speedprocess.h"
#include "app/bench/speedratings.h"
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/speedfixtures.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <algorithm>
#include <vector>

namespace draudit::cli {

namespace {
const QString kStudy = QStringLiteral("bench");
const QString kAnnotator = QStringLiteral("ann");
const QString kScratchDatabase = QStringLiteral("draudit_bench_merge");

struct MergeBench
{
    QString self = QCoreApplication::applicationFilePath();
    QString master; // a file, or the scratch database's URL
    QString package;
    qint64 answers = 0;
};

// One of draudit's own commands, for the set-up.
models::Result<void> draudit(const MergeBench &b, const QStringList &arguments)
{
    const ProcessRun run = timeProcess(b.self, arguments);
    if (!run.ok)
        return models::fail(QStringLiteral("draudit %1: %2").arg(arguments.join(QLatin1Char(' ')), run.error));
    return {};
}

QStringList questionIds(int questions)
{
    QStringList ids;
    for (int i = 1; i <= questions; ++i)
        ids << QStringLiteral("Q%1").arg(i, 2, 10, QLatin1Char('0'));
    return ids;
}

models::Result<QString> writeForm(const QTemporaryDir &dir, const QStringList &ids)
{
    QStringList questions;
    for (const QString &id : ids)
        questions
            << QStringLiteral(R"({"id": "%1", "text": "%1?", "options": [{"value": "yes"}, {"value": "no"}]})").arg(id);
    const QString path = dir.filePath(QStringLiteral("form.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)
        || f.write(QStringLiteral(R"({"id": "bench", "title": "Bench", "questions": [%1]})")
                       .arg(questions.join(QStringLiteral(", ")))
                       .toUtf8())
            < 0)
        return models::fail(f.errorString(), path);
    return path;
}

// The master with a study of every round, the annotator's package, and an answer to each of its questions in it.
models::Result<void> prepare(MergeBench &b, const QTemporaryDir &dir, int battles, int questions, bool blind)
{
    const QStringList ids = questionIds(questions);
    DRAUDIT_TRY(form, writeForm(dir, ids));
    DRAUDIT_TRY_VOID(draudit(b,
        { QStringLiteral("demo"), b.master, QStringLiteral("--battles"), QString::number(battles),
            QStringLiteral("--reports"), QStringLiteral("0") }));
    // The demo's battles ask for the pairwise protocol of the benchmark that holds them.
    QString protocol;
    {
        DRAUDIT_TRY(master, models::ProjectStore::open(b.master));
        DRAUDIT_TRY(counts, models::Catalog(*master).counts());
        protocol = models::protocolOfHeld(counts);
    }
    QStringList create { QStringLiteral("study"), QStringLiteral("create"), b.master, QStringLiteral("--name"), kStudy,
        QStringLiteral("--protocol"), protocol, QStringLiteral("--form"), form };
    if (!blind)
        create << QStringLiteral("--not-blind");
    DRAUDIT_TRY_VOID(draudit(b, create));
    DRAUDIT_TRY_VOID(draudit(b,
        { QStringLiteral("study"), QStringLiteral("assign"), b.master, QStringLiteral("--study"), kStudy,
            QStringLiteral("--annotators"), kAnnotator }));
    const QStringList exported { QStringLiteral("study"), QStringLiteral("export"), b.master, QStringLiteral("--study"),
        kStudy, QStringLiteral("--annotator"), kAnnotator, QStringLiteral("--out"), b.package };
    DRAUDIT_TRY_VOID(draudit(b, exported));
    DRAUDIT_TRY(package, models::ProjectStore::open(b.package));
    DRAUDIT_TRY(answers, models::answerEveryQuestion(*package, ids, QStringLiteral("yes")));
    b.answers = answers;
    return {};
}

// The master as it was before the merge: a fresh copy of the file, or the merged rows taken back on PostgreSQL.
models::Result<QString> freshMaster(const MergeBench &b, const QTemporaryDir &dir, int run)
{
    if (b.master.startsWith(QLatin1String("postgres"))) {
        DRAUDIT_TRY(store, models::ProjectStore::open(b.master));
        DRAUDIT_TRY_VOID(models::forgetMergedAnswers(*store, kStudy));
        return b.master;
    }
    const QString copy = dir.filePath(QStringLiteral("run%1.draudit").arg(run));
    if (!QFile::copy(b.master, copy))
        return models::fail(QStringLiteral("cannot copy the master"), copy);
    return copy;
}

// One whole-process merge into a fresh master, with NAME=VALUE in its environment when `variable` gives one.
models::Result<double> timeMerge(const MergeBench &b, const QTemporaryDir &dir, int run, const QString &variable)
{
    const auto master = freshMaster(b, dir, run);
    if (!master)
        return tl::unexpected(master.error());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!variable.isEmpty())
        environment.insert(variable.section(QLatin1Char('='), 0, 0), variable.section(QLatin1Char('='), 1));
    const ProcessRun merged
        = timeProcess(b.self, { QStringLiteral("study"), QStringLiteral("merge"), *master, b.package }, environment);
    if (*master != b.master)
        for (const char *suffix : { "", "-wal", "-shm", "-journal" })
            QFile::remove(*master + QString::fromLatin1(suffix));
    if (!merged.ok)
        return models::fail(merged.error);
    return merged.seconds;
}

void printRuns(const MergeBench &b, std::vector<double> seconds)
{
    std::sort(seconds.begin(), seconds.end());
    const double m = median(seconds);
    const double perAnswer = m / static_cast<double>(b.answers);
    printOut(QStringLiteral("  draudit study merge, whole process: median %1 s over %2 runs (fastest %3, slowest %4)\n"
                            "  %5 us an answer: %6 s for a million (target < %7 s)\n  %8\n")
                 .arg(m, 0, 'f', 2)
                 .arg(seconds.size())
                 .arg(seconds.front(), 0, 'f', 2)
                 .arg(seconds.back(), 0, 'f', 2)
                 .arg(perAnswer * 1e6, 0, 'f', 1)
                 .arg(perAnswer * 1e6, 0, 'f', 1)
                 .arg(b.master.startsWith(QLatin1String("postgres")) ? 60 : 20)
                 .arg(loadAverage()));
}
} // namespace

int benchMerge(const QStringList &args)
{
    QCommandLineParser p;
    const auto option = [&](const char *name, const QString &help, const char *value, const char *fallback) {
        p.addOption({ QString::fromLatin1(name), help, QString::fromLatin1(value), QString::fromLatin1(fallback) });
    };
    option("battles",
        QCoreApplication::translate("draudit::cli::bench", "Demo battles (default 6000: ~25,000 rounds)."), "n",
        "6000");
    option("questions", QCoreApplication::translate("draudit::cli::bench", "Questions of the form (default 40)."), "n",
        "40");
    option("runs", QCoreApplication::translate("draudit::cli::bench", "Merges timed (default 5)."), "n", "5");
    p.addOption({ QStringLiteral("postgres"),
        QCoreApplication::translate("draudit::cli::bench",
            "Master on this PostgreSQL server (a URL whose user may create databases): a scratch database, dropped "
            "after."),
        QStringLiteral("url") });
    p.addOption({ QStringLiteral("compare-env"),
        QCoreApplication::translate("draudit::cli::bench",
            "Time each merge also with this variable set (NAME=VALUE), in alternated pairs, and print the median of "
            "the pairs' ratios."),
        QStringLiteral("name=value") });
    p.addOption({ QStringLiteral("blind"),
        QCoreApplication::translate("draudit::cli::bench", "A blind study (the package's ids are aliases).") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::bench", "Time merging a package with an answer to every question."),
            &code))
        return code;
    const int battles = std::max(1, p.value(QStringLiteral("battles")).toInt());
    const int questions = std::clamp(p.value(QStringLiteral("questions")).toInt(), 1, 99);
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    const QString server = p.value(QStringLiteral("postgres"));
    QTemporaryDir dir;
    MergeBench b;
    b.package = dir.filePath(QStringLiteral("ann.draudit"));
    b.master = dir.filePath(QStringLiteral("master.draudit"));
    if (!server.isEmpty()) {
        const auto url = models::createScratchDatabase(server, kScratchDatabase);
        if (!url)
            return fail(QStringLiteral("bench"), url.error().toString());
        b.master = *url;
    }
    const auto dropScratch = qScopeGuard([&] {
        if (!server.isEmpty())
            (void)models::dropScratchDatabase(server, kScratchDatabase);
    });
    if (const auto prepared = prepare(b, dir, battles, questions, p.isSet(QStringLiteral("blind"))); !prepared)
        return fail(QStringLiteral("bench"), prepared.error().toString());
    printOut(
        QStringLiteral("bench merge: %1 answers (%2 questions on every round of %3 demo battles%4), master on %5\n")
            .arg(b.answers)
            .arg(questions)
            .arg(battles)
            .arg(p.isSet(QStringLiteral("blind")) ? QStringLiteral(", blind") : QString())
            .arg(server.isEmpty() ? QStringLiteral("SQLite") : QStringLiteral("PostgreSQL")));
    const QString compared = p.value(QStringLiteral("compare-env"));
    if (!compared.isEmpty() && !compared.contains(QLatin1Char('=')))
        return fail(QStringLiteral("bench"), QStringLiteral("--compare-env takes NAME=VALUE"), Usage);
    std::vector<double> seconds, variant, ratios;
    for (int run = 0; run < runs; ++run) {
        // With a variant, pairs alternate which of the two runs first, so that a drift of the machine cancels out.
        const bool variantFirst = run % 2 == 1;
        double pair[2] = { 0, 0 };
        for (int k = 0; k < (compared.isEmpty() ? 1 : 2); ++k) {
            const bool withVariant = !compared.isEmpty() && (k == 0) == variantFirst;
            const auto timed = timeMerge(b, dir, run * 2 + k, withVariant ? compared : QString());
            if (!timed)
                return fail(QStringLiteral("bench"), timed.error().toString());
            (withVariant ? variant : seconds).push_back(*timed);
            pair[withVariant] = *timed;
        }
        if (!compared.isEmpty())
            ratios.push_back(pair[1] / pair[0]);
    }
    printRuns(b, seconds);
    if (!compared.isEmpty()) {
        std::sort(variant.begin(), variant.end());
        std::sort(ratios.begin(), ratios.end());
        printOut(QStringLiteral("  with %1: median %2 s (fastest %3, slowest %4); median paired ratio %5 "
                                "(%6 pairs, %7 to %8)\n")
                     .arg(compared)
                     .arg(median(variant), 0, 'f', 2)
                     .arg(variant.front(), 0, 'f', 2)
                     .arg(variant.back(), 0, 'f', 2)
                     .arg(median(ratios), 0, 'f', 3)
                     .arg(ratios.size())
                     .arg(ratios.front(), 0, 'f', 3)
                     .arg(ratios.back(), 0, 'f', 3));
    }
    return Ok;
}

} // namespace draudit::cli
