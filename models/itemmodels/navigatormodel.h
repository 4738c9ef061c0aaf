// Tree of what a project holds (battles → rounds, report tasks → reports), fetched lazily page by page.
#pragma once

#include "models/store/catalog.h"

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace draudit {
namespace models {

class NavigatorModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NavigatorModel)

public:
    enum Role
    {
        KindRole = Qt::UserRole,
        IdRole,
        TargetRole,
        SearchRole // what the filter matches: the label, ids and model names
    };
    enum class Kind
    {
        Section,
        Battle,
        Round,
        Task,
        Response
    };
    Q_ENUM(Kind)

    static constexpr int kPageSize = 200;

    NavigatorModel(Catalog catalog, QObject *parent = nullptr);
    ~NavigatorModel() override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QHash<int, QByteArray> roleNames() const override;

    // Re-reads the project (after an import); collapses everything.
    void reload();

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    QList<ListEntry> loadChildren(Node *node, qint64 offset) const;

    Catalog m_catalog;
    std::unique_ptr<Node> m_root;
    bool m_fetching = false; // fetchMore called from a rowsInserted slot waits for the next call
};

} // namespace models
} // namespace draudit
