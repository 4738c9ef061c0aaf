// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A tree imported twice (a changed file is a new source version) has its pages twice; the latest import is shown.
#include "models/store/queries/referencetree.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

Result<QString> treeOfComparison(ProjectStore &store, qint64 comparisonId)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("SELECT metadata FROM comparisons WHERE id = ?"), { comparisonId }));
    if (!q.next())
        return QString();
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object().value(QStringLiteral("tree_id")).toString();
}

Result<QList<ReferencePage>> referencePages(ProjectStore &store, const QString &treeId)
{
    // Pages are stored depth-first, so id order is tree order; the latest import starts at the highest root.
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT id, parent_id, url, title, depth FROM reference_pages WHERE tree_id = ? AND id >= "
                           "(SELECT max(id) FROM reference_pages WHERE tree_id = ? AND parent_id IS NULL) ORDER BY id"),
            { treeId, treeId }));
    QList<ReferencePage> out;
    while (q.next())
        out << ReferencePage { q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
            q.value(3).toString(), q.value(4).toInt() };
    return out;
}

Result<QString> pageContent(ProjectStore &store, qint64 pageId)
{
    DRAUDIT_TRY(
        q, runQuery(store.database(), QStringLiteral("SELECT content FROM reference_pages WHERE id = ?"), { pageId }));
    return q.next() ? q.value(0).toString() : QString();
}

Result<QList<qint64>> searchPages(ProjectStore &store, const QString &treeId, const QString &text)
{
    QList<qint64> out;
    if (text.trimmed().isEmpty())
        return out;
    DRAUDIT_TRY(pages, referencePages(store, treeId));
    if (pages.isEmpty())
        return out;
    // SQLite's lower() folds ASCII only; case-insensitive matching of any script is done here, page by page.
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT id, title, content FROM reference_pages WHERE tree_id = ? AND id >= ? ORDER BY id"),
            { treeId, pages.front().id }));
    const QString needle = text.trimmed();
    while (q.next())
        if (q.value(1).toString().contains(needle, Qt::CaseInsensitive)
            || q.value(2).toString().contains(needle, Qt::CaseInsensitive))
            out << q.value(0).toLongLong();
    return out;
}

namespace {
const QLatin1String kDocumentsOfTask("documents-of-task-");
}

QString taskDocumentsTree(qint64 taskId)
{
    return kDocumentsOfTask + QString::number(taskId);
}

std::optional<qint64> taskOfDocumentsTree(const QString &treeId)
{
    if (!treeId.startsWith(kDocumentsOfTask))
        return std::nullopt;
    bool ok = false;
    const qint64 task = treeId.mid(kDocumentsOfTask.size()).toLongLong(&ok);
    return ok && taskDocumentsTree(task) == treeId ? std::optional<qint64>(task) : std::nullopt;
}

Result<std::optional<QString>> documentText(
    ProjectStore &store, const QString &treeId, const QString &file, const QString &entry)
{
    DRAUDIT_TRY(root,
        runQuery(store.database(),
            QStringLiteral("SELECT max(id) FROM reference_pages WHERE tree_id = ? AND parent_id IS NULL AND title = ?"),
            { treeId, file }));
    if (!root.next() || root.value(0).isNull())
        return std::optional<QString>();
    const qint64 rootId = root.value(0).toLongLong();
    if (entry.isEmpty()) {
        DRAUDIT_TRY(text, pageContent(store, rootId));
        return std::optional<QString>(text);
    }
    DRAUDIT_TRY(children,
        runQuery(store.database(),
            QStringLiteral("SELECT title, content FROM reference_pages WHERE parent_id = ? ORDER BY id"), { rootId }));
    const QString wanted = entry.simplified().toCaseFolded();
    while (children.next())
        if (children.value(0).toString().simplified().toCaseFolded() == wanted)
            return std::optional<QString>(children.value(1).toString());
    return std::optional<QString>();
}

} // namespace draudit::models
