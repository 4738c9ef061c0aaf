// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's ratings as its official leaderboard computes them: one game per battle, the unpenalised maximum-likelihood
// fit centred on 1000. Checked against scikit-learn's logistic regression on self-written battles
// (arenaelo_reference.py), against the published leaderboard.json from the real dashboard (../shared/data), and for
// the points rule (humans, battles without a recorded winner, the ablation's battles cut after round k).
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/drarena/arenabattlegames.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/studytesting.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace draudit::models;

class TestArenaElo : public QObject
{
    Q_OBJECT

private slots:
    void pointsRule();
    void partlyAnsweredBattlesAreNoGames();
    void perBattleRatingsEqualScikitLearn();
    void officialLeaderboardReproduced();
    void unbeatenModelIsNotEstimable();
    void pointsRuleBattlesAndAblationEqualScikitLearn();

private:
    // The battles as a battles.json file (no replay), imported into a new project.
    std::unique_ptr<ProjectStore> projectOf(const QString &name, const QJsonArray &battles);
    // scikit-learn's per-battle fit of the battles ({model_a, model_b, winner}); empty when it cannot run.
    QHash<QString, double> scikitLearn(const QJsonArray &battles);
    // The rows of one source in the per-battle ratings: model -> Elo.
    static QHash<QString, double> ratingsOf(const ReportTable &report, const QString &source);

    QTemporaryDir m_dir;
};

std::unique_ptr<ProjectStore> TestArenaElo::projectOf(const QString &name, const QJsonArray &battles)
{
    QJsonArray file;
    for (qsizetype i = 0; i < battles.size(); ++i) {
        QJsonObject b = battles[i].toObject();
        b.insert(QStringLiteral("id"), QStringLiteral("tree_%1_battle").arg(i));
        b.insert(QStringLiteral("replay_id"), QJsonValue());
        b.insert(QStringLiteral("rounds"), 2);
        file.append(b);
    }
    const QString path = m_dir.filePath(name + QStringLiteral("-battles.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return nullptr;
    f.write(QJsonDocument(file).toJson());
    f.close();
    auto store = ProjectStore::create(m_dir.filePath(name + QStringLiteral(".draudit")));
    if (!store || !importFile(**store, path, {}))
        return nullptr;
    return std::move(*store);
}

QHash<QString, double> TestArenaElo::scikitLearn(const QJsonArray &battles)
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), { QStringLiteral("/usr/bin") });
    const QString path = m_dir.filePath(QStringLiteral("reference-battles.json"));
    QFile f(path);
    if (python.isEmpty() || !f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(QJsonDocument(battles).toJson());
    f.close();
    QProcess p;
    p.start(python, { QStringLiteral(DRAUDIT_ARENAELO_REFERENCE), path });
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning() << p.readAllStandardError();
        return {};
    }
    QHash<QString, double> out;
    const QJsonObject elo = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    for (auto it = elo.begin(); it != elo.end(); ++it)
        out.insert(it.key(), it->toDouble());
    return out;
}

QHash<QString, double> TestArenaElo::ratingsOf(const ReportTable &report, const QString &source)
{
    QHash<QString, double> out;
    for (const ReportRow &r : report.rows)
        if (r.analysis == QLatin1String("ratings (per battle, Elo scale)") && r.statistic == QLatin1String("elo")
            && r.comparison.startsWith(source + QStringLiteral(": ")))
            out.insert(r.comparison.mid(source.size() + 2), r.value);
    return out;
}

namespace {
bool sklearnAvailable()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), { QStringLiteral("/usr/bin") });
    return !python.isEmpty()
        && QProcess::execute(python, { QStringLiteral("-c"), QStringLiteral("import sklearn, numpy") }) == 0;
}

QJsonObject battle(const QString &a, const QString &b, const QString &winner)
{
    return { { QStringLiteral("model_a"), a }, { QStringLiteral("model_b"), b },
        { QStringLiteral("winner"), winner.isEmpty() ? QJsonValue() : QJsonValue(winner) } };
}

