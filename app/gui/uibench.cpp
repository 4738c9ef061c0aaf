// "Rendered" means painted: each step ends with the window grabbed into a pixmap, which lays out and paints both
// answers (or the whole report) as the screen would. Figures are printed, never asserted.
#include "app/gui/uibench.h"

#include "app/cli/command.h"
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/demo/demogenerator.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"
#include "models/store/annotationstore.h"
#include "models/store/benchfixtures.h"
#include "models/store/catalog.h"
#include "models/store/projectstore.h"
#include "views/battleview.h"
#include "views/reportview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
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
    p.addHelpOption();
    if (!p.parse(args)) { // args[0] is "ui", in the place of a program name
        cli::printErr(p.errorText() + QLatin1Char('\n'));
        return cli::Usage;
    }
    QTemporaryDir dir;
    double generation = 0;
    int rounds = 0;
    const QString path = dir.filePath(QStringLiteral("ui-bench.draudit"));
    {
        auto store = generated(path, p.value(QStringLiteral("rounds")).toInt(), &generation, &rounds);
        if (!store) {
            cli::printErr(QStringLiteral("bench ui: cannot generate the project\n"));
            return cli::Failed;
        }
    }
    cli::printOut(QStringLiteral("project: %1 rounds generated in %2 s\n").arg(rounds).arg(generation, 0, 'f', 1));

    MainWindow window;
    window.setInteractive(false);
    window.setRemembersRecent(false); // its projects are temporary files
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer open;
    open.start();
    if (!window.openProject(path)) {
        cli::printErr(window.lastError() + QLatin1Char('\n'));
        return cli::Failed;
    }
    QApplication::processEvents();
    cli::printOut(QStringLiteral("open project: %1 ms\n").arg(open.elapsed()));

    // Next round: within a battle the view shows the next round; at a battle's end the next battle is read and
    // shown at its first round. Each move reads the annotator's saved answers, as the window does.
    models::ProjectStore &store = *window.project();
    models::Catalog catalog(store);
    const QList<qint64> battleIds = catalog.battleIds().value_or(QList<qint64> {});
    views::BattleView *view = window.battleView();
    std::mt19937_64 rng(7);
    const int steps = p.value(QStringLiteral("steps")).toInt();
    std::vector<double> moves;
    qsizetype battle = static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(battleIds.size()));
    auto record = catalog.battle(battleIds[battle]);
    view->setBattle(*record);
    view->showRound(0);
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer t;
        t.start();
        if (view->currentRound() + 1 < view->roundCount()) {
            view->showRound(view->currentRound() + 1);
        } else {
            // Half the time the next battle, half a random one far away (cold pages of the file).
            battle = rng() % 2 ? (battle + 1) % battleIds.size()
                               : static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(battleIds.size()));
            record = catalog.battle(battleIds[battle]);
            if (!record) {
                cli::printErr(record.error().toString() + QLatin1Char('\n'));
                return cli::Failed;
            }
            view->setBattle(*record);
            view->showRound(0);
        }
        models::AnnotationStore(store).annotations(models::Target::round(view->currentRoundId()).toString());
        window.grab();
        moves.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    cli::printOut(QStringLiteral("next round (both answers rendered), %1 moves: median %2 ms, p95 %3 ms, max %4 ms "
                                 "(target: median < 100, p95 < 250)\n")
                      .arg(steps)
                      .arg(percentile(moves, 0.5), 0, 'f', 1)
                      .arg(percentile(moves, 0.95), 0, 'f', 1)
                      .arg(percentile(moves, 1.0), 0, 'f', 1));

    // A 50,000-word report, opened in the annotation page with its form, highlighted and painted.
    const QString text = longReport(p.value(QStringLiteral("report-words")).toInt(), rng);
    const qint64 responseId = models::replaceFirstReportText(store, text).value_or(0);
    std::vector<double> opens;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        window.items()->open(models::Target::response(responseId).toString(), models::reportScoringForm(), {});
        window.grab();
        opens.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        window.battleView()->setFocus(); // leave the report, so the next open starts afresh
    }
    const auto words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
    cli::printOut(QStringLiteral("open a %1-word report (rendered, outline, highlights, form): median %2 ms, max %3 ms "
                                 "(target < 300)\n")
                      .arg(words)
                      .arg(percentile(opens, 0.5), 0, 'f', 1)
                      .arg(percentile(opens, 1.0), 0, 'f', 1));
    return cli::Ok;
}

} // namespace draudit::app
