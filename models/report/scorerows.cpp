// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rows and groupings the score-based protocols share.
#include "models/report/scorerows.h"

#include "judge/distributions.h"
#include "models/report/agreementrows.h"

#include <QSet>
#include <cmath>

namespace draudit::models {

ReportRow meanRow(
    const QString &analysis, const QString &comparison, const QString &statistic, const std::vector<double> &values)
{
    const auto k = static_cast<double>(values.size());
    double mean = 0, ss = 0;
    for (double v : values)
        mean += v / k;
    for (double v : values)
        ss += (v - mean) * (v - mean);
    ReportRow r = valueRow(analysis, comparison, statistic, k > 0 ? mean : std::nan(""), k);
    if (k >= 2) {
        r.se = std::sqrt(ss / (k - 1) / k);
        const double t = judge::studentQuantile(0.975, k - 1);
        r.ciLow = mean - t * r.se;
        r.ciHigh = mean + t * r.se;
        r.ciMethod = QStringLiteral("t interval over tasks");
    }
    return r;
}

ReportRow correlationRow(const QString &analysis, const QString &comparison, const QString &statistic, double value,
    const judge::Interval &ci, double n)
{
    return intervalRow(analysis, comparison, statistic, value, ci.lo, ci.hi, QStringLiteral("Fisher z"), n);
}

QMap<QString, QList<ScoredReport>> byTask(const QList<ScoredReport> &reports)
{
    QMap<QString, QList<ScoredReport>> out;
    for (const ScoredReport &r : reports)
        out[r.task] << r;
    return out;
}

QStringList completeExperts(const QList<ScoredReport> &task)
{
    QSet<QString> all;
    for (const ScoredReport &r : task)
        for (auto it = r.human.begin(); it != r.human.end(); ++it)
            all.insert(it.key());
    QStringList out;
    for (const QString &e : all) {
        bool complete = true;
        for (const ScoredReport &r : task)
            complete = complete && r.human.contains(e);
        if (complete)
            out << e;
    }
    out.sort();
    return out;
}

} // namespace draudit::models
