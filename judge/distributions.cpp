// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Boost.Math does the numerics; this file only fixes the policies and the edge cases.
#include "judge/distributions.h"

#include <boost/math/distributions/binomial.hpp>
#include <boost/math/distributions/fisher_f.hpp>
#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <cmath>
#include <limits>

namespace draudit::judge {

namespace {
constexpr double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}

// Boost.Math's default policy throws (quantile(0) overflows, a probability outside [0, 1] is a domain error). As R
// does, a quantile of 0 or 1 is −∞ or +∞ and anything undefined is NaN, never an exception.
namespace policies = boost::math::policies;
using Policy
    = policies::policy<policies::domain_error<policies::errno_on_error>, policies::pole_error<policies::errno_on_error>,
        policies::overflow_error<policies::errno_on_error>, policies::evaluation_error<policies::errno_on_error>>;
using Normal = boost::math::normal_distribution<double, Policy>;
using StudentT = boost::math::students_t_distribution<double, Policy>;
using FisherF = boost::math::fisher_f_distribution<double, Policy>;
using Binomial = boost::math::binomial_distribution<double, Policy>;
} // namespace

double normalQuantile(double p)
{
    return boost::math::quantile(Normal(), p);
}

double normalUpperTail(double z)
{
    if (!std::isfinite(z))
        return std::isnan(z) ? nan() : (z > 0 ? 0.0 : 1.0);
    return boost::math::cdf(boost::math::complement(Normal(), z));
}

double normalCdf(double z)
{
    if (!std::isfinite(z))
        return std::isnan(z) ? nan() : (z > 0 ? 1.0 : 0.0);
    return boost::math::cdf(Normal(), z);
}

double normalTwoSidedP(double z)
{
    if (std::isnan(z))
        return nan();
    return std::min(1.0, 2.0 * normalUpperTail(std::fabs(z)));
}

double studentUpperTail(double t, double df)
{
    if (std::isnan(t) || !(df > 0))
        return nan();
    if (std::isinf(t))
        return t > 0 ? 0.0 : 1.0;
    return boost::math::cdf(boost::math::complement(StudentT(df), t));
}

double studentTwoSidedP(double t, double df)
{
    if (std::isnan(t))
        return nan();
    return std::min(1.0, 2.0 * studentUpperTail(std::fabs(t), df));
}

double studentQuantile(double p, double df)
{
    if (!(df > 0))
        return nan();
    return boost::math::quantile(StudentT(df), p);
}

double fisherUpperTail(double f, double df1, double df2)
{
    if (std::isnan(f) || !(df1 > 0) || !(df2 > 0))
        return nan();
    if (f <= 0)
        return 1.0;
    if (std::isinf(f))
        return 0.0;
    return boost::math::cdf(boost::math::complement(FisherF(df1, df2), f));
}

double fisherQuantile(double p, double df1, double df2)
{
    if (!(df1 > 0) || !(df2 > 0))
        return nan();
    return boost::math::quantile(FisherF(df1, df2), p);
}

double binomialTwoSidedP(int k, int n, double p0)
{
    if (n <= 0 || k < 0 || k > n || !(p0 > 0 && p0 < 1))
        return nan();
    const Binomial b(n, p0);
    const double observed = boost::math::pdf(b, k);
    // R uses a relative tolerance of 1e-7 when comparing probabilities.
    const double limit = observed * (1 + 1e-7);
    double p = 0;
    for (int i = 0; i <= n; ++i) {
        const double d = boost::math::pdf(b, i);
        if (d <= limit)
            p += d;
    }
    return std::min(1.0, p);
}

} // namespace draudit::judge
