// Test helper process: applies annotation edits and prints "committed <history id> <target> <field> <value>"
// only after each commit returned. Usage: storewriter LOCATION ANNOTATOR COUNT
#include "models/store/annotationstore.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: storewriter LOCATION ANNOTATOR COUNT\n");
        return 2;
    }
    auto store = draudit::models::ProjectStore::open(args[1]);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    draudit::models::AnnotationStore annotations(**store);
    const int count = args[3].toInt();
    for (int i = 0; i < count; ++i) {
        const QString target = QStringLiteral("round:%1").arg(i % 37);
        const QString field = QStringLiteral("F%1").arg(i % 3);
        const QString value = QStringLiteral("%1-%2").arg(args[2]).arg(i);
        const auto id = annotations.set({ args[2], target, field, value, {}, 1, QStringLiteral("writer") });
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
