// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// How many double-annotated items a study needs for Cohen's kappa to be estimated to a chosen precision.
#pragma once

#include <cstdint>
#include <vector>

namespace draudit::judge {

struct KappaPlanInput
{
    double expectedKappa = 0.7;
    double ciWidth = 0.2; // full width of the 95% interval (upper − lower)
    std::vector<double> marginals; // expected category shares (sum 1); empty = uniform over `categories`
    int categories = 2;
    double confidence = 0.95;
};

struct KappaPlan
{
    int analyticItems = 0; // large-sample formula, rounded up
    int simulatedItems = 0; // smallest n whose mean simulated FCE interval is no wider than asked (0 = not run)
    double expectedAgreement = 0; // p_o implied by kappa and the marginals
    double chanceAgreement = 0; // p_e = sum of squared marginals
};

// Analytic: Var(kappa) ≈ p_o (1 − p_o) / (n (1 − p_e)²) (Fleiss, Cohen & Everitt's large-sample variance with both
// raters sharing the marginals), so n = z² p_o (1 − p_o) / ((1 − p_e)² (w/2)²).
KappaPlan planKappaItems(const KappaPlanInput &input);

// Adds a simulation check: pairs drawn from p_ij = (1 − κ) p_i p_j + κ p_i [i = j], kappa and its FCE interval
// computed as draudit reports them, `replicates` studies per n; seeded, so the answer is reproducible.
KappaPlan planKappaItemsBySimulation(const KappaPlanInput &input, int replicates = 400, std::uint64_t seed = 1);

// The 95% interval width expected from n double-annotated items (inverse of the analytic plan).
double expectedKappaCiWidth(const KappaPlanInput &input, int items);

} // namespace draudit::judge
