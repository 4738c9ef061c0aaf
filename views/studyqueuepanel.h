// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An annotator's queue in a study: their items in their own order, with state; opens where they stopped.
#pragma once

#include "models/store/studies/queuerelease.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace draudit {
namespace views {

class StudyQueuePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StudyQueuePanel)

public:
    explicit StudyQueuePanel(QWidget *parent = nullptr);

    // Items are listed as "Item N" (never by what they contain, which could name a model in a blind study).
    void setQueue(const QString &studyName, const QString &annotator, const QList<models::QueueItem> &queue);
    // A blind study of whole units shows its done rounds and the current one, each by its place ("1 of 5 battles ·
    // round 2", the units named by setUnits).
    void setQueue(const QString &studyName, const QString &annotator, const models::ReleasedQueue &released);
    // What the study's protocol calls its units ("battles", models::unitsOf), in the place texts and the title.
    void setUnits(const QString &units);
    // Done items and the number of items, or of units when rounds are held back (what the progress bar shows).
    std::pair<int, int> progress() const;
    bool heldBack() const { return m_released.heldBack; }
    // The shown item's unit and round ("2 of 5 battles · round 3"), empty when nothing is held back.
    QString placeOf(const models::Target &target) const;
    void updateItem(const models::Target &target, models::QueueStatus status);
    // Time spent on an unfinished item, added when the annotator leaves it (the item's time is the sum of its visits).
    void addSeconds(const models::Target &target, double seconds);
    // The item's state (pending, done, skipped, flagged), empty for a target not in the queue.
    std::optional<models::QueueStatus> statusOf(const models::Target &target) const; // none when not in the queue
    QListWidget *list() const { return m_list; }
    // The first item not done (skipped and flagged ones come back at the end of the queue), or -1.
    int resumeRow() const;
    const QList<models::QueueItem> &queue() const { return m_queue; }

public Q_SLOTS:
    // Opens the first item not done (after an item is finished, that is the next one).
    void resume();

Q_SIGNALS:
    void itemOpened(const models::QueueItem &item, int position, int total);
    void skipRequested(const models::Target &target);
    void flagRequested(const models::Target &target);

private:
    void open(int row);
    QString rowText(int row) const;
    QString placeText(std::pair<int, int> place) const;
    QString unitsWord() const;
    void updateTitle();
    void groupTasks();

    // A report's task (numbered in queue order), its place among the task's reports and how many there are.
    struct Group
    {
        int number = 0;
        int place = 0;
        int size = 0;
    };
    QList<models::QueueItem> m_queue;
    models::ReleasedQueue m_released; // its items are m_queue
    QHash<int, Group> m_groups; // by row, for the reports of whole tasks
    QString m_studyName;
    QString m_annotator;
    QString m_units; // the protocol's plural noun; empty: "units"
    QLabel *m_title;
    QListWidget *m_list;
    QPushButton *m_skip;
    QPushButton *m_flag;
};

} // namespace views
} // namespace draudit
