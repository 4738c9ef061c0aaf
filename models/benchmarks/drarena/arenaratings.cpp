// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two fits per source. The headline is the official leaderboard's (tournament_cli.py → compute_mle_elo): one game per
// battle, the unpenalised maximum-likelihood Bradley–Terry fit (ties half won), centred so the mean rating is 1000.
// The round-level variant plays every round as a game (A_* = A wins, B_* = B wins, Tie = half each; UNKNOWN is left
// out), with one virtual half game per model. Bootstraps resample whole battles.
#include "models/benchmarks/drarena/arenaratings.h"

#include "judge/bradleyterry.h"
#include "judge/correlation.h"
#include "models/benchmarks/drarena/arenabattlegames.h"
#include "models/benchmarks/drarena/arenaqueries.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/report/reportterms.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <set>

namespace draudit::models {

namespace {
struct Games
{
    std::vector<judge::PairOutcome> outcomes;
    std::vector<std::size_t> battles;
};

// Verdicts on rounds into games, keyed by their source; players numbered in the order they first appear.
void collect(const QList<BattleVerdict> &verdicts, QMap<QString, Games> &out, QMap<qint64, int> &players)
{
    for (const BattleVerdict &v : verdicts) {
        const auto score = arena::scoreOfA(v.value);
        if (!score)
            continue;
        for (qint64 system : { v.systemA, v.systemB })
            if (!players.contains(system))
                players.insert(system, static_cast<int>(players.size()));
        Games &g = out[v.source];
        g.outcomes.push_back({ players.value(v.systemA), players.value(v.systemB), *score, 1.0 });
        g.battles.push_back(static_cast<std::size_t>(v.battle));
    }
}

// Pearson and Spearman between the Elo gap of a battle's two models and its number of rounds (the paper: r = -0.61),
// per battle and per model pair (mean rounds of the pair's battles).
void eloGapRows(
    ReportTable &t, const QString &source, const QHash<qint64, double> &elo, const QList<BattleLength> &battles)
{
    std::vector<double> gap, rounds;
    QMap<QPair<qint64, qint64>, QPair<double, int>> byPair; // (a, b) -> (sum of rounds, battles)
    for (const BattleLength &b : battles) {
        const qint64 a = b.systemA, c = b.systemB;
        if (!elo.contains(a) || !elo.contains(c))
            continue;
        gap.push_back(std::abs(elo.value(a) - elo.value(c)));
        rounds.push_back(b.rounds);
        auto &pair = byPair[{ std::min(a, c), std::max(a, c) }];
        pair.first += b.rounds;
        ++pair.second;
    }
    std::vector<double> pairGap, pairRounds;
    for (auto it = byPair.begin(); it != byPair.end(); ++it) {
        pairGap.push_back(std::abs(elo.value(it.key().first) - elo.value(it.key().second)));
        pairRounds.push_back(it->first / it->second);
    }
    for (const auto &[unit, x, y] : { std::tuple { QStringLiteral("per battle"), gap, rounds },
             std::tuple { QStringLiteral("per model pair"), pairGap, pairRounds } }) {
        if (x.size() < 3)
            continue;
        const judge::PearsonResult pr = judge::pearson(x, y);
        const judge::SpearmanResult sr = judge::spearman(x, y);
        const QString analysis = QStringLiteral("Elo gap vs rounds");
        const QString comparison = QStringLiteral("%1, %2").arg(source, unit);
        const auto n = static_cast<double>(x.size());
        t.rows << intervalRow(analysis, comparison, QStringLiteral("pearson_r"), pr.r, pr.ci95.lo, pr.ci95.hi,
            QStringLiteral("Fisher z"), n)
               << valueRow(analysis, comparison, QStringLiteral("pearson_r_p"), pr.p, n)
               << intervalRow(analysis, comparison, QStringLiteral("spearman_rho"), sr.rho, sr.ci95.lo, sr.ci95.hi,
                      QStringLiteral("Fisher z"), n)
               << valueRow(analysis, comparison, QStringLiteral("spearman_rho_p"), sr.p, n);
    }
}

// Pearson, Spearman and Kendall between two sources' ratings of the same models, each with its p-value.
void correlationRows(
    ReportTable &t, const QString &comparison, const std::vector<double> &x, const std::vector<double> &y)
{
    if (x.size() < 3)
        return;
    const judge::PearsonResult pr = judge::pearson(x, y);
    const judge::SpearmanResult sr = judge::spearman(x, y);
    const judge::KendallResult kr = judge::kendallTauB(x, y);
    for (const auto &[name, value, ci, p] : { std::tuple { QStringLiteral("pearson_r"), pr.r, pr.ci95, pr.p },
             std::tuple { QStringLiteral("spearman_rho"), sr.rho, sr.ci95, sr.p },
             std::tuple { QStringLiteral("kendall_tau_b"), kr.tauB, kr.ci95, kr.p } }) {
        const QString analysis = QStringLiteral("rating agreement");
        const auto n = static_cast<double>(x.size());
        t.rows << intervalRow(analysis, comparison, name, value, ci.lo, ci.hi, QStringLiteral("Fisher z"), n)
               << valueRow(analysis, comparison, name + QStringLiteral("_p"), p, n);
    }
}
// An imported leaderboard's ratings, by model: its names as the battles write them, or mapped by the user's aliases.
Result<void> addLeaderboards(QMap<QString, QHash<qint64, double>> &rated, const LabelQueries &labels,
    const QSet<qint64> &played, const QHash<qint64, QString> &systems, const ModelAliases &aliases)
{
    QHash<QString, qint64> systemOfName;
    for (const qint64 system : played)
        systemOfName.insert(systems.value(system).toLower(), system);
    DRAUDIT_TRY(board, labels.judgeScores(QStringLiteral("leaderboard"), QStringLiteral("elo")));
    for (const ScoredTarget &entry : board) {
        const Target &player = entry.target;
        const qint64 listed = player.kind() == Target::Kind::System ? player.id() : 0;
        const qint64 system = played.contains(listed)
            ? listed
            : systemOfName.value(aliases.modelOf(systems.value(listed)).toLower(), 0);
        if (system != 0)
            rated[QStringLiteral("leaderboard ") + entry.run].insert(system, entry.score);
    }
    return {};
}

// One source's per-battle fit: the models with a finite estimate, and the record of each without one.
struct BattleFit
{
    QList<qint64> systems; // by player index
    judge::Ratings ratings;
    std::vector<judge::BootstrapInterval> ci;
    QStringList notEstimable; // "model: won 3, lost 0, tied 0"
    std::size_t battles = 0; // the clusters the bootstrap resampled
};

struct Record
{
    double won = 0, lost = 0, tied = 0;
};

QHash<qint64, Record> records(const QList<arena::BattleGame> &games)
{
    QHash<qint64, Record> out;
    for (const arena::BattleGame &g : games) {
        Record &a = out[g.systemA];
        Record &b = out[g.systemB];
        (g.scoreA == 1 ? a.won : g.scoreA == 0 ? a.lost : a.tied) += 1;
        (g.scoreA == 0 ? b.won : g.scoreA == 1 ? b.lost : b.tied) += 1;
    }
    return out;
}

// The maximum-likelihood ratings are finite exactly when every model can be reached from every other along "beat or
// tied" links (Ford, 1957): a model that won every battle it played (or lost every one) cannot, and neither can a
// group that only ever beat another. Only the largest group of models linked both ways is rated; the others are named.
QSet<qint64> notEstimable(const QList<arena::BattleGame> &games)
{
    QList<qint64> models;
    for (const arena::BattleGame &g : games)
        for (const qint64 s : { g.systemA, g.systemB })
            if (!models.contains(s))
                models << s;
    std::sort(models.begin(), models.end());
    const auto n = static_cast<std::size_t>(models.size());
    std::vector<char> reach(n * n, 0); // reach[i * n + j]: i reaches j (j beat or tied i, and so on)
    for (std::size_t i = 0; i < n; ++i)
        reach[i * n + i] = 1;
    for (const arena::BattleGame &g : games) {
        const auto a = static_cast<std::size_t>(models.indexOf(g.systemA));
        const auto b = static_cast<std::size_t>(models.indexOf(g.systemB));
        if (g.scoreA >= 0.5)
            reach[b * n + a] = 1;
        if (g.scoreA <= 0.5)
            reach[a * n + b] = 1;
    }
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t i = 0; i < n; ++i)
            if (reach[i * n + k])
                for (std::size_t j = 0; j < n; ++j)
                    reach[i * n + j] = reach[i * n + j] || reach[k * n + j];
    // The largest group linked both ways (the first such, in id order, on a tie).
    std::size_t best = 0, bestSize = 0;
    for (std::size_t i = 0; i < n; ++i) {
        std::size_t size = 0;
        for (std::size_t j = 0; j < n; ++j)
            size += reach[i * n + j] && reach[j * n + i] ? 1 : 0;
        if (size > bestSize) {
            best = i;
            bestSize = size;
        }
    }
    QSet<qint64> out;
    for (std::size_t j = 0; j < n; ++j)
        if (!(reach[best * n + j] && reach[j * n + best]))
            out.insert(models[static_cast<qsizetype>(j)]);
    return out;
}

BattleFit fitBattles(
    const arena::SourceGames &source, const QHash<qint64, QString> &names, const ArenaAnalysisOptions &o)
{
    BattleFit fit;
    const QSet<qint64> unrated = notEstimable(source.games);
    QHash<qint64, int> index;
    QHash<QString, std::size_t> cluster;
    std::vector<judge::PairOutcome> outcomes;
    std::vector<std::size_t> clusters;
    for (const arena::BattleGame &g : source.games) {
        if (unrated.contains(g.systemA) || unrated.contains(g.systemB))
            continue;
        for (const qint64 s : { g.systemA, g.systemB })
            if (!index.contains(s)) {
                index.insert(s, static_cast<int>(fit.systems.size()));
                fit.systems << s;
            }
        outcomes.push_back({ index.value(g.systemA), index.value(g.systemB), g.scoreA, 1.0 });
        clusters.push_back(
            cluster.contains(g.battle) ? cluster.value(g.battle) : *cluster.insert(g.battle, cluster.size()));
    }
    // The record of each set-aside model, over every battle of the source.
    const QHash<qint64, Record> played = records(source.games);
    for (const qint64 s : unrated)
        fit.notEstimable << QCoreApplication::translate("draudit::models::ArenaRatings", "%1: won %2, lost %3, tied %4")
                                .arg(names.value(s))
                                .arg(played.value(s).won)
                                .arg(played.value(s).lost)
                                .arg(played.value(s).tied);
    fit.notEstimable.sort();
    const int players = static_cast<int>(fit.systems.size());
    judge::BradleyTerryOptions mle;
    mle.priorGames = 0; // the maximum-likelihood fit, as the official code's unpenalised logistic regression
    mle.maxIterations = 100000;
    fit.ratings = judge::bradleyTerry(players, outcomes, mle);
    judge::BootstrapOptions b;
    b.resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    b.seed = o.seed;
    b.clusters = clusters;
    judge::BradleyTerryOptions resampled = mle;
    resampled.maxIterations = 2000; // a resample in which a model wins every battle has no finite rating either
    fit.ci = judge::bradleyTerryBootstrap(players, outcomes, b, resampled);
    fit.battles = static_cast<std::size_t>(cluster.size());
    return fit;
}

// The ratings' interval method. From fewer battles than a cluster bootstrap supports it says so, and the notes say
// once what that means: the pilot's "1000 [1000, 1000]" was every resample alike, not certainty.
QString ratingsMethod(ReportTable &t, int resamples, std::size_t battles)
{
    const QString method = QStringLiteral("bootstrap percentile over battles (%1 resamples)").arg(resamples);
    if (battles >= kFewestClustersForBootstrap)
        return method;
    const QString note = QCoreApplication::translate("draudit::models::ArenaRatings",
        "Ratings from fewer than %1 battles: their bootstrap intervals are marked \"too few for a cluster bootstrap\". "
        "With so few clusters such intervals are too narrow (Cameron & Miller 2015), and one of zero width means "
        "every resample gave the same result, not certainty.")
                             .arg(kFewestClustersForBootstrap);
    if (!t.notes.contains(note))
        t.notes << note;
    return withTooFewClusters(method, battles, QStringLiteral("battles"));
}

// How a source's battles became games, in sentences: "humans: 3 battles rated, one game each. The winner of each
// comes from its round verdicts by the points rule. 1 battle left out: not every round of it was answered."
QString battleGamesNote(const QString &source, const arena::SourceGames &g)
{
    const int games = int(g.games.size());
    QStringList sentences { QCoreApplication::translate(
        "draudit::models::ArenaRatings", "%n battle(s) rated, one game each.", "", games) };
    if (g.recorded > 0)
        sentences << QCoreApplication::translate(
            "draudit::models::ArenaRatings", "The files record the winner of %n of them.", "", g.recorded);
    if (g.pointsRule > 0)
        sentences << QCoreApplication::translate("draudit::models::ArenaRatings",
            "The winner of %n of them comes from the round verdicts by the points rule.", "", g.pointsRule);
    if (g.partial > 0)
        sentences << QCoreApplication::translate("draudit::models::ArenaRatings",
            "%n battle(s) left out: not every round of them was answered.", "", g.partial);
    return noteOn(source, joinSentences(sentences));
}

// The headline ratings: per battle, every source; each model's row, and a note per model without a finite estimate.
void appendBattleRatings(ReportTable &t, const QMap<QString, arena::SourceGames> &sources,
    const QHash<qint64, QString> &names, const ArenaAnalysisOptions &o, QMap<QString, QHash<qint64, double>> &rated)
{
    const QString analysis = QStringLiteral("ratings (per battle, Elo scale)");
    const int resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    for (auto it = sources.cbegin(); it != sources.cend(); ++it) {
        const BattleFit fit = fitBattles(*it, names, o);
        const QString method = ratingsMethod(t, resamples, fit.battles);
        for (qsizetype i = 0; i < fit.systems.size(); ++i) {
            const auto at = static_cast<std::size_t>(i);
            ReportRow row = intervalRow(analysis, QStringLiteral("%1: %2").arg(it.key(), names.value(fit.systems[i])),
                QStringLiteral("elo"), fit.ratings.elo[at], fit.ci[at].percentile.lo, fit.ci[at].percentile.hi, method,
                fit.ratings.games[at]);
            row.se = fit.ci[at].se;
            t.rows << row;
            rated[it.key()].insert(fit.systems[i], fit.ratings.elo[at]);
        }
        t.notes << battleGamesNote(it.key(), *it);
        for (const QString &model : fit.notEstimable)
            t.notes << QCoreApplication::translate("draudit::models::ArenaRatings",
                "%1: %2 — not estimable: no finite rating, since it won (or lost) every battle against the models "
                "rated, "
                "or its battles do not link it both ways to them")
                           .arg(displayComparison(it.key()), model);
        if (!fit.ratings.converged && !fit.systems.isEmpty())
            t.notes << QCoreApplication::translate(
                "draudit::models::ArenaRatings", "%1: the per-battle fit did not converge in %2 iterations")
                           .arg(displayComparison(it.key()))
                           .arg(fit.ratings.iterations);
    }
}

// The round-level variant: every round a game, one virtual half game per model.
void appendRoundRatings(ReportTable &t, const QMap<QString, Games> &sources, const QMap<qint64, int> &players,
    const QHash<qint64, QString> &systems, const ArenaAnalysisOptions &o, QMap<QString, QHash<qint64, double>> &rated)
{
    const int resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    QHash<int, qint64> systemOf;
    for (auto it = players.cbegin(); it != players.cend(); ++it)
        systemOf.insert(it.value(), it.key());
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        const judge::Ratings r = judge::bradleyTerry(static_cast<int>(players.size()), it->outcomes);
        judge::BootstrapOptions b;
        b.resamples = resamples;
        b.seed = o.seed;
        b.clusters = it->battles;
        const auto ci = judge::bradleyTerryBootstrap(static_cast<int>(players.size()), it->outcomes, b);
        const QString source = it.key() + QStringLiteral(", per round");
        const QString method
            = ratingsMethod(t, resamples, std::set<std::size_t>(it->battles.begin(), it->battles.end()).size());
        for (int i = 0; i < players.size(); ++i) {
            const auto at = static_cast<std::size_t>(i);
            if (r.games[at] == 0)
                continue;
            ReportRow row = intervalRow(QStringLiteral("round-level ratings (Bradley-Terry, Elo scale)"),
                QStringLiteral("%1: %2").arg(source, systems.value(systemOf.value(i))), QStringLiteral("elo"),
                r.elo[at], ci[at].percentile.lo, ci[at].percentile.hi, method, r.games[at]);
            row.se = ci[at].se;
            t.rows << row;
            rated[source].insert(systemOf.value(i), r.elo[at]);
        }
        if (!r.converged)
            t.notes << QCoreApplication::translate(
                "draudit::models::ArenaRatings", "%1: the Bradley-Terry fit did not converge in %2 iterations")
                           .arg(displayComparison(source))
                           .arg(r.iterations);
    }
}

