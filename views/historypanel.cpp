// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The model fetches more rows as the table scrolls, so opening it on a million changes costs one page.
#include "views/historypanel.h"

#include "models/itemmodels/historymodel.h"

#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace draudit {
namespace views {

HistoryPanel::HistoryPanel(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableView)
{
    m_table->setAccessibleName(tr("Change history"));
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_table);
}

HistoryPanel::~HistoryPanel()
{
    m_table->setModel(nullptr);
}

void HistoryPanel::setProject(models::ProjectStore *store)
{
    m_table->setModel(nullptr);
    m_model.reset(store ? new models::HistoryModel(*store) : nullptr);
    m_table->setModel(m_model.get());
    if (m_model && m_model->canFetchMore({}))
        m_model->fetchMore({});
}

void HistoryPanel::refresh()
{
    if (!m_model)
        return;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_model->reload();
    if (m_model->canFetchMore({}))
        m_model->fetchMore({});
}

void HistoryPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

} // namespace views
} // namespace draudit
