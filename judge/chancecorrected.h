// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chance-corrected agreement for any number of raters per subject, in Gwet's unified form:
// Fleiss' kappa (= Scott's pi for two raters), Gwet's AC1/AC2, Brennan–Prediger, Krippendorff's alpha.
#pragma once

#include "judge/categorycounts.h"
#include "judge/estimate.h"
#include "judge/weights.h"

#include <vector>

namespace draudit::judge {

struct ChanceCorrected
{
    Estimate estimate; // se: Gwet's linearised variance (irrCAC *.dist), ci95 on t(n-1), z = value/se
    double pa = kNaN; // (weighted) percent agreement as used by this coefficient
    double pe = kNaN; // chance agreement
    double subjects = 0; // subjects with two or more ratings
};

// Gwet's multi-rater percent agreement: mean over subjects with >= 2 ratings of agreeing pairs / all pairs.
double percentAgreement(const CategoryCounts &counts, const WeightMatrix &weights);

ChanceCorrected fleissKappa(const CategoryCounts &counts, const WeightMatrix &weights);
ChanceCorrected gwetAc(const CategoryCounts &counts, const WeightMatrix &weights);
ChanceCorrected brennanPrediger(const CategoryCounts &counts, const WeightMatrix &weights);
// Krippendorff's alpha from counts (nominal with identity weights, interval-on-positions with quadratic).
ChanceCorrected krippendorffFromCounts(const CategoryCounts &counts, const WeightMatrix &weights);

// Extras reported for (unweighted) Fleiss' kappa.
struct FleissExtras
{
    std::optional<double> se0; // Fleiss, Nee & Landis (1979) SE under H0; constant raters only
    std::optional<double> z; // kappa / se0
    std::optional<double> p;
    std::vector<double> categoryShare; // p_j
    std::vector<double> categoryKappa; // kappa_j
};
FleissExtras fleissExtras(const CategoryCounts &counts, double kappa);

} // namespace draudit::judge
