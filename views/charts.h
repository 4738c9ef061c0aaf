// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard's charts, built from plain data (no store), each titled so an export names what it shows.
#pragma once

#include "models/report/chartdata.h"

#include <limits>

class QPalette;

class QChart;

namespace draudit {
namespace views {

// A heatmap: one coloured cell per value (a count, or a coefficient shown with `decimals`), the number written in it.
QChart *heatmapChart(const models::ConfusionMatrix &matrix, const QString &title, int decimals = 0);
// Human (y) against judge (x) per report, with the identity line over the range both cover.
// Axis titles name each score's scale; the identity line is drawn only when both are on one scale.
struct ScoreAxes
{
    QString judge;
    QString human;
    bool oneScale = true;
};
QChart *scoreScatterChart(const QList<models::ScorePair> &pairs, const QString &title, const ScoreAxes &axes);
// Bland–Altman: mean of the two scores against their difference, with the mean difference and ±1.96 SD.
QChart *blandAltmanChart(const QList<models::ScorePair> &pairs, const QString &title);
// Judge and human Elo per model with their 95% intervals as bars.
QChart *ratingChart(const QList<models::RatingComparison> &ratings, const QString &title);
// Judge and human estimates per category with their 95% intervals, on a value axis titled `axis` that always
// shows `reference` (the value of no effect). Values and intervals are drawn within the statistic's bounds.
// The chart's background, titles, labels and grid in the palette's colours (a dark theme gets a dark chart); the
// series keep their own colours (a Qt Charts theme would replace them).
void followPalette(QChart *chart, const QPalette &palette);
// Every chart on screen after the application's palette changed.
void recolourCharts();

struct Bounds
{
    double lowest = -std::numeric_limits<double>::infinity();
    double highest = std::numeric_limits<double>::infinity();
};
QChart *intervalChart(const QList<models::RatingComparison> &points, const QString &title, const QString &axis,
    double reference, Bounds bounds = {});

} // namespace views
} // namespace draudit
