// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench's ground truth expanded with the predicted claims humans marked correct but missing from it
// (fields::missingFromGroundTruth on "claim:I@response:R"), one JSON line per task.
#pragma once

#include "models/core/error.h"

namespace draudit::models {

class ProjectStore;

struct GroundTruthExport
{
    qsizetype tasks = 0;
    qsizetype claimsAdded = 0;
};

// Writes {key, category, question, ground_truths [...], added [{claim, response, annotators}]} per task to path,
// all or nothing (the file appears only when complete).
Result<GroundTruthExport> exportGroundTruth(ProjectStore &store, const QString &path);
// The same, saying what it wrote (draudit export --ground-truth).
Result<QString> writeGroundTruth(ProjectStore &store, const QString &path);

} // namespace draudit::models
