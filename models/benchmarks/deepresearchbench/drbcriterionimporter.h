// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RACE's per-criterion judge output, which the official code keeps in memory only, brought in the long format of
// FORMATS.md §6 (CSV or JSONL), one decision per line:
//   judge      the run's name (two runs of one model are two judges)
//   task       the task id; system: the agent whose report was scored (may be left out when one agent answered)
//   criterion  the criterion's text as criteria.jsonl gives it, or DIMENSION:I (0-based within the dimension)
//   field      article_1_score (the target report, the default) or article_2_score (the reference report)
//   value      the score, 0..10 (or in `score`); optional: dimension, reasoning (the judge's analysis), benchmark
// Stored on "response:S#race:DIMENSION:I", so the analysis weighs them into the judge's own 0–10 dimension scores
// and compares them with the experts' per-dimension scores on one scale.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbCriterionDecisionsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-criterion-decisions"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    int stage() const override { return 1; } // after the criteria and the reports
};

} // namespace draudit::models
