// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/longformat.h"

#include "models/core/resulttry.h"

namespace draudit::models {

Result<qint64> reportOfRow(ImportContext &c, const TabularFile &table, const TabularRow &row, const QString &benchmark,
    const QString &importFirst)
{
    const QString task = table.cell(row, "task");
    const QString system = table.cell(row, "system");
    if (task.isEmpty())
        return tl::unexpected(table.errorAt(
            row, "task", QCoreApplication::translate("draudit::models::LongFormat", "the task is empty")));
    DRAUDIT_TRY(found,
        system.isEmpty() ? c.lookups().onlyResponse(benchmark, task)
                         : c.lookups().latestResponse(benchmark, task, system));
    if (found)
        return *found;
    if (system.isEmpty())
        return tl::unexpected(table.errorAt(row, "task",
            QCoreApplication::translate("draudit::models::LongFormat",
                "no single report of task %1: %2, and name the system when several systems answered it")
                .arg(task, importFirst)));
    return tl::unexpected(table.errorAt(row, "system",
        QCoreApplication::translate("draudit::models::LongFormat", "system '%1' has no report of task %2: %3")
            .arg(system, task, importFirst)));
}

} // namespace draudit::models
