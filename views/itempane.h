// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A pane for items whose blocks need more than a report (a table of compared values, alternatives to choose among),
// as the annotation page drives it: app/ holds this interface and never a benchmark's widget. A benchmark's views
// implement it (views/benchmarks/<name>/), views/ its own for shapes any benchmark uses (AlternativesView), and the
// views registry lists them (itemPanes).
#pragma once

#include "models/forms/blinditem.h"

#include <QHash>
#include <QList>
#include <QWidget>
#include <functional>

namespace draudit {
namespace views {

class ItemPane : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ItemPane)

public:
    using QWidget::QWidget;
    ~ItemPane() override;

    // Shows the item: only what its blocks hold.
    virtual void setItem(const models::BlindItem &item) = 0;
    // The form's current question (its id), for a pane that points at what the question is about.
    virtual void showQuestion(const QString &questionId);
    // An answer the annotator just gave, and all of an item's saved answers, for a pane that shows them in place.
    virtual void showAnswer(const QString &questionId, const QString &value);
    virtual void showAnswers(const QHash<QString, QString> &answers);
};

// A pane and the block that makes an item shown in it (the first registered whose block the item has wins).
struct ItemPaneEntry
{
    models::ItemBlock::Kind block;
    std::function<ItemPane *(QWidget *parent)> make;
};

// The item panes of the registered benchmarks' views (views/benchmarks/panes.cpp).
QList<ItemPaneEntry> itemPanes();

} // namespace views
} // namespace draudit
