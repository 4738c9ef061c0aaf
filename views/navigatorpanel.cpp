// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The filter matches loaded rows; sections stay visible so lazy loading keeps working.
#include "views/navigatorpanel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace draudit {
namespace views {

namespace {
// Qt's tree (6.4) measures a row without the width its column gives it, so a wrapped row is measured as one line.
// This measures it at the width its text really gets: the column's, less the row's indentation.
class WrappingDelegate : public QStyledItemDelegate
{
    static constexpr int kTextMargin = 3; // about the margin the style keeps around an item's text
public:
    explicit WrappingDelegate(QTreeView *tree)
        : QStyledItemDelegate(tree)
        , m_tree(tree)
    {
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem o(option);
        int depth = m_tree->rootIsDecorated() ? 1 : 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        const int width = m_tree->columnWidth(index.column()) - depth * m_tree->indentation();
        if (width > 0)
            o.rect = QRect(0, 0, width, std::max(1, o.rect.height()));
        QSize hint = QStyledItemDelegate::sizeHint(o, index);
        // A line in Chinese is set in a fallback font taller than the tree's own (Noto CJK), which the hint measured
        // in the tree's font leaves out: the id's line below a Chinese title was cut to "…". Its own height counts.
        const QString text = index.data(Qt::DisplayRole).toString();
        if (width > 0 && !text.isEmpty()) {
            initStyleOption(&o, index);
            QTextLayout layout(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), o.font);
            QTextOption wrap;
            wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
            layout.setTextOption(wrap);
            layout.beginLayout();
            qreal height = 0;
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width - 2 * kTextMargin);
                height += line.height();
            }
            layout.endLayout();
            hint.setHeight(std::max(hint.height(), static_cast<int>(std::ceil(height)) + 2 * kTextMargin));
        }
        return hint;
    }

private:
    QTreeView *m_tree;
};
} // namespace

NavigatorPanel::NavigatorPanel(QWidget *parent)
    : QWidget(parent)
    , m_filter(new QLineEdit)
    , m_tree(new QTreeView)
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_filter->setPlaceholderText(tr("Filter loaded items…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter navigator"));
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterRole(models::NavigatorModel::SearchRole); // ids and model names too, not only titles
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setAutoAcceptChildRows(true); // a matched task keeps its reports, a matched battle its rounds
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    // Long titles and ids wrap instead of being cut at the panel's edge (a battle is two lines or more).
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    // Rows are measured again at the new width when the panel is resized.
    connect(m_tree->header(), &QHeaderView::sectionResized, m_tree, [this] { m_tree->doItemsLayout(); });
    m_tree->setAccessibleName(tr("Project navigator"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_tree, &QTreeView::activated, this, &NavigatorPanel::emitActivated);
    connect(m_tree, &QTreeView::clicked, this, &NavigatorPanel::emitActivated);
}

void NavigatorPanel::setModel(models::NavigatorModel *model)
{
    // A new project starts unfiltered: the filter matches loaded rows only, so the last project's filter left the
    // tree empty although the new project had matching items further down.
    m_filter->clear();
    m_proxy->setSourceModel(model);
    if (!model)
        return;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        m_tree->expand(m_proxy->index(row, 0));
}

bool NavigatorPanel::activateNext()
{
    using Kind = models::NavigatorModel::Kind;
    const auto kindOf = [](const QModelIndex &i) { return i.data(models::NavigatorModel::KindRole).value<Kind>(); };
    QModelIndex current = m_tree->currentIndex();
    if (current.isValid() && kindOf(current) == Kind::Round)
        current = current.parent(); // the battle view went through the battle's rounds
    if (current.isValid() && kindOf(current) == Kind::Task) {
        if (m_proxy->canFetchMore(current))
            m_proxy->fetchMore(current);
        if (m_proxy->rowCount(current) > 0)
            current = m_proxy->index(0, 0, current); // the task opened on its first report
    }
    for (; current.isValid() && kindOf(current) != Kind::Section; current = current.parent()) {
        const QModelIndex parent = current.parent();
        if (current.row() + 1 >= m_proxy->rowCount(parent) && m_proxy->canFetchMore(parent))
            m_proxy->fetchMore(parent); // the next page of a long section
        const QModelIndex next = m_proxy->index(current.row() + 1, 0, parent);
        if (next.isValid()) {
            m_tree->setCurrentIndex(next);
            m_tree->scrollTo(next);
            emitActivated(next);
            return true;
        }
    }
    return false;
}

void NavigatorPanel::emitActivated(const QModelIndex &proxyIndex)
{
    const QModelIndex index = m_proxy->mapToSource(proxyIndex);
    if (!index.isValid())
        return;
    const auto kind = index.data(models::NavigatorModel::KindRole).value<models::NavigatorModel::Kind>();
    Q_EMIT activated(
        kind, index.data(models::NavigatorModel::IdRole).toLongLong(), index.data(Qt::DisplayRole).toString());
}

} // namespace views
} // namespace draudit
