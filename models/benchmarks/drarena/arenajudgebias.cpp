// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lengths are compared as log2((a + 1) / (b + 1)) so an empty answer stays finite; style covariates as
// (a - b) / (a + b) (0 when both are 0), the normalised differences of style-controlled leaderboards. Human answers
// are pooled over annotators, each answer one verdict; the bootstrap resamples battles.
#include "models/benchmarks/drarena/arenajudgebias.h"

#include "judge/judgebias.h"
#include "models/benchmarks/drarena/arenaqueries.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/core/textstyle.h"
#include "models/report/agreementrows.h"
#include "models/report/reportterms.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <cmath>

namespace draudit::models {

namespace {
const QString kBias = QStringLiteral("judge bias");

struct RoundFacts
{
    QString target;
    qint64 battle = 0;
    qint64 systemA = 0;
    qint64 systemB = 0;
    TextStyle a;
    TextStyle b;
};

using Rounds = QHash<QString, RoundFacts>;

// A source's verdicts as (round, score of seat A).
using Scored = QList<QPair<const RoundFacts *, double>>;

// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct ArenaJudgeBias
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ArenaJudgeBias)
};

Result<Rounds> roundFacts(ProjectStore &store)
{
    DRAUDIT_TRY(rounds, ArenaQueries(store).roundAnswers());
    Rounds out;
    out.reserve(rounds.size());
    for (const RoundAnswers &r : rounds)
        out.insert(
            r.target, RoundFacts { r.target, r.battle, r.systemA, r.systemB, textStyle(r.textA), textStyle(r.textB) });
    return out;
}

// Verdicts of one source on known rounds, optionally only on the given rounds.
Scored scored(const Rounds &rounds, const QHash<QString, QString> &labels, const QSet<QString> *only = nullptr)
{
    Scored out;
    for (auto it = labels.begin(); it != labels.end(); ++it) {
        const auto score = arena::scoreOfA(it.value());
        const auto round = rounds.constFind(it.key());
        if (score && round != rounds.constEnd() && (!only || only->contains(it.key())))
            out.append({ &*round, *score });
    }
    // A fixed order (hash order changes from run to run), so a seeded bootstrap gives the same intervals.
    std::sort(out.begin(), out.end(), [](const auto &x, const auto &y) {
        return std::pair(x.first->battle, x.first->target) < std::pair(y.first->battle, y.first->target);
    });
    return out;
}

double log2Ratio(double a, double b)
{
    return std::log2((a + 1) / (b + 1));
}

struct Families
{
    QString judge; // empty: unknown
    QHash<qint64, QString> systems;
};

void addVerdicts(
    std::vector<judge::PairVerdict> &out, const Scored &verdicts, judge::VerdictSource source, const Families &families)
{
    for (const auto &[round, score] : verdicts) {
        judge::PairVerdict v;
        v.cluster = static_cast<std::size_t>(round->battle);
        v.source = source;
        v.scoreA = score;
        v.wordsLog2Ratio = log2Ratio(round->a.words, round->b.words);
        v.citationsLog2Ratio = log2Ratio(round->a.citations, round->b.citations);
        if (!families.judge.isEmpty()) {
            const bool a = families.systems.value(round->systemA) == families.judge;
            const bool b = families.systems.value(round->systemB) == families.judge;
            v.ownFamily = a == b ? 0 : (a ? 1 : -1);
        }
        out.push_back(v);
    }
}

int resamplesOf(const ArenaAnalysisOptions &o)
{
    return o.bootstrap > 0 ? o.bootstrap : 500;
}

QString method(const ArenaAnalysisOptions &o)
{
    return QStringLiteral("bootstrap percentile over battles (%1 resamples)").arg(resamplesOf(o));
}

void appendEstimate(ReportTable &t, const QString &comparison, const QString &statistic,
    const judge::BootstrapInterval &b, double n, const ArenaAnalysisOptions &o)
{
    if (std::isfinite(b.estimate))
        t.rows << intervalRow(kBias, comparison, statistic, b.estimate, b.percentile.lo, b.percentile.hi, method(o), n);
}

// Odds ratio per doubling: exp of the slope and of its interval's ends.
void appendOddsRatio(ReportTable &t, const QString &comparison, const QString &statistic,
    const judge::BootstrapInterval &b, double n, const ArenaAnalysisOptions &o)
{
    if (std::isfinite(b.estimate))
        t.rows << intervalRow(kBias, comparison, statistic, std::exp(b.estimate), std::exp(b.percentile.lo),
            std::exp(b.percentile.hi), method(o), n);
}

