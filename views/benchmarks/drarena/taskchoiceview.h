// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tasks to choose from (models::ItemBlock::Kind::Tasks; DR-Arena's task preference): side by side, each with its
// question, word limit and both checklists, numbered in the annotator's shown order and blinded to the configuration
// that generated them.
#pragma once

#include "views/itempane.h"

class QHBoxLayout;

namespace draudit {
namespace views {

class TaskChoiceView final : public ItemPane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskChoiceView)

public:
    explicit TaskChoiceView(QWidget *parent = nullptr);
    // The item's tasks block, in the order shown: the first is "Task 1".
    void setItem(const models::BlindItem &item) override;

private:
    QHBoxLayout *m_columns;
};

} // namespace views
} // namespace draudit
