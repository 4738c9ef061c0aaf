// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bootstrap intervals, when present, are preferred for statistics without an analytic one (Krippendorff's alpha).
#include "models/report/agreementrows.h"

#include "judge/distributions.h"
#include "models/report/reportterms.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace draudit::models {

judge::AgreementData agreementInput(
    const QMap<QString, Labels> &raters, const QStringList &categories, judge::Level level, int *skipped)
{
    judge::AgreementData d;
    d.level = level;
    for (const QString &c : categories)
        d.categories.push_back(c.toStdString());
    QHash<QString, int> position;
    for (int i = 0; i < categories.size(); ++i)
        position.insert(categories[i], i);
    QHash<QString, int> ratedBy;
    int outside = 0;
    for (const Labels &labels : raters)
        for (auto it = labels.begin(); it != labels.end(); ++it) {
            if (position.contains(it.value()))
                ++ratedBy[it.key()];
            else
                ++outside;
        }
    QStringList items;
    for (auto it = ratedBy.begin(); it != ratedBy.end(); ++it)
        if (it.value() >= 2)
            items << it.key();
    items.sort();
    for (auto it = raters.begin(); it != raters.end(); ++it)
        d.raters.push_back(it.key().toStdString());
    d.positions = judge::RatingMatrix(static_cast<std::size_t>(items.size()), d.raters.size());
    std::size_t r = 0;
    for (auto it = raters.begin(); it != raters.end(); ++it, ++r)
        for (qsizetype i = 0; i < items.size(); ++i) {
            const auto label = it.value().constFind(items[i]);
            if (label != it.value().constEnd() && position.contains(*label))
                d.positions(static_cast<std::size_t>(i), r) = position.value(*label);
        }
    for (const QString &item : items)
        d.items.push_back(item.toStdString());
    d.values = d.positions;
    // Interval and ratio data use the categories' numeric values, not their positions.
    if (level == judge::Level::Interval || level == judge::Level::Ratio) {
        for (std::size_t i = 0; i < d.values.units(); ++i)
            for (std::size_t k = 0; k < d.values.raters(); ++k)
                if (!judge::RatingMatrix::missing(d.positions(i, k)))
                    d.values(i, k) = categories.at(static_cast<qsizetype>(d.positions(i, k))).toDouble();
    }
    if (skipped)
        *skipped = outside;
    return d;
}

// The units clusters are drawn in, named in the note on too few of them.
[[maybe_unused]] const char *const kClusterUnits[] = { QT_TRANSLATE_NOOP("draudit::models::AgreementRows", "battles"),
    QT_TRANSLATE_NOOP("draudit::models::AgreementRows", "reports") };

namespace {
// An analytic interval (estimate ± t·SE) from few items can reach past what the coefficient can be: [−1, 1] for the
// chance-corrected ones, [0, 1] for percent agreement. Its bounds are cut there, as irrCAC cuts the upper one at 1,
// and the report says so once.
void cutAtRange(ReportTable &table, ReportRow &row)
{
    const bool proportion = row.statistic.endsWith(QLatin1String("percent_agreement"));
    const double least = proportion ? 0.0 : -1.0;
    const double low = std::max(row.ciLow, std::min(least, row.value));
    const double high = std::min(row.ciHigh, std::max(1.0, row.value));
    if (low == row.ciLow && high == row.ciHigh)
        return;
    row.ciLow = low;
    row.ciHigh = high;
    const QString note = QCoreApplication::translate("draudit::models::AgreementRows",
        "Analytic intervals that reached past a coefficient's range (−1 to 1; 0 to 1 for percent agreement) are cut "
        "at it, as irrCAC cuts the upper bound at 1; an interval that wide says the items are too few to tell.");
    if (!table.notes.contains(note))
        table.notes << note;
}
} // namespace

QString withTooFewClusters(const QString &method, std::size_t clusters, const QString &unit)
{
    return method + QStringLiteral(" (only %1 %2: too few for a cluster bootstrap)").arg(clusters).arg(unit);
}

