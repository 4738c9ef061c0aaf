// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Self-written text material for the demo project and synthetic benchmark corpora.
#pragma once

#include <QString>
#include <QStringList>
#include <random>

namespace draudit::models::demotext {

struct Topic
{
    QString title;
    QString language; // "en" or "zh"
    QStringList chain; // information-tree path, root first
    QString question;
};

const QList<Topic> &topics();
const QStringList &systemNames();
// A Markdown answer of roughly `words` words with headings, a list, a table and numbered citations.
QString answer(const Topic &topic, int words, std::mt19937_64 &rng);
QString judgeReasoning(const QString &verdict, const QString &failure, std::mt19937_64 &rng);
QStringList checklist(const Topic &topic, const QString &kind);

// One page of a topic's information tree, as a crawler would have saved it.
struct TreePage
{
    QString url, title, content;
    int depth = 0; // 0: the root, then one level deeper each
    bool onChain = true; // a node of the chain (false: a comparable case, a leaf)
};
// The topic's information tree, depth-first: a page per node of its chain, each the child of the one before, and
// beside each a page on a comparable case. Its URLs are under example.org, which no one owns.
QList<TreePage> tree(const Topic &topic);

} // namespace draudit::models::demotext
