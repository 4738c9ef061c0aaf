// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The demo is generated (seeded, deterministic) rather than shipped, so it always matches the current schema.
#include "app/gui/demoproject.h"

#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/storage/projectstore.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace draudit::app {

models::Result<QString> ensureDemoProject()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    const QString path = dir + QStringLiteral("/demo.draudit");
    if (QFile::exists(path)) {
        if (models::ProjectStore::open(path))
            return path;
        QFile::remove(path); // an unreadable old demo is regenerated, never patched
    }
    auto store = models::ProjectStore::create(path);
    if (!store)
        return tl::unexpected(store.error());
    if (auto summary = models::generateDemo(**store, models::DemoOptions {}); !summary) {
        store->reset();
        QFile::remove(path);
        return tl::unexpected(summary.error());
    }
    return path;
}

} // namespace draudit::app