// Each pair of sources over the models both rate.
void appendRatingAgreement(ReportTable &t, const QMap<QString, QHash<qint64, double>> &rated)
{
    const QStringList keys = rated.keys();
    for (int a = 0; a < keys.size(); ++a)
        for (int b = a + 1; b < keys.size(); ++b) {
            std::vector<double> x, y;
            const QHash<qint64, double> &first = rated[keys[a]];
            const QHash<qint64, double> &second = rated[keys[b]];
            QList<qint64> common;
            for (auto it = first.begin(); it != first.end(); ++it)
                if (second.contains(it.key()))
                    common << it.key();
            std::sort(common.begin(), common.end());
            for (const qint64 i : common) {
                x.push_back(first.value(i));
                y.push_back(second.value(i));
            }
            correlationRows(t, QStringLiteral("%1 vs %2").arg(keys[a], keys[b]), x, y);
        }
}
} // namespace

Result<void> appendRatings(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    const LabelQueries labels(store);
    const ArenaQueries arena(store);
    QMap<QString, Games> sources;
    QMap<qint64, int> players;
    DRAUDIT_TRY(judged, arena.judgeBattleVerdicts(QStringLiteral("verdict")));
    collect(judged, sources, players);
    DRAUDIT_TRY(answered, arena.humanBattleVerdicts(o.studyId, o.verdictField));
    collect(answered, sources, players);
    int unrated = 0;
    DRAUDIT_TRY(
        recorded, arena.recordedBattleWinners(QLatin1String(kUnlinkedBattleScheme), kDrArena.toString(), &unrated));
    DRAUDIT_TRY(systems, labels.systemNames());
    const QMap<QString, arena::SourceGames> battles = arena::battleGames(judged, answered, recorded, systems);
    QSet<qint64> played;
    for (const arena::SourceGames &g : battles)
        for (const arena::BattleGame &game : g.games)
            played << game.systemA << game.systemB;
    if (played.size() < 2)
        return {};
    QMap<QString, QHash<qint64, double>> rated; // per source: system -> Elo
    appendBattleRatings(t, battles, systems, o, rated);
    appendRoundRatings(t, sources, players, systems, o, rated);
    if (unrated > 0)
        t.notes << QCoreApplication::translate("draudit::models::ArenaRatings",
            "%1 battle results of battles.json without a replay are not rated: they were imported without their models "
            "by an older draudit (import battles.json into a new project)")
                       .arg(unrated);
    DRAUDIT_TRY_VOID(addLeaderboards(rated, labels, played, systems, o.aliases));
    // The imported leaderboards' own ratings, beside the fitted ones (a table of models x sources), by model name.
    for (auto it = rated.cbegin(); it != rated.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("leaderboard ")))
            continue;
        QMap<QString, double> byName;
        for (auto m = it->cbegin(); m != it->cend(); ++m)
            byName.insert(systems.value(m.key()), m.value());
        for (auto m = byName.cbegin(); m != byName.cend(); ++m)
            t.rows << valueRow(QStringLiteral("leaderboard ratings"), QStringLiteral("%1: %2").arg(it.key(), m.key()),
                QStringLiteral("elo"), m.value(), 1);
    }
    DRAUDIT_TRY(lengths, arena.battleLengths());
    for (auto it = rated.begin(); it != rated.end(); ++it)
        if (!it.key().contains(QLatin1String(", ")) && it.key() != QLatin1String("humans"))
            eloGapRows(t, it.key(), it.value(), lengths);
    appendRatingAgreement(t, rated);
    return {};
}

} // namespace draudit::models
