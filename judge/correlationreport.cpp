// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Group means are unweighted means over kept groups, as DeepResearch Bench computes FAP and FAS.
#include "judge/correlationreport.h"

#include "judge/icc.h"

#include <cmath>

namespace draudit::judge {

namespace {

std::vector<double> statValues(const CorrelationSet &s)
{
    return { s.pearson.r, s.spearman.rho, s.kendall.tauB, s.parStrict.value, s.parThreeWay.value,
        s.parTiesExcluded.value };
}

const char *const kStatKeys[]
    = { "pearson", "spearman", "kendall_tau_b", "par_strict", "par_three_way", "par_ties_excluded" };

// Expands multiplicities into a plain sample (the bootstrap hands out whole-number weights).
void expand(const std::vector<double> &x, const std::vector<double> &y, const std::vector<double> &w,
    std::vector<double> *ox, std::vector<double> *oy)
{
    ox->clear();
    oy->clear();
    for (std::size_t i = 0; i < x.size(); ++i)
        for (int k = 0; k < static_cast<int>(w[i]); ++k) {
            ox->push_back(x[i]);
            oy->push_back(y[i]);
        }
}

} // namespace

CorrelationSet correlate(const std::vector<double> &x, const std::vector<double> &y, double tol)
{
    CorrelationSet s;
    s.n = static_cast<double>(std::min(x.size(), y.size()));
    s.pearson = pearson(x, y);
    s.spearman = spearman(x, y);
    s.kendall = kendallTauB(x, y);
    s.parStrict = pairwiseAgreement(x, y, ParVariant::Strict);
    s.parThreeWay = pairwiseAgreement(x, y, ParVariant::ThreeWay, tol);
    s.parTiesExcluded = pairwiseAgreement(x, y, ParVariant::TiesExcluded);
    return s;
}

CorrelationReport correlationReport(const PairedScores &d, const CorrelationOptions &o)
{
    CorrelationReport r;
    r.overall = correlate(d.x, d.y, o.tieTolerance);
    if (o.bootstrap > 0 && d.x.size() >= 2) {
        BootstrapOptions bo;
        bo.resamples = o.bootstrap;
        bo.seed = o.seed;
        if (d.groups.size() == d.x.size()) {
            std::map<std::string, std::size_t> ids;
            for (const std::string &g : d.groups)
                bo.clusters.push_back(ids.emplace(g, ids.size()).first->second);
        }
        const auto stat = [&](const std::vector<double> &w) {
            std::vector<double> x, y;
            expand(d.x, d.y, w, &x, &y);
            return statValues(correlate(x, y, o.tieTolerance));
        };
        const auto boot = bootstrap(d.x.size(), stat, bo);
        for (std::size_t i = 0; i < boot.size(); ++i)
            r.overall.bootstrap[kStatKeys[i]] = boot[i];
    }
    if (d.groups.size() != d.x.size())
        return r;

    std::map<std::string, std::vector<std::size_t>> members;
    for (std::size_t i = 0; i < d.groups.size(); ++i)
        members[d.groups[i]].push_back(i);
    std::vector<double> sums(6, 0.0), counts(6, 0.0);
    for (const auto &[name, rows] : members) {
        std::vector<double> x, y;
        std::vector<std::vector<double>> raters;
        for (std::size_t i : rows) {
            x.push_back(d.x[i]);
            y.push_back(d.y[i]);
            if (d.raterScores.size() == d.x.size())
                raters.push_back(d.raterScores[i]);
        }
        CorrelationSet s = correlate(x, y, o.tieTolerance);
        if (!raters.empty())
            s.icc11 = intraclassCorrelation(raters).forms[0].value;
        const bool drop = o.minGroupIcc && s.icc11 && !(*s.icc11 >= *o.minGroupIcc);
        if (drop) {
            r.droppedGroups.push_back(name);
        } else {
            const auto v = statValues(s);
            for (std::size_t k = 0; k < v.size(); ++k)
                if (std::isfinite(v[k])) {
                    sums[k] += v[k];
                    counts[k] += 1;
                }
            r.groupsUsed += 1;
        }
        r.groups.emplace(name, std::move(s));
    }
    for (std::size_t k = 0; k < 6; ++k)
        r.groupMeans[kStatKeys[k]] = counts[k] > 0 ? sums[k] / counts[k] : kNaN;
    if (o.minGroupIcc)
        r.notes.push_back("groups with ICC(1,1) below " + std::to_string(*o.minGroupIcc)
            + " dropped: " + std::to_string(r.droppedGroups.size()));
    return r;
}

} // namespace draudit::judge