// Battles among models of rising strength, drawn with a fixed seed; every model wins and loses some.
QJsonArray drawnBattles(int count, const QStringList &models, quint32 seed)
{
    QRandomGenerator rng(seed);
    QJsonArray out;
    for (int i = 0; i < count; ++i) {
        const auto a = static_cast<int>(rng.bounded(models.size()));
        auto b = static_cast<int>(rng.bounded(models.size() - 1));
        b += b >= a ? 1 : 0;
        const double pA = 1 / (1 + std::pow(10.0, (b - a) * 60 / 400.0));
        const double draw = rng.generateDouble();
        out.append(battle(models[a], models[b],
            draw < 0.08                   ? QString()
                : draw < pA * 0.92 + 0.08 ? models[a]
                                          : models[b]));
    }
    return out;
}
} // namespace

void TestArenaElo::pointsRule()
{
    using arena::pointsRuleScore;
    QCOMPARE(pointsRuleScore({ QStringLiteral("A_BETTER"), QStringLiteral("B_MUCH_BETTER") }), 0.0);
    QCOMPARE(pointsRuleScore({ QStringLiteral("A_BETTER"), QStringLiteral("Tie"), QStringLiteral("UNKNOWN") }), 1.0);
    QCOMPARE(pointsRuleScore({ QStringLiteral("A_BETTER"), QStringLiteral("B_BETTER") }), 0.5);
    QVERIFY(!pointsRuleScore({ QStringLiteral("UNKNOWN") }));
}

// A human's battle is a game only when they answered every round of it: one round of three is no battle's result.
void TestArenaElo::partlyAnsweredBattlesAreNoGames()
{
    using draudit::models::BattleVerdict;
    const auto verdict = [](const char *who, qint64 battle, int round) {
        return BattleVerdict { QStringLiteral("humans"), battle, 1, 2, QStringLiteral("A_BETTER"), round,
            QString::fromLatin1(who), 3 };
    };
    const QList<BattleVerdict> answered { verdict("ann", 7, 1), verdict("ann", 7, 2), verdict("ann", 7, 3),
        verdict("bob", 7, 1), verdict("bob", 8, 1), verdict("bob", 8, 2), verdict("bob", 8, 3) };
    const auto games = draudit::models::arena::battleGames({}, answered, {}, {});
    const draudit::models::arena::SourceGames humans = games.value(QStringLiteral("humans"));
    QCOMPARE(humans.games.size(), 2); // ann's battle 7 and bob's battle 8
    QCOMPARE(humans.partial, 1); // bob answered one round of battle 7
    QCOMPARE(humans.pointsRule, 2);
    for (const auto &g : humans.games)
        QCOMPARE(g.scoreA, 1.0);
}

void TestArenaElo::perBattleRatingsEqualScikitLearn()
{
    if (!sklearnAvailable())
        QSKIP("python3 with scikit-learn (Debian: python3-sklearn) is not installed: the reference fit cannot run");
    const QStringList models { QStringLiteral("m-alpha"), QStringLiteral("m-beta"), QStringLiteral("m-gamma"),
        QStringLiteral("m-delta"), QStringLiteral("m-epsilon") };
    const QJsonArray battles = drawnBattles(160, models, 7);
    auto store = projectOf(QStringLiteral("sklearn"), battles);
    QVERIFY(store);
    ArenaAnalysisOptions o;
    o.bootstrap = 50;
    const auto report = analyseArena(*store, o);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QHash<QString, double> ours = ratingsOf(*report, QStringLiteral("judge dr-arena-examiner"));
    const QHash<QString, double> theirs = scikitLearn(battles);
    QCOMPARE(theirs.size(), models.size());
    QCOMPARE(ours.size(), models.size());
    double mean = 0;
    for (const QString &m : models) {
        QVERIFY2(std::abs(ours.value(m) - theirs.value(m)) < 0.01,
            qPrintable(QStringLiteral("%1: %2 vs scikit-learn %3").arg(m).arg(ours.value(m)).arg(theirs.value(m))));
        mean += ours.value(m) / static_cast<double>(models.size());
    }
    QVERIFY(std::abs(mean - 1000) < 1e-9);
    QVERIFY(
        report->notes.join(QLatin1Char('\n'))
            .contains(QStringLiteral("judge dr-arena-examiner: 160 battle(s) rated, one game each. The files record "
                                     "the winner of 160 of them.")));
}

