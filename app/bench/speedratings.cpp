// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Costs are medians of `runs` whole processes, alternated across sizes so the machine's drift spreads over all.
#include "app/bench/speedratings.h"

#include "app/bench/speedprocess.h"
#include "app/cli/command.h"
#include "judge/agreementreport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <random>

namespace draudit::cli {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Raters agree with a latent score most of the time; 5-point scale.
judge::AgreementData syntheticRatings(int items, int raters, std::uint64_t seed)
{
    judge::AgreementData d;
    d.level = judge::Level::Interval;
    d.categories = { "1", "2", "3", "4", "5" };
    for (int r = 0; r < raters; ++r)
        d.raters.push_back("r" + std::to_string(r));
    d.items.reserve(static_cast<std::size_t>(items));
    d.positions = judge::RatingMatrix(static_cast<std::size_t>(items), static_cast<std::size_t>(raters));
    std::mt19937_64 rng(seed);
    for (int i = 0; i < items; ++i) {
        d.items.push_back("i" + std::to_string(i));
        const int latent = static_cast<int>(rng() % 5);
        for (int r = 0; r < raters; ++r) {
            const int noise = rng() % 4 == 0 ? static_cast<int>(rng() % 3) - 1 : 0;
            d.positions(static_cast<std::size_t>(i), static_cast<std::size_t>(r)) = std::clamp(latent + noise, 0, 4);
        }
    }
    d.values = d.positions;
    for (std::size_t i = 0; i < d.items.size(); ++i)
        for (std::size_t r = 0; r < d.raters.size(); ++r)
            d.values(i, r) = d.positions(i, r) + 1;
    return d;
}

// The ratings as the long CSV a user would give `draudit agree` (item,rater,value).
bool writeRatingsCsv(const judge::AgreementData &d, const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QByteArray out = "item,rater,value\n";
    for (std::size_t i = 0; i < d.items.size(); ++i)
        for (std::size_t r = 0; r < d.raters.size(); ++r)
            out += QByteArray::fromStdString(d.items[i]) + ',' + QByteArray::fromStdString(d.raters[r]) + ','
                + QByteArray::number(static_cast<int>(d.values(i, r))) + '\n';
    return f.write(out) == out.size();
}

namespace {
// R's psych::ICC on the long CSV, as an R user would run it; empty when Rscript or psych is missing.
const QString kRIcc = QStringLiteral("suppressMessages(library(psych)); d <- read.csv(commandArgs(TRUE)[1]); "
                                     "w <- reshape(d, idvar = 'item', timevar = 'rater', direction = 'wide'); "
                                     "invisible(suppressWarnings(ICC(as.matrix(w[, -1]), missing = FALSE)))");

bool haveRPsych()
{
    QProcess probe;
    probe.start(QStringLiteral("Rscript"), { QStringLiteral("-e"), QStringLiteral("library(psych)") });
    return probe.waitForFinished(60000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0;
}

struct Size
{
    int items;
    int raters;
};

// Median whole-process seconds of `draudit agree --level interval` per size, the sizes alternated run by run.
std::vector<double> agreeTimes(const std::vector<Size> &sizes, const QTemporaryDir &dir, int runs)
{
    std::vector<std::vector<double>> times(sizes.size());
    for (std::size_t s = 0; s < sizes.size(); ++s)
        writeRatingsCsv(
            syntheticRatings(sizes[s].items, sizes[s].raters, 7 + s), dir.filePath(QStringLiteral("s%1.csv").arg(s)));
    for (int run = 0; run < runs; ++run)
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            const ProcessRun r = timeProcess(QCoreApplication::applicationFilePath(),
                { QStringLiteral("agree"), QStringLiteral("--ratings"), dir.filePath(QStringLiteral("s%1.csv").arg(s)),
                    QStringLiteral("--level"), QStringLiteral("interval") });
            times[s].push_back(r.ok ? r.seconds : -1);
        }
    std::vector<double> out;
    for (const auto &t : times)
        out.push_back(median(t));
    return out;
}

void printSizes(const char *title, const std::vector<Size> &sizes, const std::vector<double> &seconds, bool byItem)
{
    printOut(QString::fromLatin1(title));
    for (std::size_t s = 0; s < sizes.size(); ++s) {
        const double units = byItem ? sizes[s].items : static_cast<double>(sizes[s].items) * sizes[s].raters;
        printOut(QStringLiteral("  %1 items x %2 raters: %3 s, %4 us per %5\n")
                     .arg(sizes[s].items, 8)
                     .arg(sizes[s].raters, 2)
                     .arg(seconds[s], 7, 'f', 3)
                     .arg(seconds[s] / units * 1e6, 6, 'f', 2)
                     .arg(byItem ? QStringLiteral("item") : QStringLiteral("rating")));
    }
}

void printBootstrapScaling()
{
    const judge::AgreementData d = syntheticRatings(10000, 3, 5);
    printOut(QStringLiteral("bootstrap (10,000 items x 3 raters, in this process): draws, ms, ms per draw\n"));
    for (const int draws : { 250, 500, 1000, 2000 }) {
        judge::AgreementOptions o;
        o.bootstrap = draws;
        QElapsedTimer timer;
        timer.start();
        judge::computeAgreement(d, o);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        printOut(QStringLiteral("  %1 draws: %2 ms, %3 ms per draw\n")
                     .arg(draws, 5)
                     .arg(ms, 8, 'f', 1)
                     .arg(ms / draws, 6, 'f', 3));
    }
}

void printRComparison(const QTemporaryDir &dir, int runs)
{
    if (!haveRPsych()) {
        printOut(QStringLiteral("R psych: not installed here (apt install r-cran-psych for the comparison)\n"));
        return;
    }
    const QString csv = dir.filePath(QStringLiteral("r.csv"));
    writeRatingsCsv(syntheticRatings(2000, 3, 3), csv);
    std::vector<double> ours, theirs, ratios;
    for (int run = 0; run < runs; ++run) {
        const ProcessRun a = timeProcess(QCoreApplication::applicationFilePath(),
            { QStringLiteral("agree"), QStringLiteral("--ratings"), csv, QStringLiteral("--level"),
                QStringLiteral("interval") });
        const ProcessRun b = timeProcess(QStringLiteral("Rscript"), { QStringLiteral("-e"), kRIcc, csv });
        if (!a.ok || !b.ok)
            return printOut(QStringLiteral("R psych: a run failed (%1)\n").arg(a.ok ? b.error : a.error));
        ours.push_back(a.seconds);
        theirs.push_back(b.seconds);
        ratios.push_back(a.seconds / b.seconds);
    }
    printOut(QStringLiteral("R psych ICC() on 2,000 items x 3 raters, whole process: median %1 s; draudit agree (every "
                            "statistic): %2 s; ratio run by run %3\n")
                 .arg(median(theirs), 0, 'f', 2)
                 .arg(median(ours), 0, 'f', 3)
                 .arg(median(ratios), 0, 'f', 3));
}
} // namespace

void printAgreeScaling(int runs)
{
    QTemporaryDir dir;
    const std::vector<Size> byItems { { 1000, 3 }, { 10000, 3 }, { 100000, 3 }, { 1000000, 3 } };
    printSizes(
        "agree, whole process, by items (median of alternated runs):\n", byItems, agreeTimes(byItems, dir, runs), true);
    const std::vector<Size> byRaters { { 10000, 2 }, { 10000, 5 }, { 10000, 10 }, { 10000, 20 } };
    printSizes("agree, whole process, by raters:\n", byRaters, agreeTimes(byRaters, dir, runs), false);
    printBootstrapScaling();
    printRComparison(dir, runs);
}

} // namespace draudit::cli
