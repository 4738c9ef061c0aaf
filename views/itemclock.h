// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// In the status bar while a study is worked: how far the annotator is (a progress bar, "12 of 40 done") and how
// long the current item has been open, ticking every second.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;

namespace draudit {
namespace views {

class ItemClock final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ItemClock)

public:
    explicit ItemClock(QWidget *parent = nullptr);
    // An item is shown: the clock starts from the time already spent on it in earlier visits.
    void startItem(int done, int total, double earlierSeconds = 0);
    void setProgress(int done, int total);
    // Progress counts whole units (a study of whole battles, held back an item at a time), named so ("battles",
    // translated), not items; empty: items.
    void setUnits(const QString &units) { m_units = units; }
    void stop();
    int seconds() const;
    QString text() const;
    QProgressBar *bar() const { return m_bar; }

private:
    void tick();

    QProgressBar *m_bar;
    QLabel *m_time;
    QTimer *m_timer;
    QElapsedTimer m_shown;
    double m_earlier = 0;
    QString m_units;
};

} // namespace views
} // namespace draudit
