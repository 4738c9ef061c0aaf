// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Verdicts outside the five-point scale (UNKNOWN) are left out of the matrix and of the distances.
#include "models/report/chartdata.h"

#include "models/core/resulttry.h"
#include "models/report/scoredreports.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <algorithm>

namespace draudit::models {

namespace {
const QStringList kScale { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
    QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };

// Every round a human and the judge both gave a verdict on the scale.
Result<QList<AnswerAndJudge>> pairs(ProjectStore &store, qint64 studyId, const QString &field)
{
    DRAUDIT_TRY(answers, LabelQueries(store).roundAnswersWithJudge(studyId, field, QStringLiteral("verdict")));
    QList<AnswerAndJudge> out;
    for (const AnswerAndJudge &a : answers)
        if (kScale.contains(a.human) && kScale.contains(a.judge))
            out.append(a);
    return out;
}

// A verdict with the sides swapped: "A better" for the annotator who saw B on the left is the file's "B better".
QString mirrored(const QString &verdict)
{
    return kScale.at(kScale.size() - 1 - kScale.indexOf(verdict));
}
} // namespace

Result<ConfusionMatrix> verdictConfusion(ProjectStore &store, qint64 studyId, const QString &field)
{
    DRAUDIT_TRY(all, pairs(store, studyId, field));
    ConfusionMatrix m { kScale, kScale, std::vector<std::vector<double>>(5, std::vector<double>(5, 0)),
        QStringLiteral("human"), QStringLiteral("judge") };
    for (const AnswerAndJudge &a : all)
        m.values[static_cast<std::size_t>(kScale.indexOf(a.human))][static_cast<std::size_t>(kScale.indexOf(a.judge))]
            += 1;
    return m;
}

Result<QList<ScorePair>> reportScorePairs(ProjectStore &store, const ScoreSource &source)
{
    DRAUDIT_TRY(reports, scoredReports(store, source));
    QList<ScorePair> out;
    for (const ScoredReport &r : reports)
        out.append({ QStringLiteral("%1 · %2").arg(r.task, r.model), r.method, r.humanMean() });
    return out;
}

namespace {
// A row's value and interval as the judge's (or the humans') point of a comparison chart.
void setJudge(RatingComparison &p, const ReportRow &row)
{
    p.judge = row.value;
    p.judgeLow = row.ciLow;
    p.judgeHigh = row.ciHigh;
}

void setHuman(RatingComparison &p, const ReportRow &row)
{
    p.human = row.value;
    p.humanLow = row.ciLow;
    p.humanHigh = row.ciHigh;
    p.hasHuman = true;
}

struct BiasSpec
{
    const char *title;
    const char *axis;
    double reference;
    const char *judgeStatistic;
    const char *humanStatistic;
    double lowest = 0; // the statistic's range; equal: unbounded
    double highest = 0;
};

// The judge's name in a "judge bias" comparison: "NAME (all rounds)", "NAME vs humans (same rounds)".
QString judgeOf(const QString &comparison)
{
    const qsizetype vs = comparison.indexOf(QLatin1String(" vs humans"));
    return vs >= 0 ? comparison.left(vs) : comparison.section(QStringLiteral(" ("), 0, 0);
}

BiasChart biasChart(const ReportTable &report, const BiasSpec &spec)
{
    BiasChart chart { QCoreApplication::translate("draudit::models::ChartData", spec.title),
        QCoreApplication::translate("draudit::models::ChartData", spec.axis), spec.reference, {}, spec.lowest,
        spec.highest };
    QMap<QString, RatingComparison> byJudge;
    QSet<QString> fromSameItems;
    for (const ReportRow &row : report.rows) {
        if (row.analysis != QLatin1String("judge bias"))
            continue;
        const bool judgeRow = row.statistic == QLatin1String(spec.judgeStatistic);
        const bool humanRow = row.statistic == QLatin1String(spec.humanStatistic);
        const QString judge = judgeOf(row.comparison);
        const bool same = row.comparison.contains(QLatin1String(" vs humans"));
        if ((!judgeRow && !humanRow) || (!same && fromSameItems.contains(judge)))
            continue;
        RatingComparison &p = byJudge[judge];
        p.model = judge;
        if (same && !fromSameItems.contains(judge)) { // the same-items estimate replaces the all-rounds one
            fromSameItems.insert(judge);
            p = RatingComparison {};
            p.model = judge;
        }
        judgeRow ? setJudge(p, row) : setHuman(p, row);
    }
    chart.points = byJudge.values();
    return chart;
}

// Position: each judge's seat-A rate (on the humans' rounds where there are humans) and the humans' left-answer rate.
BiasChart positionChart(const ReportTable &report)
{
    BiasChart chart { QCoreApplication::translate("draudit::models::ChartData", "Position bias"),
        QCoreApplication::translate("draudit::models::ChartData", "first-shown answer's win rate"), 0.5, {}, 0, 1 };
    QMap<QString, RatingComparison> byJudge;
    const ReportRow *humans = nullptr;
    int annotators = 0;
    for (const ReportRow &row : report.rows) {
        if (row.analysis != QLatin1String("position bias") || row.statistic != QLatin1String("first_position_win_rate"))
            continue;
        if (row.comparison.endsWith(QLatin1String("(left answer)"))) {
            annotators += row.comparison.startsWith(QLatin1String("all humans")) ? 0 : 1;
            if (!humans || row.comparison.startsWith(QLatin1String("all humans")))
                humans = &row;
            continue;
        }
        const QString judge = row.comparison.section(QStringLiteral(" (seat A"), 0, 0);
        const bool onHumanRounds = row.comparison.contains(QLatin1String("rounds the humans answered"));
        RatingComparison &p = byJudge[judge];
        if (p.model.isEmpty() || onHumanRounds) {
            p = RatingComparison {};
            p.model = judge;
            setJudge(p, row);
        }
    }
    for (RatingComparison &p : byJudge)
        if (humans)
            setHuman(p, *humans);
    chart.points = byJudge.values();
    return chart;
}
} // namespace

QList<BiasChart> biasCharts(const ReportTable &report)
{
    static const BiasSpec specs[] = {
        { QT_TRANSLATE_NOOP("draudit::models::ChartData", "Length bias: words"),
            QT_TRANSLATE_NOOP("draudit::models::ChartData", "log-odds per doubling of words"), 0,
            "length_words_log_odds_judge", "length_words_log_odds_humans" },
        { QT_TRANSLATE_NOOP("draudit::models::ChartData", "Length bias: citations"),
            QT_TRANSLATE_NOOP("draudit::models::ChartData", "log-odds per doubling of citations + 1"), 0,
            "length_citations_log_odds_judge", "length_citations_log_odds_humans" },
        { QT_TRANSLATE_NOOP("draudit::models::ChartData", "Self-preference"),
            QT_TRANSLATE_NOOP("draudit::models::ChartData", "own family's win rate"), 0.5,
            "self_preference_win_rate_judge", "self_preference_win_rate_humans", 0, 1 },
        { QT_TRANSLATE_NOOP("draudit::models::ChartData", "Length bias of scores"),
            QT_TRANSLATE_NOOP("draudit::models::ChartData", "partial r with log length"), 0,
            "length_words_partial_r_judge", "length_words_partial_r_humans", -1, 1 },
        { QT_TRANSLATE_NOOP("draudit::models::ChartData", "Self-preference of scores"),
            QT_TRANSLATE_NOOP("draudit::models::ChartData", "own family's mean z-score"), 0,
            "self_preference_mean_z_judge", "self_preference_mean_z_humans" },
    };
    QList<BiasChart> out;
    for (const BiasSpec &spec : specs)
        if (BiasChart chart = biasChart(report, spec); !chart.points.isEmpty())
            out << chart;
    if (BiasChart chart = positionChart(report); !chart.points.isEmpty())
        out << chart;
    return out;
}

QList<RatingComparison> ratingComparison(const ReportTable &report)
{
    QMap<QString, RatingComparison> byModel;
    for (const ReportRow &row : report.rows) {
        const bool board = row.analysis == QLatin1String("leaderboard ratings");
        if ((!board && !row.analysis.startsWith(QLatin1String("ratings"))) || row.statistic != QLatin1String("elo"))
            continue;
        const QString source = row.comparison.section(QStringLiteral(": "), 0, 0);
        const QString model = row.comparison.section(QStringLiteral(": "), 1);
        if (board && !byModel.contains(model))
            continue; // a leaderboard model no source here rates
        RatingComparison &c = byModel[model];
        c.model = model;
        if (board) {
            if (!c.hasBoard) {
                c.board = row.value;
                c.hasBoard = true;
            }
        } else if (source == QLatin1String("humans"))
            setHuman(c, row);
        else if (c.judgeHigh == 0) // the first judge
            setJudge(c, row);
    }
    QList<RatingComparison> out = byModel.values();
    std::sort(
        out.begin(), out.end(), [](const RatingComparison &a, const RatingComparison &b) { return a.judge > b.judge; });
    return out;
}

ConfusionMatrix annotatorMatrix(const ReportTable &report, const QString &statistic)
{
    QMap<QPair<QString, QString>, double> values;
    QStringList names;
    for (const ReportRow &row : report.rows) {
        if (row.analysis != QLatin1String("human vs human verdict") || row.statistic != statistic)
            continue;
        const QString a = row.comparison.section(QStringLiteral(" vs "), 0, 0);
        const QString b = row.comparison.section(QStringLiteral(" vs "), 1);
        values.insert({ a, b }, row.value);
        values.insert({ b, a }, row.value);
        names << a << b;
    }
    names.removeDuplicates();
    names.sort();
    ConfusionMatrix m { names, names, {}, QStringLiteral("annotator"), QStringLiteral("annotator") };
    for (const QString &a : names) {
        std::vector<double> row;
        for (const QString &b : names)
            row.push_back(a == b ? 1.0 : values.value({ a, b }, 0));
        m.values.push_back(row);
    }
    return m;
}

Result<QList<WorstDisagreement>> worstDisagreements(
    ProjectStore &store, qint64 studyId, int limit, const QString &field)
{
    DRAUDIT_TRY(all, pairs(store, studyId, field));
    QList<WorstDisagreement> out;
    for (const AnswerAndJudge &a : all) {
        const int distance = static_cast<int>(std::abs(kScale.indexOf(a.human) - kScale.indexOf(a.judge)));
        if (distance == 0)
            continue;
        // As the annotator saw the round: a disagreement is discussed with the person, about their screen.
        const bool flip = a.shownMirrored;
        out.append({ a.target, a.annotator, flip ? mirrored(a.human) : a.human, flip ? mirrored(a.judge) : a.judge,
            distance, a.comparison, a.round, flip });
    }
    std::stable_sort(out.begin(), out.end(),
        [](const WorstDisagreement &a, const WorstDisagreement &b) { return a.distance > b.distance; });
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

} // namespace draudit::models
