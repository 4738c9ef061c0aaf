// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Charts read at a glance: whole model names (slanted when long, never elided into two equal "claude-o…"), ticks at
// round values, and intervals drawn within the statistic's range (a κ or a rate has nothing beyond it).
#include "views/charts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>
#include <cmath>

using namespace draudit;

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void longNamesAreWholeAndTicksRound();
    void intervalsStayWithinTheStatisticsRange();
};

namespace {
QList<models::RatingComparison> points()
{
    models::RatingComparison a;
    a.model = QStringLiteral("claude-opus-4-20250514");
    a.judge = 0.93;
    a.judgeLow = 0.81;
    a.judgeHigh = 1.07; // a normal interval past 1
    models::RatingComparison b = a;
    b.model = QStringLiteral("claude-opus-4-1-20250805");
    b.judge = 0.37;
    b.judgeLow = 0.113;
    b.judgeHigh = 0.627;
    return { a, b };
}

template<typename Axis>
Axis *axisOf(QChart *chart, Qt::Orientation orientation)
{
    const auto axes = chart->axes(orientation);
    return axes.isEmpty() ? nullptr : qobject_cast<Axis *>(axes.front());
}
} // namespace

void TestCharts::longNamesAreWholeAndTicksRound()
{
    std::unique_ptr<QChart> chart(views::intervalChart(points(), QStringLiteral("κ"), QStringLiteral("kappa"), 0));
    auto *x = axisOf<QCategoryAxis>(chart.get(), Qt::Horizontal);
    QVERIFY(x);
    QCOMPARE(x->categoriesLabels(),
        QStringList({ QStringLiteral("claude-opus-4-20250514"), QStringLiteral("claude-opus-4-1-20250805") }));
    QVERIFY(!x->truncateLabels());
    QVERIFY(x->labelsAngle() != 0);
    auto *y = axisOf<QValueAxis>(chart.get(), Qt::Vertical);
    QVERIFY(y);
    const double step = (y->max() - y->min()) / (y->tickCount() - 1);
    for (double v : { y->min(), y->max(), step }) // ticks at multiples of a round step
        QVERIFY2(std::abs(v * 20 - std::round(v * 20)) < 1e-9, qPrintable(QString::number(v)));
}

void TestCharts::intervalsStayWithinTheStatisticsRange()
{
    std::unique_ptr<QChart> chart(
        views::intervalChart(points(), QStringLiteral("κ"), QStringLiteral("kappa"), 0, views::Bounds { -1, 1 }));
    auto *y = axisOf<QValueAxis>(chart.get(), Qt::Vertical);
    QVERIFY(y->max() <= 1.0);
    double highest = -10;
    for (QAbstractSeries *s : chart->series())
        if (auto *line = qobject_cast<QLineSeries *>(s); line && s->metaObject() == &QLineSeries::staticMetaObject)
            for (const QPointF &p : line->points())
                highest = std::max(highest, p.y());
    QCOMPARE(highest, 1.0); // the bar of [0.81, 1.07] ends at 1
    // Unbounded statistics (log-odds) keep their whole interval.
    std::unique_ptr<QChart> open(views::intervalChart(points(), QStringLiteral("log-odds"), QStringLiteral("b"), 0));
    QVERIFY(axisOf<QValueAxis>(open.get(), Qt::Vertical)->max() >= 1.07);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
