// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench judge decisions in the long format of FORMATS.md §6 (CSV or JSONL), one decision per line:
//   judge, question, entry, pred_index, gt_index, key, field, value[, system, alias, score, reasoning, benchmark]
// field key_score: the raw 0..3 of one key (value), key required; for a row of a list entry gt_index names the
//                  ground-truth row it was scored against, which is also the row's match.
// field match:     the ground-truth item a predicted row, title or string matches (gt_index, or value naming the
//                  item's text), or none (both empty); for scifacts with key = paper_title or material.
// field alias_match (scifacts): value true / false for the predicted value of key against alias `alias` of row
//                  gt_index, as the evaluator asks when the two are not equal ignoring case.
// question matches integer and string keys alike; system may be left out when one system predicted the question.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class LiveDrBenchDecisionsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("livedrbench-decisions"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    int stage() const override { return 1; } // after the tasks and predictions of the same folder
};

} // namespace draudit::models
