// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cells are area series between two horizontal lines, so they scale with the plot; labels are one-point scatter
// series whose point label is the literal number.
#include "views/charts.h"

#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPalette>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace draudit {
namespace views {

namespace {
void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

QValueAxis *valueAxis(const QString &title, double lo, double hi)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    const double pad = hi > lo ? (hi - lo) * 0.05 : 1;
    axis->setRange(lo - pad, hi + pad);
    axis->applyNiceNumbers(); // ticks at round values (0.25, 0.5, …), not at a fifth of an odd range
    if (axis->max() - axis->min() >= 50)
        axis->setLabelFormat(QStringLiteral("%.0f")); // Elo 1000, not 1000.0
    return axis;
}

// Category labels are never elided (two long model names became the same "claude-o…"): long ones are slanted.
void fitLabels(QCategoryAxis *axis, const QStringList &labels)
{
    qsizetype longest = 0;
    for (const QString &l : labels)
        longest = std::max(longest, l.size());
    if (longest > 10 || labels.size() * longest > 60)
        axis->setLabelsAngle(-30);
    axis->setTruncateLabels(false);
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}
} // namespace

void followPalette(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text), back = palette.color(QPalette::Base);
    QColor grid = palette.color(QPalette::Mid);
    chart->setBackgroundBrush(back);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
}

void recolourCharts()
{
    for (QWidget *w : QApplication::allWidgets())
        if (auto *view = qobject_cast<QChartView *>(w))
            followPalette(view->chart(), QApplication::palette());
}

QChart *heatmapChart(const models::ConfusionMatrix &m, const QString &title, int decimals)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    const auto rows = static_cast<int>(m.rows.size()), columns = static_cast<int>(m.columns.size());
    auto *x = new QCategoryAxis;
    auto *y = new QCategoryAxis;
    x->setRange(0, std::max(1, columns));
    y->setRange(0, std::max(1, rows));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(m.columnTitle);
    y->setTitleText(m.rowTitle);
    for (int c = 0; c < columns; ++c)
        x->append(m.columns[c], c + 0.5);
    fitLabels(x, m.columns);
    for (int r = rows - 1; r >= 0; --r) // first row on top; a category axis takes increasing values only
        y->append(m.rows[r], rows - r - 0.5);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double largest = 0;
    for (const auto &row : m.values)
        for (double v : row)
            largest = std::max(largest, std::abs(v));
    if (largest <= 0)
        largest = 1;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const double v = m.values[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            const double top = rows - r, bottom = rows - r - 1;
            auto *upper = new QLineSeries;
            auto *lower = new QLineSeries;
            upper->append(c, top);
            upper->append(c + 1, top);
            lower->append(c, bottom);
            lower->append(c + 1, bottom);
            auto *cell = new QAreaSeries(upper, lower);
            const double share = std::abs(v) / largest;
            cell->setColor(QColor::fromHsvF(0.58, 0.1 + 0.75 * share, 1.0 - 0.35 * share));
            cell->setBorderColor(Qt::white);
            attach(chart, cell, x, y);
            auto *label = new QScatterSeries;
            label->append(c + 0.5, bottom + 0.5);
            label->setMarkerSize(0.1);
            label->setColor(Qt::transparent);
            label->setBorderColor(Qt::transparent);
            label->setPointLabelsVisible(true);
            label->setPointLabelsClipping(false);
            label->setPointLabelsColor(share > 0.6 ? Qt::white : Qt::black);
            label->setPointLabelsFormat(QString::number(v, 'f', decimals));
            attach(chart, label, x, y);
        }
    return chart;
}

QChart *scoreScatterChart(const QList<models::ScorePair> &pairs, const QString &title, const ScoreAxes &axes)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    auto *points = new QScatterSeries;
    points->setName(QObject::tr("reports"));
    points->setMarkerSize(9);
    double xlo = 0, xhi = 1, ylo = 0, yhi = 1;
    if (!pairs.isEmpty()) {
        xlo = xhi = pairs.front().judge;
        ylo = yhi = pairs.front().human;
    }
    for (const models::ScorePair &p : pairs) {
        points->append(p.judge, p.human);
        xlo = std::min(xlo, p.judge);
        xhi = std::max(xhi, p.judge);
        ylo = std::min(ylo, p.human);
        yhi = std::max(yhi, p.human);
    }
    auto *x = valueAxis(axes.judge, xlo, xhi);
    auto *y = valueAxis(axes.human, ylo, yhi);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, points, x, y);
    if (!axes.oneScale)
        return chart;
    // y = x where the two ranges meet.
    const double lo = std::max(xlo, ylo), hi = std::min(xhi, yhi);
    auto *identity = new QLineSeries;
    identity->setName(QObject::tr("identity (y = x)"));
    if (hi > lo) {
        identity->append(lo, lo);
        identity->append(hi, hi);
    }
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DashLine);
    identity->setPen(pen);
    attach(chart, identity, x, y);
    return chart;
}

