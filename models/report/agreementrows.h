// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Turns the judge library's results into report rows, and builds two-or-more-rater inputs from label maps.
#pragma once

#include "judge/agreementreport.h"
#include "models/report/reporttable.h"

#include <QHash>
#include <QMap>

namespace draudit::models {

// Item → label, per rater (annotator or judge).
using Labels = QHash<QString, QString>;

// Items rated by at least two of the raters, as judge input over the declared categories (labels outside them
// are left out and counted in *skipped).
judge::AgreementData agreementInput(
    const QMap<QString, Labels> &raters, const QStringList &categories, judge::Level level, int *skipped = nullptr);

// Fewer clusters than this and a cluster bootstrap's interval is not trusted: with few clusters cluster-resampling
// intervals are too narrow and their coverage falls well below 95% (Cameron & Miller 2015, "A Practitioner's Guide
// to Cluster-Robust Inference", J. Human Resources 50(2), §VI: "few" is fewer than 20 to 50 clusters).
inline constexpr std::size_t kFewestClustersForBootstrap = 20;

// An interval method from fewer clusters than that, saying so: "METHOD (only 8 battles: too few for a cluster
// bootstrap)", the form models::displayTerm reads back.
QString withTooFewClusters(const QString &method, std::size_t clusters, const QString &unit);

// One row per coefficient the report holds (value, SE, CI), prefixed by `prefix` when given. With `clusterUnit` and a
// clustered bootstrap in the report, its BCa interval (over that unit, e.g. "battles") replaces the analytic one,
// which treats every item as independent, unless it had fewer than kFewestClustersForBootstrap clusters: then the
// analytic interval stays, its method saying so, and the table gains a note.
void appendAgreementRows(ReportTable &table, const QString &analysis, const QString &comparison,
    const judge::AgreementReport &report, const QString &headlineStatistic = {}, const QString &prefix = {},
    const QString &clusterUnit = {});

// A row holding one value and no interval (a p-value, a count, a mean without a spread).
ReportRow valueRow(
    const QString &analysis, const QString &comparison, const QString &statistic, double value, double n);
// A row with its 95% interval and how the interval was made.
ReportRow intervalRow(const QString &analysis, const QString &comparison, const QString &statistic, double value,
    double low, double high, const QString &method, double n);

// Share of passing answers with the Wilson score 95% interval.
ReportRow proportionRow(
    const QString &analysis, const QString &comparison, const QString &statistic, int passed, int total);

} // namespace draudit::models
