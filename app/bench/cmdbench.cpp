// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench agree | bench store | bench import | bench merge (bench ui lives in app/gui/uispeed.cpp) — speed and
// memory figures, printed; never asserted by tests.
#include "app/bench/speedimport.h"
#include "app/bench/speedmerge.h"
#include "app/bench/speedprocess.h"
#include "app/bench/speedratings.h"
#include "app/bench/speedstart.h"
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/launch.h"
#include "judge/agreementreport.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/io/ratingsreader.h"
#include "models/itemmodels/navigatormodel.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/speedfixtures.h"
#include "models/store/studies/annotationstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <random>
#include <sys/resource.h>

namespace draudit::cli {

namespace {
// Peak resident set size of this process in MiB, from /proc (Linux).
double peakMemoryMiB()
{
    return highWaterMiB(QStringLiteral("self"));
}

// What a user of the Python stack would run: pandas to read, statsmodels' Fleiss' κ, scikit-learn's pairwise κ.
const QString kPythonAgree
    = QStringLiteral("import sys, itertools, pandas as pd\n"
                     "from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa\n"
                     "from sklearn.metrics import cohen_kappa_score\n"
                     "wide = pd.read_csv(sys.argv[1]).pivot(index='item', columns='rater', values='value')\n"
                     "print(fleiss_kappa(aggregate_raters(wide.to_numpy())[0]))\n"
                     "for a, b in itertools.combinations(wide.columns, 2):\n"
                     "    print(cohen_kappa_score(wide[a], wide[b]))\n");

// A python3 that has statsmodels and scikit-learn (Debian's, or the first on the path), or empty.
QString pythonWithStatsmodels()
{
    for (const QString &python : { QStringLiteral("/usr/bin/python3"), QStringLiteral("python3") }) {
        QProcess probe;
        probe.start(python, { QStringLiteral("-c"), QStringLiteral("import statsmodels, sklearn, pandas") });
        if (probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0)
            return python;
    }
    return {};
}

// `draudit agree` on the file against the Python stack, whole processes, alternated; prints medians and ratios.
void compareAgreeProcesses(const QString &csv, int runs)
{
    const QString python = pythonWithStatsmodels();
    std::vector<double> ours, theirs, ratios;
    for (int run = 0; run < runs; ++run) {
        const ProcessRun a = timeProcess(QCoreApplication::applicationFilePath(),
            { QStringLiteral("agree"), QStringLiteral("--ratings"), csv, QStringLiteral("--level"),
                QStringLiteral("interval") });
        if (!a.ok)
            return printOut(QStringLiteral("  draudit agree failed: %1\n").arg(a.error));
        ours.push_back(a.seconds);
        if (python.isEmpty())
            continue;
        const ProcessRun b = timeProcess(python, { QStringLiteral("-c"), kPythonAgree, csv });
        if (b.ok) {
            theirs.push_back(b.seconds);
            ratios.push_back(a.seconds / b.seconds);
        }
    }
    printOut(QStringLiteral("  draudit agree --level interval, whole process (every statistic, ICC included): median "
                            "%1 s over %2 runs\n")
                 .arg(median(ours), 0, 'f', 3)
                 .arg(runs));
    if (theirs.empty()) {
        printOut(QStringLiteral("  (no python3 with statsmodels and scikit-learn: apt install python3-statsmodels "
                                "python3-sklearn for the comparison)\n"));
        return;
    }
    std::sort(ratios.begin(), ratios.end());
    printOut(
        QStringLiteral("  pandas + statsmodels Fleiss' kappa + scikit-learn pairwise kappas, whole process: median "
                       "%1 s\n")
            .arg(median(theirs), 0, 'f', 3));
    printOut(QStringLiteral("  draudit / Python, run by run: median %1 (from %2 to %3; target <= 0.05)\n")
                 .arg(median(ratios), 0, 'f', 2)
                 .arg(ratios.front(), 0, 'f', 2)
                 .arg(ratios.back(), 0, 'f', 2));
}

int benchAgree(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(
        { QStringLiteral("items"), QCoreApplication::translate("draudit::cli::bench", "Items (default 100000)."),
            QStringLiteral("n"), QStringLiteral("100000") });
    p.addOption(
        { QStringLiteral("raters"), QCoreApplication::translate("draudit::cli::bench", "Raters per item (default 3)."),
            QStringLiteral("k"), QStringLiteral("3") });
    p.addOption({ QStringLiteral("bootstrap"),
        QCoreApplication::translate("draudit::cli::bench", "Bootstrap resamples for the second run (default 1000)."),
        QStringLiteral("b"), QStringLiteral("1000") });
    p.addOption({ QStringLiteral("scaling"),
        QCoreApplication::translate("draudit::cli::bench",
            "Instead: how agree's time grows with items (1k to 1M), raters (2 to 20) and bootstrap draws, and R "
            "psych's ICC() on the same file where installed.") });
    p.addOption({ QStringLiteral("repeat"),
        QCoreApplication::translate(
            "draudit::cli::bench", "Runs without bootstrap; the median is reported (default 5)."),
        QStringLiteral("r"), QStringLiteral("5") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::bench", "Time the full agree report on synthetic 5-point ratings."),
            &code))
        return code;
    const int items = p.value(QStringLiteral("items")).toInt();
    const int raters = p.value(QStringLiteral("raters")).toInt();
    const int boot = p.value(QStringLiteral("bootstrap")).toInt();
    const int repeat = std::max(1, p.value(QStringLiteral("repeat")).toInt());
    if (p.isSet(QStringLiteral("scaling"))) {
        printAgreeScaling(repeat);
        return Ok;
    }
    if (items < 2 || raters < 2)
        return fail(QStringLiteral("bench"),
            QCoreApplication::translate("draudit::cli::bench", "--items and --raters must be at least 2"), Usage);
    const judge::AgreementData d = syntheticRatings(items, raters, 99);
    std::vector<double> plain;
    judge::AgreementReport report;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        report = judge::computeAgreement(d);
        plain.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    QElapsedTimer timer;
    timer.start();
    judge::AgreementOptions o;
    o.bootstrap = boot;
    const judge::AgreementReport withBoot = judge::computeAgreement(d, o);
    const double bootMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    printOut(QStringLiteral("bench agree: %1 items x %2 raters, interval level, %3 threads\n")
                 .arg(items)
                 .arg(raters)
                 .arg(QThread::idealThreadCount()));
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("ratings.csv"));
    if (writeRatingsCsv(d, csv)) {
        compareAgreeProcesses(csv, repeat);
        models::RatingsOptions ro;
        ro.level = judge::Level::Interval;
        QElapsedTimer read;
        read.start();
        const auto parsed = models::readRatings(csv, ro);
        printOut(QStringLiteral("  breakdown in this process: reading the %1 MB CSV %2 ms (target well under 100 ms)\n")
                     .arg(static_cast<double>(QFileInfo(csv).size()) / (1024.0 * 1024.0), 0, 'f', 1)
                     .arg(parsed ? static_cast<double>(read.nsecsElapsed()) / 1e6 : -1.0, 0, 'f', 1));
    }
    printOut(QStringLiteral("  full report, no bootstrap:      median %1 ms over %2 runs (target < 100 ms)\n")
                 .arg(median(plain), 0, 'f', 1)
                 .arg(repeat));
    printOut(QStringLiteral("  full report, %1 bootstrap draws: %2 ms (target < 2000 ms)\n")
                 .arg(boot)
                 .arg(bootMs, 0, 'f', 1));
    printOut(QStringLiteral("  peak memory: %1 MiB\n").arg(peakMemoryMiB(), 0, 'f', 1));
    printOut(QStringLiteral("  fleiss_kappa %1, krippendorff_alpha %2, ICC2 %3 [BCa %4, %5]\n")
                 .arg(report.coefficients.at("fleiss_kappa").estimate.value, 0, 'f', 4)
                 .arg(report.coefficients.at("krippendorff_alpha").estimate.value, 0, 'f', 4)
                 .arg(withBoot.icc ? withBoot.icc->result.forms[1].value : 0.0, 0, 'f', 4)
                 .arg(withBoot.icc ? withBoot.icc->bootstrap.at("ICC2").bca.lo : 0.0, 0, 'f', 4)
                 .arg(withBoot.icc ? withBoot.icc->bootstrap.at("ICC2").bca.hi : 0.0, 0, 'f', 4));
    return Ok;
}

int benchStore(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption({ QStringLiteral("project"),
        QCoreApplication::translate(
            "draudit::cli::bench", "Existing empty project or postgresql:// URL (default: a temporary SQLite file)."),
        QStringLiteral("location") });
    p.addOption({ QStringLiteral("edits"),
        QCoreApplication::translate("draudit::cli::bench", "Single-edit commits to time (default 500)."),
        QStringLiteral("n"), QStringLiteral("500") });
    p.addOption({ QStringLiteral("annotations"),
        QCoreApplication::translate(
            "draudit::cli::bench", "Annotations to load before timing the open (default 1000000)."),
        QStringLiteral("n"), QStringLiteral("1000000") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::bench", "Time annotation commits and opening a large project."),
            &code))
        return code;
    QTemporaryDir dir;
    QString location = p.value(QStringLiteral("project"));
    if (location.isEmpty()) {
        location = dir.filePath(QStringLiteral("bench.draudit"));
        auto created = models::ProjectStore::create(location);
        if (!created)
            return fail(QStringLiteral("bench"), created.error().toString());
    }
    const int edits = p.value(QStringLiteral("edits")).toInt();
    const int bulk = p.value(QStringLiteral("annotations")).toInt();
    {
        auto store = models::ProjectStore::open(location);
        if (!store)
            return fail(QStringLiteral("bench"), store.error().toString());
        models::AnnotationStore annotations(**store);
        std::vector<double> latencies;
        for (int i = 0; i < edits; ++i) {
            QElapsedTimer timer;
            timer.start();
            const auto r = annotations.set({ QStringLiteral("bench"), models::Target::round(i % 50),
                QStringLiteral("C1"), QString::number(i % 5), {}, 1, QStringLiteral("bench") });
            if (!r)
                return fail(QStringLiteral("bench"), r.error().toString());
            latencies.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(latencies.begin(), latencies.end());
        printOut(QStringLiteral("bench store: %1\n").arg((*store)->location().displayName()));
        printOut(QStringLiteral("  commit latency of one edit: median %1 ms, p90 %2 ms over %3 edits (target < 5 ms "
                                "SQLite, < 10 ms PostgreSQL)\n")
                     .arg(median(latencies), 0, 'f', 2)
                     .arg(latencies.empty() ? 0 : latencies[latencies.size() * 9 / 10], 0, 'f', 2)
                     .arg(edits));
        // Bulk-load annotations (one transaction) for the open-time figure.
        QElapsedTimer load;
        load.start();
        if (auto r = models::insertBulkAnswers(**store, bulk); !r)
            return fail(QStringLiteral("bench"), r.error().toString());
        printOut(
            QStringLiteral("  bulk-loaded %1 annotations in %2 s\n").arg(bulk).arg(load.elapsed() / 1000.0, 0, 'f', 1));
    }
    QElapsedTimer open;
    open.start();
    auto store = models::ProjectStore::open(location);
    if (!store)
        return fail(QStringLiteral("bench"), store.error().toString());
    models::NavigatorModel navigator { models::Catalog(**store), models::navigatorSections() };
    const auto counts = models::Catalog(**store).counts();
    printOut(QStringLiteral("  open project with %1 annotations to a usable navigator: %2 ms (target < 1000 ms)\n")
                 .arg(counts ? counts->annotations : 0)
                 .arg(open.elapsed()));
    return Ok;
}

} // namespace

int runBench(const QStringList &args)
{
    const QString what = args.value(1);
    const QStringList rest = args.mid(1);
    if (what == QLatin1String("agree"))
        return benchAgree(rest);
    if (what == QLatin1String("store"))
        return benchStore(rest);
    if (what == QLatin1String("import"))
        return benchImport(rest);
    if (what == QLatin1String("start"))
        return benchStart(rest);
    if (what == QLatin1String("merge"))
        return benchMerge(rest);
    if (what == QLatin1String("serve")) // in the browser server's executable (app/serve/servebench.h)
        return app::execServer(QCoreApplication::arguments().mid(1));
    if (what == QLatin1String("ui")) // main() runs it when the workbench is built in
        return fail(QStringLiteral("bench"),
            QCoreApplication::translate("draudit::cli::bench", "'bench ui' needs the workbench (a DRAUDIT_GUI build)"));
    return fail(QStringLiteral("bench"),
        QCoreApplication::translate("draudit::cli::bench",
            "say what to measure: 'bench agree', 'bench store', 'bench import', 'bench merge', 'bench serve', 'bench "
            "start' or 'bench ui'"),
        Usage);
}

} // namespace draudit::cli
