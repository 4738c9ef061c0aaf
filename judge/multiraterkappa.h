// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Kappa for three or more raters who each rate every item: the pairwise Cohen matrix, Light's kappa (the mean of
// the pairwise Cohen kappas, irr::kappam.light) and Conger's kappa (irr::kappam.fleiss(exact = TRUE)).
#pragma once

#include "judge/estimate.h"
#include "judge/ratingmatrix.h"

#include <cstddef>
#include <vector>

namespace draudit::judge {

struct PairwiseKappa
{
    std::size_t first = 0; // rater indices
    std::size_t second = 0;
    double kappa = kNaN; // Cohen's unweighted kappa on the items both rated
    Interval ci95; // from its large-sample SE (Fleiss, Cohen & Everitt 1969)
    double n = 0; // (weighted) items both rated
};

// Rows are items (or distinct rating patterns with their weights), values category positions 0..q-1 or NaN.
// Empty weights = 1 per row.
std::vector<PairwiseKappa> pairwiseCohen(
    const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories);

// Both on the rows every rater rated (complete cases), as irr drops incomplete items.
double lightKappa(const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories);
// Observed agreement as Fleiss' kappa; chance agreement the mean over rater pairs of sum_k p_rk p_sk, from each
// rater's own category shares (Conger 1980).
double congerKappa(const RatingMatrix &rows, const std::vector<double> &weights, std::size_t categories);
// The (weighted) number of complete rows.
double completeRows(const RatingMatrix &rows, const std::vector<double> &weights);

} // namespace draudit::judge
