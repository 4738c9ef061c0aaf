// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Follows Gwet (2014) and irrCAC's fleiss.kappa.dist, gwet.ac1.dist, bp.coeff.dist and krippen.alpha.dist.
#include "judge/chancecorrected.h"

#include "judge/distributions.h"

#include <cmath>

namespace draudit::judge {

namespace {

// Per-subject quantities shared by all coefficients.
struct SubjectTerms
{
    std::vector<double> paI; // weighted agreement of subject i (0 when fewer than 2 ratings)
    std::vector<double> pi; // category shares pi_k (mean over subjects of r_ik / r_i)
    double pa = 0.0;
    double n = 0.0; // all subjects (weighted)
    double n2 = 0.0; // subjects with >= 2 ratings (weighted)
};

SubjectTerms subjectTerms(const CategoryCounts &c, const WeightMatrix &w)
{
    const std::size_t q = c.categories();
    SubjectTerms t;
    t.paI.assign(c.subjects(), 0.0);
    t.pi.assign(q, 0.0);
    for (std::size_t s = 0; s < c.subjects(); ++s) {
        const double m = c.multiplicity(s);
        const double r = c.ratingsOf(s);
        if (m <= 0 || r <= 0)
            continue;
        const double *row = c.row(s);
        t.n += m;
        for (std::size_t k = 0; k < q; ++k)
            t.pi[k] += m * row[k] / r;
        if (r < 2)
            continue;
        double agree = 0.0;
        for (std::size_t k = 0; k < q; ++k) {
            if (row[k] == 0)
                continue;
            double rw = 0.0;
            for (std::size_t l = 0; l < q; ++l)
                rw += w(k, l) * row[l];
            agree += row[k] * (rw - 1.0);
        }
        t.paI[s] = agree / (r * (r - 1.0));
        t.pa += m * t.paI[s];
        t.n2 += m;
    }
    if (t.n > 0)
        for (double &p : t.pi)
            p /= t.n;
    if (t.n2 > 0)
        t.pa /= t.n2;
    return t;
}

double sumPiOneMinusPi(const std::vector<double> &pi)
{
    double s = 0.0;
    for (double p : pi)
        s += p * (1.0 - p);
    return s;
}

// Gwet's linearisation: per-subject coefficient minus a chance correction term; variance over subjects.
template<typename SubjectChance>
void fillVariance(ChanceCorrected &out, const CategoryCounts &c, const SubjectTerms &t, SubjectChance peOfSubject)
{
    const double coef = out.estimate.value;
    const double pe = out.pe;
    if (!std::isfinite(coef) || t.n < 2 || 1.0 - pe <= 0)
        return;
    double ss = 0.0;
    for (std::size_t s = 0; s < c.subjects(); ++s) {
        const double m = c.multiplicity(s);
        const double r = c.ratingsOf(s);
        if (m <= 0 || r <= 0)
            continue;
        const double peR2 = r >= 2 ? pe : 0.0;
        const double coefI = (t.n / t.n2) * (t.paI[s] - peR2) / (1.0 - pe);
        const double coefX = coefI - 2.0 * (1.0 - coef) * (peOfSubject(s) - pe) / (1.0 - pe);
        ss += m * (coefX - coef) * (coefX - coef);
    }
    const double var = ss / (t.n * (t.n - 1.0));
    const double se = std::sqrt(var);
    out.estimate.se = se;
    const double tq = studentQuantile(0.975, t.n - 1.0);
    out.estimate.ci95 = Interval { coef - tq * se, coef + tq * se };
    out.estimate.ciMethod = "t(n-1) with Gwet's linearised SE";
    if (se > 0) {
        out.estimate.z = coef / se;
        out.estimate.p = normalTwoSidedP(coef / se);
    }
}

ChanceCorrected finish(double pa, double pe, double subjects)
{
    ChanceCorrected out;
    out.pa = pa;
    out.pe = pe;
    out.subjects = subjects;
    if (subjects > 0 && 1.0 - pe > 0)
        out.estimate.value = (pa - pe) / (1.0 - pe);
    return out;
}

} // namespace

double percentAgreement(const CategoryCounts &counts, const WeightMatrix &weights)
{
    const SubjectTerms t = subjectTerms(counts, weights);
    return t.n2 > 0 ? t.pa : kNaN;
}

ChanceCorrected fleissKappa(const CategoryCounts &c, const WeightMatrix &w)
{
    const SubjectTerms t = subjectTerms(c, w);
    const std::size_t q = c.categories();
    double pe = 0.0;
    for (std::size_t k = 0; k < q; ++k)
        for (std::size_t l = 0; l < q; ++l)
            pe += w(k, l) * t.pi[k] * t.pi[l];
    ChanceCorrected out = finish(t.pa, pe, t.n2);
    // Symmetrised weighted shares for the subject-level chance term.
    std::vector<double> piW(q, 0.0);
    for (std::size_t k = 0; k < q; ++k)
        for (std::size_t l = 0; l < q; ++l)
            piW[k] += 0.5 * (w(k, l) + w(l, k)) * t.pi[l];
    fillVariance(out, c, t, [&](std::size_t s) {
        double v = 0.0;
        const double *row = c.row(s);
        for (std::size_t k = 0; k < q; ++k)
            v += row[k] * piW[k];
        return v / c.ratingsOf(s);
    });
    return out;
}

ChanceCorrected gwetAc(const CategoryCounts &c, const WeightMatrix &w)
{
    const SubjectTerms t = subjectTerms(c, w);
    const double q = static_cast<double>(c.categories());
    const double scale = q > 1 ? w.sum() / (q * (q - 1.0)) : kNaN;
    ChanceCorrected out = finish(t.pa, scale * sumPiOneMinusPi(t.pi), t.n2);
    fillVariance(out, c, t, [&](std::size_t s) {
        double v = 0.0;
        const double *row = c.row(s);
        for (std::size_t k = 0; k < c.categories(); ++k)
            v += row[k] * (1.0 - t.pi[k]);
        return scale * v / c.ratingsOf(s);
    });
    return out;
}

ChanceCorrected brennanPrediger(const CategoryCounts &c, const WeightMatrix &w)
{
    const SubjectTerms t = subjectTerms(c, w);
    const double q = static_cast<double>(c.categories());
    const double pe = w.sum() / (q * q);
    ChanceCorrected out = finish(t.pa, pe, t.n2);
    fillVariance(out, c, t, [&](std::size_t) { return pe; });
    return out;
}

ChanceCorrected krippendorffFromCounts(const CategoryCounts &c, const WeightMatrix &w)
{
    // Only pairable subjects (>= 2 ratings) take part; pa gets Krippendorff's small-sample correction.
    const std::size_t q = c.categories();
    double n = 0.0;
    double totalRatings = 0.0;
    for (std::size_t s = 0; s < c.subjects(); ++s) {
        if (c.ratingsOf(s) >= 2) {
            n += c.multiplicity(s);
            totalRatings += c.multiplicity(s) * c.ratingsOf(s);
        }
    }
    if (n <= 0)
        return finish(kNaN, kNaN, 0);
    const double rMean = totalRatings / n;
    const double eps = 1.0 / totalRatings;
    double paPrime = 0.0;
    std::vector<double> pi(q, 0.0);
    for (std::size_t s = 0; s < c.subjects(); ++s) {
        const double r = c.ratingsOf(s);
        if (r < 2)
            continue;
        const double m = c.multiplicity(s);
        const double *row = c.row(s);
        double agree = 0.0;
        for (std::size_t k = 0; k < q; ++k) {
            double rw = 0.0;
            for (std::size_t l = 0; l < q; ++l)
                rw += w(k, l) * row[l];
            agree += row[k] * (rw - 1.0);
            pi[k] += m * row[k] / rMean;
        }
        paPrime += m * agree / (rMean * (r - 1.0));
    }
    paPrime /= n;
    for (double &p : pi)
        p /= n;
    const double pa = (1.0 - eps) * paPrime + eps;
    double pe = 0.0;
    for (std::size_t k = 0; k < q; ++k)
        for (std::size_t l = 0; l < q; ++l)
            pe += w(k, l) * pi[k] * pi[l];
    return finish(pa, pe, n);
}

FleissExtras fleissExtras(const CategoryCounts &c, double kappa)
{
    FleissExtras x;
    const std::size_t q = c.categories();
    double m = 0.0;
    if (!c.constantRaters(&m) || m < 2)
        return x;
    const double n = c.totalSubjects();
    x.categoryShare.assign(q, 0.0);
    for (std::size_t s = 0; s < c.subjects(); ++s)
        for (std::size_t k = 0; k < q; ++k)
            x.categoryShare[k] += c.multiplicity(s) * c.row(s)[k];
    for (double &p : x.categoryShare)
        p /= n * m;
    double spq = 0.0;
    double spqqp = 0.0;
    for (double p : x.categoryShare) {
        spq += p * (1.0 - p);
        spqqp += p * (1.0 - p) * ((1.0 - p) - p);
    }
    x.categoryKappa.assign(q, kNaN);
    for (std::size_t k = 0; k < q; ++k) {
        const double p = x.categoryShare[k];
        if (p <= 0 || p >= 1)
            continue;
        double dis = 0.0;
        for (std::size_t s = 0; s < c.subjects(); ++s)
            dis += c.multiplicity(s) * c.row(s)[k] * (m - c.row(s)[k]);
        x.categoryKappa[k] = 1.0 - dis / (n * m * (m - 1.0) * p * (1.0 - p));
    }
    if (spq > 0) {
        const double var0 = 2.0 / (spq * spq * n * m * (m - 1.0)) * (spq * spq - spqqp);
        x.se0 = std::sqrt(var0);
        if (*x.se0 > 0 && std::isfinite(kappa)) {
            x.z = kappa / *x.se0;
            x.p = normalTwoSidedP(*x.z);
        }
    }
    return x;
}

} // namespace draudit::judge
