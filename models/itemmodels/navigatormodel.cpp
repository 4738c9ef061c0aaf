// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sections list their totals up front; children arrive in pages of kPageSize as the view scrolls.
#include "models/itemmodels/navigatormodel.h"

#include "models/core/plaintooltip.h"
#include "models/forms/target.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QScopedValueRollback>
#include <QSet>

Q_LOGGING_CATEGORY(lcNavigator, "draudit.models.navigator", QtWarningMsg)

namespace draudit {
namespace models {

namespace {
QString translate(const char *label)
{
    return QCoreApplication::translate("draudit::models::Benchmarks", label);
}
} // namespace

struct NavigatorModel::Node
{
    Kind kind = Kind::Section;
    qint64 id = 0;
    QString benchmark; // for sections and tasks
    bool comparisons = false; // a section of comparisons (battles), whose children have rounds
    QString label;
    QString detail;
    QString search;
    qint64 expected = 0; // children the database holds
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;

    bool complete() const { return static_cast<qint64>(children.size()) >= expected; }
};

QList<HeldSection> heldSections(const ProjectCounts &c, const QList<NavigatorSection> &known)
{
    // Comparisons first, then each benchmark's tasks in name order: the declared ones by what they hold, any other by
    // its own name; tasks of a benchmark whose comparisons are listed are read through those.
    QList<HeldSection> out;
    QSet<QString> throughComparisons;
    for (const NavigatorSection &s : known)
        if (s.source == NavigatorSection::Source::Comparisons) {
            out.append({ s.benchmark, translate(s.label), c.comparisonsOf(s.benchmark), true });
            throughComparisons.insert(s.benchmark);
        }
    for (const auto &[benchmark, count] : std::as_const(c.tasksByBenchmark)) {
        if (throughComparisons.contains(benchmark))
            continue;
        QString label = benchmark;
        for (const NavigatorSection &s : known)
            if (s.source == NavigatorSection::Source::Tasks && s.benchmark == benchmark)
                label = translate(s.label);
        out.append({ benchmark, label, count, false });
    }
    out.removeIf([](const HeldSection &s) { return s.count == 0; }); // a section of nothing is only noise
    return out;
}

NavigatorModel::NavigatorModel(Catalog catalog, QList<NavigatorSection> known, QObject *parent)
    : QAbstractItemModel(parent)
    , m_catalog(catalog)
    , m_known(std::move(known))
{
    reload();
}

NavigatorModel::~NavigatorModel() = default;

void NavigatorModel::reload()
{
    beginResetModel();
    m_root = std::make_unique<Node>();
    const auto counts = m_catalog.counts();
    if (!counts)
        qCWarning(lcNavigator) << counts.error().toString();
    const ProjectCounts c = counts.value_or(ProjectCounts {});
    const QList<HeldSection> sections = heldSections(c, m_known);
    for (const HeldSection &shown : sections) {
        auto n = std::make_unique<Node>();
        n->kind = Kind::Section;
        n->benchmark = shown.benchmark;
        n->comparisons = shown.comparisons;
        n->label = shown.label;
        n->expected = shown.count;
        n->parent = m_root.get();
        n->row = static_cast<int>(m_root->children.size());
        m_root->children.push_back(std::move(n));
    }
    m_root->expected = static_cast<qint64>(m_root->children.size());
    endResetModel();
}

NavigatorModel::Node *NavigatorModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex NavigatorModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    Node *p = nodeOf(parent);
    if (!p || row >= static_cast<int>(p->children.size()))
        return {};
    return createIndex(row, column, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex NavigatorModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *p = nodeOf(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int NavigatorModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return static_cast<int>(nodeOf(parent)->children.size());
}

int NavigatorModel::columnCount(const QModelIndex &) const
{
    return 1;
}

bool NavigatorModel::hasChildren(const QModelIndex &parent) const
{
    const Node *n = nodeOf(parent);
    return n == m_root.get() || n->expected > 0;
}

bool NavigatorModel::canFetchMore(const QModelIndex &parent) const
{
    const Node *n = nodeOf(parent);
    return !m_fetching && n != m_root.get() && !n->complete();
}

QList<ListEntry> NavigatorModel::loadChildren(Node *node, qint64 offset) const
{
    Result<QList<ListEntry>> r = QList<ListEntry>();
    switch (node->kind) {
    case Kind::Section:
        r = node->comparisons ? m_catalog.comparisons(node->benchmark, offset, kPageSize)
                              : m_catalog.tasks(node->benchmark, offset, kPageSize);
        break;
    case Kind::Comparison:
        r = m_catalog.rounds(node->id);
        break;
    case Kind::Task:
        r = m_catalog.responses(node->id);
        break;
    case Kind::Round:
    case Kind::Response:
        break;
    }
    if (!r) {
        qCWarning(lcNavigator) << r.error().toString();
        return {};
    }
    return *r;
}

void NavigatorModel::fetchMore(const QModelIndex &parent)
{
    Node *n = nodeOf(parent);
    if (m_fetching || n == m_root.get() || n->complete())
        return;
    const QScopedValueRollback<bool> guard(m_fetching, true);
    const QList<ListEntry> entries = loadChildren(n, static_cast<qint64>(n->children.size()));
    if (entries.isEmpty()) {
        n->expected = static_cast<qint64>(n->children.size()); // nothing more to read; stop asking
        return;
    }
    const int first = static_cast<int>(n->children.size());
    beginInsertRows(parent, first, first + static_cast<int>(entries.size()) - 1);
    for (const ListEntry &e : entries) {
        auto c = std::make_unique<Node>();
        c->id = e.id;
        c->label = e.label;
        c->detail = e.detail;
        c->search = e.search;
        c->expected = e.children;
        c->parent = n;
        c->row = static_cast<int>(n->children.size());
        switch (n->kind) {
        case Kind::Section:
            c->kind = n->comparisons ? Kind::Comparison : Kind::Task;
            c->benchmark = n->benchmark;
            break;
        case Kind::Comparison:
            c->kind = Kind::Round;
            break;
        default:
            c->kind = Kind::Response;
            break;
        }
        n->children.push_back(std::move(c));
    }
    endInsertRows();
}

QVariant NavigatorModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *n = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        if (n->kind == Kind::Section)
            return tr("%1 (%2)").arg(n->label).arg(n->expected);
        // A battle's title, then its id on a line of its own: real ids are long (the two models and the tree).
        if (n->kind == Kind::Comparison && !n->detail.isEmpty())
            return n->label + QLatin1Char('\n') + n->detail;
        return n->label;
    case Qt::ToolTipRole:
        return plainToolTip(n->detail.isEmpty() ? n->label : n->label + QLatin1Char('\n') + n->detail);
    case SearchRole:
        return n->label + QLatin1Char('\n') + n->detail + QLatin1Char('\n') + n->search;
    case KindRole:
        return QVariant::fromValue(n->kind);
    case IdRole:
        return n->id;
    case TargetRole:
        switch (n->kind) {
        case Kind::Comparison:
            return models::Target::comparison(n->id).toString();
        case Kind::Round:
            return models::Target::round(n->id).toString();
        case Kind::Task:
            return models::Target::task(n->id).toString();
        case Kind::Response:
            return models::Target::response(n->id).toString();
        case Kind::Section:
            return QStringLiteral("section:%1").arg(n->benchmark);
        }
        break;
    default:
        break;
    }
    return {};
}

QHash<int, QByteArray> NavigatorModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractItemModel::roleNames();
    r.insert(KindRole, "kind");
    r.insert(IdRole, "id");
    r.insert(TargetRole, "target");
    r.insert(SearchRole, "search");
    return r;
}

} // namespace models
} // namespace draudit
