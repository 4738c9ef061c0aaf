// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Rendered" means painted: each step ends with the window grabbed into a pixmap, which lays out and paints both
// answers (or the whole report) as the screen would. Figures are printed, never asserted.
#include "app/bench/uispeed.h"

#include "app/bench/speedprocess.h"
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/demo/demogenerator.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/speedfixtures.h"
#include "models/store/studies/annotationstore.h"
#include "views/comparisonview.h"
#include "views/reportview.h"
#include "views/web/safewebview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>
#include <random>

namespace draudit::app {

namespace {
double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto at = static_cast<std::size_t>(
        std::clamp(p * static_cast<double>(v.size() - 1) + 0.5, 0.0, static_cast<double>(v.size() - 1)));
    return v[at];
}

// A long report: sections of paragraphs, lists and tables until it has `words` words.
QString longReport(int words, std::mt19937_64 &rng)
{
    const auto &topics = models::demotext::topics();
    QString out = QStringLiteral("# A long report\n\n");
    int written = 0;
    for (int section = 1; written < words; ++section) {
        const auto &topic = topics[static_cast<int>(rng() % static_cast<std::uint64_t>(topics.size()))];
        const QString body = models::demotext::answer(topic, 600, rng);
        out += QStringLiteral("## Section %1: %2\n\n").arg(section).arg(topic.title) + body + QStringLiteral("\n\n");
        written += static_cast<int>(body.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
    }
    return out;
}

// Waits (up to 10 s) until the pages have loaded: laid out by the engine, ready to paint.
void waitLoaded(const QList<const views::SafeWebView *> &pages)
{
    QElapsedTimer t;
    t.start();
    const auto loaded = [&pages] {
        return std::all_of(pages.begin(), pages.end(), [](const views::SafeWebView *p) { return p->isLoaded(); });
    };
    while (!loaded() && t.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
}

// Proportional set size in MiB of a process and every process it started (Qt WebEngine's renderers), from
// /proc/<pid>/smaps_rollup; 0 where /proc cannot tell.
double pssMiB(qint64 pid)
{
    double kib = 0;
    QFile rollup(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
    if (rollup.open(QIODevice::ReadOnly)) {
        static const QRegularExpression pss(QStringLiteral("^Pss:\\s+(\\d+) kB"), QRegularExpression::MultilineOption);
        kib += pss.match(QString::fromLatin1(rollup.readAll())).captured(1).toDouble();
    }
    for (const QString &task :
        QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile children(QStringLiteral("/proc/%1/task/%2/children").arg(pid).arg(task));
        if (!children.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &child : children.readAll().split(' '))
            if (!child.trimmed().isEmpty())
                kib += pssMiB(child.trimmed().toLongLong()) * 1024;
    }
    return kib / 1024;
}

std::unique_ptr<models::ProjectStore> generated(const QString &path, int rounds, double *seconds, int *made)
{
    // Rounds per battle vary with the demo's verdicts: a small run tells how many battles give `rounds`.
    QTemporaryDir probeDir;
    double perBattle = 4;
    if (auto probe = models::ProjectStore::create(probeDir.filePath(QStringLiteral("probe.draudit")))) {
        models::DemoOptions o;
        o.battles = 200;
        o.answerWords = 20;
        if (const auto s = models::generateDemo(**probe, o))
            perBattle = static_cast<double>(s->rounds) / 200.0;
    }
    auto store = models::ProjectStore::create(path);
    if (!store)
        return nullptr;
    models::DemoOptions o;
    o.battles = static_cast<int>(static_cast<double>(rounds) / perBattle * 1.05) + 1;
    o.answerWords = 300;
    QElapsedTimer timer;
    timer.start();
    const auto summary = models::generateDemo(**store, o);
    *seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    *made = summary ? summary->rounds : 0;
    return summary ? std::move(*store) : nullptr;
}
} // namespace

namespace {
// The median, p95 and max of `steps` next-round moves in the window's battle view: within a battle the next round;
// at a battle's end half the time the next battle, half a random one far away (cold pages of the file). Each move
// reads the annotator's saved answers, as the window does, and paints the window.
struct Moves
{
    std::vector<double> total; // ms, each move from the call to the painted window
    std::vector<double> set; // of which draudit's own work: reading the round and building both pages
    std::vector<double> load; // Qt WebEngine loading (parsing and laying out) the pages
    std::vector<double> paint; // grabbing the window
};

models::Result<Moves> nextRoundMoves(MainWindow &window, int steps, std::mt19937_64 &rng)
{
    models::ProjectStore &store = *window.project();
    models::Catalog catalog(store);
    const QList<qint64> comparisonIds = catalog.comparisonIds().value_or(QList<qint64> {});
    if (comparisonIds.isEmpty())
        return models::fail(QStringLiteral("the project has no battles"));
    views::ComparisonView *view = window.comparisonView();
    Moves moves;
    auto battle = static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(comparisonIds.size()));
    DRAUDIT_TRY(first, catalog.comparison(comparisonIds[battle]));
    view->setComparison(first);
    view->showRound(0);
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer t;
        t.start();
        if (view->currentRound() + 1 < view->roundCount()) {
            view->showRound(view->currentRound() + 1);
        } else {
            battle = rng() % 2 ? (battle + 1) % comparisonIds.size()
                               : static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(comparisonIds.size()));
            DRAUDIT_TRY(record, catalog.comparison(comparisonIds[battle]));
            view->setComparison(record);
            view->showRound(0);
        }
        models::AnnotationStore(store).annotations(models::Target::round(view->currentRoundId()));
        const double set = static_cast<double>(t.nsecsElapsed()) / 1e6;
        waitLoaded(view->contentViews());
        const double loaded = static_cast<double>(t.nsecsElapsed()) / 1e6;
        window.grab();
        const double total = static_cast<double>(t.nsecsElapsed()) / 1e6;
        moves.total.push_back(total);
        moves.set.push_back(set);
        moves.load.push_back(loaded - set);
        moves.paint.push_back(total - loaded);
    }
    return moves;
}

// A generated project of about `rounds` rounds opened in the window; the open time in ms, or -1.
double openGenerated(MainWindow &window, const QString &path, int rounds)
{
    double generation = 0;
    int made = 0;
    {
        auto store = generated(path, rounds, &generation, &made);
        if (!store) {
            cli::printErr(QStringLiteral("bench ui: cannot generate the project\n"));
            return -1;
        }
    }
    cli::printOut(QStringLiteral("project: %1 rounds generated in %2 s\n").arg(made).arg(generation, 0, 'f', 1));
    QElapsedTimer open;
    open.start();
    if (!window.openProject(path)) {
        cli::printErr(window.lastError() + QLatin1Char('\n'));
        return -1;
    }
    QApplication::processEvents();
    return static_cast<double>(open.elapsed());
}

// Five opens of a long report in the annotation page with its form, highlighted and painted.
void printReportOpens(MainWindow &window, int words, std::mt19937_64 &rng)
{
    const QString text = longReport(words, rng);
    const qint64 responseId = models::replaceFirstReportText(*window.project(), text).value_or(0);
    std::vector<double> opens;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        window.items()->open(models::Target::response(responseId), std::nullopt, {}); // report scoring
        waitLoaded({ window.reportView()->browser() });
        window.grab();
        opens.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        window.comparisonView()->setFocus(); // leave the report, so the next open starts afresh
    }
    cli::printOut(QStringLiteral("open a %1-word report (rendered, outline, highlights, form): median %2 ms, max %3 ms "
                                 "(target < 300)\n")
                      .arg(text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size())
                      .arg(percentile(opens, 0.5), 0, 'f', 1)
                      .arg(percentile(opens, 1.0), 0, 'f', 1));
}

