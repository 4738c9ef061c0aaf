// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Verdicts are ordered A_MUCH_BETTER … B_MUCH_BETTER for weighted kappa; the 3-level view collapses them to
// A / Tie / B, and its percent agreement is the direction-only agreement. UNKNOWN judge verdicts are left out
// (and counted), never guessed.
#include "models/benchmarks/drarena/arenaanalysis.h"

#include "models/benchmarks/drarena/arenabias.h"
#include "models/benchmarks/drarena/arenajudgebias.h"
#include "models/benchmarks/drarena/arenajudgepairs.h"
#include "models/benchmarks/drarena/arenaqueries.h"
#include "models/benchmarks/drarena/arenaratings.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/report/reportterms.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
const QStringList kVerdicts { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
    QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };
const QStringList kDirections { QStringLiteral("A"), QStringLiteral("Tie"), QStringLiteral("B") };
// The paper's kappa (0.91 human vs examiner, 0.88 human vs human) is on Win / Loss / Tie.
const QString kHeadline = QStringLiteral("3-level cohen_kappa");

Labels directions(const Labels &verdicts)
{
    Labels out;
    for (auto it = verdicts.begin(); it != verdicts.end(); ++it)
        out.insert(it.key(),
            it.value().startsWith(QLatin1Char('A'))       ? QStringLiteral("A")
                : it.value().startsWith(QLatin1Char('B')) ? QStringLiteral("B")
                                                          : QStringLiteral("Tie"));
    return out;
}

// The battle of each item ("round:ID", or "annotator@round:ID" when answers are pooled): rounds of one battle, and the
// answers of several annotators on one round, are not independent, so a headline's interval resamples whole battles.
using BattleOfRound = QHash<QString, qint64>;

void clusterByBattle(judge::AgreementData &d, const BattleOfRound &battleOf)
{
    d.clusters.clear();
    for (const std::string &item : d.items) {
        const QString key = QString::fromStdString(item);
        d.clusters.push_back(static_cast<std::size_t>(battleOf.value(key.section(QLatin1Char('@'), -1), 0)));
    }
}

// The five verdicts (Cohen's and weighted kappa, ...) and Win / Loss / Tie (the paper's kappa: the headline when
// `headline` is set). With `battleOf`, every interval that can be bootstrapped is a cluster bootstrap over battles.
void compare(ReportTable &t, const QString &analysis, const QString &comparison, const QMap<QString, Labels> &raters,
    const ArenaAnalysisOptions &o, bool headline = false, const BattleOfRound &battleOf = {})
{
    judge::AgreementOptions ao;
    ao.bootstrap = battleOf.isEmpty() ? o.bootstrap : (o.bootstrap > 0 ? o.bootstrap : 1000);
    ao.seed = o.seed;
    const QString clusterUnit = battleOf.isEmpty() ? QString() : QStringLiteral("battles");
    int outside = 0;
    judge::AgreementData five = agreementInput(raters, kVerdicts, judge::Level::Ordinal, &outside);
    if (!battleOf.isEmpty())
        clusterByBattle(five, battleOf);
    if (five.items.size() < 2) {
        t.notes << QCoreApplication::translate(
            "draudit::models::ArenaAnalysis", "%1 (%2): fewer than 2 rounds rated by both sides; nothing to compare")
                       .arg(displayTerm(analysis), displayComparison(comparison));
        return;
    }
    if (outside > 0)
        t.notes << QCoreApplication::translate(
            "draudit::models::ArenaAnalysis", "%1 (%2): %3 answers outside the five verdicts were left out")
                       .arg(displayTerm(analysis), displayComparison(comparison))
                       .arg(outside);
    appendAgreementRows(t, analysis, comparison, judge::computeAgreement(five, ao), {}, {}, clusterUnit);
    QMap<QString, Labels> collapsed;
    for (auto it = raters.begin(); it != raters.end(); ++it)
        collapsed.insert(it.key(), directions(it.value()));
    judge::AgreementData three = agreementInput(collapsed, kDirections, judge::Level::Nominal);
    if (!battleOf.isEmpty())
        clusterByBattle(three, battleOf);
    judge::AgreementReport r3 = judge::computeAgreement(three, ao);
    // Only the statistics the 3-level view adds; the rest would repeat the 5-level ones under another name.
    for (auto it = r3.coefficients.begin(); it != r3.coefficients.end();)
        it = (it->first == "cohen_kappa" || it->first == "percent_agreement" || it->first == "fleiss_kappa")
            ? std::next(it)
            : r3.coefficients.erase(it);
    r3.icc.reset();
    const qsizetype first = t.rows.size();
    appendAgreementRows(
        t, analysis, comparison, r3, headline ? kHeadline : QString(), QStringLiteral("3-level "), clusterUnit);
    for (qsizetype i = first; i < t.rows.size(); ++i) // the 3-level percent agreement is the direction agreement
        if (t.rows[i].statistic == QLatin1String("3-level percent_agreement"))
            t.rows[i].statistic = QStringLiteral("direction agreement");
}

