// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The attention checks of a study in its report: per annotator, the share of checks answered as expected.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

class ProjectStore;

// Appends one row per annotator ("attention checks", statistic check_accuracy, Wilson interval) and a note, when
// the study has checks; nothing otherwise.
Result<void> appendCheckRows(ProjectStore &store, qint64 studyId, ReportTable &table);

} // namespace draudit::models
