// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Weighted logistic regression by Newton–Raphson, with an optional ridge penalty per coefficient: the model behind
// the length-bias slopes and the style-controlled Bradley–Terry ratings.
#pragma once

#include "judge/estimate.h"

#include <cstddef>
#include <vector>

namespace draudit::judge {

// Row-major design matrix: rows observations, columns predictors (add a column of ones for an intercept).
struct Design
{
    std::size_t columns = 0;
    std::vector<double> values;

    std::size_t rows() const { return columns == 0 ? 0 : values.size() / columns; }
    double operator()(std::size_t row, std::size_t column) const { return values[row * columns + column]; }
    void addRow(const std::vector<double> &row) { values.insert(values.end(), row.begin(), row.end()); }
};

struct LogisticOptions
{
    // Ridge penalty ½·λⱼ·βⱼ² per coefficient (empty = none); keeps separated data finite.
    std::vector<double> penalty;
    std::vector<double> start; // starting coefficients (e.g. the full-sample fit inside a bootstrap)
    int maxIterations = 100;
    double tolerance = 1e-10; // on the largest change of a coefficient
};

struct LogisticFit
{
    std::vector<double> beta;
    std::vector<double> se; // from the inverse of the (penalised) information matrix
    double logLikelihood = kNaN;
    int iterations = 0;
    bool converged = false;
};

// y in [0, 1] (0.5 = a tie counted half each way), one weight per row (empty = all 1).
LogisticFit logisticRegression(const Design &x, const std::vector<double> &y, const std::vector<double> &weights,
    const LogisticOptions &options = {});

// Solves the symmetric positive-definite system A·x = b in place by Cholesky; false when A is not positive definite.
bool solveSymmetric(std::vector<double> &a, std::vector<double> &b, std::size_t n);
// The inverse of a symmetric positive-definite matrix; empty when it is singular.
std::vector<double> invertSymmetric(const std::vector<double> &a, std::size_t n);

} // namespace draudit::judge