void appendPairBias(ReportTable &t, const QString &comparison, const judge::PairBias &bias, bool withHumans,
    const ArenaAnalysisOptions &o)
{
    const struct
    {
        judge::PairBiasStatistic statistic;
        const char *name;
    } stats[] = { { judge::WordsSlope, "length_words" }, { judge::CitationsSlope, "length_citations" },
        { judge::OwnFamilyWinRate, "self_preference" } };
    for (const auto &s : stats) {
        const auto k = static_cast<std::size_t>(s.statistic);
        const QString base = QString::fromLatin1(s.name)
            + (s.statistic == judge::OwnFamilyWinRate ? QStringLiteral("_win_rate") : QStringLiteral("_log_odds"));
        const QString ratio = QString::fromLatin1(s.name) + QStringLiteral("_odds_ratio");
        const bool slope = s.statistic != judge::OwnFamilyWinRate;
        appendEstimate(t, comparison, base + QStringLiteral("_judge"), bias.judge[k], bias.judgeN[k], o);
        if (slope)
            appendOddsRatio(t, comparison, ratio + QStringLiteral("_judge"), bias.judge[k], bias.judgeN[k], o);
        if (!withHumans)
            continue;
        appendEstimate(t, comparison, base + QStringLiteral("_humans"), bias.humans[k], bias.humansN[k], o);
        if (slope)
            appendOddsRatio(t, comparison, ratio + QStringLiteral("_humans"), bias.humans[k], bias.humansN[k], o);
        appendEstimate(t, comparison, QString::fromLatin1(s.name) + QStringLiteral("_difference"), bias.difference[k],
            bias.judgeN[k] + bias.humansN[k], o);
    }
}

judge::BootstrapOptions bootstrapOptions(const ArenaAnalysisOptions &o)
{
    judge::BootstrapOptions b;
    b.resamples = resamplesOf(o);
    b.seed = o.seed;
    return b;
}

Families familiesFor(const QString &judgeSource, const QHash<qint64, QString> &systems, const ModelFamilies &map)
{
    Families f;
    f.judge = map.familyOf(judgeSource.section(QLatin1Char('/'), 0, 0));
    for (auto it = systems.begin(); it != systems.end(); ++it)
        f.systems.insert(it.key(), map.familyOf(it.value()));
    return f;
}

void noteFamilies(ReportTable &t, const QString &judgeSource, const Families &f)
{
    if (f.judge.isEmpty()) {
        t.notes << ArenaJudgeBias::tr("self-preference of %1: its model family is unknown; name it in a families file "
                                      "(--families FILE, a line \"%2,FAMILY\")")
                       .arg(displayComparison(judgeSource), judgeSource.section(QLatin1Char('/'), 0, 0));
        return;
    }
    QStringList unknown;
    for (auto it = f.systems.begin(); it != f.systems.end(); ++it)
        if (it.value().isEmpty())
            unknown << QString::number(it.key());
    if (!unknown.isEmpty())
        t.notes << ArenaJudgeBias::tr(
            "self-preference of %1 (family %2): %3 systems of unknown family count as other families")
                       .arg(displayComparison(judgeSource), f.judge)
                       .arg(unknown.size());
}
} // namespace

namespace {
// What both the bias rows and the style-controlled ratings read, loaded (and every answer's style counted) once.
struct BiasInputs
{
    LabelsBySource judges;
    LabelsBySource humans;
    Rounds rounds;
    QHash<qint64, QString> systems;
};

void appendPairBiasRows(ReportTable &t, const BiasInputs &in, const ArenaAnalysisOptions &o)
{
    const LabelsBySource &judges = in.judges, &humans = in.humans;
    const Rounds &rounds = in.rounds;
    const QHash<qint64, QString> &systems = in.systems;
    QHash<QString, QString> pooled; // only for the set of rounds the humans answered
    for (auto h = humans.begin(); h != humans.end(); ++h)
        for (auto it = h->begin(); it != h->end(); ++it)
            pooled.insert(it.key(), it.value());
    for (auto j = judges.begin(); j != judges.end(); ++j) {
        const Families families = familiesFor(j.key(), systems, o.families);
        noteFamilies(t, j.key(), families);
        std::vector<judge::PairVerdict> all;
        addVerdicts(all, scored(rounds, j.value()), judge::VerdictSource::Judge, families);
        appendPairBias(
            t, QStringLiteral("%1 (all rounds)").arg(j.key()), judge::pairBias(all, bootstrapOptions(o)), false, o);
        if (humans.isEmpty())
            continue;
        QSet<QString> both;
        for (auto it = pooled.begin(); it != pooled.end(); ++it)
            if (j->contains(it.key()))
                both.insert(it.key());
        std::vector<judge::PairVerdict> same;
        addVerdicts(same, scored(rounds, j.value(), &both), judge::VerdictSource::Judge, families);
        for (auto h = humans.begin(); h != humans.end(); ++h)
            addVerdicts(same, scored(rounds, h.value(), &both), judge::VerdictSource::Humans, families);
        appendPairBias(t, QStringLiteral("%1 vs humans (same rounds)").arg(j.key()),
            judge::pairBias(same, bootstrapOptions(o)), true, o);
    }
}
} // namespace

