// What every protocol's report says of the answers it was computed on: how many were blind (held at their item's
// first commit) and how many were not, and the change-of-mind table: per annotator and pooled, the share of committed
// items changed after the commit (before any reveal) and after the reveal, and of those the share that moved to the
// judge's answer.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

class ProjectStore;

// The name the rows of the final-answers variant carry before their analysis.
QString finalAnswersVariant();

// Appends the counts of answers by kind, a note naming the basis of the headline, and the change-of-mind rows.
Result<void> appendAnswerBasis(ReportTable &table, ProjectStore &store, qint64 studyId);

} // namespace draudit::models
