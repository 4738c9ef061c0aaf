// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Import: imports files into the open project with a cancellable progress dialog and a summary.
#pragma once

#include "models/import/importrunner.h"

#include <QStringList>

class QWidget;

namespace draudit::models {
class ProjectStore;
}

namespace draudit::app {

struct ImportSummary
{
    int imported = 0;
    int unchanged = 0;
    int failed = 0;
    bool cancelled = false;
    models::ImportCounts counts;
    QStringList problems; // failed files, skipped records and failed checks
};

class ImportFlow
{
public:
    ImportFlow(QWidget *parent, models::ProjectStore &store);

    // Imports every file below the given paths; each file is atomic, so cancelling keeps the files already done.
    ImportSummary run(const QStringList &paths, const models::ImportOptions &options);
    static QString describe(const ImportSummary &summary);

private:
    QWidget *m_parent;
    models::ProjectStore &m_store;
};

} // namespace draudit::app
