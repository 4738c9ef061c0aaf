// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The information tree of a DR-Arena battle: its pages as a tree (title and URL), a search over their text, and
// the selected page's text with the matches marked. Page text is plain text: crawled pages are untrusted data.
#pragma once

#include "views/sourcepagesview.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTreeWidget;

namespace draudit {
namespace views {

class InfoTreePanel final : public SourcePagesView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InfoTreePanel)

public:
    explicit InfoTreePanel(QWidget *parent = nullptr);

    void setTree(const QString &treeId, const QList<models::ReferencePage> &pages) override;
    void showPage(const QString &text) override;
    // Bold, their branches opened.
    void showMatches(const QList<qint64> &pageIds) override;
    QTreeWidget *tree() const { return m_tree; }
    QPlainTextEdit *page() const { return m_page; }
    QLineEdit *search() const { return m_search; }

private:
    QLabel *m_title;
    QLineEdit *m_search;
    QLabel *m_matches;
    QTreeWidget *m_tree;
    QPlainTextEdit *m_page;
};

} // namespace views
} // namespace draudit
