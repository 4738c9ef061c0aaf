// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cohen's kappa (plain and weighted) with Fleiss–Cohen–Everitt (1969) standard errors.
#pragma once

#include "judge/contingencytable.h"
#include "judge/estimate.h"
#include "judge/weights.h"

namespace draudit::judge {

struct KappaResult
{
    Estimate estimate; // value, se (FCE non-null), ci95 = value ± z(0.975)·se, se0, z = value/se0, p
    double pObserved = kNaN; // weighted observed agreement
    double pExpected = kNaN; // weighted chance agreement from the two raters' own marginals
    double n = 0;
};

// Weights come from the declared category order, so categories no rater used still count.
KappaResult cohenKappa(const ContingencyTable &table, const WeightMatrix &weights);
KappaResult cohenKappa(const ContingencyTable &table);

} // namespace draudit::judge
