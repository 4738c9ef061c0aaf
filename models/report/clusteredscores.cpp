// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Expanding by multiplicity keeps Pearson and Spearman the ordinary coefficients of the resample (ties among copies
// get average ranks, as they would in the expanded data).
#include "models/report/clusteredscores.h"

#include "judge/correlation.h"

#include <QHash>

namespace draudit::models {

ClusteredScores clusteredScores(const QList<ScoredReport> &reports)
{
    ClusteredScores s;
    QHash<QString, std::size_t> index;
    for (const ScoredReport &r : reports) {
        auto it = index.constFind(r.task);
        if (it == index.constEnd()) {
            it = index.insert(r.task, static_cast<std::size_t>(s.clusterNames.size()));
            s.clusterNames << r.task;
        }
        s.method.push_back(r.method);
        s.human.push_back(r.humanMean());
        s.clusters.push_back(*it);
    }
    return s;
}

namespace {
std::vector<double> expand(const std::vector<double> &values, const std::vector<double> &weights)
{
    std::vector<double> out;
    for (std::size_t i = 0; i < values.size(); ++i)
        out.insert(out.end(), static_cast<std::size_t>(std::lround(weights[i])), values[i]);
    return out;
}
} // namespace

double weightedPearson(const ClusteredScores &s, const std::vector<double> &weights)
{
    return judge::pearson(expand(s.method, weights), expand(s.human, weights)).r;
}

double weightedSpearman(const ClusteredScores &s, const std::vector<double> &weights)
{
    return judge::spearman(expand(s.method, weights), expand(s.human, weights)).rho;
}

double weightedPar(const std::vector<judge::PairOutcome> &pairs, const std::vector<double> &weights)
{
    double agreeing = 0, all = 0;
    for (const judge::PairOutcome &p : pairs) {
        const double w = weights[p.i] * weights[p.j];
        all += w;
        agreeing += p.agrees ? w : 0;
    }
    return all > 0 ? agreeing / all : judge::kNaN;
}

judge::BootstrapOptions taskBootstrap(const ClusteredScores &s, int resamples, std::uint64_t seed)
{
    judge::BootstrapOptions o;
    o.resamples = resamples > 0 ? resamples : 1000;
    o.seed = seed;
    o.clusters = s.clusters;
    return o;
}

QString taskBootstrapMethod(int resamples)
{
    return QStringLiteral("bootstrap over tasks (clusters), percentile, %1 resamples").arg(resamples);
}

void setTaskInterval(ReportRow &row, const judge::BootstrapInterval &b)
{
    row.ciLow = b.percentile.lo;
    row.ciHigh = b.percentile.hi;
    row.se = b.se;
    row.ciMethod = taskBootstrapMethod(b.resamples);
}

} // namespace draudit::models
