// Every round is one game between the battle's two models (A_* = A wins, B_* = B wins, Tie = half each; UNKNOWN
// is left out); the bootstrap resamples whole battles, so rounds of one battle stay together.
#include "models/benchmarks/drarena/arenaratings.h"

#include "judge/bradleyterry.h"
#include "judge/correlation.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/labelqueries.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QMap>

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
        QStringList sources { v.source };
        // The paper's ablation: the examiner's ratings from the battles cut after round 1 and after round 2.
        if (v.source.startsWith(QLatin1String("judge ")) && v.round >= 1 && v.round <= 2)
            sources << v.source + QStringLiteral(", first 2 rounds");
        if (v.source.startsWith(QLatin1String("judge ")) && v.round == 1)
            sources << v.source + QStringLiteral(", first round only");
        for (const QString &source : sources) {
            Games &g = out[source];
            g.outcomes.push_back({ players.value(v.systemA), players.value(v.systemB), *score, 1.0 });
            g.battles.push_back(static_cast<std::size_t>(v.battle));
        }
    }
}

// Pearson and Spearman between the Elo gap of a battle's two models and its number of rounds (the paper: r = -0.61),
// per battle and per model pair (mean rounds of the pair's battles).
void eloGapRows(ReportTable &t, const QString &source, const QHash<int, double> &elo, const QMap<qint64, int> &players,
    const QList<BattleLength> &battles)
{
    std::vector<double> gap, rounds;
    QMap<QPair<int, int>, QPair<double, int>> byPair; // (a, b) -> (sum of rounds, battles)
    for (const BattleLength &b : battles) {
        const int a = players.value(b.systemA, -1), c = players.value(b.systemB, -1);
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
Result<void> addLeaderboards(QMap<QString, QHash<int, double>> &rated, const LabelQueries &labels,
    const QMap<qint64, int> &players, const QHash<qint64, QString> &systems, const ModelAliases &aliases)
{
    QHash<QString, int> playerOfName;
    for (auto it = players.begin(); it != players.end(); ++it)
        playerOfName.insert(systems.value(it.key()).toLower(), it.value());
    DRAUDIT_TRY(board, labels.judgeScores(QStringLiteral("leaderboard"), QStringLiteral("elo")));
    for (const ScoredTarget &entry : board) {
        const Target player = Target::parse(entry.target);
        const qint64 system = player.kind() == Target::Kind::System ? player.id() : 0;
        const int index = players.contains(system)
            ? players.value(system)
            : playerOfName.value(aliases.modelOf(systems.value(system)).toLower(), -1);
        if (index >= 0)
            rated[QStringLiteral("leaderboard ") + entry.run].insert(index, entry.score);
    }
    return {};
}
} // namespace

Result<void> appendRatings(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    const LabelQueries labels(store);
    QMap<QString, Games> sources;
    QMap<qint64, int> players;
    DRAUDIT_TRY(judged, labels.judgeBattleVerdicts(QStringLiteral("verdict")));
    collect(judged, sources, players);
    DRAUDIT_TRY(answered, labels.humanBattleVerdicts(o.studyId, o.verdictField));
    collect(answered, sources, players);
    if (players.size() < 2)
        return {};
    QMap<int, QString> names;
    DRAUDIT_TRY(systems, labels.systemNames());
    for (auto it = systems.begin(); it != systems.end(); ++it)
        if (players.contains(it.key()))
            names.insert(players.value(it.key()), it.value());

    const int resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    QMap<QString, QHash<int, double>> rated; // per source: player index -> Elo
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        const judge::Ratings r = judge::bradleyTerry(static_cast<int>(players.size()), it->outcomes);
        judge::BootstrapOptions b;
        b.resamples = resamples;
        b.seed = o.seed;
        b.clusters = it->battles;
        const auto ci = judge::bradleyTerryBootstrap(static_cast<int>(players.size()), it->outcomes, b);
        for (int i = 0; i < players.size(); ++i) {
            if (r.games[static_cast<std::size_t>(i)] == 0)
                continue;
            const auto at = static_cast<std::size_t>(i);
            ReportRow row = intervalRow(QStringLiteral("ratings (Bradley-Terry, Elo scale)"),
                QStringLiteral("%1: %2").arg(it.key(), names.value(i)), QStringLiteral("elo"), r.elo[at],
                ci[at].percentile.lo, ci[at].percentile.hi,
                QStringLiteral("bootstrap percentile over battles (%1 resamples)").arg(resamples), r.games[at]);
            row.se = ci[at].se;
            t.rows << row;
        }
        for (int i = 0; i < players.size(); ++i)
            if (r.games[static_cast<std::size_t>(i)] > 0)
                rated[it.key()].insert(i, r.elo[static_cast<std::size_t>(i)]);
        if (!r.converged)
            t.notes << QCoreApplication::translate(
                "draudit::models::ArenaRatings", "%1: the Bradley-Terry fit did not converge in %2 iterations")
                           .arg(it.key())
                           .arg(r.iterations);
    }
    DRAUDIT_TRY_VOID(addLeaderboards(rated, labels, players, systems, o.aliases));
    DRAUDIT_TRY(lengths, labels.battleLengths());
    for (auto it = rated.begin(); it != rated.end(); ++it)
        if (!it.key().contains(QLatin1String(", first")) && it.key() != QLatin1String("humans"))
            eloGapRows(t, it.key(), it.value(), players, lengths);
    // Each pair of sources over the models both rate.
    const QMap<QString, QHash<int, double>> &all = rated;
    const QStringList keys = all.keys();
    for (int a = 0; a < keys.size(); ++a)
        for (int b = a + 1; b < keys.size(); ++b) {
            std::vector<double> x, y;
            const QHash<int, double> &first = all[keys[a]];
            const QHash<int, double> &second = all[keys[b]];
            QList<int> common;
            for (auto it = first.begin(); it != first.end(); ++it)
                if (second.contains(it.key()))
                    common << it.key();
            std::sort(common.begin(), common.end());
            for (int i : common) {
                x.push_back(first.value(i));
                y.push_back(second.value(i));
            }
            correlationRows(t, QStringLiteral("%1 vs %2").arg(keys[a], keys[b]), x, y);
        }
    return {};
}

} // namespace draudit::models
