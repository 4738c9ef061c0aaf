// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loading waits until the dock is visible: most annotators never open it, and a tree has hundreds of pages.
#include "app/gui/treeflow.h"

#include "app/gui/mainwindow.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/referencetree.h"
#include "views/comparisonview.h"
#include "views/sourcepagesview.h"

#include <QAction>
#include <QDockWidget>
#include <algorithm>

namespace draudit {
namespace app {

TreeFlow::TreeFlow(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_panel(new views::SourcePagesView)
    , m_dock(new QDockWidget(tr("Source pages")))
{
    m_dock->setObjectName(QStringLiteral("treeDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    // Beside the navigator, not beside the form: on the right it squeezed the form to 170 px at 1366×768. It takes a
    // quarter of the window while shown.
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    if (auto *navigator = window->findChild<QDockWidget *>(QStringLiteral("navigatorDock")))
        window->tabifyDockWidget(navigator, m_dock);
    m_dock->hide();
    m_dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(window->comparisonView(), &views::ComparisonView::roundShown, this, &TreeFlow::roundShown);
    connect(m_dock->toggleViewAction(), &QAction::triggered, this, [this, window](bool shown) {
        if (!shown)
            return;
        m_dock->raise();
        window->resizeDocks({ m_dock }, { std::max(window->width() / 4, 300) }, Qt::Horizontal);
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            load();
    });
    connect(m_panel, &views::SourcePagesView::pageRequested, this, [this](qint64 page) {
        if (models::ProjectStore *store = m_window->project()) {
            const auto text = models::pageContent(*store, page);
            m_panel->showPage(text ? *text : text.error().toString());
        }
    });
    connect(m_panel, &views::SourcePagesView::searchRequested, this, [this](const QString &text) {
        if (models::ProjectStore *store = m_window->project()) {
            const auto found = models::searchPages(*store, m_tree, text);
            if (!found) {
                m_window->showError(found.error().toString());
                return;
            }
            m_panel->showMatches(*found);
        }
    });
    connect(window, &MainWindow::projectChanged, this, [this] {
        m_comparison = m_loaded = 0;
        m_panel->setTree({}, {});
    });
}

void TreeFlow::roundShown(qint64 roundId)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return;
    const auto comparison = models::Catalog(*store).comparisonOfRound(roundId);
    m_comparison = comparison ? *comparison : 0;
    if (m_dock->isVisible())
        load();
}

void TreeFlow::load()
{
    models::ProjectStore *store = m_window->project();
    if (!store || m_comparison == 0 || m_comparison == m_loaded)
        return;
    const auto tree = models::treeOfComparison(*store, m_comparison);
    const auto pages = tree ? models::referencePages(*store, *tree) : models::Result<QList<models::ReferencePage>>();
    if (!tree || !pages) {
        m_window->showError(!tree ? tree.error().toString() : pages.error().toString());
        return;
    }
    m_tree = *tree;
    m_loaded = m_comparison;
    m_panel->setTree(m_tree, *pages);
}

} // namespace app
} // namespace draudit
