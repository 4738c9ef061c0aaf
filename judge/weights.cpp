// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linear and quadratic weights follow Cicchetti–Allison and Fleiss–Cohen on category positions.
#include "judge/weights.h"

#include <cmath>
#include <numeric>

namespace draudit::judge {

WeightMatrix::WeightMatrix(std::size_t k, double fill)
    : m_k(k)
    , m_w(k * k, fill)
{
}

WeightMatrix WeightMatrix::make(WeightKind kind, std::size_t k)
{
    WeightMatrix w(k);
    const double span = k > 1 ? static_cast<double>(k - 1) : 1.0;
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            const double d = std::fabs(static_cast<double>(i) - static_cast<double>(j));
            switch (kind) {
            case WeightKind::Identity:
                w(i, j) = i == j ? 1.0 : 0.0;
                break;
            case WeightKind::Linear:
                w(i, j) = 1.0 - d / span;
                break;
            case WeightKind::Quadratic:
                w(i, j) = 1.0 - (d * d) / (span * span);
                break;
            }
        }
    }
    return w;
}

std::string WeightMatrix::validate(const std::vector<std::vector<double>> &rows)
{
    const std::size_t k = rows.size();
    if (k == 0)
        return "weight matrix is empty";
    for (std::size_t i = 0; i < k; ++i) {
        if (rows[i].size() != k)
            return "weight matrix row " + std::to_string(i + 1) + " has " + std::to_string(rows[i].size())
                + " entries, expected " + std::to_string(k);
        for (std::size_t j = 0; j < k; ++j) {
            const double v = rows[i][j];
            if (!(v >= 0.0 && v <= 1.0))
                return "weight (" + std::to_string(i + 1) + "," + std::to_string(j + 1) + ") is outside [0, 1]";
        }
        if (rows[i][i] != 1.0)
            return "diagonal weight (" + std::to_string(i + 1) + "," + std::to_string(i + 1) + ") must be 1";
    }
    return {};
}

WeightMatrix WeightMatrix::fromRows(const std::vector<std::vector<double>> &rows)
{
    WeightMatrix w(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = 0; j < rows.size(); ++j)
            w(i, j) = rows[i][j];
    return w;
}

double WeightMatrix::sum() const
{
    return std::accumulate(m_w.begin(), m_w.end(), 0.0);
}

bool WeightMatrix::isIdentity() const
{
    for (std::size_t i = 0; i < m_k; ++i)
        for (std::size_t j = 0; j < m_k; ++j)
            if ((*this)(i, j) != (i == j ? 1.0 : 0.0))
                return false;
    return true;
}

const char *weightKindName(WeightKind kind)
{
    switch (kind) {
    case WeightKind::Identity:
        return "identity";
    case WeightKind::Linear:
        return "linear";
    case WeightKind::Quadratic:
        return "quadratic";
    }
    return "identity";
}

} // namespace draudit::judge
