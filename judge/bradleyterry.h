// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bradley–Terry ratings from pairwise outcomes, on the Elo scale, with seeded bootstrap intervals.
#pragma once

#include "judge/bootstrap.h"

#include <vector>

namespace draudit::judge {

struct PairOutcome
{
    int a = 0; // player indices
    int b = 0;
    double scoreA = 0.5; // 1 = a won, 0.5 = tie, 0 = b won
    double weight = 1; // e.g. 2 for a "much better" verdict when a study counts those twice (default 1)
};

struct BradleyTerryOptions
{
    // Each player also plays one virtual game against an average player, half won and half lost: it keeps the
    // estimate finite when a player won (or lost) every game, and barely moves the others.
    double priorGames = 1;
    int maxIterations = 10000;
    double tolerance = 1e-10;
};

struct Ratings
{
    std::vector<double> strength; // BT strengths, geometric mean 1
    std::vector<double> elo; // 1000 + 400 log10(strength): the mean rating is 1000
    std::vector<double> games; // games played per player (weighted)
    int iterations = 0;
    bool converged = false;
};

// Hunter's (2004) MM algorithm; ties count as half a win for each side.
Ratings bradleyTerry(int players, const std::vector<PairOutcome> &outcomes, const BradleyTerryOptions &options = {},
    const std::vector<double> &outcomeWeights = {});

// Percentile and BCa intervals of every player's Elo rating, resampling outcomes (or their clusters, e.g. battles).
std::vector<BootstrapInterval> bradleyTerryBootstrap(int players, const std::vector<PairOutcome> &outcomes,
    const BootstrapOptions &bootstrap, const BradleyTerryOptions &options = {});

} // namespace draudit::judge
