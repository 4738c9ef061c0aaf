// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a question chooses among (models::ItemBlock::Kind::Alternatives), side by side in the annotator's shown order:
// each row a column headed by its first cell, its other cells under the block's column names. DR-Arena's task
// preference shows its generated tasks here, numbered in the shown order and blinded to what generated them.
#pragma once

#include "views/itempane.h"

class QHBoxLayout;

namespace draudit {
namespace views {

class AlternativesView final : public ItemPane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlternativesView)

public:
    explicit AlternativesView(QWidget *parent = nullptr);
    // The item's alternatives block, in the order shown.
    void setItem(const models::BlindItem &item) override;

private:
    QHBoxLayout *m_columns;
};

} // namespace views
} // namespace draudit
