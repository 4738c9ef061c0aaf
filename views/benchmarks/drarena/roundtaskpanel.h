// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The task of one round: question, word limit, logic chain, source nodes and both checklists, as the round's blocks
// give them (in a blind study only what a blind item may show).
#pragma once

#include "views/roundpane.h"

class QLabel;

namespace draudit {
namespace views {

class RoundTaskPanel final : public RoundPane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RoundTaskPanel)

public:
    explicit RoundTaskPanel(QWidget *parent = nullptr);
    // A round's blocks (arena::roundBlocks): the question and its note, the chain, the nodes, both checklists.
    void setBlocks(const QList<models::ItemBlock> &blocks) override;
    QString questionText() const override;
    // The height the question, chain and checklists take at `width`, without scrolling.
    int neededHeight(int width) const override;

private:
    QWidget *m_content;
    QLabel *m_question;
    QLabel *m_meta;
    QLabel *m_chain;
    QLabel *m_width; // one bulleted line per checklist entry, as tall as its text
    QLabel *m_depth;
};

// DR-Arena's round pane, for the views registry.
RoundPaneEntry arenaRoundPane();

} // namespace views
} // namespace draudit