namespace {
std::vector<double> styleDifferences(const TextStyle &a, const TextStyle &b)
{
    std::vector<double> out;
    for (const auto member : { &TextStyle::words, &TextStyle::headers, &TextStyle::listItems, &TextStyle::bold }) {
        const double x = a.*member, y = b.*member;
        out.push_back(x + y > 0 ? (x - y) / (x + y) : 0.0);
    }
    return out;
}

const QStringList kCovariates { QStringLiteral("words"), QStringLiteral("headers"), QStringLiteral("list_items"),
    QStringLiteral("bold") };

// A style covariate as a note names it.
QString styleCovariateName(const QString &covariate)
{
    static const QHash<QString, const char *> names {
        { QStringLiteral("words"), QT_TRANSLATE_NOOP("draudit::models::ArenaJudgeBias", "length in words") },
        { QStringLiteral("headers"), QT_TRANSLATE_NOOP("draudit::models::ArenaJudgeBias", "headings") },
        { QStringLiteral("list_items"), QT_TRANSLATE_NOOP("draudit::models::ArenaJudgeBias", "list items") },
        { QStringLiteral("bold"), QT_TRANSLATE_NOOP("draudit::models::ArenaJudgeBias", "bold text") }
    };
    const char *name = names.value(covariate);
    return name ? ArenaJudgeBias::tr(name) : covariate;
}

void appendRatingsOf(ReportTable &t, const QString &source, const Scored &verdicts,
    const QHash<qint64, QString> &systems, const ArenaAnalysisOptions &o)
{
    QMap<qint64, int> players;
    std::vector<judge::StyledGame> games;
    for (const auto &[round, score] : verdicts) {
        for (qint64 s : { round->systemA, round->systemB })
            if (!players.contains(s))
                players.insert(s, static_cast<int>(players.size()));
        games.push_back({ static_cast<std::size_t>(round->battle), players.value(round->systemA),
            players.value(round->systemB), score, styleDifferences(round->a, round->b) });
    }
    if (players.size() < 2)
        return;
    const judge::StyleRatings r
        = judge::styleControlledRatings(static_cast<int>(players.size()), games, bootstrapOptions(o));
    const QString analysis = QStringLiteral("style-controlled ratings (Bradley-Terry, Elo scale)");
    for (auto it = players.begin(); it != players.end(); ++it) {
        const auto i = static_cast<std::size_t>(it.value());
        const QString comparison = QStringLiteral("%1: %2").arg(source, systems.value(it.key()));
        for (const auto &[name, b] : { std::pair { QStringLiteral("elo_plain"), r.plain[i] },
                 std::pair { QStringLiteral("elo_style_controlled"), r.controlled[i] },
                 std::pair { QStringLiteral("elo_shift"), r.shift[i] } })
            t.rows << intervalRow(
                analysis, comparison, name, b.estimate, b.percentile.lo, b.percentile.hi, method(o), r.games[i]);
    }
    for (qsizetype k = 0; k < kCovariates.size() && k < static_cast<qsizetype>(r.coefficients.size()); ++k) {
        const judge::BootstrapInterval &b = r.coefficients[static_cast<std::size_t>(k)];
        if (!std::isfinite(b.estimate)) {
            t.notes << ArenaJudgeBias::tr("%1: no answer differs in %2; that style covariate is left out")
                           .arg(displayComparison(source), styleCovariateName(kCovariates[k]));
            continue;
        }
        t.rows << intervalRow(analysis, QStringLiteral("%1: %2").arg(source, kCovariates[k]),
            QStringLiteral("style_log_odds_per_sd"), b.estimate, b.percentile.lo, b.percentile.hi, method(o),
            static_cast<double>(games.size()));
    }
    if (!r.converged)
        t.notes << ArenaJudgeBias::tr("%1: a style-controlled Bradley-Terry fit did not converge")
                       .arg(displayComparison(source));
}
} // namespace

namespace {
void appendStyleRatings(ReportTable &t, const BiasInputs &in, const ArenaAnalysisOptions &o)
{
    for (auto j = in.judges.begin(); j != in.judges.end(); ++j)
        appendRatingsOf(t, QStringLiteral("judge ") + j.key(), scored(in.rounds, j.value()), in.systems, o);
    Scored human;
    for (auto h = in.humans.begin(); h != in.humans.end(); ++h)
        human += scored(in.rounds, h.value());
    if (!human.isEmpty())
        appendRatingsOf(t, QStringLiteral("humans"), human, in.systems, o);
}
} // namespace

Result<void> appendJudgeBias(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    const LabelQueries labels(store);
    BiasInputs in;
    DRAUDIT_TRY(judges, labels.judgeLabels(QStringLiteral("verdict"), Target::Kind::Round, QStringLiteral("UNKNOWN")));
    DRAUDIT_TRY(humans, labels.humanLabels(o.studyId, o.verdictField, Target::Kind::Round));
    if (judges.isEmpty() && humans.isEmpty())
        return {};
    in.judges = std::move(judges);
    in.humans = std::move(humans);
    DRAUDIT_TRY(rounds, roundFacts(store));
    DRAUDIT_TRY(systems, labels.systemNames());
    in.rounds = std::move(rounds);
    in.systems = std::move(systems);
    appendPairBiasRows(t, in, o);
    appendStyleRatings(t, in, o);
    return {};
}

} // namespace draudit::models