void TestArenaElo::officialLeaderboardReproduced()
{
    const QString dashboard = qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard");
    if (qEnvironmentVariableIsEmpty("DRAUDIT_SHARED_DATA") || !QDir(dashboard).exists())
        QSKIP("../shared/data is absent: the real dashboard is not available here");
    auto created = ProjectStore::create(m_dir.filePath(QStringLiteral("dashboard.draudit")));
    QVERIFY(created);
    ProjectStore &store = **created;
    // The replays first, then the battle summaries: 1,078 battles link to their replay, 225 have none.
    for (const QString &path :
        { dashboard + QStringLiteral("/battle-replays"), dashboard + QStringLiteral("/battles.json") })
        for (const QString &file : expandImportPaths(path))
            QVERIFY2(importFile(store, file, {}), qPrintable(file));
    ArenaAnalysisOptions o;
    o.bootstrap = 20;
    const auto report = analyseArena(store, o);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QHash<QString, double> ours = ratingsOf(*report, QStringLiteral("judge dr-arena-examiner"));
    QFile f(dashboard + QStringLiteral("/leaderboard.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray board = QJsonDocument::fromJson(f.readAll()).array();
    QCOMPARE(board.size(), 15);
    QCOMPARE(ours.size(), 15);
    double worst = 0;
    for (const QJsonValue &entry : board) {
        const QString model = entry[QStringLiteral("model")].toString();
        QVERIFY2(ours.contains(model), qPrintable(model));
        worst = std::max(worst, std::abs(ours.value(model) - entry[QStringLiteral("elo")].toDouble()));
    }
    qInfo() << "largest difference from leaderboard.json:" << worst << "Elo";
    QVERIFY(worst < 0.1);
    QVERIFY2(report->notes.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("judge dr-arena-examiner: 1303 battle(s) rated, one game each. The files "
                                          "record the winner of 1303 of them.")),
        qPrintable(report->notes.join(QLatin1Char('\n'))));
}

void TestArenaElo::unbeatenModelIsNotEstimable()
{
    const QStringList models { QStringLiteral("m-alpha"), QStringLiteral("m-beta"), QStringLiteral("m-gamma") };
    QJsonArray battles = drawnBattles(40, models, 3);
    for (const QString &loser : models)
        battles.append(battle(QStringLiteral("m-zeta"), loser, QStringLiteral("m-zeta")));
    auto store = projectOf(QStringLiteral("unbeaten"), battles);
    QVERIFY(store);
    ArenaAnalysisOptions o;
    o.bootstrap = 20;
    const auto report = analyseArena(*store, o);
    QVERIFY(report);
    const QHash<QString, double> ours = ratingsOf(*report, QStringLiteral("judge dr-arena-examiner"));
    QVERIFY(!ours.contains(QStringLiteral("m-zeta")));
    QCOMPARE(ours.size(), 3);
    QVERIFY2(report->notes.join(QLatin1Char('\n'))
                 .contains(QStringLiteral(
                     "judge dr-arena-examiner: m-zeta: won 3, lost 0, tied 0 — not estimable: no finite rating")),
        qPrintable(report->notes.join(QLatin1Char('\n'))));
    for (const double elo : ours)
        QVERIFY(std::isfinite(elo) && std::abs(elo - 1000) < 400);

    // Two models that win and lose between themselves but lose every battle to the other three: no finite rating for
    // either (they won some battles, so no single record shows it), the three are rated and the fit converges.
    QJsonArray grouped = drawnBattles(40, models, 5);
    for (int i = 0; i < 3; ++i)
        grouped.append(battle(QStringLiteral("m-eta"), QStringLiteral("m-theta"),
            i == 1 ? QStringLiteral("m-theta") : QStringLiteral("m-eta")));
    for (const QString &winner : models)
        for (const QString &loser : { QStringLiteral("m-eta"), QStringLiteral("m-theta") })
            grouped.append(battle(loser, winner, winner));
    auto second = projectOf(QStringLiteral("grouped"), grouped);
    QVERIFY(second);
    const auto split = analyseArena(*second, o);
    QVERIFY(split);
    const QString notes = split->notes.join(QLatin1Char('\n'));
    QCOMPARE(ratingsOf(*split, QStringLiteral("judge dr-arena-examiner")).size(), 3);
    QVERIFY2(notes.contains(QStringLiteral("m-eta: won 2, lost 4, tied 0 — not estimable"))
            && notes.contains(QStringLiteral("m-theta: won 1, lost 5, tied 0 — not estimable")),
        qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("did not converge")), qPrintable(notes));
}

