// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reports scored by a judge and by several humans, keyed by task and model: the input of the DeepResearch Bench
// and DR3-Eval protocols.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QMap>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct ScoredReport
{
    QString target; // "response:ID", or the placeholder the judge's score was imported on
    QString task;
    QString model;
    double method = 0; // the judge's score
    QMap<QString, double> human; // annotator -> score
    double humanMean() const;
};

struct ScoreSource
{
    QString judgeName; // judges.name, e.g. "race" or "dr3-eval"
    QString judgeField; // judge_records.field, e.g. "overall_score" or "metric"
    QString targetSuffix; // "#information_recall" when the dimension is in the target (DR3 metrics), else empty
    QString humanField; // annotations.field
    qint64 studyId = 1;
};

// Reports with a judge score and at least one human score, ordered by task then model; with no judgeName, every
// report with a human score (method NaN), for statistics among the humans. Targets are reports
// ("response:ID") or the placeholders of scores imported before their report ("drb:TASK@MODEL", "dr3:TASK@MODEL").
Result<QList<ScoredReport>> scoredReports(ProjectStore &store, const ScoreSource &source);

// A judge's scores keyed by (task, model), whether or not anyone scored the reports: what the judge ranks the
// systems by. Targets are whole reports, or with targetSuffix ("#information_recall") the reports' parts named so.
using ReportKey = std::pair<QString, QString>;
Result<QMap<ReportKey, double>> judgeScoresByReport(
    ProjectStore &store, const QString &judgeName, const QString &judgeField, const QString &targetSuffix = {});

} // namespace draudit::models
