// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena: human vs judge verdict agreement, human vs human, judge vs judge, and audit-question pass rates.
#pragma once

#include "models/core/error.h"
#include "models/report/modelfamilies.h"
#include "models/report/namemap.h"
#include "models/report/reporttable.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

struct ArenaAnalysisOptions
{
    QString verdictField = QStringLiteral("C1"); // the form question holding the human verdict
    qint64 studyId = 1;
    int bootstrap = 0;
    std::uint64_t seed = 1;
    ModelFamilies families; // for self-preference: the judge's and the agents' model families
    ModelAliases aliases; // an imported leaderboard's model names -> the battles' names
};

Result<ReportTable> analyseArena(ProjectStore &store, const ArenaAnalysisOptions &options = {});

} // namespace draudit::models
