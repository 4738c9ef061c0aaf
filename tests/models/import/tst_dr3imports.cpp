// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's files on self-written fixtures: the task folders, combined_result.json, per-metric files (eval.py's
// timestamped ones too, the newest winning) and information recall's two components.
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::count;

class TestDr3Imports : public QObject
{
    Q_OBJECT

private slots:
    void dr3Eval();
    void dr3EvalAnyOrder();
    void dr3MetricFiles();
    void dr3NewestEvalFileWins();

private:
    std::unique_ptr<ProjectStore> project(const QString &name) { return m_scratch.project(name); }
    QString write(const QString &name, const QByteArray &content) { return m_scratch.write(name, content); }
    draudit::tests::Scratch m_scratch;
};

void TestDr3Imports::dr3Eval()
{
    auto store = project(QStringLiteral("dr3.draudit"));
    ImportCounts total;
    for (const QString &file : expandImportPaths(draudit::tests::fixture(QStringLiteral("import/dr3")))) {
        if (!detectImporter(file))
            continue;
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        total.tasks += r->counts.tasks;
        total.rubricItems += r->counts.rubricItems;
        total.responses += r->counts.responses;
        total.judgeRecords += r->counts.judgeRecords;
        total.flagged += r->counts.flagged;
    }
    QCOMPARE(total.tasks, 2);
    QCOMPARE(total.rubricItems, 7);
    QCOMPARE(total.responses, 2);
    // 002's information_recall is in combined_result.json and in its own file: stored once.
    QCOMPARE(total.judgeRecords, 9);
    QCOMPARE(total.flagged, 1); // overall_quality = -1: a judge error, kept without a score
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM judge_records WHERE target LIKE '%#citation_coverage' AND score = 75 "
                           "AND reasoning LIKE '%dredging%'")),
        1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE prompt = ''")), 0);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE external_id = '002' AND language = 'zh'")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE target NOT LIKE 'response:%'")), 0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rubric_items WHERE kind = 'insight'")), 3);
}

void TestDr3Imports::dr3MetricFiles()
{
    auto store = project(QStringLiteral("dr3metric.draudit"));
    const QString root = draudit::tests::fixture(QStringLiteral("import/dr3/run-alpha/002"));
    const QString ir = root + QStringLiteral("/information_recall.json");
    QCOMPARE(detectImporter(ir)->format(), QStringLiteral("dr3-metric"));
    QCOMPARE(detectImporter(root + QStringLiteral("/citation_coverage_result.json"))->format(),
        QStringLiteral("dr3-metric"));
    QVERIFY(importFile(*store, root + QStringLiteral("/combined_result.json"), {}));
    // The same metric with another score than combined_result.json: the first is kept, the difference reported.
    QFile f(ir);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray other = f.readAll();
    other.replace("\"score\": 40.0", "\"score\": 45.0");
    const auto r = importFile(*store, write(QStringLiteral("run-alpha/002/information_recall.json"), other), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.judgeRecords, 0);
    QCOMPARE(r->checks.size(), 1);
    QVERIFY2(r->checks.front().contains(QStringLiteral("information_recall is 45")), qPrintable(r->checks.front()));
    // A file that names no known metric is refused, naming the field.
    const auto bad = importFile(*store,
        write(QStringLiteral("run-alpha/002/novelty.json"),
            "{\"metric_name\": \"novelty\", \"score\": 10, \"weight\": 1, \"details\": {}}"),
        {});
    QVERIFY(!bad);
    QVERIFY2(bad.error().toString().contains(QStringLiteral("field 'metric_name': 'novelty' is not one of")),
        qPrintable(bad.error().toString()));
}

// eval.py writes eval_<metric>_<YYYYMMDD_HHMMSS>.json into the case folder on every run; the newest of a metric is
// its result, and an older one is left out with a check that says so.
void TestDr3Imports::dr3NewestEvalFileWins()
{
    auto store = project(QStringLiteral("dr3eval.draudit"));
    const auto metric = [](const char *name, double score) {
        return QStringLiteral("{\"metric_name\": \"%1\", \"score\": %2, \"weight\": 1.0, \"details\": {}}")
            .arg(QString::fromLatin1(name))
            .arg(score)
            .toUtf8();
    };
    const QString older = write(QStringLiteral("evals/agent-x/007/eval_information_recall_20250101_100000.json"),
        metric("information_recall", 40));
    // The newest has both components, as information_recall.py writes them; source documents had no gold insights.
    write(QStringLiteral("evals/agent-x/007/eval_information_recall_20250102_090000.json"),
        R"({"metric_name": "information_recall", "score": 55, "weight": 1.0, "details": {"long_context_score": 55,)"
        R"( "source_documents_score": null, "components": {"long_context": {"score": 55, "details": {},)"
        R"( "available": true}, "source_documents": {"score": 100.0, "details": {}, "available": false}}}})");
    write(
        QStringLiteral("evals/agent-x/007/eval_factual_accuracy_20250101_100000.json"), metric("factual_accuracy", 70));
    QCOMPARE(detectImporter(older)->format(), QStringLiteral("dr3-metric"));
    QStringList checks;
    for (const QString &file : expandImportPaths(QFileInfo(older).absolutePath())) {
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        checks << r->checks;
    }
    QCOMPARE(checks.size(), 1);
    QVERIFY2(checks.front().contains(QStringLiteral("eval_information_recall_20250101_100000.json: left out, since "
                                                    "eval_information_recall_20250102_090000.json beside it is newer")),
        qPrintable(checks.front()));
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT score FROM judge_records WHERE field = 'metric' AND target = "
                                "'dr3:007@agent-x#information_recall'")),
        55);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT score FROM judge_records WHERE field = 'metric' AND target = "
                                "'dr3:007@agent-x#factual_accuracy'")),
        70);
    // Information recall from the long context is a metric of its own; from the source documents there is none.
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT score FROM judge_records WHERE field = 'metric' AND target = "
                                "'dr3:007@agent-x#information_recall_long_context'")),
        55);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records WHERE target LIKE '%information_recall_source%'")),
        0);
}

void TestDr3Imports::dr3EvalAnyOrder()
{
    // Reports and checklists before the tasks: the placeholder task gets its prompt when query.jsonl arrives.
    auto store = project(QStringLiteral("dr3order.draudit"));
    const QString root = draudit::tests::fixture(QStringLiteral("import/dr3"));
    for (const char *file : { "run-alpha/001/final_report.md", "run-alpha/001/checklist.json", "query.jsonl",
             "run-alpha/001/combined_result.json" }) {
        const auto r = importFile(*store, root + QLatin1Char('/') + QString::fromLatin1(file), {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    }
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 2);
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM tasks WHERE external_id = '001' AND prompt LIKE 'Assess how tidal%'")),
        1);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records WHERE target LIKE 'response:%' AND flags IS NULL")),
        5);
}

QTEST_GUILESS_MAIN(TestDr3Imports)
#include "tst_dr3imports.moc"
