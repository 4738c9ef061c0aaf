// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Annotators are listed by display name; the progress column is a bar so the team's state reads at a glance.
#include "views/studyprogresspanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

QString durationText(double seconds, bool known)
{
    if (!known)
        return StudyProgressPanel::tr("unknown");
    if (seconds >= 3600)
        return StudyProgressPanel::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
    if (seconds >= 60)
        return StudyProgressPanel::tr("%1 min").arg(seconds / 60, 0, 'f', 0);
    return StudyProgressPanel::tr("%1 s").arg(seconds, 0, 'f', 0);
}

// Sentences that say something: no overlap line for a team of one, no "unknown" times before anything was timed.
QString StudyProgressPanel::summaryText(const models::StudyStatus &s)
{
    const int items = static_cast<int>(s.study.items);
    QStringList parts {
        tr("%1 (%2): %n item(s), %3.", nullptr, items)
            .arg(s.study.name, s.study.protocol, s.study.overlap.isEmpty() ? tr("not assigned yet") : s.study.overlap),
        tr("%1 of %n assignment(s) done; %2 items complete.", nullptr, s.assignments).arg(s.done).arg(s.itemsComplete)
    };
    if (s.annotators.size() > 1)
        parts << tr(
            "%n item(s) go to two or more annotators; %1 of them answered by two so far.", nullptr, s.itemsOverlapping)
                     .arg(s.itemsOverlapDone);
    if (s.medianSeconds > 0)
        parts << tr("Median %1 per item; about %2 left.")
                     .arg(durationText(s.medianSeconds, true),
                         durationText(s.remainingSeconds, s.remainingSeconds > 0 || s.done == s.assignments));
    else
        parts << tr("No item has been timed yet.");
    return parts.join(QLatin1Char(' '));
}

StudyProgressPanel::StudyProgressPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel)
    , m_table(new QTableWidget(0, 7))
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_table->setHorizontalHeaderLabels({ tr("Annotator"), tr("Progress"), tr("Skipped"), tr("Flagged"),
        tr("Median per item"), tr("p90 per item"), tr("Time left") });
    m_table->setAccessibleName(tr("Progress per annotator"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
}

QString StudyProgressPanel::summary() const
{
    return m_summary->text();
}

void StudyProgressPanel::setStatus(const models::StudyStatus &s)
{
    m_summary->setText(summaryText(s));
    m_table->setRowCount(static_cast<int>(s.annotators.size()));
    for (int row = 0; row < s.annotators.size(); ++row) {
        const models::AnnotatorProgress &a = s.annotators[row];
        auto *bar = new QProgressBar;
        bar->setRange(0, std::max(1, a.assigned));
        bar->setValue(a.done);
        bar->setFormat(tr("%1 / %2").arg(a.done).arg(a.assigned));
        bar->setAccessibleName(tr("%1: %2 of %3 done").arg(a.displayName).arg(a.done).arg(a.assigned));
        const bool timed = a.medianSeconds > 0;
        const QStringList cells { a.displayName, QString(), QString::number(a.skipped), QString::number(a.flagged),
            durationText(a.medianSeconds, timed), durationText(a.p90Seconds, timed),
            durationText(a.remainingSeconds, a.remainingSeconds > 0 || a.done + a.skipped == a.assigned) };
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
        m_table->setCellWidget(row, 1, bar);
    }
}

} // namespace views
} // namespace draudit
