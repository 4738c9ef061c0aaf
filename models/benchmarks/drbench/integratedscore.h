// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's report metrics, as the paper defines them (PROTOCOLS.md, "Corrections … DR. BENCH"):
//   Quality          = α·QSR/QSRmax + β·GRR/GRRmax                                  (α = β = 0.5)
//   FAK_Drift        = 1 − mean_k[min(freq_k/ε₊, 1) · rele_k/5]   over the five focus keywords
//   FDK_Drift        = mean_l[min(freq_l/ε₋, 1) · rele_l/5]       over the five deviation keywords
//   SemanticDrift    = λ·FAK_Drift + μ·FDK_Drift                                   (λ = 0.7, μ = 0.3)
//   TBoost           = 1 + η·(θ·Rate_full + κ·Rate_host)                           (η = 0.2, θ = 0.7, κ = 0.3)
//                      Rate_full = full URL matches / target links; Rate_host as §4.3 writes it,
//                      host matches / (annotations + 1), or as Algorithm 1 does, (host − full) / (annotations + 1)
//   IntegratedScore  = Quality × (1 − SemanticDrift) × TBoost × 100                (0..120)
//   ContributionPerToken = IntegratedScore / (total tokens − input tokens)
//   RetrievalIndex   = annotated links / (retrieved links + 1)
// ε₊ and ε₋ are not published; they are parameters (default 1: one mention of a keyword counts fully).
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace draudit::models {

struct DrBenchParameters
{
    double alpha = 0.5, beta = 0.5, lambda = 0.7, mu = 0.3, eta = 0.2, theta = 0.7, kappa = 0.3;
    double epsilonPlus = 1, epsilonMinus = 1;
    bool epsilonPlusSet = false, epsilonMinusSet = false;
    // From --param NAME=VALUE (alpha, beta, lambda, mu, eta, theta, kappa, epsilon_plus, epsilon_minus); the names
    // it does not know are returned.
    QStringList set(const QHash<QString, double> &named);
    // "α = 0.5, β = 0.5, …, ε₊ = 1 (default), ε₋ = 1 (default)".
    QString describe() const;
};

struct Keyword
{
    double frequency = 0;
    double relevance = 0; // 1..5
};

// What one report brings to its metrics.
struct ReportInputs
{
    double qsr = 0, qsrMax = 0, grr = 0, grrMax = 0;
    QList<Keyword> focus, deviation;
    double fullMatches = 0, hostMatches = 0, targetLinks = 0, annotations = 0;
    std::optional<double> totalTokens, inputTokens;
    double annotatedLinks = 0, retrievedLinks = 0;
};

struct ReportMetrics
{
    double quality = 0, fakDrift = 0, fdkDrift = 0, semanticDrift = 0;
    double tboost = 0, tboostAlgorithm1 = 0; // Rate_host as §4.3 and as Algorithm 1
    double integrated = 0, integratedAlgorithm1 = 0;
    std::optional<double> contributionPerToken;
    double retrievalIndex = 0;
};

ReportMetrics drBenchMetrics(const ReportInputs &in, const DrBenchParameters &p);

} // namespace draudit::models
