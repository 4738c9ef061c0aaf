// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The importers of every benchmark, as one set, and importing a file through it.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"

#include <QMutex>
#include <algorithm>
#include <map>
#include <memory>

namespace draudit::models {

const ImporterSet &importerSet()
{
    // One set per generation of the list, kept for the program's life (a caller may still hold the last one), built
    // again when a benchmark registers later (a test's own benchmark).
    static QMutex mutex;
    static std::map<int, std::unique_ptr<const ImporterSet>> sets;
    const int generation = registryGeneration();
    const QMutexLocker lock(&mutex);
    std::unique_ptr<const ImporterSet> &set = sets[generation];
    if (!set) {
        QList<ImporterEntry> entries;
        for (const Benchmark &b : registered())
            entries << b.importers;
        std::stable_sort(entries.begin(), entries.end(),
            [](const ImporterEntry &a, const ImporterEntry &b) { return a.detectionOrder < b.detectionOrder; });
        QList<const Importer *> list;
        for (const ImporterEntry &e : entries)
            list << e.importer;
        set = std::make_unique<const ImporterSet>(list);
    }
    return *set;
}

const QList<const Importer *> &importers()
{
    return importerSet().all();
}

const Importer *importerByFormat(const QString &format)
{
    return importerSet().byFormat(format);
}

const Importer *mappedFileImporter()
{
    for (const Importer *i : importers())
        if (i->readsMappedFiles())
            return i;
    return nullptr;
}

const Importer *detectImporter(const QString &path)
{
    return importerSet().detect(path);
}

Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImportOptions &options)
{
    return importFile(store, path, importerSet(), options);
}

} // namespace draudit::models
