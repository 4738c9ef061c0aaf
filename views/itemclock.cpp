// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The time is a label, not a countdown: no pressure, only the pace the annotator can see for themselves.
#include "views/itemclock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>

namespace draudit {
namespace views {

ItemClock::ItemClock(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar)
    , m_time(new QLabel)
    , m_timer(new QTimer(this))
{
    m_bar->setTextVisible(true);
    m_bar->setMaximumWidth(220);
    m_bar->setAccessibleName(tr("Study progress"));
    m_time->setAccessibleName(tr("Time on this item"));
    m_time->setTextFormat(Qt::PlainText);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 6, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_time);
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &ItemClock::tick);
    hide();
}

void ItemClock::startItem(int done, int total, double earlierSeconds)
{
    m_earlier = std::max(0.0, earlierSeconds);
    setProgress(done, total);
    m_shown.start();
    m_timer->start();
    tick();
    show();
}

void ItemClock::setProgress(int done, int total)
{
    m_bar->setRange(0, std::max(1, total));
    m_bar->setValue(std::clamp(done, 0, std::max(1, total)));
    m_bar->setFormat(m_units.isEmpty() ? tr("%1 of %2 done").arg(done).arg(total)
                                       : tr("%1 of %2 %3 done").arg(done).arg(total).arg(m_units));
}

void ItemClock::stop()
{
    m_timer->stop();
    m_shown.invalidate();
    hide();
}

int ItemClock::seconds() const
{
    return m_shown.isValid() ? static_cast<int>(m_earlier + static_cast<double>(m_shown.elapsed()) / 1000.0) : 0;
}

QString ItemClock::text() const
{
    return m_time->text();
}

void ItemClock::tick()
{
    const int s = seconds();
    m_time->setText(tr("%1:%2 on this item").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
}

} // namespace views
} // namespace draudit