// Without a recorded winner a battle goes to the leader on points over its rounds; the ablation cuts each battle after
// round k. The test derives both itself from the verdicts and fits them with scikit-learn.
void TestArenaElo::pointsRuleBattlesAndAblationEqualScikitLearn()
{
    if (!sklearnAvailable())
        QSKIP("python3 with scikit-learn (Debian: python3-sklearn) is not installed: the reference fit cannot run");
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("points.draudit")), 80);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral(
        "SELECT c.id, sa.name, sb.name, r.round_no, jr.value FROM judge_records jr JOIN rounds r ON 'round:' || r.id = "
        "jr.target JOIN comparisons c ON c.id = r.comparison_id JOIN systems sa ON sa.id = c.system_a JOIN systems sb "
        "ON sb.id = c.system_b WHERE jr.field = 'verdict' ORDER BY c.id, r.round_no")));
    const QHash<QString, int> points { { QStringLiteral("A_MUCH_BETTER"), 2 }, { QStringLiteral("A_BETTER"), 1 },
        { QStringLiteral("Tie"), 0 }, { QStringLiteral("B_BETTER"), -1 }, { QStringLiteral("B_MUCH_BETTER"), -2 } };
    QMap<qint64, QJsonObject> whole, cut;
    QHash<qint64, int> lead, leadAfterOne;
    QHash<qint64, bool> known, knownAfterOne;
    QHash<qint64, std::pair<QString, QString>> models;
    while (q.next()) {
        const qint64 c = q.value(0).toLongLong();
        models.insert(c, { q.value(1).toString(), q.value(2).toString() });
        if (!points.contains(q.value(4).toString()))
            continue;
        lead[c] += points.value(q.value(4).toString());
        known[c] = true;
        if (q.value(3).toInt() == 1) {
            leadAfterOne[c] += points.value(q.value(4).toString());
            knownAfterOne[c] = true;
        }
    }
    const auto winner = [&](qint64 c, int l) {
        return battle(models[c].first, models[c].second,
            l > 0       ? models[c].first
                : l < 0 ? models[c].second
                        : QString());
    };
    QJsonArray wholeBattles, cutBattles;
    for (auto it = models.cbegin(); it != models.cend(); ++it) {
        if (known.value(it.key()))
            wholeBattles.append(winner(it.key(), lead.value(it.key())));
        if (knownAfterOne.value(it.key()))
            cutBattles.append(winner(it.key(), leadAfterOne.value(it.key())));
    }
    ArenaAnalysisOptions o;
    o.bootstrap = 20;
    const auto report = analyseArena(*store, o);
    QVERIFY(report);
    QVERIFY2(!report->notes.join(QLatin1Char('\n')).contains(QStringLiteral("not estimable")),
        "the demo's battles should rate every model");
    for (const auto &[source, battles] : { std::pair { QStringLiteral("judge dr-arena-examiner"), wholeBattles },
             std::pair { QStringLiteral("judge dr-arena-examiner, battles cut after round 1"), cutBattles } }) {
        const QHash<QString, double> ours = ratingsOf(*report, source);
        const QHash<QString, double> theirs = scikitLearn(battles);
        QVERIFY(!theirs.isEmpty());
        QCOMPARE(ours.size(), theirs.size());
        for (auto it = theirs.cbegin(); it != theirs.cend(); ++it)
            QVERIFY2(std::abs(ours.value(it.key()) - it.value()) < 0.01,
                qPrintable(QStringLiteral("%1 %2: %3 vs %4").arg(source, it.key()).arg(ours.value(it.key())).arg(*it)));
    }
}

QTEST_GUILESS_MAIN(TestArenaElo)
#include "tst_arenaelo.moc"
