// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Table of annotation changes (newest first), paged from the store so a million edits open instantly.
#pragma once

#include "models/core/error.h"

#include <QAbstractTableModel>
#include <QList>

namespace draudit {
namespace models {

class ProjectStore;

class HistoryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryModel)

public:
    enum Column
    {
        Time,
        Annotator,
        Target,
        Field,
        OldValue,
        NewValue,
        Reason,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole,
        TargetRole
    };
    static constexpr int kPageSize = 500;

    // An empty annotator shows everyone's changes.
    HistoryModel(ProjectStore &store, QString annotator = {}, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    qint64 totalRows() const { return m_total; }
    // Re-reads from the start (after new edits).
    void reload();

private:
    struct Row
    {
        qint64 id;
        QString time, annotator, target, field, oldValue, newValue, reason;
        bool hadOld;
    };

    ProjectStore &m_store;
    QString m_annotator;
    QList<Row> m_rows;
    qint64 m_total = 0;
    bool m_fetching = false; // a fetchMore from a rowsInserted slot waits for the next call
};

} // namespace models
} // namespace draudit
