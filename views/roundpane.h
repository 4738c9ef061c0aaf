// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The part of the comparison pane above the two answers: what a round asks (its question, and what else its blocks
// hold). A benchmark may supply its own (DR-Arena's question, logic chain and checklists laid out as its paper's
// screens did, views/benchmarks/drarena/roundtaskpanel.h), listed by the views registry (roundPanes); any other
// benchmark's rounds get the plain one (blockspanel.h).
#pragma once

#include "models/forms/blinditem.h"

#include <QList>
#include <QString>
#include <QWidget>
#include <functional>

namespace draudit {
namespace views {

class RoundPane : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RoundPane)

public:
    using QWidget::QWidget;
    ~RoundPane() override;

    // The round's blocks (the answer pair among them is shown beside, not here).
    virtual void setBlocks(const QList<models::ItemBlock> &blocks) = 0;
    virtual QString questionText() const = 0;
    // The height the pane takes at `width` without scrolling.
    virtual int neededHeight(int width) const = 0;
};

// A benchmark's own round pane.
struct RoundPaneEntry
{
    QString benchmark; // comparisons.benchmark
    std::function<RoundPane *(QWidget *parent)> make;
};

// The round panes of the registered benchmarks' views (views/benchmarks/panes.cpp).
QList<RoundPaneEntry> roundPanes();
// The round pane of a benchmark: its own, else the plain one.
RoundPane *makeRoundPane(const QString &benchmark, QWidget *parent = nullptr);

} // namespace views
} // namespace draudit
