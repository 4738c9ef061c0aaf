// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Agreement weight matrices (similarity form: 1 on the diagonal) built from a declared category order.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace draudit::judge {

enum class WeightKind
{
    Identity,
    Linear,
    Quadratic
};

// Square matrix of agreement weights w(i,j) in [0,1], w(i,i) = 1.
class WeightMatrix
{
public:
    WeightMatrix() = default;
    explicit WeightMatrix(std::size_t k, double fill = 0.0);

    static WeightMatrix make(WeightKind kind, std::size_t k);
    // Custom weights; empty string when valid, else why not.
    static std::string validate(const std::vector<std::vector<double>> &rows);
    static WeightMatrix fromRows(const std::vector<std::vector<double>> &rows);

    std::size_t size() const { return m_k; }
    double operator()(std::size_t i, std::size_t j) const { return m_w[i * m_k + j]; }
    double &operator()(std::size_t i, std::size_t j) { return m_w[i * m_k + j]; }
    double sum() const;
    bool isIdentity() const;

private:
    std::size_t m_k = 0;
    std::vector<double> m_w;
};

const char *weightKindName(WeightKind kind);

} // namespace draudit::judge
