// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Newton–Raphson on the penalised log-likelihood with step halving; the information matrix is Xᵀ W X + Λ with
// W = wᵢ pᵢ (1 − pᵢ). Fractional outcomes use the same (quasi-binomial) score equations.
#include "judge/logisticregression.h"

#include <algorithm>
#include <cmath>

namespace draudit::judge {

namespace {
double logLikelihood(const Design &x, const std::vector<double> &y, const std::vector<double> &w,
    const std::vector<double> &beta, const std::vector<double> &penalty)
{
    double ll = 0;
    for (std::size_t i = 0; i < x.rows(); ++i) {
        double eta = 0;
        for (std::size_t j = 0; j < x.columns; ++j)
            eta += x(i, j) * beta[j];
        // log p = -log(1 + e^-eta), log(1 - p) = -log(1 + e^eta), computed without overflow
        const double logP = -std::log1p(std::exp(-std::abs(eta))) + std::min(eta, 0.0);
        const double logQ = logP - eta;
        ll += (w.empty() ? 1.0 : w[i]) * (y[i] * logP + (1 - y[i]) * logQ);
    }
    for (std::size_t j = 0; j < penalty.size() && j < beta.size(); ++j)
        ll -= 0.5 * penalty[j] * beta[j] * beta[j];
    return ll;
}

// Gradient and information matrix of the penalised log-likelihood at beta. Rows are visited by their non-zero
// entries (a Bradley-Terry row has two players and a few covariates among many columns).
void gradientAndInformation(const Design &x, const std::vector<double> &y, const std::vector<double> &w,
    const std::vector<double> &beta, const std::vector<double> &penalty, std::vector<double> &gradient,
    std::vector<double> &information)
{
    const std::size_t p = x.columns;
    gradient.assign(p, 0.0);
    information.assign(p * p, 0.0);
    std::vector<std::size_t> nonZero;
    nonZero.reserve(p);
    for (std::size_t i = 0; i < x.rows(); ++i) {
        const double wi = w.empty() ? 1.0 : w[i];
        if (wi == 0)
            continue;
        nonZero.clear();
        double eta = 0;
        for (std::size_t j = 0; j < p; ++j)
            if (x(i, j) != 0) {
                nonZero.push_back(j);
                eta += x(i, j) * beta[j];
            }
        const double prob = 1 / (1 + std::exp(-eta));
        const double residual = wi * (y[i] - prob);
        const double curvature = wi * prob * (1 - prob);
        for (std::size_t j : nonZero) {
            gradient[j] += residual * x(i, j);
            for (std::size_t k : nonZero)
                if (k <= j)
                    information[j * p + k] += curvature * x(i, j) * x(i, k);
        }
    }
    for (std::size_t j = 0; j < p; ++j) {
        for (std::size_t k = 0; k < j; ++k)
            information[k * p + j] = information[j * p + k];
        if (j < penalty.size()) {
            gradient[j] -= penalty[j] * beta[j];
            information[j * p + j] += penalty[j];
        }
    }
}

// Cholesky: a = L Lᵀ, L written into a's lower triangle; false when a is not positive definite.
bool choleskyFactor(std::vector<double> &a, std::size_t n)
{
    for (std::size_t j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k)
            d -= a[j * n + k] * a[j * n + k];
        if (!(d > 1e-300))
            return false;
        d = std::sqrt(d);
        a[j * n + j] = d;
        for (std::size_t i = j + 1; i < n; ++i) {
            double s = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k)
                s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
    }
    return true;
}

// Solves L Lᵀ x = b in place, L from choleskyFactor.
void choleskySolve(const std::vector<double> &l, std::vector<double> &b, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i) { // L y = b
        for (std::size_t k = 0; k < i; ++k)
            b[i] -= l[i * n + k] * b[k];
        b[i] /= l[i * n + i];
    }
    for (std::size_t i = n; i-- > 0;) { // Lᵀ x = y
        for (std::size_t k = i + 1; k < n; ++k)
            b[i] -= l[k * n + i] * b[k];
        b[i] /= l[i * n + i];
    }
}
} // namespace

bool solveSymmetric(std::vector<double> &a, std::vector<double> &b, std::size_t n)
{
    if (!choleskyFactor(a, n))
        return false;
    choleskySolve(a, b, n);
    return true;
}

std::vector<double> invertSymmetric(const std::vector<double> &a, std::size_t n)
{
    // Factored once, then solved for each column of the identity: O(p³), not a factorisation per column (O(p⁴)).
    std::vector<double> l = a;
    if (!choleskyFactor(l, n))
        return {};
    std::vector<double> inverse(n * n, 0.0);
    std::vector<double> column(n);
    for (std::size_t c = 0; c < n; ++c) {
        std::fill(column.begin(), column.end(), 0.0);
        column[c] = 1;
        choleskySolve(l, column, n);
        for (std::size_t r = 0; r < n; ++r)
            inverse[r * n + c] = column[r];
    }
    return inverse;
}

LogisticFit logisticRegression(
    const Design &x, const std::vector<double> &y, const std::vector<double> &w, const LogisticOptions &o)
{
    const std::size_t p = x.columns;
    LogisticFit fit;
    fit.beta = o.start.size() == p ? o.start : std::vector<double>(p, 0.0);
    double current = logLikelihood(x, y, w, fit.beta, o.penalty);
    std::vector<double> gradient, information;
    for (fit.iterations = 1; fit.iterations <= o.maxIterations; ++fit.iterations) {
        gradientAndInformation(x, y, w, fit.beta, o.penalty, gradient, information);
        std::vector<double> step = gradient;
        if (!solveSymmetric(information, step, p))
            break;
        double scale = 1;
        std::vector<double> next(p);
        double candidate = current;
        for (int halving = 0; halving < 30; ++halving, scale /= 2) {
            for (std::size_t j = 0; j < p; ++j)
                next[j] = fit.beta[j] + scale * step[j];
            candidate = logLikelihood(x, y, w, next, o.penalty);
            if (candidate >= current - 1e-12)
                break;
        }
        double change = 0;
        for (std::size_t j = 0; j < p; ++j)
            change = std::max(change, std::abs(next[j] - fit.beta[j]));
        fit.beta = next;
        current = candidate;
        if (change < o.tolerance) {
            fit.converged = true;
            break;
        }
    }
    fit.logLikelihood = current;
    gradientAndInformation(x, y, w, fit.beta, o.penalty, gradient, information);
    const std::vector<double> covariance = invertSymmetric(information, p);
    fit.se.assign(p, kNaN);
    for (std::size_t j = 0; j < p && !covariance.empty(); ++j)
        fit.se[j] = std::sqrt(covariance[j * p + j]);
    return fit;
}

} // namespace draudit::judge
