// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tree of what a project holds (battles → rounds, report tasks → reports), fetched lazily page by page.
#pragma once

#include "models/store/queries/catalog.h"

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace draudit {
namespace models {

// A top-level section a benchmark declares: its pairwise comparisons (battles, each with its rounds), or the tasks its
// importers write (each with its reports). Tasks of a benchmark whose comparisons are listed are read through them.
struct NavigatorSection
{
    enum class Source
    {
        Tasks,
        Comparisons
    };
    QString benchmark; // tasks.benchmark
    const char *label; // translated in the context "draudit::models::Benchmarks" (QT_TRANSLATE_NOOP)
    Source source = Source::Tasks;
};

// A section as the project holds it: its translated label and how many comparisons or tasks it lists.
struct HeldSection
{
    QString benchmark, label;
    qint64 count = 0;
    bool comparisons = false;
};

// The sections the navigator shows for the counts, in its order; sections of nothing are left out.
QList<HeldSection> heldSections(const ProjectCounts &counts, const QList<NavigatorSection> &known);

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
        Comparison, // a whole comparison (its rounds below it)
        Round,
        Task,
        Response
    };
    Q_ENUM(Kind)

    static constexpr int kPageSize = 200;

    // The sections the benchmarks declare (models::navigatorSections()); tasks of any other benchmark (a generic
    // import's own name) get a section under that name.
    NavigatorModel(Catalog catalog, QList<NavigatorSection> known, QObject *parent = nullptr);
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
    QList<NavigatorSection> m_known;
    std::unique_ptr<Node> m_root;
    bool m_fetching = false; // fetchMore called from a rowsInserted slot waits for the next call
};

} // namespace models
} // namespace draudit
