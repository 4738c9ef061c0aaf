// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pages a comparison was built from (models/store/queries/referencetree.h; DR-Arena's information tree): the
// pages as a tree (title and URL), a search over their text, and the selected page's text with the matches marked.
// Any benchmark whose comparisons name a page tree shows it here. Page text is plain text: crawled pages are untrusted
// data.
#pragma once

#include "models/store/queries/referencetree.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTreeWidget;

namespace draudit {
namespace views {

class SourcePagesView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SourcePagesView)

public:
    explicit SourcePagesView(QWidget *parent = nullptr);

    void setTree(const QString &treeId, const QList<models::ReferencePage> &pages);
    // The requested page's text.
    void showPage(const QString &text);
    // Marks the pages that match the search (bold, their branches opened) and opens the first.
    void showMatches(const QList<qint64> &pageIds);
    QTreeWidget *tree() const { return m_tree; }
    QPlainTextEdit *page() const { return m_page; }
    QLineEdit *search() const { return m_search; }

Q_SIGNALS:
    void pageRequested(qint64 pageId);
    void searchRequested(const QString &text);

private:
    QLabel *m_title;
    QLineEdit *m_search;
    QLabel *m_matches;
    QTreeWidget *m_tree;
    QPlainTextEdit *m_page;
};

} // namespace views
} // namespace draudit
