// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl+Shift+S skips, Ctrl+Shift+F flags for discussion; both move on to the next item.
#include "views/studyqueuepanel.h"

#include "models/forms/target.h"

#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace draudit {
namespace views {

StudyQueuePanel::StudyQueuePanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_list(new QListWidget)
    , m_skip(new QPushButton(tr("Skip")))
    , m_flag(new QPushButton(tr("Flag for discussion")))
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_list->setAccessibleName(tr("Your items"));
    m_skip->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_skip->setToolTip(tr("Skip this item for now (Ctrl+Shift+S)"));
    m_flag->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_flag->setToolTip(tr("Flag this item for discussion (Ctrl+Shift+F)"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_skip);
    buttons->addWidget(m_flag);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_title);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_list, &QListWidget::itemActivated, this, [this] { open(m_list->currentRow()); });
    connect(m_list, &QListWidget::itemClicked, this, [this] { open(m_list->currentRow()); });
    connect(m_skip, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            Q_EMIT skipRequested(m_queue[m_list->currentRow()].target);
    });
    connect(m_flag, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            Q_EMIT flagRequested(m_queue[m_list->currentRow()].target);
    });
}

QString StudyQueuePanel::rowText(int row) const
{
    const models::QueueItem &item = m_queue[row];
    const QString state = item.status == models::QueueStatus::Done ? tr("done")
        : item.status == models::QueueStatus::Skipped              ? tr("skipped")
        : item.status == models::QueueStatus::Flagged              ? tr("flagged")
                                                                   : QString();
    // A task-blocked study names each report's task and place in it (numbered in queue order: nothing of the task
    // or its agents); a whole unit's rounds are named by their place in it, held back as releaseQueue says.
    const Group group = m_groups.value(row);
    const QString name = row < m_released.places.size() ? placeText(m_released.places[row])
        : group.size > 0 ? tr("Task %1 · report %2 of %3").arg(group.number).arg(group.place).arg(group.size)
                         : tr("Item %1").arg(row + 1);
    return state.isEmpty() ? name : tr("%1 — %2").arg(name, state);
}

void StudyQueuePanel::groupTasks()
{
    m_groups.clear();
    QHash<models::Target, Group> byUnit;
    for (int row = 0; row < m_queue.size(); ++row) {
        if (m_queue[row].unit.kind() != models::Target::Kind::Task)
            continue;
        const models::Target &unit = m_queue[row].unit;
        if (!byUnit.contains(unit))
            byUnit.insert(unit, { static_cast<int>(byUnit.size()) + 1, 0, 0 });
        Group &g = byUnit[unit];
        m_groups.insert(row, { g.number, ++g.place, 0 });
    }
    for (auto it = m_groups.begin(); it != m_groups.end(); ++it)
        it->size = byUnit.value(m_queue[it.key()].unit).place;
}

QString StudyQueuePanel::placeText(std::pair<int, int> place) const
{
    // As the annotator's page says it: the unit among the units, then the round within it.
    return tr("%1 of %2 %3 · round %4").arg(place.first).arg(m_released.units).arg(unitsWord()).arg(place.second);
}

QString StudyQueuePanel::unitsWord() const
{
    return m_units.isEmpty() ? tr("units") : m_units;
}

void StudyQueuePanel::setUnits(const QString &units)
{
    m_units = units;
    for (int row = 0; row < m_list->count(); ++row)
        m_list->item(row)->setText(rowText(row));
    updateTitle();
}

QString StudyQueuePanel::placeOf(const models::Target &target) const
{
    for (int row = 0; row < m_queue.size() && row < m_released.places.size(); ++row)
        if (m_queue[row].target == target)
            return placeText(m_released.places[row]);
    return {};
}

std::pair<int, int> StudyQueuePanel::progress() const
{
    if (m_released.heldBack)
        return { m_released.unitsDone, m_released.units };
    int done = 0;
    for (const models::QueueItem &i : std::as_const(m_queue))
        done += i.status == models::QueueStatus::Done ? 1 : 0;
    return { done, static_cast<int>(m_queue.size()) };
}

void StudyQueuePanel::setQueue(
    const QString &studyName, const QString &annotator, const QList<models::QueueItem> &queue)
{
    setQueue(studyName, annotator, models::releaseQueue(queue, false));
}

void StudyQueuePanel::setQueue(
    const QString &studyName, const QString &annotator, const models::ReleasedQueue &released)
{
    m_released = released;
    const QList<models::QueueItem> &queue = released.items;
    m_queue = queue;
    m_studyName = studyName;
    m_annotator = annotator;
    m_list->clear();
    groupTasks();
    for (int row = 0; row < queue.size(); ++row)
        m_list->addItem(rowText(row));
    updateTitle();
}

void StudyQueuePanel::updateTitle()
{
    const auto [done, total] = progress();
    m_title->setText(m_released.heldBack
            // One pass of arg: a study or annotator named with "%3" would otherwise take the counts' places.
            ? tr("%1 · %2: %3 of %4 %5 done")
                  .arg(m_studyName, m_annotator, QString::number(done), QString::number(total), unitsWord())
            : tr("%1 · %2: %3 of %4 done")
                  .arg(m_studyName, m_annotator, QString::number(done), QString::number(total)));
}

void StudyQueuePanel::updateItem(const models::Target &target, models::QueueStatus status)
{
    for (int row = 0; row < m_queue.size(); ++row)
        if (m_queue[row].target == target) {
            m_queue[row].status = status;
            m_list->item(row)->setText(rowText(row));
        }
    updateTitle();
}

void StudyQueuePanel::addSeconds(const models::Target &target, double seconds)
{
    for (models::QueueItem &item : m_queue)
        if (item.target == target)
            item.seconds += seconds;
    for (models::QueueItem &item : m_released.items)
        if (item.target == target)
            item.seconds += seconds;
}

std::optional<models::QueueStatus> StudyQueuePanel::statusOf(const models::Target &target) const
{
    for (const models::QueueItem &item : m_queue)
        if (item.target == target)
            return item.status;
    return std::nullopt;
}

int StudyQueuePanel::resumeRow() const
{
    for (int row = 0; row < m_queue.size(); ++row)
        if (m_queue[row].status == models::QueueStatus::Pending)
            return row;
    for (int row = 0; row < m_queue.size(); ++row)
        if (m_queue[row].status != models::QueueStatus::Done)
            return row;
    return -1;
}

void StudyQueuePanel::resume()
{
    open(resumeRow());
}

void StudyQueuePanel::open(int row)
{
    if (row < 0 || row >= m_queue.size())
        return;
    if (m_list->currentRow() != row)
        m_list->setCurrentRow(row);
    Q_EMIT itemOpened(m_queue[row], row, static_cast<int>(m_queue.size()));
}

} // namespace views
} // namespace draudit
