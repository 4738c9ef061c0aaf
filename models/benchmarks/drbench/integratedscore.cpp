// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Edge cases: no keywords give a drift of 0 for that side; no target links a Rate_full of 0; no QSR or GRR
// maximum leaves that half of Quality out (its weight goes to the other half, as with QSR-only reports).
#include "models/benchmarks/drbench/integratedscore.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
double coverage(const QList<Keyword> &keywords, double epsilon)
{
    if (keywords.isEmpty())
        return 0;
    double sum = 0;
    for (const Keyword &k : keywords)
        sum += std::min(k.frequency / epsilon, 1.0) * k.relevance / 5.0;
    return sum / static_cast<double>(keywords.size());
}

double quality(const ReportInputs &in, const DrBenchParameters &p)
{
    if (in.qsrMax > 0 && in.grrMax > 0)
        return p.alpha * in.qsr / in.qsrMax + p.beta * in.grr / in.grrMax;
    if (in.qsrMax > 0)
        return in.qsr / in.qsrMax;
    return in.grrMax > 0 ? in.grr / in.grrMax : 0;
}
} // namespace

QStringList DrBenchParameters::set(const QHash<QString, double> &named)
{
    const QHash<QString, double *> byName { { QStringLiteral("alpha"), &alpha }, { QStringLiteral("beta"), &beta },
        { QStringLiteral("lambda"), &lambda }, { QStringLiteral("mu"), &mu }, { QStringLiteral("eta"), &eta },
        { QStringLiteral("theta"), &theta }, { QStringLiteral("kappa"), &kappa },
        { QStringLiteral("epsilon_plus"), &epsilonPlus }, { QStringLiteral("epsilon_minus"), &epsilonMinus } };
    QStringList unknown;
    for (auto it = named.begin(); it != named.end(); ++it) {
        if (double *slot = byName.value(it.key()))
            *slot = it.value();
        else
            unknown << it.key();
    }
    epsilonPlusSet = named.contains(QStringLiteral("epsilon_plus"));
    epsilonMinusSet = named.contains(QStringLiteral("epsilon_minus"));
    return unknown;
}

QString DrBenchParameters::describe() const
{
    const QString unset = QCoreApplication::translate("draudit::models::IntegratedScore", " (default; not published)");
    return QStringLiteral("α = %1, β = %2, λ = %3, μ = %4, η = %5, θ = %6, κ = %7, ε₊ = %8%9, ε₋ = %10%11")
        .arg(alpha)
        .arg(beta)
        .arg(lambda)
        .arg(mu)
        .arg(eta)
        .arg(theta)
        .arg(kappa)
        .arg(epsilonPlus)
        .arg(epsilonPlusSet ? QString() : unset)
        .arg(epsilonMinus)
        .arg(epsilonMinusSet ? QString() : unset);
}

ReportMetrics drBenchMetrics(const ReportInputs &in, const DrBenchParameters &p)
{
    ReportMetrics m;
    m.quality = quality(in, p);
    m.fakDrift = in.focus.isEmpty() ? 0 : 1 - coverage(in.focus, p.epsilonPlus);
    m.fdkDrift = coverage(in.deviation, p.epsilonMinus);
    m.semanticDrift = p.lambda * m.fakDrift + p.mu * m.fdkDrift;
    const double rateFull = in.targetLinks > 0 ? in.fullMatches / in.targetLinks : 0;
    const double rateHost = in.hostMatches / (in.annotations + 1);
    const double rateHostAlgorithm1 = (in.hostMatches - in.fullMatches) / (in.annotations + 1);
    m.tboost = 1 + p.eta * (p.theta * rateFull + p.kappa * rateHost);
    m.tboostAlgorithm1 = 1 + p.eta * (p.theta * rateFull + p.kappa * rateHostAlgorithm1);
    m.integrated = m.quality * (1 - m.semanticDrift) * m.tboost * 100;
    m.integratedAlgorithm1 = m.quality * (1 - m.semanticDrift) * m.tboostAlgorithm1 * 100;
    if (in.totalTokens && in.inputTokens && *in.totalTokens - *in.inputTokens > 0)
        m.contributionPerToken = m.integrated / (*in.totalTokens - *in.inputTokens);
    m.retrievalIndex = in.annotatedLinks / (in.retrievedLinks + 1);
    return m;
}

} // namespace draudit::models
