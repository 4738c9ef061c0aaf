// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena task preference: each item is three generated tasks ("rounds:12,40,77", listed in configuration
// order), shown in a per-annotator random order; the annotator picks the best question and the best checklist.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"
#include "models/study/studyplan.h"

namespace draudit::models {

class ProjectStore;

struct TaskTriples
{
    QStringList configurations; // names of the generating configurations, in column order
    QList<StudyCandidate> items;
};

// One line per item: round ids separated by commas or tabs, one column per configuration. An optional first line
// "configurations: A, B, C" names the columns. Every round must exist in the project.
Result<TaskTriples> readTaskTriples(ProjectStore &store, const QString &path);
// The study's sample description carries the configuration names ("...; configurations: A, B, C").
QString describeConfigurations(const QStringList &configurations);
QStringList configurationsOf(const QString &sampleDescription);
// Selection rate of each configuration for the best question and the best checklist, with Wilson intervals.
Result<ReportTable> analyseTaskPreference(ProjectStore &store, qint64 studyId);

} // namespace draudit::models