// Adjudicated ("gold") verdicts: against each judge, and each annotator against them.
Result<void> appendGold(ReportTable &t, const LabelQueries &labels, const QMap<QString, Labels> &judges,
    const QMap<QString, Labels> &humans, const ArenaAnalysisOptions &o)
{
    DRAUDIT_TRY(goldLabels, labels.goldLabels(o.studyId, o.verdictField, Target::Kind::Round));
    if (!goldLabels.isEmpty()) {
        for (auto j = judges.begin(); j != judges.end(); ++j)
            compare(t, QStringLiteral("gold vs judge verdict"), QStringLiteral("gold vs %1").arg(j.key()),
                { { QStringLiteral("gold"), goldLabels }, { j.key(), j.value() } }, o);
        for (auto h = humans.begin(); h != humans.end(); ++h)
            compare(t, QStringLiteral("human vs gold verdict"), QStringLiteral("%1 vs gold").arg(h.key()),
                { { h.key(), h.value() }, { QStringLiteral("gold"), goldLabels } }, o);
    }
    return {};
}

// Each pair of sources (annotators, or judges) compared with each other; the humans' Win / Loss / Tie kappa is the
// paper's second headline.
void pairwiseComparisons(ReportTable &t, const QMap<QString, Labels> &sources, const QString &analysis,
    const ArenaAnalysisOptions &o, bool headline, const BattleOfRound &battleOf = {})
{
    const QStringList names = sources.keys();
    for (int a = 0; a < names.size(); ++a)
        for (int b = a + 1; b < names.size(); ++b)
            compare(t, analysis, QStringLiteral("%1 vs %2").arg(names[a], names[b]),
                { { names[a], sources.value(names[a]) }, { names[b], sources.value(names[b]) } }, o, headline,
                battleOf);
}

// The paper's question validity: a round's question is valid when the same annotator found both its depth (A1) and
// its width (A2) valid. Also how many rounds and battles the audit covers.
Result<void> appendQuestionValidity(
    ReportTable &t, const LabelQueries &labels, const ArenaQueries &arena, const ArenaAnalysisOptions &o)
{
    DRAUDIT_TRY(depth, labels.humanLabels(o.studyId, QStringLiteral("A1"), Target::Kind::Round));
    DRAUDIT_TRY(width, labels.humanLabels(o.studyId, QStringLiteral("A2"), Target::Kind::Round));
    int valid = 0, both = 0;
    QSet<QString> rounds;
    for (auto a = depth.begin(); a != depth.end(); ++a)
        for (auto it = a->begin(); it != a->end(); ++it) {
            rounds.insert(it.key());
            const QString w = width.value(a.key()).value(it.key());
            if (w.isEmpty())
                continue;
            ++both;
            valid += it.value() == QLatin1String("Yes") && w == QLatin1String("Yes") ? 1 : 0;
        }
    if (both == 0)
        return {};
    t.rows << proportionRow(QStringLiteral("audit pass rate"), QStringLiteral("A1 and A2"),
        QStringLiteral("question validity"), valid, both);
    DRAUDIT_TRY(battleOf, arena.roundBattles());
    QSet<qint64> battles;
    for (const QString &round : rounds)
        if (const auto it = battleOf.constFind(round); it != battleOf.constEnd())
            battles.insert(*it);
    t.rows << valueRow(QStringLiteral("audit sample"), QStringLiteral("A1"), QStringLiteral("rounds"),
        static_cast<double>(rounds.size()), static_cast<double>(rounds.size()))
           << valueRow(QStringLiteral("audit sample"), QStringLiteral("A1"), QStringLiteral("battles"),
                  static_cast<double>(battles.size()), static_cast<double>(battles.size()));
    return {};
}

