// DR-Arena task preference: three generated tasks side by side (question, word limit, both checklists), numbered in
// the annotator's shown order and blinded to the configuration that generated them.
#pragma once

#include "models/store/catalog.h"

#include <QWidget>

class QHBoxLayout;

namespace draudit {
namespace views {

class TaskChoiceView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskChoiceView)

public:
    explicit TaskChoiceView(QWidget *parent = nullptr);
    // Rounds in the order shown: the first is "Task 1".
    void setTasks(const QList<models::RoundRecord> &rounds);

private:
    QHBoxLayout *m_columns;
};

} // namespace views
} // namespace draudit
