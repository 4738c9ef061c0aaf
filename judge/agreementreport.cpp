// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Builds every statistic from rating patterns; the bootstrap recomputes the same functions on resampled weights.
#include "judge/agreementreport.h"

#include "judge/chancecorrected.h"
#include "judge/cohenkappa.h"
#include "judge/krippendorffalpha.h"
#include "judge/multiraterkappa.h"

#include <cmath>
#include <set>

namespace draudit::judge {

namespace {

enum Stat
{
    CohenK,
    CohenLin,
    CohenQuad,
    Scott,
    Fleiss,
    Ac1,
    Ac2,
    Bp,
    Alpha,
    Pa,
    Light,
    Conger,
    StatCount
};
const char *const kStatNames[StatCount]
    = { "cohen_kappa", "weighted_kappa_linear", "weighted_kappa_quadratic", "scott_pi", "fleiss_kappa", "gwet_ac1",
          "gwet_ac2", "brennan_prediger", "krippendorff_alpha", "percent_agreement", "light_kappa", "conger_kappa" };

// Everything derived from one set of pattern weights.
class CategoricalModel
{
public:
    CategoricalModel(const AgreementData &d, const PatternTable &patterns, const PatternTable &valuePatterns)
        : m_q(d.categories.size())
        , m_raters(d.raters.size())
        , m_patterns(patterns)
        , m_valuePatterns(valuePatterns)
        , m_alpha(d.level == Level::Interval || d.level == Level::Ratio ? valuePatterns.rows : patterns.rows, d.level)
        , m_ordered(d.level != Level::Nominal)
        , m_identity(WeightMatrix::make(WeightKind::Identity, m_q))
        , m_linear(WeightMatrix::make(WeightKind::Linear, m_q))
        , m_quadratic(WeightMatrix::make(WeightKind::Quadratic, m_q))
    {
    }

    CategoryCounts counts(const std::vector<double> &pw) const
    {
        CategoryCounts c(m_q);
        std::vector<double> v(m_q);
        for (std::size_t p = 0; p < m_patterns.rows.units(); ++p) {
            if (pw[p] <= 0)
                continue;
            std::fill(v.begin(), v.end(), 0.0);
            for (std::size_t r = 0; r < m_raters; ++r) {
                const double x = m_patterns.rows(p, r);
                if (!RatingMatrix::missing(x))
                    v[static_cast<std::size_t>(x)] += 1.0;
            }
            c.addSubject(v, pw[p]);
        }
        return c;
    }

    ContingencyTable table(const std::vector<double> &pw) const
    {
        ContingencyTable t(m_q);
        for (std::size_t p = 0; p < m_patterns.rows.units(); ++p) {
            const double a = m_patterns.rows(p, 0);
            const double b = m_patterns.rows(p, 1);
            if (pw[p] > 0 && !RatingMatrix::missing(a) && !RatingMatrix::missing(b))
                t(static_cast<std::size_t>(a), static_cast<std::size_t>(b)) += pw[p];
        }
        return t;
    }

    std::vector<double> values(const std::vector<double> &itemWeights) const
    {
        std::vector<double> out(StatCount, kNaN);
        const std::vector<double> pw = m_patterns.weights(itemWeights);
        const WeightMatrix &id = m_identity;
        const WeightMatrix &quad = m_quadratic;
        if (m_raters == 2) {
            const ContingencyTable t = table(pw);
            out[CohenK] = cohenKappa(t, id).estimate.value;
            out[Scott] = fleissKappa(CategoryCounts::fromTable(t), id).estimate.value;
            if (m_ordered) {
                out[CohenLin] = cohenKappa(t, m_linear).estimate.value;
                out[CohenQuad] = cohenKappa(t, quad).estimate.value;
            }
        }
        const CategoryCounts c = counts(pw);
        out[Fleiss] = fleissKappa(c, id).estimate.value;
        out[Ac1] = gwetAc(c, id).estimate.value;
        if (m_ordered)
            out[Ac2] = gwetAc(c, quad).estimate.value;
        out[Bp] = brennanPrediger(c, id).estimate.value;
        out[Pa] = percentAgreement(c, id);
        if (m_raters >= 3) {
            out[Light] = lightKappa(m_patterns.rows, pw, m_q);
            out[Conger] = congerKappa(m_patterns.rows, pw, m_q);
        }
        out[Alpha] = m_alpha.compute(m_valuePatterns.weights(itemWeights)).value;
        return out;
    }

