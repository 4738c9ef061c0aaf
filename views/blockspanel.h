// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plain round pane: each text block (the question first) and each list block under its own heading, the lists two
// to a row, in the order the blocks come. For a benchmark whose rounds need no layout of their own.
#pragma once

#include "views/roundpane.h"

class QGridLayout;
class QLabel;

namespace draudit {
namespace views {

class BlocksPanel final : public RoundPane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BlocksPanel)

public:
    explicit BlocksPanel(QWidget *parent = nullptr);
    void setBlocks(const QList<models::ItemBlock> &blocks) override;
    QString questionText() const override { return m_question; }
    int neededHeight(int width) const override;

private:
    QWidget *m_content;
    QGridLayout *m_grid;
    QString m_question;
};

} // namespace views
} // namespace draudit
