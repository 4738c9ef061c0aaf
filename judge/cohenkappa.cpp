// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Formulas: Fleiss, Cohen & Everitt (1969); the same as SAS PROC FREQ, statsmodels and vcd::Kappa.
#include "judge/cohenkappa.h"

#include "judge/distributions.h"

#include <cmath>

namespace draudit::judge {

KappaResult cohenKappa(const ContingencyTable &table)
{
    return cohenKappa(table, WeightMatrix::make(WeightKind::Identity, table.size()));
}

KappaResult cohenKappa(const ContingencyTable &table, const WeightMatrix &w)
{
    KappaResult r;
    const std::size_t k = table.size();
    const double n = table.total();
    r.n = n;
    if (k == 0 || n <= 0 || w.size() != k)
        return r;

    std::vector<double> pr = table.rowTotals();
    std::vector<double> pc = table.columnTotals();
    for (std::size_t i = 0; i < k; ++i) {
        pr[i] /= n;
        pc[i] /= n;
    }
    double po = 0.0;
    double pe = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            po += w(i, j) * table(i, j) / n;
            pe += w(i, j) * pr[i] * pc[j];
        }
    }
    r.pObserved = po;
    r.pExpected = pe;
    if (1.0 - pe <= 0.0)
        return r; // both raters used one and the same category: kappa is undefined
    const double kappa = (po - pe) / (1.0 - pe);
    r.estimate.value = kappa;

    // Weighted row/column means of the weights: wRow[i] = sum_j pc[j] w(i,j), wCol[j] = sum_i pr[i] w(i,j).
    std::vector<double> wRow(k, 0.0);
    std::vector<double> wCol(k, 0.0);
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            wRow[i] += pc[j] * w(i, j);
            wCol[j] += pr[i] * w(i, j);
        }
    }
    double sumNonNull = 0.0;
    double sumNull = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            const double pij = table(i, j) / n;
            const double a = w(i, j) - (wRow[i] + wCol[j]) * (1.0 - kappa);
            sumNonNull += pij * a * a;
            const double b = w(i, j) - (wRow[i] + wCol[j]);
            sumNull += pr[i] * pc[j] * b * b;
        }
    }
    const double denom = n * (1.0 - pe) * (1.0 - pe);
    const double c = kappa - pe * (1.0 - kappa);
    const double var = (sumNonNull - c * c) / denom;
    const double var0 = (sumNull - pe * pe) / denom;
    const double se = std::sqrt(std::max(0.0, var));
    const double se0 = std::sqrt(std::max(0.0, var0));
    const double zq = normalQuantile(0.975);
    r.estimate.se = se;
    r.estimate.ci95 = Interval { kappa - zq * se, kappa + zq * se };
    r.estimate.ciMethod = "normal (FCE asymptotic SE)";
    r.estimate.se0 = se0;
    if (se0 > 0) {
        r.estimate.z = kappa / se0;
        r.estimate.p = normalTwoSidedP(kappa / se0);
    }
    return r;
}

} // namespace draudit::judge
