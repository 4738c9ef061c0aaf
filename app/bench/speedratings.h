// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Synthetic ratings for `bench agree`, written as the long CSV a user gives `draudit agree`, and how the costs of
// `agree` grow with items, raters and bootstrap draws (`bench agree --scaling`).
#pragma once

#include "judge/agreementdata.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace draudit::cli {

double median(std::vector<double> v);
// Raters agree with a latent score most of the time; 5-point scale, interval level.
judge::AgreementData syntheticRatings(int items, int raters, std::uint64_t seed);
// The ratings as the long CSV a user would give `draudit agree` (item,rater,value).
bool writeRatingsCsv(const judge::AgreementData &d, const QString &path);
// Prints whole-process `draudit agree` times against items (1k to 1M, 3 raters) and raters (2 to 20, 10k items),
// in-process bootstrap times against draws, and R psych's ICC() against `agree` on the same file where Rscript and
// psych are installed; each with its cost per unit, to show how it grows.
void printAgreeScaling(int runs);

} // namespace draudit::cli