void appendAgreementRows(ReportTable &table, const QString &analysis, const QString &comparison,
    const judge::AgreementReport &report, const QString &headlineStatistic, const QString &prefix,
    const QString &clusterUnit)
{
    const bool clustered = !clusterUnit.isEmpty() && report.clusteredBootstrap;
    const bool fewClusters = clustered && report.clusters < kFewestClustersForBootstrap;
    if (fewClusters) {
        const QString note
            = QCoreApplication::translate("draudit::models::AgreementRows",
                "%1 · %2: only %n cluster(s) (%3), fewer than %4: too few for a cluster bootstrap interval (Cameron & "
                "Miller 2015); the analytic interval is shown instead, and it treats every item as independent, which "
                "items of one cluster are not.",
                "", report.clusters)
                  .arg(displayTerm(analysis), displayComparison(comparison),
                      QCoreApplication::translate("draudit::models::AgreementRows", clusterUnit.toUtf8().constData()))
                  .arg(kFewestClustersForBootstrap);
        if (!table.notes.contains(note))
            table.notes << note;
    }
    for (const auto &[name, c] : report.coefficients) {
        ReportRow row;
        row.analysis = analysis;
        row.comparison = comparison;
        row.statistic = prefix + QString::fromStdString(name);
        row.value = c.estimate.value;
        row.n = static_cast<double>(report.items);
        if (c.estimate.se)
            row.se = *c.estimate.se;
        if (clustered && !fewClusters && c.bootstrap && std::isfinite(c.bootstrap->bca.lo)) {
            row.ciLow = c.bootstrap->bca.lo;
            row.ciHigh = c.bootstrap->bca.hi;
            row.se = c.bootstrap->se;
            row.ciMethod = QStringLiteral("cluster bootstrap BCa over %1 (%2 resamples)")
                               .arg(clusterUnit)
                               .arg(report.bootstrapResamples);
        } else if (c.estimate.ci95) {
            row.ciLow = c.estimate.ci95->lo;
            row.ciHigh = c.estimate.ci95->hi;
            cutAtRange(table, row);
            row.ciMethod = QString::fromStdString(c.estimate.ciMethod);
            if (fewClusters)
                row.ciMethod = withTooFewClusters(row.ciMethod, report.clusters, clusterUnit);
        } else if (c.bootstrap && !fewClusters) {
            row.ciLow = c.bootstrap->bca.lo;
            row.ciHigh = c.bootstrap->bca.hi;
            row.se = c.bootstrap->se;
            row.ciMethod = QStringLiteral("bootstrap BCa");
        }
        row.headline = !headlineStatistic.isEmpty() && row.statistic == headlineStatistic;
        table.rows << row;
    }
    if (report.icc)
        for (const judge::IccForm &f : report.icc->result.forms) {
            ReportRow row;
            row.analysis = analysis;
            row.comparison = comparison;
            row.statistic = prefix + QString::fromStdString(f.name);
            row.value = f.value;
            row.ciLow = f.ci95.lo;
            row.ciHigh = f.ci95.hi;
            row.ciMethod = QStringLiteral("F distribution (psych)");
            row.n = static_cast<double>(report.icc->completeItems);
            table.rows << row;
        }
}

ReportRow valueRow(const QString &analysis, const QString &comparison, const QString &statistic, double value, double n)
{
    ReportRow row;
    row.analysis = analysis;
    row.comparison = comparison;
    row.statistic = statistic;
    row.value = value;
    row.n = n;
    return row;
}

ReportRow intervalRow(const QString &analysis, const QString &comparison, const QString &statistic, double value,
    double low, double high, const QString &method, double n)
{
    ReportRow row = valueRow(analysis, comparison, statistic, value, n);
    row.ciLow = low;
    row.ciHigh = high;
    row.ciMethod = method;
    return row;
}

ReportRow proportionRow(
    const QString &analysis, const QString &comparison, const QString &statistic, int passed, int total)
{
    ReportRow row = valueRow(analysis, comparison, statistic, std::nan(""), total);
    if (total == 0)
        return row;
    const double n = total;
    const double p = passed / n;
    const double z = judge::normalQuantile(0.975);
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    row.value = p;
    row.se = std::sqrt(p * (1 - p) / n);
    row.ciLow = centre - half;
    row.ciHigh = centre + half;
    row.ciMethod = QStringLiteral("Wilson score");
    return row;
}

} // namespace draudit::models
