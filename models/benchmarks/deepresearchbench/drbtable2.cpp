// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The paper (and its appendix) defines the human side of every statistic by the mean expert score of a report;
// FAP/FAS keep a task only when its experts agree at all (ICC(1,1) >= 0). The Overall Score's interval resamples
// whole tasks, since a task's pairs, its ICC and its correlations all move together.
#include "models/benchmarks/deepresearchbench/drbtable2.h"

#include "judge/bootstrap.h"
#include "judge/correlation.h"
#include "judge/icc.h"
#include "judge/pairwiseagreement.h"
#include "models/report/agreementrows.h"
#include "models/report/clusteredscores.h"
#include "models/report/scorerows.h"

#include <QMap>
#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace draudit::models {

namespace {
double weightedMean(const std::vector<double> &values, const std::vector<double> &weights)
{
    double sum = 0, total = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        sum += values[i] * weights[i];
        total += weights[i];
    }
    return total > 0 ? sum / total : std::nan("");
}

// Whether FAP/FAS keep the task: two or more experts scored all of its reports, it has three or more reports, and
// their ICC(1,1) is not negative.
bool keptByIcc(const QList<ScoredReport> &task)
{
    const QStringList experts = completeExperts(task);
    if (experts.size() < 2 || task.size() < 3)
        return false;
    std::vector<std::vector<double>> matrix;
    for (const ScoredReport &r : task) {
        std::vector<double> scores;
        for (const QString &e : experts)
            scores.push_back(r.human.value(e));
        matrix.push_back(scores);
    }
    return judge::intraclassCorrelation(matrix).forms[0].value >= 0;
}

void addTask(Table2 &t, const QList<ScoredReport> &task, double w, QMap<QString, std::array<double, 3>> &models)
{
    std::vector<double> method, human;
    for (const ScoredReport &r : task) {
        method.push_back(r.method);
        human.push_back(r.humanMean());
        std::array<double, 3> &m = models[r.model];
        m[0] += w * r.method;
        m[1] += w * r.humanMean();
        m[2] += w;
    }
    t.tasks += w;
    const judge::ParResult par = judge::pairwiseAgreement(method, human, judge::ParVariant::ThreeWay);
    t.agreeingPairs += w * par.agreeing;
    t.pairs += w * par.pairs;
    if (!keptByIcc(task))
        return;
    t.kept += w;
    const double r = judge::pearson(method, human).r;
    const double rho = judge::spearman(method, human).rho;
    if (std::isfinite(r)) {
        t.fap.push_back(r);
        t.fapWeights.push_back(w);
    }
    if (std::isfinite(rho)) {
        t.fas.push_back(rho);
        t.fasWeights.push_back(w);
    }
}
} // namespace

double Table2::fapMean() const
{
    return weightedMean(fap, fapWeights);
}

double Table2::fasMean() const
{
    return weightedMean(fas, fasWeights);
}

double Table2::overall() const
{
    return (par() + opc + fapMean() + fasMean()) / 4; // NaN unless all four exist
}

Table2 computeTable2(const QList<QList<ScoredReport>> &tasks, const std::vector<double> &weights)
{
    Table2 t;
    QMap<QString, std::array<double, 3>> models; // model -> weighted sums of run score, mean human score, weight
    for (qsizetype i = 0; i < tasks.size(); ++i)
        if (weights[static_cast<std::size_t>(i)] > 0)
            addTask(t, tasks[i], weights[static_cast<std::size_t>(i)], models);
    if (models.size() >= 3) {
        std::vector<double> m, h;
        for (const std::array<double, 3> &sums : std::as_const(models)) {
            m.push_back(sums[0] / sums[2]);
            h.push_back(sums[1] / sums[2]);
        }
        const judge::PearsonResult p = judge::pearson(m, h);
        t.opc = p.r;
        t.opcCi = p.ci95;
        t.models = static_cast<int>(models.size());
    }
    return t;
}