QChart *blandAltmanChart(const QList<models::ScorePair> &pairs, const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    auto *points = new QScatterSeries;
    points->setName(QObject::tr("reports"));
    points->setMarkerSize(9);
    double mean = 0, lo = 0, hi = 1, dlo = -1, dhi = 1;
    std::vector<double> diffs;
    for (const models::ScorePair &p : pairs) {
        const double m = (p.judge + p.human) / 2, d = p.human - p.judge;
        points->append(m, d);
        diffs.push_back(d);
        if (diffs.size() == 1) {
            lo = hi = m;
            dlo = dhi = d;
        }
        lo = std::min(lo, m);
        hi = std::max(hi, m);
        dlo = std::min(dlo, d);
        dhi = std::max(dhi, d);
    }
    double sd = 0;
    if (!diffs.empty()) {
        for (double d : diffs)
            mean += d / static_cast<double>(diffs.size());
        for (double d : diffs)
            sd += (d - mean) * (d - mean);
        sd = diffs.size() > 1 ? std::sqrt(sd / static_cast<double>(diffs.size() - 1)) : 0;
    }
    auto *x = valueAxis(QObject::tr("mean of judge and human"), lo, hi);
    auto *y = valueAxis(QObject::tr("human − judge"), std::min(dlo, mean - 2 * sd), std::max(dhi, mean + 2 * sd));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, points, x, y);
    for (const auto &[name, level, style] : { std::tuple { QObject::tr("mean difference"), mean, Qt::SolidLine },
             std::tuple { QObject::tr("limits of agreement (±1.96 SD)"), mean + 1.96 * sd, Qt::DashLine },
             std::tuple { QString(), mean - 1.96 * sd, Qt::DashLine } }) {
        auto *line = new QLineSeries;
        line->setName(name);
        line->append(lo, level);
        line->append(hi, level);
        QPen pen(style == Qt::SolidLine ? QColor(0x33, 0x66, 0x99) : QColor(0xcc, 0x55, 0x33));
        pen.setStyle(style);
        line->setPen(pen);
        attach(chart, line, x, y);
        if (name.isEmpty())
            hideFromLegend(chart, line);
    }
    return chart;
}

QChart *ratingChart(const QList<models::RatingComparison> &ratings, const QString &title)
{
    // A short axis title: a vertical one is cut to the plot's height ("Elo (Bradley-Terry), …").
    return intervalChart(ratings, title + QObject::tr(" (Bradley–Terry, 95% intervals)"), QObject::tr("Elo"), 1000);
}

QChart *intervalChart(const QList<models::RatingComparison> &ratings, const QString &title, const QString &axis,
    double reference, Bounds bounds)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(0, std::max<qsizetype>(1, ratings.size()));
    double lo = reference, hi = reference;
    QStringList names;
    for (int i = 0; i < ratings.size(); ++i) {
        x->append(ratings[i].model, i + 0.5);
        names << ratings[i].model;
        const models::RatingComparison &r = ratings[i];
        const double none = std::nan("");
        for (double v : { r.judge, r.judgeLow, r.judgeHigh, r.hasHuman ? r.human : none, r.hasHuman ? r.humanLow : none,
                 r.hasHuman ? r.humanHigh : none })
            if (std::isfinite(v)) {
                lo = std::min(lo, std::clamp(v, bounds.lowest, bounds.highest));
                hi = std::max(hi, std::clamp(v, bounds.lowest, bounds.highest));
            }
    }
    fitLabels(x, names);
    auto *y = valueAxis(axis, lo, hi);
    if (y->min() < bounds.lowest || y->max() > bounds.highest) // a κ or a rate has nothing to show beyond its range
        y->setRange(std::max(y->min(), bounds.lowest), std::min(y->max(), bounds.highest));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const QColor judgeColour(0x33, 0x66, 0x99), humanColour(0xcc, 0x77, 0x22);
    auto *judge = new QScatterSeries;
    judge->setName(QObject::tr("judge"));
    judge->setColor(judgeColour);
    auto *human = new QScatterSeries;
    human->setName(QObject::tr("humans"));
    human->setColor(humanColour);
    human->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    for (QScatterSeries *s : { judge, human })
        s->setMarkerSize(10);
    attach(chart, judge, x, y);
    attach(chart, human, x, y);
    const auto bar = [&](double at, double from, double to, const QColor &colour) {
        // A normal-approximation interval can pass the statistic's range (κ beyond 1): drawn only within it.
        auto *line = new QLineSeries;
        line->append(at, std::clamp(from, bounds.lowest, bounds.highest));
        line->append(at, std::clamp(to, bounds.lowest, bounds.highest));
        line->setPen(QPen(colour, 2));
        attach(chart, line, x, y);
        hideFromLegend(chart, line);
    };
    if (reference != 1000) { // the value of no effect, dashed across the chart
        auto *none = new QLineSeries;
        none->append(0, reference);
        none->append(std::max<qsizetype>(1, ratings.size()), reference);
        none->setPen(QPen(Qt::gray, 1, Qt::DashLine));
        attach(chart, none, x, y);
        hideFromLegend(chart, none);
    }
    for (int i = 0; i < ratings.size(); ++i) {
        const models::RatingComparison &r = ratings[i];
        judge->append(i + 0.4, r.judge);
        bar(i + 0.4, r.judgeLow, r.judgeHigh, judgeColour);
        if (r.hasHuman) {
            human->append(i + 0.6, r.human);
            bar(i + 0.6, r.humanLow, r.humanHigh, humanColour);
        }
    }
    return chart;
}

} // namespace views
} // namespace draudit
