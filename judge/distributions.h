// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Thin wrappers over Boost.Math distributions: quantiles and tail probabilities used by the statistics.
#pragma once

namespace draudit::judge {

double normalQuantile(double p);
double normalTwoSidedP(double z);
double normalUpperTail(double z);
double normalCdf(double z);
double studentTwoSidedP(double t, double df);
double studentUpperTail(double t, double df);
double studentQuantile(double p, double df);
double fisherUpperTail(double f, double df1, double df2);
double fisherQuantile(double p, double df1, double df2);
// Exact two-sided binomial test of k successes in n trials against p0 (R's binom.test: the sum of the
// probabilities of outcomes no more likely than the one observed).
double binomialTwoSidedP(int k, int n, double p0 = 0.5);

} // namespace draudit::judge
