// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: every importer, one per input, into one project; a failed file must leave no rows.
// The first byte chooses the importer and the second the file's name (some importers read the model or turn from it)
// and the error policy; for the generic format the bytes before the first NUL are its field mapping,
// so each input reaches one parser; the rest is the file. The project starts afresh every few hundred imports so the
// per-input cost stays flat.
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <cstdint>
#include <cstring>

namespace {
constexpr int kImportsPerProject = 400;

std::unique_ptr<draudit::models::ProjectStore> newProject()
{
    const QString path = draudit::fuzz::writeInput(QStringLiteral("project.draudit"), nullptr, 0);
    for (const char *suffix : { "", "-wal", "-shm" })
        QFile::remove(path + QString::fromLatin1(suffix));
    return std::move(*draudit::models::ProjectStore::create(path));
}

// The project imported into, and the query that tells whether an import left rows behind, prepared once per project.
struct Harness
{
    std::unique_ptr<draudit::models::ProjectStore> store;
    QSqlQuery newest;

    void refresh()
    {
        newest = QSqlQuery(); // released before its connection closes
        store.reset();
        store = newProject();
        newest = QSqlQuery(store->database());
        // The newest row of every table an import writes: unchanged by an import that failed (a B-tree seek each).
        newest.prepare(QStringLiteral(
            "SELECT (SELECT max(rowid) FROM sources), (SELECT max(rowid) FROM tasks), (SELECT max(rowid) FROM "
            "responses), (SELECT max(rowid) FROM comparisons), (SELECT max(rowid) FROM rounds), (SELECT max(rowid) "
            "FROM judge_records), (SELECT max(rowid) FROM rubric_items), (SELECT max(rowid) FROM annotations), "
            "(SELECT max(rowid) FROM reference_pages), (SELECT count(*) FROM systems)"));
    }
    QString newestRows()
    {
        newest.exec();
        newest.next();
        QString rows;
        for (int i = 0; i < 10; ++i)
            rows += newest.value(i).toString() + QLatin1Char(',');
        newest.finish();
        return rows;
    }
};

Harness &harness(bool fresh)
{
    static int argc = 1;
    static char name[] = "fuzz_import";
    static char *argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    // Never destroyed: at exit Qt's SQL driver registry may be gone before a static store would close.
    static auto *h = new Harness();
    if (fresh || !h->store)
        h->refresh();
    return *h;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *names[] = { "replay.json", "q.jsonl", "battle.log", "a.csv", "tree_0001.json", "final_report.md",
        "checklist_turn1.jsonl", "Eval_model.jsonl", "Log_model.jsonl", "criteria.jsonl",
        "eval_insight_20250101_120000.json", "combined_result.json" };
    static int imports = 0;
    if (size < 2)
        return 0;
    const auto &formats = draudit::models::importers();
    const auto *importer = formats[data[0] % formats.size()];
    const QString name = QString::fromLatin1(names[data[1] % std::size(names)]);
    draudit::models::ImportOptions o;
    o.format = importer->format();
    const uint8_t *body = data + 2;
    size_t bodySize = size - 2;
    // The generic format reads a field mapping too: the bytes before the first NUL are the mapping file.
    if (o.format == QLatin1String("generic")) {
        const auto *nul = static_cast<const uint8_t *>(std::memchr(body, 0, bodySize));
        const size_t mappingSize = nul ? static_cast<size_t>(nul - body) : 0;
        o.mapping = draudit::fuzz::writeInput(QStringLiteral("mapping.json"), body, mappingSize);
        body += nul ? mappingSize + 1 : 0;
        bodySize -= nul ? mappingSize + 1 : 0;
    }
    const QString path = draudit::fuzz::writeInput(name, body, bodySize);
    Harness &h = harness(++imports % kImportsPerProject == 0);
    o.onError = data[1] & 0x80 ? draudit::models::OnError::Skip : draudit::models::OnError::Stop;
    const QString before = h.newestRows();
    if (!draudit::models::importFile(*h.store, path, o) && h.newestRows() != before)
        __builtin_trap(); // all or nothing: a failed file leaves no rows
    return 0;
}