namespace {
// A mean of correlations lies in [-1, 1]; so does its interval (the t interval is cut there, and says so).
ReportRow correlationMean(
    const QString &analysis, const QString &comparison, const char *statistic, const std::vector<double> &values)
{
    ReportRow row = meanRow(analysis, comparison, QString::fromLatin1(statistic), values);
    if (row.ciLow < -1 || row.ciHigh > 1) {
        row.ciLow = std::max(row.ciLow, -1.0);
        row.ciHigh = std::min(row.ciHigh, 1.0);
        row.ciMethod += QStringLiteral(", cut at [-1, 1]");
    }
    return row;
}

} // namespace

void appendTable2Rows(ReportTable &table, const QList<ScoredReport> &reports, const Table2Request &request)
{
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DeepResearch Bench: RACE vs humans"));
    const QString comparison = QStringLiteral("%1 · judge %2").arg(request.dimension, request.judgeName);
    const QList<QList<ScoredReport>> tasks = byTask(reports).values();
    const Table2 t = computeTable2(tasks, std::vector<double>(static_cast<std::size_t>(tasks.size()), 1.0));
    // PAR pools pairs and OPC per-model means over tasks: both resample whole tasks, as the Overall Score does.
    judge::BootstrapOptions options;
    options.resamples = request.bootstrap > 0 ? request.bootstrap : 1000;
    options.seed = request.seed;
    const auto boot = judge::bootstrap(
        static_cast<std::size_t>(tasks.size()),
        [&tasks](const std::vector<double> &w) {
            const Table2 r = computeTable2(tasks, w);
            return std::vector<double> { r.par(), r.opc, r.overall() };
        },
        options);
    if (t.pairs > 0) {
        table.rows << proportionRow(
            analysis, comparison, QStringLiteral("PAR"), static_cast<int>(t.agreeingPairs), static_cast<int>(t.pairs));
        setTaskInterval(table.rows.last(), boot[0]);
    }
    if (t.models >= 3) {
        table.rows << correlationRow(analysis, comparison, QStringLiteral("OPC"), t.opc, t.opcCi, t.models);
        setTaskInterval(table.rows.last(), boot[1]);
    }
    if (!t.fap.empty())
        table.rows << correlationMean(analysis, comparison, "FAP", t.fap);
    if (!t.fas.empty())
        table.rows << correlationMean(analysis, comparison, "FAS", t.fas);
    table.rows << valueRow(analysis, comparison, QStringLiteral("tasks_kept_icc_nonnegative"), t.kept, t.tasks);
    if (!std::isfinite(t.overall()))
        return;
    ReportRow overall = valueRow(analysis, comparison, QStringLiteral("overall_score"), t.overall(), t.tasks);
    setTaskInterval(overall, boot[2]);
    overall.headline = request.dimension == QLatin1String("overall");
    table.rows << overall;
}

std::pair<double, double> humanCeilingPairs(const QList<ScoredReport> &task)
{
    const QStringList experts = completeExperts(task);
    double agreeing = 0, pairs = 0;
    if (experts.size() < 2)
        return { 0, 0 };
    for (const QString &e : experts) {
        std::vector<double> mine, others;
        for (const ScoredReport &r : task) {
            mine.push_back(r.human.value(e));
            double sum = 0;
            for (const QString &o : experts)
                sum += o == e ? 0 : r.human.value(o);
            others.push_back(sum / static_cast<double>(experts.size() - 1));
        }
        const judge::ParResult h = judge::pairwiseAgreement(mine, others, judge::ParVariant::ThreeWay);
        agreeing += h.agreeing;
        pairs += h.pairs;
    }
    return { agreeing, pairs };
}

void appendHumanCeiling(ReportTable &table, const QList<ScoredReport> &humanReports, const QString &dimension)
{
    double agreeing = 0, pairs = 0;
    for (const QList<ScoredReport> &task : byTask(humanReports)) {
        const auto [a, n] = humanCeilingPairs(task);
        agreeing += a;
        pairs += n;
    }
    if (pairs > 0)
        table.rows << proportionRow(QStringLiteral("DeepResearch Bench: human inter-agreement"), dimension,
            QStringLiteral("PAR_expert_vs_others"), static_cast<int>(agreeing), static_cast<int>(pairs));
}

} // namespace draudit::models
