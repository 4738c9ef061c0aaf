// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The navigator dock: a filterable tree of battles, rounds, report tasks and reports.
#pragma once

#include "models/itemmodels/navigatormodel.h"

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace draudit {
namespace views {

class NavigatorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NavigatorPanel)

public:
    explicit NavigatorPanel(QWidget *parent = nullptr);
    // The panel does not own the model; the window replaces it when a project opens.
    void setModel(models::NavigatorModel *model);
    QTreeView *tree() const { return m_tree; }
    // Opens the item after the current one, as Enter on a committed form does outside a study: the next report of
    // the task, else the next task; the next battle after a battle or any of its rounds. False at the end.
    bool activateNext();

Q_SIGNALS:
    void activated(models::NavigatorModel::Kind kind, qint64 id, const QString &label);

private:
    void emitActivated(const QModelIndex &proxyIndex);

    QLineEdit *m_filter;
    QTreeView *m_tree;
    QSortFilterProxyModel *m_proxy;
};

} // namespace views
} // namespace draudit
