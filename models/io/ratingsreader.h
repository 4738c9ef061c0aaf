// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads long-format ratings (item, rater, value[, cluster]) into the judge's agreement input, strictly.
#pragma once

#include "judge/agreementdata.h"
#include "models/core/error.h"

#include <QString>
#include <QStringList>

namespace draudit::models {

struct RatingsOptions
{
    judge::Level level = judge::Level::Nominal;
    QStringList categories; // declared order; empty = derive from the data
    QString clusterColumn; // optional column naming the bootstrap cluster (task, battle)
    QString itemColumn = QStringLiteral("item");
    QString raterColumn = QStringLiteral("rater");
    QString valueColumn = QStringLiteral("value");
};

// Categories beyond this many distinct numeric values are treated as a continuous scale.
inline constexpr int kMaxCategories = 50;

Result<judge::AgreementData> readRatings(const QString &path, const RatingsOptions &options);
// The same through the general reader alone (quotes, JSONL, every error): what the tests hold the fast path to.
Result<judge::AgreementData> readRatingsGeneral(const QString &path, const RatingsOptions &options);

} // namespace draudit::models
