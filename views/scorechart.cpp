// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seats, not systems, are plotted: the chart is safe in blind studies.
#include "views/scorechart.h"

#include "views/charts.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace draudit {
namespace views {

ScoreChart::ScoreChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_a(new QLineSeries)
    , m_b(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    m_a->setName(tr("Seat A"));
    m_b->setName(tr("Seat B"));
    m_a->setPointsVisible(true);
    m_b->setPointsVisible(true);
    m_chart->addSeries(m_a);
    m_chart->addSeries(m_b);
    m_x->setTitleText(tr("Round"));
    m_x->setTitleVisible(false); // the round numbers speak for themselves; the space goes to the labels
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setTitleText(tr("Score"));
    m_y->setTitleVisible(false);
    m_chart->setTitle(tr("Score by round"));
    m_y->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    for (QLineSeries *s : { m_a, m_b }) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_chart->legend()->setAlignment(Qt::AlignBottom); // beside the plot, a narrow panel elides "Seat A"
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chart->setBackgroundRoundness(0);
    followPalette(m_chart, palette());
    auto *view = new QChartView(m_chart);
    view->setRenderHint(QPainter::Antialiasing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    setMinimumHeight(180); // the legend below the plot, and the axis labels in a CJK font, still fit
    setMaximumHeight(220);
}

void ScoreChart::setScores(const QList<QPointF> &seatA, const QList<QPointF> &seatB)
{
    m_a->replace(seatA);
    m_b->replace(seatB);
    double maxScore = 2;
    for (const QPointF &p : seatA + seatB)
        maxScore = std::max(maxScore, p.y());
    m_x->setRange(0, std::max<qsizetype>(2, seatA.size()));
    m_x->setTickCount(static_cast<int>(std::max<qsizetype>(2, seatA.size()) + 1));
    m_y->setRange(0, maxScore + 1);
    m_y->setTickCount(static_cast<int>(maxScore) + 2);
}

int ScoreChart::pointCount() const
{
    return static_cast<int>(m_a->count());
}

} // namespace views
} // namespace draudit