void printMoves(const Moves &moves)
{
    cli::printOut(QStringLiteral("next round (both answers rendered), %1 moves: median %2 ms, p95 %3 ms, max %4 ms "
                                 "(target: median < 16, a frame at 60 Hz; p95 < 100)\n")
                      .arg(moves.total.size())
                      .arg(percentile(moves.total, 0.5), 0, 'f', 1)
                      .arg(percentile(moves.total, 0.95), 0, 'f', 1)
                      .arg(percentile(moves.total, 1.0), 0, 'f', 1));
    cli::printOut(QStringLiteral("  medians: draudit reads the round and builds the pages %1 ms, Qt WebEngine loads "
                                 "them %2 ms, the window is painted %3 ms\n")
                      .arg(percentile(moves.set, 0.5), 0, 'f', 1)
                      .arg(percentile(moves.load, 0.5), 0, 'f', 1)
                      .arg(percentile(moves.paint, 0.5), 0, 'f', 1));
}

// Next-round latency and open time for projects of 1,000 to `largest` rounds, ten times more each step.
int runScaling(MainWindow &window, int largest, int steps)
{
    cli::printOut(QStringLiteral("before: %1\n").arg(cli::loadAverage()));
    for (int rounds = 1000; rounds <= largest; rounds *= 10) {
        QTemporaryDir dir;
        const double openMs = openGenerated(window, dir.filePath(QStringLiteral("scale.draudit")), rounds);
        if (openMs < 0)
            return cli::Failed;
        std::mt19937_64 rng(7);
        const auto moves = nextRoundMoves(window, steps, rng);
        if (!moves) {
            cli::printErr(moves.error().toString() + QLatin1Char('\n'));
            return cli::Failed;
        }
        cli::printOut(QStringLiteral("  %1 rounds: open %2 ms; ").arg(rounds, 8).arg(openMs, 0, 'f', 0));
        printMoves(*moves);
        window.closeProject();
    }
    cli::printOut(QStringLiteral("after: %1\n").arg(cli::loadAverage()));
    return cli::Ok;
}
} // namespace

