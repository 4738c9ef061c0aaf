// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Values and intervals through the Results tab's own formatting (reportterms.h), so the two never disagree.
#include "views/dashboardsummary.h"

#include "views/reportterms.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace draudit {
namespace views {

namespace {
const QString kElo = QStringLiteral("elo"); // the ratings table's statistic
} // namespace

namespace {

QTableWidget *table(const QStringList &headers, const QString &name)
{
    auto *t = new QTableWidget(0, static_cast<int>(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setAccessibleName(name);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->setWordWrap(true);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch); // the label takes what is left
    return t;
}

void fill(QTableWidget *t, int row, const QStringList &cells, const QStringList &tips = {})
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (c < tips.size() && !tips[c].isEmpty())
            item->setToolTip(tips[c]);
        t->setItem(row, c, item);
    }
}
} // namespace

DashboardSummary::DashboardSummary(QWidget *parent)
    : QWidget(parent)
    , m_headline(table({ tr("Statistic"), tr("Value"), tr("95% CI"), tr("n") }, tr("Headline statistics")))
    , m_ratings(
          table({ tr("Model"), tr("Judge"), tr("Judge 95% CI"), tr("Humans"), tr("Humans 95% CI"), tr("Leaderboard") },
              tr("Ratings by source")))
{
    auto *layout = new QVBoxLayout(this);
    auto *headlineTitle = new QLabel(tr("Headline statistics"));
    auto *ratingsTitle = new QLabel(tr("Ratings by source"));
    for (QLabel *l : { headlineTitle, ratingsTitle })
        l->setStyleSheet(QStringLiteral("font-weight:600;"));
    layout->addWidget(headlineTitle);
    layout->addWidget(m_headline, 2);
    layout->addWidget(ratingsTitle);
    layout->addWidget(m_ratings, 1);
}

void DashboardSummary::setData(const models::ReportTable &report, const QList<models::RatingComparison> &ratings)
{
    QList<const models::ReportRow *> shown;
    for (const models::ReportRow &row : report.rows)
        if (row.headline)
            shown << &row;
    if (shown.isEmpty())
        for (const models::ReportRow &row : report.rows)
            if (row.analysis == report.rows.front().analysis)
                shown << &row;
    m_headline->setRowCount(static_cast<int>(shown.size()));
    for (int r = 0; r < shown.size(); ++r) {
        const models::ReportRow &row = *shown[r];
        const QString label
            = tr("%1 — %2, %3")
                  .arg(displayStatistic(row.statistic), displayTerm(row.analysis), displayComparison(row.comparison));
        fill(m_headline, r,
            { label, displayNumber(row.value, row.statistic), displayInterval(row.ciLow, row.ciHigh, row.statistic),
                QString::number(row.n) },
            { row.analysis + QStringLiteral(" / ") + row.comparison + QStringLiteral(" / ") + row.statistic, {},
                displayTerm(row.ciMethod) });
    }
    m_ratings->setRowCount(static_cast<int>(ratings.size()));
    for (int r = 0; r < ratings.size(); ++r) {
        const models::RatingComparison &m = ratings[r];
        fill(m_ratings, r,
            { m.model, displayNumber(m.judge, kElo), displayInterval(m.judgeLow, m.judgeHigh, kElo),
                m.hasHuman ? displayNumber(m.human, kElo) : QString(),
                m.hasHuman ? displayInterval(m.humanLow, m.humanHigh, kElo) : QString(),
                m.hasBoard ? displayNumber(m.board, kElo) : QString() });
    }
    m_ratings->setVisible(!ratings.isEmpty());
    m_headline->resizeRowsToContents();
}

} // namespace views
} // namespace draudit
