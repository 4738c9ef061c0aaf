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
    // Re-reads after new edits.
    void refresh();
    QTableView *table() const { return m_table; }

private:
    QTableView *m_table;
    std::unique_ptr<models::HistoryModel> m_model;
};

} // namespace views
} // namespace draudit
