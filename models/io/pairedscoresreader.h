// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads paired scores (two numeric columns, optional group and rater columns) for `draudit correlate`.
#pragma once

#include "judge/correlationreport.h"
#include "models/core/error.h"

#include <QStringList>

namespace draudit::models {

struct PairedScoresOptions
{
    QString x = QStringLiteral("x");
    QString y = QStringLiteral("y");
    QString group; // optional
    QStringList raterColumns; // optional, for the per-group ICC(1,1) filter
};

Result<judge::PairedScores> readPairedScores(const QString &path, const PairedScoresOptions &options);

} // namespace draudit::models
