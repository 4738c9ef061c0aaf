// libFuzzer target: every importer, through format detection, into one project; a failed file must leave no rows.
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/projectstore.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <cstdint>

namespace {
draudit::models::ProjectStore *project()
{
    static std::unique_ptr<draudit::models::ProjectStore> store = [] {
        static int argc = 1;
        static char name[] = "fuzz_import";
        static char *argv[] = { name, nullptr };
        static QCoreApplication app(argc, argv);
        const QString path = draudit::fuzz::writeInput(QStringLiteral("project.draudit"), nullptr, 0);
        QFile::remove(path);
        return std::move(*draudit::models::ProjectStore::create(path));
    }();
    return store.get();
}

qint64 rows()
{
    QSqlQuery q(project()->database());
    q.exec(QStringLiteral("SELECT (SELECT count(*) FROM sources) + (SELECT count(*) FROM judge_records) + "
                          "(SELECT count(*) FROM responses) + (SELECT count(*) FROM rubric_items)"));
    q.next();
    return q.value(0).toLongLong();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *names[]
        = { "replay.json", "q.jsonl", "battle.log", "a.csv", "tree_0001.json", "final_report.md" };
    const QString name = QString::fromLatin1(names[size % 6]);
    const QString path = draudit::fuzz::writeInput(name, data, size);
    for (const auto *importer : draudit::models::importers()) {
        draudit::models::ImportOptions o;
        o.format = importer->format();
        const qint64 before = rows();
        if (!draudit::models::importFile(*project(), path, o) && rows() != before)
            __builtin_trap(); // all or nothing: a failed file leaves no rows
    }
    return 0;
}
