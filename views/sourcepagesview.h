// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pages an item was built from (DR-Arena's information tree), as the shell drives them: a tree of pages, one
// page's text, a search over them. app/ holds this interface; the benchmark's views implement it
// (views/benchmarks/drarena/infotreepanel.h) and the views registry makes it (makeSourcePagesView).
#pragma once

#include "models/store/queries/referencetree.h"

#include <QWidget>

namespace draudit {
namespace views {

class SourcePagesView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SourcePagesView)

public:
    using QWidget::QWidget;
    ~SourcePagesView() override;

    virtual void setTree(const QString &treeId, const QList<models::ReferencePage> &pages) = 0;
    // The requested page's text (plain text: crawled pages are untrusted data).
    virtual void showPage(const QString &text) = 0;
    // Marks the pages that match the search and opens the first.
    virtual void showMatches(const QList<qint64> &pageIds) = 0;

Q_SIGNALS:
    void pageRequested(qint64 pageId);
    void searchRequested(const QString &text);
};

// The source pages pane of the registered benchmarks' views (views/benchmarks/panes.cpp).
SourcePagesView *makeSourcePagesView(QWidget *parent = nullptr);

} // namespace views
} // namespace draudit
