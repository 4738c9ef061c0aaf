// Keyset paging (id < last id) keeps every page equally fast however deep the user scrolls.
#include "models/itemmodels/historymodel.h"

#include "models/store/projectstore.h"

#include <QLoggingCategory>
#include <QScopedValueRollback>
#include <QSqlError>
#include <QSqlQuery>

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
    QSqlQuery q(m_store.database());
    q.prepare(m_annotator.isEmpty() ? QStringLiteral("SELECT count(*) FROM annotation_history")
                                    : QStringLiteral("SELECT count(*) FROM annotation_history h JOIN annotators a ON "
                                                     "a.id = h.annotator_id WHERE a.name = ?"));
    if (!m_annotator.isEmpty())
        q.addBindValue(m_annotator);
    m_total = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    if (q.lastError().isValid())
        qCWarning(lcHistory) << q.lastError().text();
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
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    QString sql
        = QStringLiteral("SELECT h.id, h.changed_at, a.name, h.target, h.field, h.old_value, h.new_value, h.reason "
                         "FROM annotation_history h JOIN annotators a ON a.id = h.annotator_id WHERE 1 = 1");
    if (!m_annotator.isEmpty())
        sql += QStringLiteral(" AND a.name = ?");
    if (!m_rows.isEmpty())
        sql += QStringLiteral(" AND h.id < ?");
    q.prepare(sql + QStringLiteral(" ORDER BY h.id DESC LIMIT %1").arg(kPageSize));
    if (!m_annotator.isEmpty())
        q.addBindValue(m_annotator);
    if (!m_rows.isEmpty())
        q.addBindValue(m_rows.last().id);
    if (!q.exec()) {
        qCWarning(lcHistory) << q.lastError().text();
        m_total = m_rows.size(); // stop asking
        return;
    }
    QList<Row> page;
    while (q.next())
        page << Row { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
            q.value(4).toString(), q.value(5).toString(), q.value(6).toString(), q.value(7).toString(),
            !q.value(5).isNull() };
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
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
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
