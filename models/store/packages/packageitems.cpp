// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/packages/packageitems.h"

#include "models/core/resulttry.h"
#include "models/store/storage/statementcache.h"

namespace draudit::models {

Result<void> carryPackageItems(ProjectStore &package, StatementCache &sql, const QString &study,
    const QString &annotator, bool reveal, const PackageItemValues &items)
{
    if (!items)
        return {};
    DRAUDIT_TRY(values, items(package, study, annotator, reveal));
    DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("CREATE TABLE package_items (position INTEGER PRIMARY KEY, target TEXT "
                                             "NOT NULL UNIQUE, item TEXT NOT NULL)"),
        {}));
    for (qsizetype i = 0; i < values.size(); ++i)
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("INSERT INTO package_items (position, target, item) VALUES (?, ?, ?)"),
            { i + 1, values[i].first, QString::fromUtf8(values[i].second) }));
    return {};
}

} // namespace draudit::models
