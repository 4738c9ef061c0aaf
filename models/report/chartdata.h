// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the dashboard plots, computed from the store (the numbers behind every chart are the report's).
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <vector>

namespace draudit::models {

class ProjectStore;

struct ConfusionMatrix
{
    QStringList rows; // human answers
    QStringList columns; // judge answers
    std::vector<std::vector<double>> values; // rows × columns: counts, or coefficients
    QString rowTitle;
    QString columnTitle;
};

struct ScorePair
{
    QString label; // "task · model"
    double judge = 0;
    double human = 0;
};

struct RatingComparison
{
    QString model;
    double judge = 0, judgeLow = 0, judgeHigh = 0;
    double human = 0, humanLow = 0, humanHigh = 0;
    bool hasHuman = false;
    double board = 0; // an imported leaderboard's rating (the first leaderboard), when there is one
    bool hasBoard = false;
};

// One judge-bias chart: per judge, its estimate and the humans' on the same items, with 95% intervals.
struct BiasChart
{
    QString title;
    QString axis; // what the values are, on which scale
    double reference = 0; // the value of no bias (0, or 1/2 for a win rate)
    QList<RatingComparison> points; // model = the judge's name; judge / human values and intervals
    // The statistic's range (a rate 0..1, a correlation -1..1); equal bounds: unbounded (log-odds, z).
    double lowest = 0;
    double highest = 0;
};

struct WorstDisagreement
{
    Target target; // round:12
    QString annotator;
    QString human; // both verdicts with A and B as this annotator saw them
    QString judge;
    int distance = 0; // steps apart on the five-point verdict scale
    QString comparison = {}; // the round's comparison and number, for the owner to find it
    int round = 0;
    bool shownMirrored = false; // the verdicts above are mirrored from the file's order
};

// Every human verdict (pooled over annotators) against the first judge's verdict of the same round.
Result<ConfusionMatrix> verdictConfusion(
    ProjectStore &store, qint64 studyId, const QString &field = QStringLiteral("C1"));
// Report scores, judge against the mean human score, for the scatter and Bland–Altman charts.
Result<QList<ScorePair>> reportScorePairs(ProjectStore &store, const ScoreSource &source);
// Judge and human Elo per model, from a dr-arena report's ratings rows.
QList<RatingComparison> ratingComparison(const ReportTable &report);
// The report's judge-bias rows as one chart per bias that has rows (length, citations, self-preference, position).
QList<BiasChart> biasCharts(const ReportTable &report);
// Annotator × annotator values of a statistic from a report's "human vs human" rows (diagonal = 1).
ConfusionMatrix annotatorMatrix(const ReportTable &report, const QString &statistic = QStringLiteral("cohen_kappa"));
// The rounds where a human and the judge are furthest apart, most distant first.
Result<QList<WorstDisagreement>> worstDisagreements(
    ProjectStore &store, qint64 studyId, int limit = 25, const QString &field = QStringLiteral("C1"));

} // namespace draudit::models
