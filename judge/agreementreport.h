// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The full agreement report behind `draudit agree`: every coefficient that applies, with notes on the rest.
#pragma once

#include "judge/agreementdata.h"
#include "judge/bootstrap.h"
#include "judge/estimate.h"
#include "judge/icc.h"
#include "judge/weights.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace draudit::judge {

struct AgreementOptions
{
    int bootstrap = 0; // resamples; 0 = none
    std::uint64_t seed = 1;
    int threads = 0;
    // Custom agreement weights over the declared categories (adds weighted_kappa_custom and gwet_ac2_custom).
    std::optional<WeightMatrix> customWeights;
};

struct Coefficient
{
    Estimate estimate;
    std::map<std::string, double> extra; // p_observed, p_expected, pa, pe, n ... named as in the JSON contract
    std::string weights; // identity, linear or quadratic
    std::optional<BootstrapInterval> bootstrap;
};

struct IccReport
{
    IccResult result;
    std::size_t completeItems = 0;
    std::map<std::string, BootstrapInterval> bootstrap; // by form name
};

// Cohen's kappa of one pair of raters, on the items both rated.
struct RaterPairKappa
{
    std::string first;
    std::string second;
    double kappa = kNaN;
    Interval ci95;
    double n = 0;
};

struct AgreementReport
{
    std::size_t items = 0;
    std::size_t raters = 0;
    std::size_t ratings = 0;
    std::vector<std::string> categories;
    Level level = Level::Nominal;
    std::map<std::string, Coefficient> coefficients; // keyed by the JSON names (cohen_kappa, ...)
    std::vector<double> fleissCategoryKappa;
    std::vector<RaterPairKappa> pairwiseCohen; // three or more raters
    std::optional<IccReport> icc;
    std::vector<std::string> notes;
    int bootstrapResamples = 0;
    std::uint64_t bootstrapSeed = 0;
    bool clusteredBootstrap = false;
    std::size_t clusters = 0; // distinct clusters the clustered bootstrap resampled
};

AgreementReport computeAgreement(const AgreementData &data, const AgreementOptions &options = {});

} // namespace draudit::judge
