// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/deepresearchbench/drbjudgepairs.h"

#include "judge/bootstrap.h"
#include "judge/pairwiseagreement.h"
#include "models/report/pairedjudges.h"
#include "models/report/scorerows.h"

namespace draudit::models {

namespace {
// The first run's reports the second scored too, by task, and the same reports with the second's scores.
struct MatchedTasks
{
    QList<QList<ScoredReport>> first, second;
    int reports = 0;
};

MatchedTasks matchTasks(const QList<ScoredReport> &first, const QList<ScoredReport> &second)
{
    QMap<ReportKey, double> secondScore;
    for (const ScoredReport &r : second)
        secondScore.insert({ r.task, r.model }, r.method);
    MatchedTasks m;
    for (const QList<ScoredReport> &task : byTask(first)) {
        QList<ScoredReport> a, b;
        for (const ScoredReport &r : task)
            if (const auto it = secondScore.constFind({ r.task, r.model }); it != secondScore.constEnd()) {
                a << r;
                b << r;
                b.last().method = *it;
            }
        if (a.isEmpty())
            continue;
        m.reports += static_cast<int>(a.size());
        m.first << a;
        m.second << b;
    }
    return m;
}

// Pairs of a task's reports only one run orders as the mean expert does (the three-way PAR's agreement).
std::pair<int, int> discordantPairs(const MatchedTasks &m, int *pairs)
{
    int onlyFirst = 0, onlySecond = 0;
    for (qsizetype t = 0; t < m.first.size(); ++t) {
        std::vector<double> a, b, human;
        for (qsizetype i = 0; i < m.first[t].size(); ++i) {
            a.push_back(m.first[t][i].method);
            b.push_back(m.second[t][i].method);
            human.push_back(m.first[t][i].humanMean());
        }
        const auto x = judge::pairOutcomes(a, human, judge::ParVariant::ThreeWay);
        const auto y = judge::pairOutcomes(b, human, judge::ParVariant::ThreeWay);
        for (std::size_t p = 0; p < x.size(); ++p) {
            onlyFirst += x[p].agrees && !y[p].agrees ? 1 : 0;
            onlySecond += !x[p].agrees && y[p].agrees ? 1 : 0;
        }
        *pairs += static_cast<int>(x.size());
    }
    return { onlyFirst, onlySecond };
}

void appendPair(ReportTable &table, const MatchedTasks &m, const QString &comparison, const Table2Request &request)
{
    const auto differences = [&m](const std::vector<double> &w) {
        const Table2 a = computeTable2(m.first, w);
        const Table2 b = computeTable2(m.second, w);
        return std::vector<double> { a.par() - b.par(), a.overall() - b.overall() };
    };
    const std::vector<double> value = differences(std::vector<double>(static_cast<std::size_t>(m.first.size()), 1.0));
    judge::BootstrapOptions options;
    options.resamples = request.bootstrap > 0 ? request.bootstrap : 1000;
    options.seed = request.seed;
    const auto ci = judge::bootstrap(static_cast<std::size_t>(m.first.size()), differences, options);
    const QString analysis = QStringLiteral(QT_TRANSLATE_NOOP(
        "draudit::models::ReportTerms", "DeepResearch Bench: RACE run vs RACE run against the experts"));
    const QString tasks = QStringLiteral("tasks");
    if (std::isfinite(value[0]))
        table.rows << pairedDifferenceRow(
            analysis, comparison, QStringLiteral("PAR difference"), value[0], ci[0], tasks, m.reports);
    if (std::isfinite(value[1]))
        table.rows << pairedDifferenceRow(
            analysis, comparison, QStringLiteral("overall_score difference"), value[1], ci[1], tasks, m.reports);
    int pairs = 0;
    const auto [onlyFirst, onlySecond] = discordantPairs(m, &pairs);
    appendMcNemarRows(table, analysis, comparison, onlyFirst, onlySecond, pairs);
}
} // namespace

void appendTable2Pairs(ReportTable &table, const QMap<QString, QList<ScoredReport>> &runs, const Table2Request &request)
{
    const QStringList names = runs.keys();
    for (qsizetype a = 0; a < names.size(); ++a)
        for (qsizetype b = a + 1; b < names.size(); ++b) {
            const MatchedTasks m = matchTasks(runs.value(names[a]), runs.value(names[b]));
            if (m.first.size() < 2)
                continue;
            appendPair(table, m, QStringLiteral("%1 − %2 · %3").arg(names[a], names[b], request.dimension), request);
        }
}

void appendRunVsCeiling(ReportTable &table, const QList<ScoredReport> &reports, const Table2Request &request)
{
    QList<QList<ScoredReport>> tasks;
    std::vector<std::pair<double, double>> ceiling; // per task: (agreeing, pairs)
    for (const QList<ScoredReport> &task : byTask(reports))
        if (const auto c = humanCeilingPairs(task); c.second > 0) {
            tasks << task;
            ceiling.push_back(c);
        }
    if (tasks.size() < 2)
        return;
    const auto difference = [&](const std::vector<double> &w) {
        double agreeing = 0, pairs = 0;
        for (std::size_t i = 0; i < ceiling.size(); ++i) {
            agreeing += w[i] * ceiling[i].first;
            pairs += w[i] * ceiling[i].second;
        }
        return std::vector<double> { computeTable2(tasks, w).par() - agreeing / pairs };
    };
    const std::vector<double> value = difference(std::vector<double>(ceiling.size(), 1.0));
    judge::BootstrapOptions options;
    options.resamples = request.bootstrap > 0 ? request.bootstrap : 1000;
    options.seed = request.seed;
    const auto ci = judge::bootstrap(ceiling.size(), difference, options);
    if (std::isfinite(value[0]))
        table.rows << pairedDifferenceRow(QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms",
                                              "DeepResearch Bench: RACE run vs the human ceiling")),
            QStringLiteral("%1 · judge %2").arg(request.dimension, request.judgeName),
            QStringLiteral("PAR minus PAR_expert_vs_others"), value[0], ci[0], QStringLiteral("tasks"),
            static_cast<double>(tasks.size()));
}

} // namespace draudit::models
