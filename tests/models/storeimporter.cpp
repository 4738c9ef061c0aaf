// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper process: imports one file into a project and prints "imported <battles>" only after the import
// returned. Usage: storeimporter LOCATION FILE
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: storeimporter LOCATION FILE\n");
        return 2;
    }
    auto store = draudit::models::ProjectStore::open(args[1]);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    const auto imported = draudit::models::importFile(**store, args[2], {});
    if (!imported) {
        std::fprintf(stderr, "%s\n", qPrintable(imported.error().toString()));
        return 1;
    }
    std::printf("imported %lld\n", static_cast<long long>(imported->counts.comparisons));
    std::fflush(stdout);
    return 0;
}
