// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper process: applies annotation edits and prints "committed <history id> <target> <field> <value>"
// only after each commit returned. Usage: storewriter LOCATION ANNOTATOR COUNT [FIRST_TARGET]
// With FIRST_TARGET, edit i is the first answer on round:(FIRST_TARGET + i), its value naming this process, so several
// writers started together make first answers on the same new targets at once.
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 && args.size() != 5) {
        std::fprintf(stderr, "usage: storewriter LOCATION ANNOTATOR COUNT [FIRST_TARGET]\n");
        return 2;
    }
    auto store = draudit::models::ProjectStore::open(args[1]);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    draudit::models::AnnotationStore annotations(**store);
    const int count = args[3].toInt();
    const bool firsts = args.size() == 5;
    for (int i = 0; i < count; ++i) {
        const QString target
            = QStringLiteral("round:%1").arg(firsts ? args[4].toLongLong() + i : static_cast<qint64>(i % 37));
        const QString field = QStringLiteral("F%1").arg(firsts ? 0 : i % 3);
        const QString value = firsts ? QStringLiteral("p%1-%2").arg(QCoreApplication::applicationPid()).arg(i)
                                     : QStringLiteral("%1-%2").arg(args[2]).arg(i);
        const auto id = annotations.set(
            { args[2], draudit::models::Target::parse(target), field, value, {}, 1, QStringLiteral("writer") });
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(id.error().toString()));
            return 1;
        }
        std::printf("committed %lld %s %s %s\n", static_cast<long long>(*id), qPrintable(target), qPrintable(field),
            qPrintable(value));
        std::fflush(stdout);
    }
    return 0;
}
