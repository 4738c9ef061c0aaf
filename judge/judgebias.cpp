// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ties are left out of the length slopes (a tie prefers neither answer) but count half in the family win rate and
// in the ratings, as in the plain Bradley–Terry fit.
#include "judge/judgebias.h"

#include "judge/logisticregression.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace draudit::judge {

namespace {
// Logistic slope of "A preferred" on one difference, ties left out; NaN when it cannot be fitted.
double slope(const std::vector<PairVerdict> &v, const std::vector<double> &w, VerdictSource source,
    double PairVerdict::*difference, double *used)
{
    Design d { 2, {} };
    std::vector<double> y, weights;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i].source != source || w[i] <= 0 || v[i].scoreA == 0.5)
            continue;
        d.addRow({ 1.0, v[i].*difference });
        y.push_back(v[i].scoreA > 0.5 ? 1.0 : 0.0);
        weights.push_back(w[i]);
    }
    if (used)
        *used = static_cast<double>(y.size());
    if (y.size() < 3)
        return kNaN;
    LogisticOptions o;
    o.maxIterations = 50;
    o.tolerance = 1e-9;
    const LogisticFit fit = logisticRegression(d, y, weights, o);
    return fit.converged && std::isfinite(fit.se[1]) ? fit.beta[1] : kNaN;
}

double ownFamilyWinRate(
    const std::vector<PairVerdict> &v, const std::vector<double> &w, VerdictSource source, double *used)
{
    double won = 0, total = 0, count = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i].source != source || w[i] <= 0 || v[i].ownFamily == 0)
            continue;
        won += w[i] * (v[i].ownFamily > 0 ? v[i].scoreA : 1 - v[i].scoreA);
        total += w[i];
        ++count;
    }
    if (used)
        *used = count;
    return total > 0 ? won / total : kNaN;
}

// [judge × 3, humans × 3, difference × 3]
std::vector<double> pairStatistics(
    const std::vector<PairVerdict> &v, const std::vector<double> &w, std::vector<double> *used = nullptr)
{
    std::vector<double> out(3 * PairBiasCount, kNaN);
    for (const VerdictSource s : { VerdictSource::Judge, VerdictSource::Humans }) {
        const std::size_t at = static_cast<std::size_t>(s) * PairBiasCount;
        double *n = used ? used->data() + at : nullptr;
        out[at + WordsSlope] = slope(v, w, s, &PairVerdict::wordsLog2Ratio, n ? n + WordsSlope : nullptr);
        out[at + CitationsSlope] = slope(v, w, s, &PairVerdict::citationsLog2Ratio, n ? n + CitationsSlope : nullptr);
        out[at + OwnFamilyWinRate] = ownFamilyWinRate(v, w, s, n ? n + OwnFamilyWinRate : nullptr);
    }
    for (std::size_t k = 0; k < PairBiasCount; ++k)
        out[2 * PairBiasCount + k] = out[k] - out[PairBiasCount + k];
    return out;
}

BootstrapOptions clustered(const BootstrapOptions &options, std::vector<std::size_t> clusters)
{
    BootstrapOptions b = options;
    b.clusters = std::move(clusters);
    return b;
}

// Full-sample estimates only (no resampling asked for).
std::vector<BootstrapInterval> pointEstimates(const std::vector<double> &values)
{
    std::vector<BootstrapInterval> out(values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        out[i].estimate = values[i];
    return out;
}

std::vector<BootstrapInterval> resampled(std::size_t units, const WeightedStatistic &statistic,
    const BootstrapOptions &options, std::vector<std::size_t> clusters)
{
    if (options.resamples <= 0 || units < 2)
        return pointEstimates(statistic(std::vector<double>(units, 1.0)));
    return bootstrap(units, statistic, clustered(options, std::move(clusters)));
}
} // namespace

PairBias pairBias(const std::vector<PairVerdict> &verdicts, const BootstrapOptions &options)
{
    std::vector<std::size_t> clusters;
    for (const PairVerdict &v : verdicts)
        clusters.push_back(v.cluster);
    const auto statistic = [&](const std::vector<double> &w) { return pairStatistics(verdicts, w); };
    const std::vector<BootstrapInterval> all = resampled(verdicts.size(), statistic, options, clusters);
    std::vector<double> used(2 * PairBiasCount, 0.0);
    pairStatistics(verdicts, std::vector<double>(verdicts.size(), 1.0), &used);
    PairBias out;
    const auto k = static_cast<long>(PairBiasCount);
    out.judge.assign(all.begin(), all.begin() + k);
    out.humans.assign(all.begin() + k, all.begin() + 2 * k);
    out.difference.assign(all.begin() + 2 * k, all.end());
    out.judgeN.assign(used.begin(), used.begin() + k);
    out.humansN.assign(used.begin() + k, used.end());
    return out;
}

namespace {
// Mean z-score of the own-family items within one source's scores.
double ownFamilyZ(const std::vector<ScoredItem> &items, const std::vector<double> &w, double ScoredItem::*score)
{
    double n = 0, sum = 0, squares = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        n += w[i];
        sum += w[i] * items[i].*score;
    }
    if (n < 2)
        return kNaN;
    const double mean = sum / n;
    for (std::size_t i = 0; i < items.size(); ++i)
        squares += w[i] * (items[i].*score - mean) * (items[i].*score - mean);
    const double sd = std::sqrt(squares / (n - 1));
    double own = 0, ownN = 0;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].ownFamily && w[i] > 0) {
            own += w[i] * (items[i].*score - mean) / sd;
            ownN += w[i];
        }
    return sd > 0 && ownN > 0 ? own / ownN : kNaN;
}
} // namespace

