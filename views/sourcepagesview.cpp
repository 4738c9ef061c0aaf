// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Items carry their page id; a search result keeps the tree's shape and marks the hits, so the auditor sees where
// in the tree a fact sits.
#include "views/sourcepagesview.h"

#include "models/core/plaintooltip.h"

#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

SourcePagesView::SourcePagesView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_search(new QLineEdit)
    , m_matches(new QLabel)
    , m_tree(new QTreeWidget)
    , m_page(new QPlainTextEdit)
{
    m_title->setTextFormat(Qt::PlainText);
    m_search->setPlaceholderText(tr("Search the pages' text (Enter)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search the source pages"));
    m_tree->setHeaderLabels({ tr("Page"), tr("URL") });
    m_tree->setAccessibleName(tr("Source pages"));
    // The titles take the room; the URL, cut in its column (whole in the tool tip), as much as a host name needs.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Interactive);
    m_tree->header()->resizeSection(1, m_tree->fontMetrics().horizontalAdvance(QStringLiteral("https://example.org/")));
    m_page->setReadOnly(true); // plain text: a page's content is data, never markup
    m_page->setAccessibleName(tr("Page text"));
    m_page->setPlaceholderText(tr("Select a page to read its text."));
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_page);
    splitter->setSizes({ 300, 300 });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_search);
    layout->addWidget(m_matches);
    layout->addWidget(splitter, 1);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { Q_EMIT searchRequested(m_search->text()); });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            Q_EMIT pageRequested(item->data(0, Qt::UserRole).toLongLong());
    });
}

void SourcePagesView::setTree(const QString &treeId, const QList<models::ReferencePage> &pages)
{
    m_tree->clear();
    m_page->clear();
    m_matches->clear();
    if (!pages.isEmpty())
        m_title->setText(tr("%1: %n page(s)", nullptr, static_cast<int>(pages.size())).arg(treeId));
    else if (treeId.isEmpty())
        m_title->setText(tr("This comparison names no source pages."));
    else
        m_title->setText(tr("The source pages %1 are not imported: import their file, %1.json.").arg(treeId));
    m_title->setWordWrap(true);
    QHash<qint64, QTreeWidgetItem *> items;
    for (const models::ReferencePage &p : pages) {
        QTreeWidgetItem *parent = items.value(p.parentId);
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
        item->setText(0, p.title.isEmpty() ? p.url : p.title);
        item->setText(1, p.url);
        item->setToolTip(0, models::plainToolTip(p.title));
        item->setToolTip(1, models::plainToolTip(p.url));
        item->setData(0, Qt::UserRole, p.id);
        items.insert(p.id, item);
    }
    m_tree->expandToDepth(0);
}

void SourcePagesView::showPage(const QString &text)
{
    m_page->setPlainText(text);
    const QString needle = m_search->text().trimmed();
    QList<QTextEdit::ExtraSelection> marks;
    if (!needle.isEmpty()) {
        QTextCharFormat format;
        format.setBackground(QColor(0xff, 0xe0, 0x82));
        for (QTextCursor c = m_page->document()->find(needle); !c.isNull(); c = m_page->document()->find(needle, c))
            marks << QTextEdit::ExtraSelection { c, format };
        if (!marks.isEmpty())
            m_page->setTextCursor(marks.front().cursor);
    }
    m_page->setExtraSelections(marks);
}

void SourcePagesView::showMatches(const QList<qint64> &pageIds)
{
    QTreeWidgetItem *first = nullptr;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        const bool hit = pageIds.contains((*it)->data(0, Qt::UserRole).toLongLong());
        QFont font = (*it)->font(0);
        font.setBold(hit);
        (*it)->setFont(0, font);
        if (hit) {
            for (QTreeWidgetItem *p = (*it)->parent(); p; p = p->parent())
                p->setExpanded(true);
            if (!first)
                first = *it;
        }
    }
    m_matches->setText(m_search->text().trimmed().isEmpty()
            ? QString()
            : tr("%n page(s) contain it", nullptr, static_cast<int>(pageIds.size())));
    if (first) {
        m_tree->setCurrentItem(first);
        m_tree->scrollToItem(first);
    }
}

} // namespace views
} // namespace draudit