// Audit questions of the pipeline audit: the share of answers that pass, pooled over every audited round and
// annotator (the paper's rates, e.g. transition logic 62/64), each annotator's, and the readings of earlier versions as
// named extra rows: A3 from round 2 on, D2 on the last round of each battle only.
Result<void> appendAuditPassRates(
    ReportTable &t, const LabelQueries &labels, const ArenaQueries &arena, const ArenaAnalysisOptions &o)
{
    const struct
    {
        const char *field;
        QStringList pass;
        const char *label;
    } audits[] = {
        { "A1", { QStringLiteral("Yes") }, "question validity (depth)" },
        { "A2", { QStringLiteral("Yes") }, "question validity (width)" },
        { "A3", { QStringLiteral("Yes") }, "transition logic" },
        { "B1", { QStringLiteral("Completely correct"), QStringLiteral("Mostly correct") }, "rubric factuality" },
        { "B1", { QStringLiteral("Completely correct") }, "rubric factuality (strict: mostly correct fails)" },
        { "D1", { QStringLiteral("Yes") }, "agrees with the examiner" },
        { "D2", { QStringLiteral("Sufficient") }, "stop efficiency" },
    };
    DRAUDIT_TRY(places, arena.roundPlaces());
    const QString analysis = QStringLiteral("audit pass rate");
    for (const auto &a : audits) {
        const QString field = QString::fromLatin1(a.field);
        DRAUDIT_TRY(byAnnotator, labels.humanLabels(o.studyId, field, Target::Kind::Round));
        // comparison -> (passed, answers)
        QMap<QString, std::pair<int, int>> counts;
        const QString extra = field == QLatin1String("A3") ? QStringLiteral("A3, rounds 2 on")
            : field == QLatin1String("D2")                 ? QStringLiteral("D2, last round of each battle")
                                                           : QString();
        for (auto who = byAnnotator.cbegin(); who != byAnnotator.cend(); ++who)
            for (auto it = who->cbegin(); it != who->cend(); ++it) {
                const int pass = a.pass.contains(it.value()) ? 1 : 0;
                const RoundPlace place = places.value(it.key());
                QStringList into { field };
                if (byAnnotator.size() > 1)
                    into << QStringLiteral("%1 · %2").arg(field, who.key());
                if (!extra.isEmpty() && (field == QLatin1String("A3") ? place.number >= 2 : place.last))
                    into << extra;
                for (const QString &c : into) {
                    counts[c].first += pass;
                    counts[c].second += 1;
                }
            }
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            t.rows << proportionRow(analysis, it.key(), QString::fromLatin1(a.label), it->first, it->second);
    }
    return appendQuestionValidity(t, labels, arena, o);
}

} // namespace

Result<ReportTable> analyseArena(ProjectStore &store, const ArenaAnalysisOptions &o)
{
    ReportTable t;
    t.protocol = kDrArenaProtocol.toString();
    t.title
        = QCoreApplication::translate("draudit::models::ArenaAnalysis", "DR-Arena: human and judge verdict agreement");
    const LabelQueries labels(store);
    const ArenaQueries arena(store);
    const QString unknownVerdict = QStringLiteral("UNKNOWN");
    DRAUDIT_TRY(judges, labels.judgeLabels(QStringLiteral("verdict"), Target::Kind::Round, unknownVerdict));
    DRAUDIT_TRY(humans, labels.humanLabels(o.studyId, o.verdictField, Target::Kind::Round));
    if (const auto unknown = labels.judgeValueCount(QStringLiteral("verdict"), unknownVerdict); unknown && *unknown > 0)
        t.notes << QCoreApplication::translate("draudit::models::ArenaAnalysis",
            "%n judge verdict(s) could not be read (the judge's output did not parse, or the judge failed; the files "
            "say UNKNOWN) and are left out of every comparison",
            "", int(*unknown));

    const QString vsJudge = QStringLiteral("human vs judge verdict");
    DRAUDIT_TRY(battleOf, arena.roundBattles());
    for (auto j = judges.begin(); j != judges.end(); ++j) {
        // Pooled: every (annotator, round) answer is one item against the judge's verdict for that round.
        Labels pooledHuman, pooledJudge;
        for (auto h = humans.begin(); h != humans.end(); ++h) {
            // One annotator against the judge is the headline when she is the only one: clustered as a headline.
            compare(t, vsJudge, QStringLiteral("%1 vs %2").arg(h.key(), j.key()),
                { { h.key(), h.value() }, { j.key(), j.value() } }, o, false,
                humans.size() == 1 ? battleOf : BattleOfRound());
            for (auto it = h.value().begin(); it != h.value().end(); ++it) {
                pooledHuman.insert(h.key() + QLatin1Char('@') + it.key(), it.value());
                if (j.value().contains(it.key()))
                    pooledJudge.insert(h.key() + QLatin1Char('@') + it.key(), j.value().value(it.key()));
            }
        }
        if (humans.size() > 1)
            compare(t, vsJudge, QStringLiteral("all humans vs %1").arg(j.key()),
                { { QStringLiteral("humans"), pooledHuman }, { j.key(), pooledJudge } }, o, true, battleOf);
    }
    if (humans.size() == 1)
        for (ReportRow &row : t.rows)
            row.headline = row.analysis == vsJudge && row.statistic == kHeadline;

    if (auto r = appendGold(t, labels, judges, humans, o); !r)
        return tl::unexpected(r.error());
    pairwiseComparisons(t, humans, QStringLiteral("human vs human verdict"), o, true, battleOf);
    pairwiseComparisons(t, judges, QStringLiteral("judge vs judge verdict (cross-examiner)"), o, false);
    if (!humans.isEmpty()) {
        appendJudgePairs(t, judges, humans, battleOf, o);
        appendJudgeVsCeiling(t, judges, humans, battleOf, o);
    }

    for (const auto append : { appendPositionBias, appendRatings, appendJudgeBias })
        if (auto r = append(t, store, o); !r)
            return tl::unexpected(r.error());

    if (auto r = appendAuditPassRates(t, labels, arena, o); !r)
        return tl::unexpected(r.error());
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::ArenaAnalysis",
            "no human answers to field %1 on rounds, and no audit answers: import or annotate first")
                       .arg(o.verdictField);
    // The paper's statistic first.
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
