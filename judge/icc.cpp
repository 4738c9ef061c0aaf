// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two-way ANOVA mean squares, then psych::ICC's formulas for values, F tests and 95% intervals:
// ICC1/ICC3 exact F-based bounds, ICC2 Satterthwaite bounds, ICC2k = Spearman–Brown of the ICC2 bounds.
#include "judge/icc.h"

#include "judge/distributions.h"

#include <cmath>

namespace draudit::judge {

namespace {

struct MeanSquares
{
    double n = 0, k = 0, msr = kNaN, msw = kNaN, msc = kNaN, mse = kNaN;
};

MeanSquares meanSquares(const std::vector<std::vector<double>> &x, const std::vector<double> &w)
{
    MeanSquares m;
    if (x.empty())
        return m;
    const std::size_t k = x.front().size();
    double n = 0.0;
    double grand = 0.0;
    std::vector<double> col(k, 0.0);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double wi = w.empty() ? 1.0 : w[i];
        n += wi;
        for (std::size_t j = 0; j < k; ++j) {
            grand += wi * x[i][j];
            col[j] += wi * x[i][j];
        }
    }
    m.n = n;
    m.k = static_cast<double>(k);
    if (n < 2 || k < 2)
        return m;
    grand /= n * m.k;
    double ssr = 0.0;
    double sst = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double wi = w.empty() ? 1.0 : w[i];
        double rowSum = 0.0;
        for (std::size_t j = 0; j < k; ++j) {
            rowSum += x[i][j];
            sst += wi * (x[i][j] - grand) * (x[i][j] - grand);
        }
        const double d = rowSum / m.k - grand;
        ssr += wi * m.k * d * d;
    }
    double ssc = 0.0;
    for (std::size_t j = 0; j < k; ++j) {
        const double d = col[j] / n - grand;
        ssc += n * d * d;
    }
    const double ssw = sst - ssr;
    const double sse = sst - ssr - ssc;
    m.msr = ssr / (n - 1.0);
    m.msw = ssw / (n * (m.k - 1.0));
    m.msc = ssc / (m.k - 1.0);
    m.mse = sse / ((n - 1.0) * (m.k - 1.0));
    return m;
}

} // namespace

IccResult intraclassCorrelation(const std::vector<std::vector<double>> &data, const std::vector<double> &rowWeights)
{
    IccResult r;
    const MeanSquares m = meanSquares(data, rowWeights);
    r.targets = m.n;
    r.judges = m.k;
    r.msr = m.msr;
    r.msw = m.msw;
    r.msc = m.msc;
    r.mse = m.mse;
    static const char *names[6][3] = {
        { "ICC1", "ICC(1,1)", "ICC(1): one-way random, single" },
        { "ICC2", "ICC(2,1)", "ICC(A,1): two-way, absolute agreement, single" },
        { "ICC3", "ICC(3,1)", "ICC(C,1): two-way, consistency, single" },
        { "ICC1k", "ICC(1,k)", "ICC(k): one-way random, average of k" },
        { "ICC2k", "ICC(2,k)", "ICC(A,k): two-way, absolute agreement, average of k" },
        { "ICC3k", "ICC(3,k)", "ICC(C,k): two-way, consistency, average of k" },
    };
    for (std::size_t i = 0; i < 6; ++i) {
        r.forms[i].name = names[i][0];
        r.forms[i].shroutFleiss = names[i][1];
        r.forms[i].mcgrawWong = names[i][2];
    }
    const double n = m.n;
    const double k = m.k;
    if (!(n >= 2 && k >= 2) || !std::isfinite(m.msr))
        return r;
    const double msr = m.msr, msw = m.msw, msc = m.msc, mse = m.mse;

    auto &f1 = r.forms[0], &f2 = r.forms[1], &f3 = r.forms[2];
    auto &f1k = r.forms[3], &f2k = r.forms[4], &f3k = r.forms[5];
    f1.value = (msr - msw) / (msr + (k - 1.0) * msw);
    f2.value = (msr - mse) / (msr + (k - 1.0) * mse + k * (msc - mse) / n);
    f3.value = (msr - mse) / (msr + (k - 1.0) * mse);
    f1k.value = (msr - msw) / msr;
    f2k.value = (msr - mse) / (msr + (msc - mse) / n);
    f3k.value = (msr - mse) / msr;

    const double df1 = n - 1.0;
    const double dfW = n * (k - 1.0);
    const double dfE = (n - 1.0) * (k - 1.0);
    const double fW = msr / msw;
    const double fE = msr / mse;
    for (auto *f : { &f1, &f1k }) {
        f->f = fW;
        f->df1 = df1;
        f->df2 = dfW;
        f->p = fisherUpperTail(fW, df1, dfW);
    }
    for (auto *f : { &f2, &f3, &f2k, &f3k }) {
        f->f = fE;
        f->df1 = df1;
        f->df2 = dfE;
        f->p = fisherUpperTail(fE, df1, dfE);
    }

    const double fl1 = fW / fisherQuantile(0.975, df1, dfW);
    const double fu1 = fW * fisherQuantile(0.975, dfW, df1);
    f1.ci95 = { (fl1 - 1.0) / (fl1 + (k - 1.0)), (fu1 - 1.0) / (fu1 + (k - 1.0)) };
    f1k.ci95 = { 1.0 - 1.0 / fl1, 1.0 - 1.0 / fu1 };
    const double fl3 = fE / fisherQuantile(0.975, df1, dfE);
    const double fu3 = fE * fisherQuantile(0.975, dfE, df1);
    f3.ci95 = { (fl3 - 1.0) / (fl3 + (k - 1.0)), (fu3 - 1.0) / (fu3 + (k - 1.0)) };
    f3k.ci95 = { 1.0 - 1.0 / fl3, 1.0 - 1.0 / fu3 };

    const double icc2 = f2.value;
    const double fj = msc / mse;
    const double a = k * icc2 * fj + n * (1.0 + (k - 1.0) * icc2) - k * icc2;
    const double vn = (k - 1.0) * (n - 1.0) * a * a;
    const double b = n * (1.0 + (k - 1.0) * icc2) - k * icc2;
    const double vd = (n - 1.0) * k * k * icc2 * icc2 * fj * fj + b * b;
    const double v = vn / vd;
    r.satterthwaiteDf = v;
    const double f3u = fisherQuantile(0.975, n - 1.0, v);
    const double f3l = fisherQuantile(0.975, v, n - 1.0);
    const double common = k * msc + (k * n - k - n) * mse;
    const double l2 = n * (msr - f3u * mse) / (f3u * common + n * msr);
    const double u2 = n * (f3l * msr - mse) / (common + n * f3l * msr);
    f2.ci95 = { l2, u2 };
    f2k.ci95 = { l2 * k / (1.0 + l2 * (k - 1.0)), u2 * k / (1.0 + u2 * (k - 1.0)) };
    return r;
}

} // namespace draudit::judge