    const KrippendorffAlpha &alpha() const { return m_alpha; }

private:
    std::size_t m_q;
    std::size_t m_raters;
    const PatternTable &m_patterns;
    const PatternTable &m_valuePatterns;
    KrippendorffAlpha m_alpha;
    bool m_ordered;
    // Built once: the bootstrap calls values() a thousand times.
    WeightMatrix m_identity;
    WeightMatrix m_linear;
    WeightMatrix m_quadratic;
};

Coefficient fromChance(const ChanceCorrected &c, const char *weights)
{
    Coefficient out;
    out.estimate = c.estimate;
    out.extra = { { "pa", c.pa }, { "pe", c.pe }, { "n", c.subjects } };
    out.weights = weights;
    return out;
}

Coefficient fromKappa(const KappaResult &k, const char *weights)
{
    Coefficient out;
    out.estimate = k.estimate;
    out.extra = { { "p_observed", k.pObserved }, { "p_expected", k.pExpected }, { "n", k.n } };
    out.weights = weights;
    return out;
}

// Three or more raters: the pairwise Cohen matrix, Light's and Conger's kappa (complete items, as irr).
void addMultiRater(
    AgreementReport &r, const AgreementData &d, const PatternTable &patterns, const std::vector<double> &pw)
{
    const std::size_t q = d.categories.size();
    for (const PairwiseKappa &pair : pairwiseCohen(patterns.rows, pw, q))
        r.pairwiseCohen.push_back({ d.raters[pair.first], d.raters[pair.second], pair.kappa, pair.ci95, pair.n });
    const double complete = completeRows(patterns.rows, pw);
    for (const auto &[name, value] : { std::pair { "light_kappa", lightKappa(patterns.rows, pw, q) },
             std::pair { "conger_kappa", congerKappa(patterns.rows, pw, q) } }) {
        Coefficient c;
        c.estimate.value = value;
        c.extra = { { "n", complete } };
        c.weights = "identity";
        r.coefficients[name] = c;
    }
    if (complete < static_cast<double>(d.items.size()))
        r.notes.push_back("Light's and Conger's kappa use the " + std::to_string(static_cast<long long>(complete))
            + " items rated by all " + std::to_string(d.raters.size())
            + " raters (as irr); the pairwise Cohen kappas "
              "use each pair's shared items");
}

void addCategorical(AgreementReport &r, const AgreementData &d, const CategoricalModel &model,
    const PatternTable &patterns, const AgreementOptions &options)
{
    const std::size_t q = d.categories.size();
    const std::vector<double> ones(d.items.size(), 1.0);
    const std::vector<double> pw = patterns.weights(ones);
    const WeightMatrix id = WeightMatrix::make(WeightKind::Identity, q);
    const WeightMatrix quad = WeightMatrix::make(WeightKind::Quadratic, q);
    const bool ordered = d.level != Level::Nominal;
    const CategoryCounts counts = model.counts(pw);

    Coefficient pa;
    pa.estimate.value = percentAgreement(counts, id);
    pa.extra["krippendorff_form"] = model.alpha().compute().percentAgreement;
    if (ordered)
        pa.extra["quadratic_weighted"] = percentAgreement(counts, quad);
    pa.weights = "identity";
    r.coefficients["percent_agreement"] = pa;

    if (d.raters.size() == 2) {
        const ContingencyTable t = model.table(pw);
        r.coefficients["cohen_kappa"] = fromKappa(cohenKappa(t, id), "identity");
        r.coefficients["scott_pi"] = fromChance(fleissKappa(CategoryCounts::fromTable(t), id), "identity");
        if (ordered) {
            r.coefficients["weighted_kappa_linear"]
                = fromKappa(cohenKappa(t, WeightMatrix::make(WeightKind::Linear, q)), "linear");
            r.coefficients["weighted_kappa_quadratic"] = fromKappa(cohenKappa(t, quad), "quadratic");
        } else {
            r.notes.push_back("weighted kappa needs an ordered scale (--level ordinal, interval or ratio)");
        }
    } else {
        r.notes.push_back("Cohen's kappa, its weighted forms and Scott's pi are defined for exactly two raters; "
                          "this data has "
            + std::to_string(d.raters.size())
            + " (see the pairwise Cohen kappas, light_kappa, conger_kappa, fleiss_kappa and krippendorff_alpha)");
    }
    const ChanceCorrected fleiss = fleissKappa(counts, id);
    Coefficient fc = fromChance(fleiss, "identity");
    const FleissExtras fx = fleissExtras(counts, fleiss.estimate.value);
    if (fx.se0) {
        fc.estimate.se0 = fx.se0;
        fc.estimate.z = fx.z;
        fc.estimate.p = fx.p;
    }
    r.fleissCategoryKappa = fx.categoryKappa;
    r.coefficients["fleiss_kappa"] = fc;
    r.coefficients["gwet_ac1"] = fromChance(gwetAc(counts, id), "identity");
    if (ordered)
        r.coefficients["gwet_ac2"] = fromChance(gwetAc(counts, quad), "quadratic");
    r.coefficients["brennan_prediger"] = fromChance(brennanPrediger(counts, id), "identity");
    if (d.raters.size() >= 3)
        addMultiRater(r, d, patterns, pw);
    if (options.customWeights) {
        const WeightMatrix &w = *options.customWeights;
        if (w.size() != q) {
            r.notes.push_back("the custom weight matrix is " + std::to_string(w.size()) + "x" + std::to_string(w.size())
                + " but there are " + std::to_string(q) + " categories; custom weights ignored");
        } else {
            if (d.raters.size() == 2)
                r.coefficients["weighted_kappa_custom"] = fromKappa(cohenKappa(model.table(pw), w), "custom");
            r.coefficients["gwet_ac2_custom"] = fromChance(gwetAc(counts, w), "custom");
        }
    }
}

} // namespace

AgreementReport computeAgreement(const AgreementData &d, const AgreementOptions &options)
{
    AgreementReport r;
    r.items = d.items.size();
    r.raters = d.raters.size();
    r.ratings = d.values.totalRatings();
    r.categories = d.categories;
    r.level = d.level;
    const std::vector<double> ones(d.items.size(), 1.0);

    const bool categorical = !d.categories.empty();
    const PatternTable patterns = compressPatterns(categorical ? d.positions : d.values);
    const PatternTable valuePatterns = compressPatterns(d.values);
    CategoricalModel model(d, patterns, valuePatterns);
    if (categorical)
        addCategorical(r, d, model, patterns, options);
    else
        r.notes.push_back(
            "too many distinct values for category-based statistics; only Krippendorff's alpha and ICC apply");

    const AlphaResult alpha = model.alpha().compute(valuePatterns.weights(ones));
    Coefficient ac;
    ac.estimate.value = alpha.value;
    ac.extra = { { "observed_disagreement", alpha.observedDisagreement },
        { "expected_disagreement", alpha.expectedDisagreement }, { "pairable_values", alpha.pairableValues } };
    ac.weights = levelName(d.level);
    r.coefficients["krippendorff_alpha"] = ac;

    // ICC needs numbers and complete rows.
    std::vector<std::size_t> complete;
    std::vector<std::vector<double>> iccRows;
    if (d.level == Level::Interval || d.level == Level::Ratio) {
        for (std::size_t i = 0; i < d.items.size(); ++i) {
            if (d.values.ratingsOf(i) != d.raters.size())
                continue;
            complete.push_back(i);
            std::vector<double> row(d.raters.size());
            for (std::size_t j = 0; j < d.raters.size(); ++j)
                row[j] = d.values(i, j);
            iccRows.push_back(std::move(row));
        }
        if (complete.size() < d.items.size())
            r.notes.push_back("ICC uses the " + std::to_string(complete.size()) + " items rated by all "
                + std::to_string(d.raters.size()) + " raters; " + std::to_string(d.items.size() - complete.size())
                + " incomplete items left out");
        if (complete.size() >= 2 && d.raters.size() >= 2)
            r.icc = IccReport { intraclassCorrelation(iccRows), complete.size(), {} };
        else
            r.notes.push_back("ICC needs at least two items rated by every rater");
    } else {
        r.notes.push_back(std::string("ICC needs interval or ratio data; the level is ") + levelName(d.level));
    }

    if (options.bootstrap > 0 && d.items.size() >= 2) {
        r.bootstrapResamples = options.bootstrap;
        r.bootstrapSeed = options.seed;
        r.clusteredBootstrap = d.clusters.size() == d.items.size();
        if (r.clusteredBootstrap)
            r.clusters = std::set<std::size_t>(d.clusters.cbegin(), d.clusters.cend()).size();
        BootstrapOptions bo;
        bo.resamples = options.bootstrap;
        bo.seed = options.seed;
        bo.threads = options.threads;
        if (r.clusteredBootstrap)
            bo.clusters = d.clusters;
        const bool withIcc = r.icc.has_value();
        const auto stat = [&](const std::vector<double> &w) {
            std::vector<double> out = categorical ? model.values(w) : std::vector<double>(StatCount, kNaN);
            if (!categorical)
                out[Alpha] = model.alpha().compute(valuePatterns.weights(w)).value;
            if (withIcc) {
                std::vector<double> rw(complete.size());
                for (std::size_t i = 0; i < complete.size(); ++i)
                    rw[i] = w[complete[i]];
                const IccResult icc = intraclassCorrelation(iccRows, rw);
                for (const IccForm &f : icc.forms)
                    out.push_back(f.value);
            }
            return out;
        };
        const std::vector<BootstrapInterval> boot = bootstrap(d.items.size(), stat, bo);
        for (int s = 0; s < StatCount; ++s) {
            auto it = r.coefficients.find(kStatNames[s]);
            if (it != r.coefficients.end() && std::isfinite(boot[static_cast<std::size_t>(s)].estimate))
                it->second.bootstrap = boot[static_cast<std::size_t>(s)];
        }
        if (withIcc)
            for (std::size_t f = 0; f < 6; ++f)
                r.icc->bootstrap[r.icc->result.forms[f].name] = boot[StatCount + f];
    }
    if (r.coefficients.count("krippendorff_alpha") && !r.coefficients["krippendorff_alpha"].bootstrap)
        r.notes.push_back("Krippendorff's alpha has no closed-form standard error; pass --bootstrap N for its CI");
    return r;
}

} // namespace draudit::judge
