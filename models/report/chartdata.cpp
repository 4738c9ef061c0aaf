// Verdicts outside the five-point scale (UNKNOWN) are left out of the matrix and of the distances.
#include "models/report/chartdata.h"

#include "models/core/resulttry.h"
#include "models/report/scoredreports.h"
#include "models/store/labelqueries.h"
#include "models/store/projectstore.h"

#include <QMap>
#include <algorithm>

namespace draudit::models {

namespace {
const QStringList kScale { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
    QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };

// (annotator, target, human verdict, judge verdict) for every round both answered.
Result<QList<std::tuple<QString, QString, QString, QString>>> pairs(
    ProjectStore &store, qint64 studyId, const QString &field)
{
    DRAUDIT_TRY(answers, LabelQueries(store).roundAnswersWithJudge(studyId, field, QStringLiteral("verdict")));
    QList<std::tuple<QString, QString, QString, QString>> out;
    for (const AnswerAndJudge &a : answers)
        if (kScale.contains(a.human) && kScale.contains(a.judge))
            out.append({ a.annotator, a.target, a.human, a.judge });
    return out;
}
} // namespace

Result<ConfusionMatrix> verdictConfusion(ProjectStore &store, qint64 studyId, const QString &field)
{
    DRAUDIT_TRY(all, pairs(store, studyId, field));
    ConfusionMatrix m { kScale, kScale, std::vector<std::vector<double>>(5, std::vector<double>(5, 0)),
        QStringLiteral("human"), QStringLiteral("judge") };
    for (const auto &[who, target, human, judge] : all)
        m.values[static_cast<std::size_t>(kScale.indexOf(human))][static_cast<std::size_t>(kScale.indexOf(judge))] += 1;
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

QList<RatingComparison> ratingComparison(const ReportTable &report)
{
    QMap<QString, RatingComparison> byModel;
    for (const ReportRow &row : report.rows) {
        if (!row.analysis.startsWith(QLatin1String("ratings")) || row.statistic != QLatin1String("elo"))
            continue;
        const QString source = row.comparison.section(QStringLiteral(": "), 0, 0);
        const QString model = row.comparison.section(QStringLiteral(": "), 1);
        RatingComparison &c = byModel[model];
        c.model = model;
        if (source == QLatin1String("humans")) {
            c.human = row.value;
            c.humanLow = row.ciLow;
            c.humanHigh = row.ciHigh;
            c.hasHuman = true;
        } else if (c.judgeHigh == 0) { // the first judge
            c.judge = row.value;
            c.judgeLow = row.ciLow;
            c.judgeHigh = row.ciHigh;
        }
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
    for (const auto &[who, target, human, judge] : all) {
        const int distance = static_cast<int>(std::abs(kScale.indexOf(human) - kScale.indexOf(judge)));
        if (distance > 0)
            out.append({ target, who, human, judge, distance });
    }
    std::stable_sort(out.begin(), out.end(),
        [](const WorstDisagreement &a, const WorstDisagreement &b) { return a.distance > b.distance; });
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

} // namespace draudit::models
