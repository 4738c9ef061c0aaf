// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A claims table (models::ItemBlock::Kind::Table): each predicted claim, key by key, beside the ground truth it
// is matched to (LiveDRBench's claim lists).
#pragma once

#include "views/itempane.h"

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace draudit {
namespace views {

class ClaimsView final : public ItemPane
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClaimsView)

public:
    explicit ClaimsView(QWidget *parent = nullptr);
    // The item's title, its question (a Text block) and its claims table.
    void setItem(const models::BlindItem &item) override;
    QTreeWidget *tree() const { return m_tree; }
    // Selects the row a claim-audit question is about ("claim:0.name", "claim:2", "claim:1:missing").
    void showQuestion(const QString &questionId) override;
    // Shows the annotator's own match ("claim:1:match" = "0" / "none"; "claim:1.material:match") in place of the
    // suggested one; other answers are ignored.
    void showAnswer(const QString &questionId, const QString &value) override;
    void showAnswers(const QHash<QString, QString> &answers) override;

private:
    QTreeWidgetItem *rowOf(const QString &id) const;
    void setTable(const models::ItemBlock &table);
    QHash<QString, QStringList> m_choices; // a claim's row id -> its ground-truth items, as its match question counts
    QLabel *m_title;
    QLabel *m_question;
    QLabel *m_summary;
    QTreeWidget *m_tree;
};

} // namespace views
} // namespace draudit
