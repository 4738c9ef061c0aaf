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
    m_summary->setText(tr("%1 (%2): %3 items, %4. %5 of %6 assignments done; %7 items complete; %8 items seen by two "
                          "or more annotators. Median %9 per item; about %10 left.")
                           .arg(s.study.name, s.study.protocol)
                           .arg(s.study.items)
                           .arg(s.study.overlap.isEmpty() ? tr("not assigned yet") : s.study.overlap)
                           .arg(s.done)
                           .arg(s.assignments)
                           .arg(s.itemsComplete)
                           .arg(s.itemsOverlapping)
                           .arg(durationText(s.medianSeconds, s.medianSeconds > 0),
                               durationText(s.remainingSeconds, s.remainingSeconds > 0 || s.done == s.assignments)));
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
