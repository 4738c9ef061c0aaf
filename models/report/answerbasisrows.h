// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What every protocol's report says of the answers it was computed on: how many were blind (held at their item's
// first commit) and how many were not, and the change-of-mind table: per annotator and pooled, the share of committed
// items changed after the commit (before any reveal) and after the reveal, and of those the share that moved to the
// judge's answer.
#pragma once

#include "models/report/reporttable.h"
#include "models/store/studies/answerchanges.h"

namespace draudit::models {

// The name the rows of the final-answers variant carry before their analysis.
QString finalAnswersVariant();

// Appends the counts of answers by kind (answerKinds), a note naming the basis of the headline, and the
// change-of-mind rows; nothing when the study has no human answer.
void appendAnswerBasis(ReportTable &table, const AnswerKinds &kinds);

} // namespace draudit::models