std::vector<BootstrapInterval> ownFamilyScoreShift(
    const std::vector<ScoredItem> &items, const BootstrapOptions &options)
{
    std::vector<std::size_t> clusters;
    for (const ScoredItem &item : items)
        clusters.push_back(item.cluster);
    const auto statistic = [&items](const std::vector<double> &w) {
        const double judge = ownFamilyZ(items, w, &ScoredItem::judge);
        const double humans = ownFamilyZ(items, w, &ScoredItem::humans);
        return std::vector<double> { judge, humans, judge - humans };
    };
    return resampled(items.size(), statistic, options, clusters);
}

namespace {
struct StyleModel
{
    int players = 0;
    std::size_t covariates = 0;
    Design plain, styled;
    std::vector<double> y;
    std::vector<double> games;
    std::vector<bool> varies; // per covariate: not zero in every game
    std::vector<double> plainStart, styledStart;
};

// Ridge on player strengths (identifiability; keeps a winless player finite) and a negligible one on covariates
// (keeps a covariate that never varies, e.g. no answer uses bold, from making the system singular).
std::vector<double> penalties(const StyleModel &m, bool styled)
{
    std::vector<double> out(static_cast<std::size_t>(m.players), 1e-3);
    if (styled)
        out.resize(out.size() + m.covariates, 1e-9);
    return out;
}

StyleModel styleModel(int players, const std::vector<StyledGame> &games)
{
    StyleModel m;
    m.players = players;
    m.covariates = games.empty() ? 0 : games.front().covariates.size();
    const auto p = static_cast<std::size_t>(players);
    std::vector<double> scale(m.covariates, 0.0);
    for (const StyledGame &g : games)
        for (std::size_t k = 0; k < m.covariates; ++k)
            scale[k] += g.covariates[k] * g.covariates[k];
    m.varies.assign(m.covariates, false);
    for (std::size_t k = 0; k < m.covariates; ++k) { // RMS of an antisymmetric difference: its SD about 0
        m.varies[k] = scale[k] > 0;
        scale[k] = m.varies[k] ? std::sqrt(scale[k] / static_cast<double>(games.size())) : 1.0;
    }
    m.plain.columns = p;
    m.styled.columns = p + m.covariates;
    m.games.assign(p, 0.0);
    for (const StyledGame &g : games) {
        std::vector<double> row(p + m.covariates, 0.0);
        row[static_cast<std::size_t>(g.a)] = 1;
        row[static_cast<std::size_t>(g.b)] = -1;
        m.plain.addRow(std::vector<double>(row.begin(), row.begin() + players));
        for (std::size_t k = 0; k < m.covariates; ++k)
            row[p + k] = g.covariates[k] / scale[k];
        m.styled.addRow(row);
        m.y.push_back(g.scoreA);
        m.games[static_cast<std::size_t>(g.a)] += 1;
        m.games[static_cast<std::size_t>(g.b)] += 1;
    }
    return m;
}

// Elo of each player from log-strengths, centred on the players who played.
std::vector<double> elo(const std::vector<double> &beta, const std::vector<double> &games)
{
    double sum = 0, count = 0;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i] > 0) {
            sum += beta[i];
            ++count;
        }
    std::vector<double> out(games.size(), kNaN);
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i] > 0)
            out[i] = 1000 + 400 / std::numbers::ln10 * (beta[i] - sum / count);
    return out;
}

std::vector<double> fitBoth(const StyleModel &m, const std::vector<double> &w, bool *converged = nullptr)
{
    const auto p = static_cast<std::size_t>(m.players);
    LogisticOptions o;
    o.maxIterations = 60;
    o.tolerance = 1e-8;
    o.penalty = penalties(m, false);
    o.start = m.plainStart;
    const LogisticFit plain = logisticRegression(m.plain, m.y, w, o);
    o.penalty = penalties(m, true);
    o.start = m.styledStart;
    const LogisticFit styled = logisticRegression(m.styled, m.y, w, o);
    if (converged)
        *converged = plain.converged && styled.converged;
    const std::vector<double> a = elo(plain.beta, m.games);
    const std::vector<double> b = elo(styled.beta, m.games);
    std::vector<double> out(a);
    out.insert(out.end(), b.begin(), b.end());
    for (std::size_t i = 0; i < p; ++i)
        out.push_back(b[i] - a[i]);
    for (std::size_t k = 0; k < m.covariates; ++k)
        out.push_back(m.varies[k] ? styled.beta[p + k] : kNaN);
    return out;
}
} // namespace

StyleRatings styleControlledRatings(int players, const std::vector<StyledGame> &games, const BootstrapOptions &options)
{
    StyleModel m = styleModel(players, games);
    StyleRatings r;
    r.games = m.games;
    if (games.empty() || players < 2)
        return r;
    std::vector<std::size_t> clusters;
    for (const StyledGame &g : games)
        clusters.push_back(g.cluster);
    {
        // Warm starts for the resamples: the full-sample fits.
        LogisticOptions o;
        o.penalty = penalties(m, false);
        m.plainStart = logisticRegression(m.plain, m.y, {}, o).beta;
        o.penalty = penalties(m, true);
        m.styledStart = logisticRegression(m.styled, m.y, {}, o).beta;
    }
    fitBoth(m, std::vector<double>(games.size(), 1.0), &r.converged);
    const auto statistic = [&m](const std::vector<double> &w) { return fitBoth(m, w); };
    const std::vector<BootstrapInterval> all = resampled(games.size(), statistic, options, clusters);
    const auto p = static_cast<long>(players);
    r.plain.assign(all.begin(), all.begin() + p);
    r.controlled.assign(all.begin() + p, all.begin() + 2 * p);
    r.shift.assign(all.begin() + 2 * p, all.begin() + 3 * p);
    r.coefficients.assign(all.begin() + 3 * p, all.end());
    return r;
}

} // namespace draudit::judge
