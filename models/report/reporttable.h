// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The result of an analysis: tidy rows (one statistic of one comparison each), ready for any export.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>

namespace draudit::models {

struct ReportRow
{
    QString analysis; // e.g. "human vs judge verdict"
    QString comparison; // e.g. "alice vs dr-arena-examiner/replay"
    QString statistic; // e.g. "cohen_kappa"
    double value = std::nan("");
    double se = std::nan("");
    double ciLow = std::nan("");
    double ciHigh = std::nan("");
    QString ciMethod;
    double n = 0; // items the statistic is computed on
    bool headline = false; // the statistic the paper reports, listed first
};

struct ReportTable
{
    QString protocol;
    QString title;
    QList<ReportRow> rows;
    QStringList notes;
};

} // namespace draudit::models
