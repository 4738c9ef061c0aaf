// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// NaN and infinity become null: JSON has no such numbers and a reader must see "undefined", not 0.
#include "models/report/reportjson.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace draudit::models {

using nlohmann::ordered_json;
using namespace draudit::judge;

namespace {

ordered_json num(double v)
{
    return std::isfinite(v) ? ordered_json(v) : ordered_json(nullptr);
}

ordered_json interval(const Interval &i)
{
    return ordered_json::array({ num(i.lo), num(i.hi) });
}

ordered_json bootstrapJson(const BootstrapInterval &b, const AgreementReport *r)
{
    ordered_json j;
    j["resamples"] = b.resamples;
    j["failed"] = b.failed;
    if (r) {
        j["seed"] = r->bootstrapSeed;
        j["resampling"] = r->clusteredBootstrap ? "clusters" : "items";
    }
    j["se"] = num(b.se);
    j["ci95_percentile"] = interval(b.percentile);
    j["ci95_bca"] = interval(b.bca);
    return j;
}

ordered_json coefficientJson(const Coefficient &c, const AgreementReport &r)
{
    ordered_json j;
    const Estimate &e = c.estimate;
    j["value"] = num(e.value);
    if (e.se)
        j["se"] = num(*e.se);
    if (e.ci95) {
        j["ci95"] = interval(*e.ci95);
        j["ci_method"] = e.ciMethod;
    }
    if (e.se0)
        j["se0"] = num(*e.se0);
    if (e.z)
        j["z"] = num(*e.z);
    if (e.p)
        j["p"] = num(*e.p);
    for (const auto &[k, v] : c.extra)
        j[k] = num(v);
    if (!c.weights.empty())
        j["weights"] = c.weights;
    if (c.bootstrap)
        j["bootstrap"] = bootstrapJson(*c.bootstrap, &r);
    return j;
}

ordered_json correlationSetJson(const CorrelationSet &s)
{
    ordered_json j;
    j["n"] = s.n;
    j["pearson"] = { { "r", num(s.pearson.r) }, { "t", num(s.pearson.t) }, { "df", num(s.pearson.df) },
        { "p", num(s.pearson.p) }, { "p_method", "t distribution" }, { "ci95", interval(s.pearson.ci95) },
        { "ci_method", "Fisher z" } };
    j["spearman"] = { { "rho", num(s.spearman.rho) }, { "S", num(s.spearman.s) }, { "p", num(s.spearman.p) },
        { "p_method", s.spearman.pMethod }, { "p_t_approx", num(s.spearman.pT) }, { "p_exact", num(s.spearman.pExact) },
        { "ci95", interval(s.spearman.ci95) }, { "ci_method", "Fisher z, Bonett-Wright SE" } };
    j["kendall_tau_b"] = { { "tau_b", num(s.kendall.tauB) }, { "z", num(s.kendall.z) }, { "p", num(s.kendall.p) },
        { "p_method", s.kendall.pMethod }, { "p_asymptotic", num(s.kendall.pAsymptotic) },
        { "p_exact", num(s.kendall.pExact) }, { "ci95", interval(s.kendall.ci95) },
        { "ci_method", "Fisher z, Fieller-Hartley-Pearson SE" }, { "tau_c", num(s.kendall.tauC) } };
    const auto par = [](const ParResult &p) {
        return ordered_json { { "value", num(p.value) }, { "agreeing", p.agreeing }, { "pairs", p.pairs } };
    };
    j["par"] = { { "strict", par(s.parStrict) }, { "three_way", par(s.parThreeWay) },
        { "ties_excluded", par(s.parTiesExcluded) } };
    const PairCounts &c = s.kendall.counts;
    j["pair_counts"] = { { "pairs", c.pairs }, { "concordant", c.concordant }, { "discordant", c.discordant },
        { "ties_x_only", c.tiesXOnly }, { "ties_y_only", c.tiesYOnly }, { "ties_both", c.tiesBoth } };
    if (s.icc11)
        j["icc1_raters"] = num(*s.icc11);
    if (!s.bootstrap.empty()) {
        ordered_json b;
        for (const auto &[k, v] : s.bootstrap)
            b[k] = bootstrapJson(v, nullptr);
        j["bootstrap"] = b;
    }
    return j;
}

} // namespace

