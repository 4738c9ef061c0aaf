// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pages are stored depth-first with their parent, under the tree id taken from the file name (tree_0003.json).
#include "models/benchmarks/drarena/arenatreeimporter.h"

#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace draudit::models {

namespace {
Result<void> page(const JsonRecord &node, const QString &treeId, const QVariant &parent, int depth, ImportContext &c)
{
    if (depth > 64)
        return tl::unexpected(node.error(nullptr,
            QCoreApplication::translate(
                "draudit::models::ArenaTreeImporter", "the tree is nested more than 64 levels deep")));
    DRAUDIT_TRY(url, node.optionalString("url"));
    DRAUDIT_TRY(title, node.optionalString("title"));
    DRAUDIT_TRY(content, node.optionalString("content"));
    DRAUDIT_TRY(description, node.optionalString("description"));
    ReferencePageRow pageRow;
    pageRow.treeId = treeId;
    pageRow.parentId = parent;
    pageRow.url = url;
    pageRow.title = title;
    pageRow.content = content.isEmpty() ? description : content;
    pageRow.depth = depth;
    DRAUDIT_TRY(id, c.referencePage(pageRow));
    ++c.counts().referencePages;
    if (!node.has("children") || node.isNull("children"))
        return {};
    DRAUDIT_TRY(children, node.objects("children"));
    for (const JsonRecord &child : children)
        if (auto r = page(child, treeId, id, depth + 1, c); !r)
            return r;
    return {};
}
} // namespace

QString ArenaTreeImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::ArenaTreeImporter", "DR-Arena information trees (tree_*.json)");
}

bool ArenaTreeImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.startsWith(QLatin1String("tree_")) && head.contains("\"children\"") && head.contains("\"url\"");
}

Result<void> ArenaTreeImporter::run(const QString &path, ImportContext &c) const
{
    const QString treeId = QFileInfo(path).completeBaseName();
    return forEachJsonDocument(path, [&](const JsonRecord &root) -> Result<void> {
        if (auto r = page(root, treeId, QVariant(), 0, c); !r)
            return r;
        return c.recordDone();
    });
}

} // namespace draudit::models
