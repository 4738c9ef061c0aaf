// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reference pages (DR-Arena information trees): the crawled pages a battle's questions were drawn from, browsable
// and searchable.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QString>
#include <optional>

namespace draudit::models {

class ProjectStore;

struct ReferencePage
{
    qint64 id = 0;
    qint64 parentId = 0; // 0 = a root page
    QString url;
    QString title;
    int depth = 0;
};

// The tree a comparison was built on (its metadata's tree_id), or empty when it names none.
Result<QString> treeOfComparison(ProjectStore &store, qint64 comparisonId);
// Pages in depth-first order (parents before children), without their text.
Result<QList<ReferencePage>> referencePages(ProjectStore &store, const QString &treeId);
Result<QString> pageContent(ProjectStore &store, qint64 pageId);
// Pages whose title or text contains the words (case-insensitive), in tree order.
Result<QList<qint64>> searchPages(ProjectStore &store, const QString &treeId, const QString &text);

// The documents a task's reports cite (DR3-Eval: the long context and the source documents), as pages of one tree
// per task: each imported file is a root page (its file name as title), a long context's entries its children.
QString taskDocumentsTree(qint64 taskId);
// The task a tree id of taskDocumentsTree names, or nothing for any other tree.
std::optional<qint64> taskOfDocumentsTree(const QString &treeId);
// The text of the newest root page titled `file` in the tree, or with `entry`, of its child with that title (equal
// ignoring case and runs of white space); empty when there is none.
Result<std::optional<QString>> documentText(
    ProjectStore &store, const QString &treeId, const QString &file, const QString &entry = {});

} // namespace draudit::models
