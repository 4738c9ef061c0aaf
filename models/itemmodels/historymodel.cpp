// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyset paging (id < last id) keeps every page equally fast however deep the user scrolls.
#include "models/itemmodels/historymodel.h"

#include "models/core/plaintooltip.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"

#include <QLoggingCategory>
#include <QScopedValueRollback>

Q_LOGGING_CATEGORY(lcHistory, "draudit.models.history", QtWarningMsg)

namespace draudit {
namespace models {

HistoryModel::HistoryModel(ProjectStore &store, QString annotator, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
    , m_annotator(std::move(annotator))
{
    reload();
}

void HistoryModel::reload()
{
    beginResetModel();
    m_rows.clear();
    const auto total = AnnotationStore(m_store).historyCount(m_annotator);
    m_total = total.value_or(0);
    if (!total)
        qCWarning(lcHistory) << total.error().toString();
    endResetModel();
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !m_fetching && !parent.isValid() && m_rows.size() < m_total;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const QScopedValueRollback<bool> guard(m_fetching, true);
    const auto fetched = AnnotationStore(m_store).historyPage(
        m_annotator, m_rows.isEmpty() ? std::nullopt : std::optional<qint64>(m_rows.last().id), kPageSize);
    if (!fetched) {
        qCWarning(lcHistory) << fetched.error().toString();
        m_total = m_rows.size(); // stop asking
        return;
    }
    QList<Row> page;
    for (const HistoryEntry &h : *fetched)
        page << Row { h.id, h.changedAt, h.annotator, h.target.toString(), h.field, h.oldValue, h.newValue, h.reason,
            h.hadOldValue };
    if (page.isEmpty()) {
        m_total = m_rows.size();
        return;
    }
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(page.size()) - 1);
    m_rows += page;
    endInsertRows();
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == IdRole)
        return r.id;
    if (role == TargetRole)
        return r.target;
    if (role == Qt::ToolTipRole)
        return plainToolTip(data(index, Qt::DisplayRole).toString());
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Time:
        return r.time;
    case Annotator:
        return r.annotator;
    case Target:
        return r.target;
    case Field:
        return r.field;
    case OldValue:
        return r.hadOld ? r.oldValue : tr("(none)");
    case NewValue:
        return r.newValue;
    case Reason:
        return r.reason;
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Time:
        return tr("Time");
    case Annotator:
        return tr("Annotator");
    case Target:
        return tr("Item");
    case Field:
        return tr("Question");
    case OldValue:
        return tr("Before");
    case NewValue:
        return tr("After");
    case Reason:
        return tr("Reason");
    default:
        return {};
    }
}

} // namespace models
} // namespace draudit