ordered_json agreementToJson(const AgreementReport &r)
{
    ordered_json j;
    j["n_items"] = r.items;
    j["n_raters"] = r.raters;
    j["n_ratings"] = r.ratings;
    j["categories"] = r.categories;
    j["level"] = levelName(r.level);
    static const char *const order[] = { "percent_agreement", "cohen_kappa", "weighted_kappa_linear",
        "weighted_kappa_quadratic", "scott_pi", "gwet_ac1", "gwet_ac2", "brennan_prediger", "fleiss_kappa",
        "light_kappa", "conger_kappa", "krippendorff_alpha", "weighted_kappa_custom", "gwet_ac2_custom" };
    for (const char *key : order) {
        const auto it = r.coefficients.find(key);
        if (it == r.coefficients.end())
            continue;
        j[key] = coefficientJson(it->second, r);
        if (std::string(key) == "fleiss_kappa" && !r.fleissCategoryKappa.empty()) {
            ordered_json per;
            for (std::size_t i = 0; i < r.fleissCategoryKappa.size() && i < r.categories.size(); ++i)
                per[r.categories[i]] = num(r.fleissCategoryKappa[i]);
            j[key]["category_kappa"] = per;
        }
    }
    if (!r.pairwiseCohen.empty()) {
        ordered_json pairs = ordered_json::array();
        for (const RaterPairKappa &p : r.pairwiseCohen)
            pairs.push_back({ { "rater_1", p.first }, { "rater_2", p.second }, { "cohen_kappa", num(p.kappa) },
                { "ci95", interval(p.ci95) }, { "n", p.n } });
        j["pairwise_cohen_kappa"] = pairs;
    }
    if (r.icc) {
        ordered_json icc;
        for (const IccForm &f : r.icc->result.forms) {
            ordered_json form = { { "value", num(f.value) }, { "F", num(f.f) }, { "df1", num(f.df1) },
                { "df2", num(f.df2) }, { "p", num(f.p) }, { "ci95", interval(f.ci95) },
                { "shrout_fleiss", f.shroutFleiss }, { "mcgraw_wong", f.mcgrawWong } };
            const auto b = r.icc->bootstrap.find(f.name);
            if (b != r.icc->bootstrap.end())
                form["bootstrap"] = bootstrapJson(b->second, &r);
            icc[f.name] = form;
        }
        icc["n_complete_items"] = r.icc->completeItems;
        j["icc"] = icc;
    }
    j["notes"] = r.notes;
    return j;
}

ordered_json correlationToJson(const CorrelationReport &r)
{
    ordered_json j = correlationSetJson(r.overall);
    if (!r.groups.empty()) {
        ordered_json groups;
        for (const auto &[name, s] : r.groups)
            groups[name] = correlationSetJson(s);
        j["groups"] = groups;
        ordered_json means;
        for (const auto &[k, v] : r.groupMeans)
            means[k] = num(v);
        means["n_groups"] = r.groupsUsed;
        means["n_groups_dropped"] = r.droppedGroups.size();
        j["group_means"] = means;
        j["dropped_groups"] = r.droppedGroups;
    }
    j["notes"] = r.notes;
    return j;
}

