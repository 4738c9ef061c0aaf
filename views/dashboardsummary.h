// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard's first tab: what a paper prints. The protocol's headline statistics, each with a label, its value,
// its 95% interval and n, and the ratings as a table of models by source (the judge, the humans); the tidy rows with
// their identifiers are one tab further (Results).
#pragma once

#include "models/report/chartdata.h"
#include "models/report/reporttable.h"

#include <QWidget>

class QTableWidget;

namespace draudit {
namespace views {

class DashboardSummary final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardSummary)

public:
    explicit DashboardSummary(QWidget *parent = nullptr);
    // The headline rows (when the protocol marks none, the first analysis's rows) and the ratings, if any.
    void setData(const models::ReportTable &report, const QList<models::RatingComparison> &ratings);
    QTableWidget *headline() const { return m_headline; }
    QTableWidget *ratings() const { return m_ratings; }

private:
    QTableWidget *m_headline;
    QTableWidget *m_ratings;
};

} // namespace views
} // namespace draudit