int runUiBench(int &argc, char **argv, const QStringList &args)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({ QStringLiteral("rounds"),
        QCoreApplication::translate("draudit::cli::bench", "Rounds in the generated project (default 100000)."),
        QStringLiteral("n"), QStringLiteral("100000") });
    p.addOption({ QStringLiteral("steps"),
        QCoreApplication::translate("draudit::cli::bench", "Next-round moves to time (default 400)."),
        QStringLiteral("n"), QStringLiteral("400") });
    p.addOption({ QStringLiteral("report-words"),
        QCoreApplication::translate("draudit::cli::bench", "Words of the long report (default 50000)."),
        QStringLiteral("n"), QStringLiteral("50000") });
    p.addOption({ QStringLiteral("size"),
        QCoreApplication::translate("draudit::cli::bench",
            "The window's size, WIDTHxHEIGHT (default 1366x768, the smallest screen annotators use)."),
        QStringLiteral("WxH"), QStringLiteral("1366x768") });
    p.addOption({ QStringLiteral("scaling"),
        QCoreApplication::translate("draudit::cli::bench",
            "Instead: next-round latency and open time in projects of 1,000 rounds up to --rounds, ten times more "
            "each step.") });
    int code = cli::Ok;
    // args[0] is "ui", in the place of a program name; --help prints the options and measures nothing.
    if (!cli::parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::bench",
                "Workbench speed: opening a generated project, next-round moves and a long report."),
            &code))
        return code;
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"));
    const auto size = sizePattern.match(p.value(QStringLiteral("size")));
    if (!size.hasMatch()) {
        cli::printErr(
            QCoreApplication::translate("draudit::cli::bench", "--size takes WIDTHxHEIGHT, e.g. 1920x1080\n"));
        return cli::Usage;
    }
    MainWindow window;
    window.setInteractive(false);
    window.setRemembersRecent(false); // its projects are temporary files
    window.resize(size.captured(1).toInt(), size.captured(2).toInt());
    window.show();
    cli::printOut(QStringLiteral("window: %1 x %2\n").arg(window.width()).arg(window.height()));
    const int steps = p.value(QStringLiteral("steps")).toInt();
    if (p.isSet(QStringLiteral("scaling")))
        return runScaling(window, p.value(QStringLiteral("rounds")).toInt(), steps);
    cli::printOut(QStringLiteral("before: %1\n").arg(cli::loadAverage()));
    QTemporaryDir dir;
    const double openMs = openGenerated(
        window, dir.filePath(QStringLiteral("ui-bench.draudit")), p.value(QStringLiteral("rounds")).toInt());
    if (openMs < 0)
        return cli::Failed;
    cli::printOut(QStringLiteral("open project: %1 ms\n").arg(openMs, 0, 'f', 0));
    std::mt19937_64 rng(7);
    const auto moves = nextRoundMoves(window, steps, rng);
    if (!moves) {
        cli::printErr(moves.error().toString() + QLatin1Char('\n'));
        return cli::Failed;
    }
    printMoves(*moves);
    printReportOpens(window, p.value(QStringLiteral("report-words")).toInt(), rng);
    cli::printOut(QStringLiteral("memory (proportional set size, this process and Qt WebEngine's processes): %1 MiB\n")
                      .arg(pssMiB(QCoreApplication::applicationPid()), 0, 'f', 0));
    cli::printOut(QStringLiteral("after: %1\n").arg(cli::loadAverage()));
    return cli::Ok;
}

} // namespace draudit::app