std::string agreementToTable(const AgreementReport &r)
{
    std::ostringstream out;
    char line[256];
    std::snprintf(line, sizeof line, "%zu items, %zu raters, %zu ratings, level %s\n\n", r.items, r.raters, r.ratings,
        levelName(r.level));
    out << line;
    std::snprintf(line, sizeof line, "%-26s %9s %9s %21s %9s\n", "statistic", "value", "se", "95% CI", "p");
    out << line;
    const auto fmt = [](std::optional<double> v) {
        char b[32];
        if (!v || !std::isfinite(*v))
            return std::string("-");
        std::snprintf(b, sizeof b, "%.4f", *v);
        return std::string(b);
    };
    for (const auto &[key, c] : r.coefficients) {
        const Estimate &e = c.estimate;
        std::optional<Interval> ci = e.ci95;
        if (!ci && c.bootstrap)
            ci = c.bootstrap->bca;
        const std::string cis = ci ? "[" + fmt(ci->lo) + ", " + fmt(ci->hi) + "]" : "-";
        std::snprintf(line, sizeof line, "%-26s %9s %9s %21s %9s\n", key.c_str(), fmt(e.value).c_str(),
            fmt(e.se).c_str(), cis.c_str(), fmt(e.p).c_str());
        out << line;
    }
    if (r.icc) {
        for (const IccForm &f : r.icc->result.forms) {
            const std::string cis = "[" + fmt(f.ci95.lo) + ", " + fmt(f.ci95.hi) + "]";
            std::snprintf(line, sizeof line, "%-26s %9s %9s %21s %9s\n", f.shroutFleiss.c_str(), fmt(f.value).c_str(),
                "-", cis.c_str(), fmt(f.p).c_str());
            out << line;
        }
    }
    for (const RaterPairKappa &p : r.pairwiseCohen) {
        const std::string name = "cohen_kappa " + p.first + " vs " + p.second;
        const std::string cis = "[" + fmt(p.ci95.lo) + ", " + fmt(p.ci95.hi) + "]";
        std::snprintf(line, sizeof line, "%-26s %9s %9s %21s %9s  (n = %.0f)\n", name.c_str(), fmt(p.kappa).c_str(),
            "-", cis.c_str(), "-", p.n);
        out << line;
    }
    for (const std::string &n : r.notes)
        out << "\nnote: " << n;
    out << "\n";
    return out.str();
}

namespace {
std::string fixed(double v)
{
    if (!std::isfinite(v))
        return "-";
    char b[32];
    std::snprintf(b, sizeof b, "%.4f", v);
    return b;
}

std::string tableLine(const char *name, double value, const Interval *ci, double p)
{
    char line[256];
    const std::string cis = ci ? "[" + fixed(ci->lo) + ", " + fixed(ci->hi) + "]" : "-";
    std::snprintf(line, sizeof line, "%-26s %9s %21s %9s\n", name, fixed(value).c_str(), cis.c_str(), fixed(p).c_str());
    return line;
}

void correlationSetTable(std::ostringstream &out, const CorrelationSet &s)
{
    char line[256];
    std::snprintf(line, sizeof line, "%-26s %9s %21s %9s\n", "statistic", "value", "95% CI", "p");
    out << line;
    out << tableLine("pearson_r", s.pearson.r, &s.pearson.ci95, s.pearson.p);
    out << tableLine("spearman_rho", s.spearman.rho, &s.spearman.ci95, s.spearman.p);
    out << tableLine("kendall_tau_b", s.kendall.tauB, &s.kendall.ci95, s.kendall.p);
    out << tableLine("par_strict", s.parStrict.value, nullptr, kNaN);
    out << tableLine("par_three_way", s.parThreeWay.value, nullptr, kNaN);
    out << tableLine("par_ties_excluded", s.parTiesExcluded.value, nullptr, kNaN);
    if (s.icc11)
        out << tableLine("icc1_raters", *s.icc11, nullptr, kNaN);
}
} // namespace

std::string correlationToTable(const CorrelationReport &r)
{
    std::ostringstream out;
    char line[256];
    std::snprintf(line, sizeof line, "%.0f pairs\n\n", r.overall.n);
    out << line;
    correlationSetTable(out, r.overall);
    if (!r.groups.empty()) {
        std::snprintf(
            line, sizeof line, "\nmeans over %.0f groups (%zu dropped)\n", r.groupsUsed, r.droppedGroups.size());
        out << line;
        for (const auto &[name, value] : r.groupMeans)
            out << tableLine(name.c_str(), value, nullptr, kNaN);
    }
    for (const std::string &n : r.notes)
        out << "\nnote: " << n;
    out << "\n";
    return out.str();
}

} // namespace draudit::models
