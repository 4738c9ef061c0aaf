// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cumulative score of seat A and seat B over a battle's rounds (Qt Charts).
#pragma once

#include <QWidget>

class QChart;
class QLineSeries;
class QValueAxis;

namespace draudit {
namespace views {

class ScoreChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScoreChart)

public:
    explicit ScoreChart(QWidget *parent = nullptr);
    void setScores(const QList<QPointF> &seatA, const QList<QPointF> &seatB);
    int pointCount() const;

private:
    QChart *m_chart;
    QLineSeries *m_a;
    QLineSeries *m_b;
    QValueAxis *m_x;
    QValueAxis *m_y;
};

} // namespace views
} // namespace draudit
