// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Any human field against any judge field (or other annotators): the full agreement report per comparison.
#pragma once

#include "judge/krippendorffalpha.h"
#include "models/core/error.h"
#include "models/report/reporttable.h"

#include <QStringList>
#include <cstdint>

namespace draudit::models {

class ProjectStore;

struct GenericAnalysisOptions
{
    QString field; // annotation field (form question)
    QString judgeField; // judge record field; empty = humans only
    judge::Level level = judge::Level::Nominal;
    QStringList categories; // declared order; empty = derived (numeric order when numeric)
    qint64 studyId = 1;
    int bootstrap = 0;
    std::uint64_t seed = 1;
};

Result<ReportTable> analyseGeneric(ProjectStore &store, const GenericAnalysisOptions &options);

} // namespace draudit::models
