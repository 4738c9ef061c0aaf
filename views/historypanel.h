// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The History dock: every committed change (who, when, before → after, why), newest first, paged.
#pragma once

#include <QWidget>
#include <memory>

class QTableView;

namespace draudit {
namespace models {
class HistoryModel;
class ProjectStore;
} // namespace models

namespace views {

class HistoryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryPanel)

public:
    explicit HistoryPanel(QWidget *parent = nullptr);
    ~HistoryPanel() override;

    // nullptr clears the panel (no project open).
    void setProject(models::ProjectStore *store);
    // Re-reads after new edits; a hidden panel only notes that it is stale and re-reads when shown (edits are
    // saved on every keystroke, and counting a long history each time would slow the form down).
    void refresh();
    QTableView *table() const { return m_table; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTableView *m_table;
    bool m_stale = false;
    std::unique_ptr<models::HistoryModel> m_model;
};

} // namespace views
} // namespace draudit
