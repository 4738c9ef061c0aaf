// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sample sizes for the other statistics a study reports, each to a target width of its 95% interval (the full
// width, upper − lower), computed the way draudit reports the statistic: a proportion's Wilson interval (pass rates,
// FACT agreement, PAR), a correlation's Fisher-z interval (Pearson r; Spearman ρ with Bonett and Wright's variance),
// and a kappa whose items come in clusters (rounds of a battle) through a design effect.
#pragma once

namespace draudit::judge {

// The smallest n whose Wilson interval around the expected proportion is no wider than `width`.
int planProportionItems(double expected, double width, double confidence = 0.95);
double wilsonWidth(double p, int n, double confidence = 0.95);

enum class CorrelationKind
{
    Pearson, // var(z) = 1 / (n − 3)
    Spearman, // var(z) = (1 + ρ²/2) / (n − 3), Bonett & Wright (2000)
};
// The smallest n whose Fisher-z interval around the expected correlation, mapped back, is no wider than `width`.
int planCorrelationItems(double expected, double width, CorrelationKind kind, double confidence = 0.95);
double correlationWidth(double r, int n, CorrelationKind kind, double confidence = 0.95);

// PAR: a proportion over report pairs, `reportsPerTask` reports per task giving k(k − 1)/2 pairs each. Pairs of one
// task share reports, so `designEffect` (≥ 1) inflates the pairs needed; the tasks follow.
struct PairPlan
{
    int pairs = 0;
    int tasks = 0;
};
PairPlan planPairAccuracy(double expected, double width, int reportsPerTask, double designEffect = 1.0);

// A kappa whose items come in clusters of `clusterSize` (rounds per battle) with intra-cluster correlation `icc`: the
// independent-items answer times the design effect 1 + (m − 1)·ICC, and the clusters that makes.
struct ClusteredPlan
{
    int items = 0;
    int clusters = 0;
    double designEffect = 1;
};
ClusteredPlan clusteredItems(int independentItems, double clusterSize, double icc);

} // namespace draudit::judge
