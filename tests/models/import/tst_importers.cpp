// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Importers: the real benchmark files in ../shared/data with exact counts, plus self-written fixtures and
// malformed inputs for every format; idempotency, versions, dry runs and skip-with-report.
#include "models/benchmarks/drbench/qsrparser.h"
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::count;
using draudit::tests::shared;

class TestImporters : public QObject
{
    Q_OBJECT

private slots:
    void realArenaReplays();
    void realDrBenchTasks();
    void realArenaDashboard();
    void realRawLogsMatchTheirReplays();
    void realDeepResearchBench();
    void replayFixture();
    void examinersNamedOnImportAttachToTheSameRounds();
    void unchangedFileIsANoOp();
    void sameBytesUnderAnotherNameAreANoOp();
    void importIsCheckpointedInTheBackground();
    void changedFileIsANewVersion();
    void dryRunWritesNothing();
    void cancelRollsBackTheFile();
    void jsonLinesEdgeCases();
    void malformed_data();
    void malformed();
    void skipImportsTheGoodRecords();
    void annotations();
    void detection_data();
    void detection();

private:
    std::unique_ptr<ProjectStore> project(const QString &name) { return m_scratch.project(name); }
    QString write(const QString &name, const QByteArray &content) { return m_scratch.write(name, content); }
    draudit::tests::Scratch m_scratch;
};

void TestImporters::realArenaReplays()
{
    const QString dir = shared(QStringLiteral("dr-arena/dashboard/battle-replays"));
    SKIP_WITHOUT_SHARED(dir);
    auto store = project(QStringLiteral("arena.draudit"));
    QVERIFY(store);
    qint64 battles = 0, rounds = 0, checks = 0;
    for (const QString &file : expandImportPaths(dir)) {
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->format, QStringLiteral("dr-arena-replay"));
        battles += r->counts.comparisons;
        rounds += r->counts.rounds;
        checks += r->checks.size();
    }
    QCOMPARE(battles, 1078);
    QCOMPARE(rounds, 3119);
    QCOMPARE(checks, 0); // every replay's cumulative scores follow from its verdicts
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 1078);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'verdict'")), 3119);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'UNKNOWN' AND score IS NULL "
                                "AND flags = 'unparsed'")),
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'UNKNOWN'")));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM systems")), 15);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE failure_type IN ('DEPTH', 'WIDTH')")),
        0);
    QVERIFY(checkProject(*store)->isEmpty());
}

void TestImporters::realRawLogsMatchTheirReplays()
{
    const QString logs = shared(QStringLiteral("dr-arena/raw-logs-reconstructed/round1"));
    SKIP_WITHOUT_SHARED(logs);
    auto store = project(QStringLiteral("logs.draudit"));
    for (const QString &file : expandImportPaths(logs)) {
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(r->checks.isEmpty(), qPrintable(r->checks.join(QLatin1Char('\n'))));
        QCOMPARE(r->counts.flagged, 0); // every history entry found its battle
    }
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rounds")), 13);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE benchmark = 'dr-arena-tasks'")), 13);
    // The logs were written from three replays: the parsed answers are the replays' answers, character for character.
    const QString replays = shared(QStringLiteral("dr-arena/dashboard/battle-replays"));
    for (const char *name : { "R1_M0_claude-opus-4-1-search_vs_ppl-sonar-pro-high_tree_0006.json",
             "R1_M2_o3-search_vs_gpt-5.1-search_tree_0003.json",
             "R1_M1_gemini-2.5-pro-grounding_vs_grok-4-search_tree_0003.json" })
        QVERIFY(importFile(*store, replays + QLatin1Char('/') + QString::fromLatin1(name), {}));
    // Pair every log round with the replay round of the same battle id and number: both answers must be equal.
    QCOMPARE(count(*store,
                 QStringLiteral(
                     "SELECT count(*) FROM rounds r JOIN comparisons c ON c.id = r.comparison_id JOIN sources s ON "
                     "s.id = c.source_id "
                     "JOIN responses a ON a.id = r.response_a JOIN responses b ON b.id = r.response_b "
                     "JOIN comparisons c2 ON c2.external_id = c.external_id JOIN sources s2 ON s2.id = c2.source_id "
                     "JOIN rounds r2 ON r2.comparison_id = c2.id AND r2.round_no = r.round_no "
                     "JOIN responses a2 ON a2.id = r2.response_a JOIN responses b2 ON b2.id = r2.response_b "
                     "WHERE s.format = 'dr-arena-log' AND s2.format = 'dr-arena-replay' AND trim(a2.text) = a.text AND "
                     "trim(b2.text) = b.text")),
        13);
}

void TestImporters::realArenaDashboard()
{
    const QString dashboard = shared(QStringLiteral("dr-arena/dashboard"));
    SKIP_WITHOUT_SHARED(dashboard);
    auto store = project(QStringLiteral("dashboard.draudit"));
    for (const QString &file : expandImportPaths(dashboard + QStringLiteral("/battle-replays")))
        QVERIFY(importFile(*store, file, {}));
    const auto verdicts = importFile(*store, dashboard + QStringLiteral("/verdicts.json"), {});
    QVERIFY2(verdicts, qPrintable(verdicts ? QString() : verdicts.error().toString()));
    QCOMPARE(verdicts->format, QStringLiteral("dr-arena-verdicts"));
    // One examiner in two files is one judge: where a replay holds the round, the dashboard's verdict is the
    // replay's (3,119 no-ops), and only the 2,685 rounds of battles without a replay are added, unlinked.
    QCOMPARE(verdicts->counts.judgeRecords, 2685);
    QCOMPARE(verdicts->counts.flagged, 861);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judges")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE target LIKE 'round:%'")), 3119);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE flags LIKE '%unlinked%'")), 2685);
    const auto battles = importFile(*store, dashboard + QStringLiteral("/battles.json"), {});
    QVERIFY(battles && battles->format == QLatin1String("dr-arena-battles"));
    // The 1,078 battles with a replay hold its result already (the same winner: no-ops); the 225 without one are kept
    // with their two models, for the per-battle ratings.
    QCOMPARE(battles->counts.judgeRecords, 225 * 3);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'winner'")), 1303);
    const auto board = importFile(*store, dashboard + QStringLiteral("/leaderboard.json"), {});
    QVERIFY(board && board->format == QLatin1String("dr-arena-leaderboard"));
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'elo' AND target LIKE 'system:%'")),
        15);
    const auto tree
        = importFile(*store, shared(QStringLiteral("dr-arena/web_tree/data/dataset/trees/tree_0003.json")), {});
    QVERIFY2(tree, qPrintable(tree ? QString() : tree.error().toString()));
    QCOMPARE(tree->format, QStringLiteral("dr-arena-tree"));
    QVERIFY(tree->counts.referencePages > 10);
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM reference_pages WHERE tree_id = 'tree_0003' AND parent_id IS NULL")),
        1);
}

void TestImporters::realDrBenchTasks()
{
    const QString file = shared(QStringLiteral("dr-bench/mr-dre/data/RigorousBench.jsonl"));
    SKIP_WITHOUT_SHARED(file);
    auto store = project(QStringLiteral("drbench.draudit"));
    const auto r = importFile(*store, file, {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("dr-bench-tasks"));
    QCOMPARE(r->counts.tasks, 214);
    QCOMPARE(r->counts.rubricItems, count(*store, QStringLiteral("SELECT count(*) FROM rubric_items")));
    // Every rubric's allowed values parsed; a Yes value is always the item's weight.
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM rubric_items WHERE allowed_values NOT LIKE '%\"Yes\"%'")),
        0);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(DISTINCT domain) FROM tasks WHERE benchmark = 'dr-bench'")), 11);
    // 207 of the 214 tasks are worth 30 points; the others are reported, not changed.
    QCOMPARE(r->checks.size(), 7);
}

void TestImporters::realDeepResearchBench()
{
    const QString dir = shared(QStringLiteral("deepresearch-bench/official"));
    SKIP_WITHOUT_SHARED(dir);
    auto store = project(QStringLiteral("drb.draudit"));
    QMap<QString, ImportCounts> byFormat;
    QStringList checks;
    for (const QString &file : expandImportPaths(dir)) {
        if (!detectImporter(file))
            continue; // race_result.txt and fact_result.txt are summaries, read by the RACE importer's check
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        byFormat[r->format] = r->counts;
        checks += r->checks;
    }
    QVERIFY2(checks.isEmpty(), qPrintable(checks.join(QLatin1Char('\n')))); // RACE means equal race_result.txt
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE benchmark = 'deepresearch-bench'")), 100);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE language IS NULL")), 0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE language = 'zh'")), 50);
    QCOMPARE(byFormat[QStringLiteral("drb-reports")].responses, 100);
    QCOMPARE(byFormat[QStringLiteral("drb-race")].judgeRecords, 500);
    QCOMPARE(byFormat[QStringLiteral("drb-race")].flagged, 0); // all linked to their reports
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rubrics WHERE kind = 'race'")), 100);

    const QString fact = shared(QStringLiteral("deepresearch-bench/fork-luke-guan/results/fact/dls/validated.jsonl"));
    const auto v = importFile(*store, fact, {});
    QVERIFY2(v, qPrintable(v ? QString() : v.error().toString()));
    QCOMPARE(v->format, QStringLiteral("drb-fact"));
    QVERIFY(v->counts.judgeRecords > 100);
    // Every fact of every URL, read by validate_res's 0-based idx: 155 supported, 74 unsupported, 20 unknown.
    for (const auto &[label, n] :
        { std::pair { "supported", 155 }, std::pair { "unsupported", 74 }, std::pair { "unknown", 20 } })
        QCOMPARE(count(*store,
                     QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'support' AND value = '%1'")
                         .arg(QString::fromLatin1(label))),
            n);
}

void TestImporters::replayFixture()
{
    auto store = project(QStringLiteral("fixture.draudit"));
    const auto r = importFile(*store, draudit::tests::fixture(QStringLiteral("import/replay_small.json")), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.comparisons, 1);
    QCOMPARE(r->counts.rounds, 3);
    QCOMPARE(r->counts.flagged, 1);
    QVERIFY(r->checks.isEmpty());
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE failure_type = 'DEEP'")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE failure_type = 'WIDE'")), 1);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM rounds WHERE source_nodes = '[\"Harbour cranes\",null]'")),
        1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons WHERE winner = 'B' AND score_b = 2")), 1);
}

// A second examiner's verdicts.json attaches to the replay's rounds under the name given with --judge; its two files
// are one judge (no run), and the report compares the two examiners (cross-examiner).
void TestImporters::examinersNamedOnImportAttachToTheSameRounds()
{
    auto store = project(QStringLiteral("examiners.draudit"));
    QVERIFY(importFile(*store, draudit::tests::fixture(QStringLiteral("import/replay_small.json")), {}));
    ImportOptions named;
    named.judgeName = QStringLiteral("gpt-examiner");
    const auto verdicts = [&](const QString &name, const char *round1, const char *round3) {
        return importFile(*store,
            write(name,
                QByteArray(R"([{"battle_id": "R1_alpha_beta_tree_0001", "rounds": [{"round": 1, "verdict": ")") + round1
                    + R"("}, {"round": 3, "verdict": ")" + round3 + R"("}]}])"),
            named);
    };
    const auto first = verdicts(QStringLiteral("gpt/verdicts.json"), "B_BETTER", "A_BETTER");
    QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
    // The same examiner's other file: the same judge, the same rounds, the same verdicts (a no-op on the records).
    const auto again = verdicts(QStringLiteral("gpt/verdicts-again.json"), "B_BETTER", "A_BETTER");
    QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judges WHERE name = 'gpt-examiner' AND run = ''")), 1);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records jr JOIN judges j ON j.id = jr.judge_id WHERE "
                                "j.name = 'gpt-examiner' AND jr.target LIKE 'round:%'")),
        2);
    // A file that gives one of those rounds another verdict under the same name is refused, naming the record.
    const auto clash = verdicts(QStringLiteral("gpt/verdicts-clash.json"), "A_BETTER", "A_BETTER");
    QVERIFY(!clash);
    QVERIFY(clash.error().toString().contains(QStringLiteral("needs its own --judge name")));
    const auto report = analyse(*store, QStringLiteral("dr-arena"), ReportRequest {});
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    bool compared = false;
    for (const ReportRow &row : report->rows)
        if (row.analysis == QLatin1String("judge vs judge verdict (cross-examiner)")
            && row.comparison == QLatin1String("dr-arena-examiner vs gpt-examiner")
            && row.statistic == QLatin1String("percent_agreement")) {
            compared = true;
            QCOMPARE(row.n, 2.0); // rounds 1 and 3 (round 2 is UNKNOWN in the replay)
            QCOMPARE(row.value, 0.5);
        }
    QVERIFY(compared);
}

void TestImporters::unchangedFileIsANoOp()
{
    auto store = project(QStringLiteral("again.draudit"));
    const QString file = draudit::tests::fixture(QStringLiteral("import/replay_small.json"));
    QVERIFY(importFile(*store, file, {}));
    const auto again = importFile(*store, file, {});
    QVERIFY(again && again->alreadyImported);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 1);
}

void TestImporters::sameBytesUnderAnotherNameAreANoOp()
{
    // A file never seen at its path is hashed while it imports; the import is rolled back when the digest matches.
    auto store = project(QStringLiteral("renamed.draudit"));
    QFile original(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray bytes = original.readAll();
    QVERIFY(importFile(*store, write(QStringLiteral("first/replay.json"), bytes), {}));
    const auto again = importFile(*store, write(QStringLiteral("second/copy.json"), bytes), {});
    QVERIFY(again && again->alreadyImported);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 1);
    // The stored digest is the file's SHA-256, not the stand-in used while importing.
    const QString digest = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources WHERE sha256 = '%1'").arg(digest)), 1);
}

void TestImporters::importIsCheckpointedInTheBackground()
{
    auto store = project(QStringLiteral("checkpoint.draudit"));
    QVERIFY(importFile(*store, draudit::tests::fixture(QStringLiteral("import/replay_small.json")), {}));
    store->waitForCheckpoint();
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0); // not busy
    QCOMPARE(q.value(1).toInt(), q.value(2).toInt()); // every frame of the log is in the database
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rounds")), 3);
}

void TestImporters::changedFileIsANewVersion()
{
    auto store = project(QStringLiteral("versions.draudit"));
    QFile original(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray text = original.readAll();
    const QString path = write(QStringLiteral("v/replay.json"), text);
    QVERIFY(importFile(*store, path, {}));
    const int tasks = count(*store, QStringLiteral("SELECT count(*) FROM tasks"));
    text.replace("Rotterdam, 1960.", "Rotterdam, 1961.");
    write(QStringLiteral("v/replay.json"), text);
    const auto second = importFile(*store, path, {});
    QVERIFY(second && !second->alreadyImported);
    QCOMPARE(second->version, 2);
    // The rounds' questions did not change, so the second version's rounds share the first's tasks.
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), tasks);
    // Both versions are kept side by side, each with its source; nothing was merged.
    QCOMPARE(count(*store, QStringLiteral("SELECT count(DISTINCT source_id) FROM comparisons")), 2);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM responses WHERE text LIKE 'Rotterdam%'")), 2);
}

void TestImporters::dryRunWritesNothing()
{
    auto store = project(QStringLiteral("dry.draudit"));
    ImportOptions o;
    o.dryRun = true;
    const auto r = importFile(*store, draudit::tests::fixture(QStringLiteral("import/replay_small.json")), o);
    QVERIFY(r);
    QCOMPARE(r->counts.rounds, 3);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rounds")), 0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 0);
}

void TestImporters::cancelRollsBackTheFile()
{
    auto store = project(QStringLiteral("cancel.draudit"));
    const QString path = write(QStringLiteral("cancel/query.jsonl"),
        "{\"id\":1,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"a\"}\n"
        "{\"id\":2,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"b\"}\n"
        "{\"id\":3,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"c\"}\n");
    ImportOptions o;
    qint64 seen = 0;
    o.progress = [&](qint64 records) {
        seen = records;
        return records < 2; // the user cancels while the second record is done
    };
    const auto r = importFile(*store, path, o);
    QVERIFY(!r);
    QVERIFY(r.error().message.contains(QStringLiteral("cancelled")));
    QCOMPARE(seen, 2);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 0);
    // Nothing was recorded, so the same file imports normally afterwards.
    const auto again = importFile(*store, path, {});
    QVERIFY(again && again->counts.tasks == 3);
}

void TestImporters::jsonLinesEdgeCases()
{
    auto store = project(QStringLiteral("lines.draudit"));
    // BOM, CRLF, a 9 MB record that spans the reader's 8 MB chunks, and no newline after the last line.
    QByteArray content = "\xEF\xBB\xBF{\"id\":1,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"short\"}\r\n";
    content
        += "{\"id\":2,\"topic\":\"t\",\"language\":\"zh\",\"prompt\":\"" + QByteArray(9 * 1024 * 1024, 'x') + "\"}\r\n";
    content += "\r\n{\"id\":3,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"last\"}";
    const auto r = importFile(*store, write(QStringLiteral("lines/query.jsonl"), content), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.tasks, 3);
    QCOMPARE(count(*store, QStringLiteral("SELECT max(length(prompt)) FROM tasks")), 9 * 1024 * 1024);

    // A line over 50 MB is refused with its line number, before it is parsed.
    QByteArray huge = "{\"id\":1,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"ok\"}\n{\"id\":2,\"prompt\":\"";
    huge += QByteArray(51 * 1024 * 1024, 'y');
    huge += "\"}\n";
    ImportOptions o;
    o.format = QStringLiteral("drb-query");
    const auto tooLong = importFile(*store, write(QStringLiteral("lines/huge.jsonl"), huge), o);
    QVERIFY(!tooLong);
    QVERIFY2(tooLong.error().toString().endsWith(
                 QStringLiteral("huge.jsonl:2: line is longer than 50 MB; split the record or "
                                "import it as a single JSON file")),
        qPrintable(tooLong.error().toString()));
    QFile::remove(m_scratch.filePath(QStringLiteral("lines/huge.jsonl")));
}

// The replay fixture as JSON Lines, one battle per line with its own id; `badLine` gets a verdict no judge writes.
void TestImporters::malformed_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("expected");
    const QByteArray round = R"({"round":1,"question":"q","answer_a":"a","answer_b":"b","verdict":"A_BETTER"})";
    QTest::newRow("empty") << "empty.json" << QByteArray() << "dr-arena-replay"
                           << "the file is empty";
    QTest::newRow("truncated json") << "t.json" << QByteArray(R"({"id":"x","model_a":"m","rounds":[)")
                                    << "dr-arena-replay"
                                    << "t.json:1: the JSON is incomplete or malformed";
    QTest::newRow("invalid utf-8") << "u.jsonl" << QByteArray("{\"id\":\"a\xff\xfe\"}\n") << "drb-query"
                                   << "u.jsonl:1:1: the text is not valid UTF-8";
    QTest::newRow("missing field")
        << "m.json"
        << QByteArray(
               R"({"id":"b1","model_a":"x","model_b":"y","rounds":[{"round":1,"question":"q","answer_a":"a","verdict":"Tie"}]})")
        << "dr-arena-replay"
        << "m.json:1: field 'rounds[0].answer_b': missing; expected a string";
    QTest::newRow("bad verdict") << "v.json"
                                 << QByteArray(R"({"id":"b1","model_a":"x","model_b":"y","rounds":[)")
            + QByteArray(round).replace("A_BETTER", "A_WINS") + "]}"
                                 << "dr-arena-replay"
                                 << "field 'rounds[0].verdict': 'A_WINS' is not";
    QTest::newRow("bad failure type") << "f.json"
                                      << QByteArray(R"({"id":"b1","model_a":"x","model_b":"y","rounds":[)")
            + round.chopped(1) + R"(,"failure_type":"SHALLOW"}]})"
                                      << "dr-arena-replay"
                                      << "'SHALLOW' is not DEEP, WIDE, BOTH or NONE";
    QTest::newRow("wrong winner") << "w.json"
                                  << QByteArray(R"({"id":"b1","model_a":"x","model_b":"y","winner":"z","rounds":[)")
            + round + "]}"
                                  << "dr-arena-replay"
                                  << "field 'winner': 'z' is neither model_a, model_b nor null";
    QTest::newRow("jsonl line not an object")
        << "q.jsonl" << QByteArray("{\"id\":1,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"p\"}\r\n[1,2]\r\n")
        << "drb-query"
        << "q.jsonl:2:1: each line must be a JSON object";
    QTest::newRow("bad language") << "l.jsonl"
                                  << QByteArray("{\"id\":1,\"topic\":\"t\",\"language\":\"fr\",\"prompt\":\"p\"}\n")
                                  << "drb-query"
                                  << "l.jsonl:1: field 'language': 'fr' is neither zh nor en";
    QTest::newRow("qsr without scoring") << "d.jsonl"
                                         << QByteArray(
                                                "{\"uid\":\"01001\",\"query\":\"q\",\"qsr\":[\"Is it good?\"]}\n")
                                         << "dr-bench-tasks"
                                         << "d.jsonl:1: field 'qsr[0]': no scoring found";
    QTest::newRow("race score out of range")
        << "r/raw_results.jsonl"
        << QByteArray("{\"id\":\"1\",\"comprehensiveness\":\"1.5\",\"insight\":0.5,\"instruction_following\":0.5,"
                      "\"readability\":0.5,\"overall_score\":0.5}\n")
        << "drb-race"
        << "field 'comprehensiveness': 1.5 is outside 0..1";
    // A report or answer longer than 4M characters is refused with its line and field (models::kLongestResponse).
    const QByteArray huge(4 * 1024 * 1024 + 1, 'w');
    QTest::newRow("report too long")
        << "m.jsonl"
        << QByteArray(R"({"id":"1","prompt":"p","article":"a"})") + "\n" + R"({"id":"2","prompt":"p","article":")"
            + huge + "\"}\n"
        << "drb-reports"
        << "m.jsonl:2: field 'article': this report or answer is 4,194,305 characters long";
    QTest::newRow("answer too long")
        << "h.json"
        << QByteArray(R"({"id":"b1","model_a":"x","model_b":"y","rounds":[)")
            + QByteArray(round).replace("\"answer_b\":\"b\"", "\"answer_b\":\"" + huge + "\"") + "]}"
        << "dr-arena-replay"
        << "h.json:1: field 'answer_b (round 1)': this report or answer is 4,194,305 characters";
    QTest::newRow("not recognised") << "notes.txt" << QByteArray("hello\n") << ""
                                    << "the format of this file is not recognised";
    QTest::newRow("annotation without value")
        << "a.csv" << QByteArray("annotator,target,field,value\nalice,round:1,C1,\n") << "annotations"
        << "a.csv:2:4: field 'value': the value is empty";
    QTest::newRow("annotation on a malformed target")
        << "z.csv" << QByteArray("annotator,target,field,value\nalice,round:1,C1,A\nalice,round:07,C1,B\n")
        << "annotations"
        << "z.csv:3:2: field 'target': 'round:07' is not a target draudit writes";
}

void TestImporters::malformed()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, format);
    QFETCH(QString, expected);
    auto store
        = project(QStringLiteral("bad-%1.draudit")
                      .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    QVERIFY(store);
    ImportOptions o;
    o.format = format;
    const auto r = importFile(*store, write(name, content), o);
    QVERIFY(!r);
    const QString message = r.error().toString().replace(m_scratch.path() + QLatin1Char('/'), QString());
    QVERIFY2(message.contains(expected), qPrintable(message));
    // All or nothing: a failed file leaves no rows behind.
    for (const char *table :
        { "sources", "tasks", "comparisons", "rounds", "responses", "judge_records", "annotations" })
        QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM %1").arg(QString::fromLatin1(table))), 0);
}

void TestImporters::skipImportsTheGoodRecords()
{
    auto store = project(QStringLiteral("skip.draudit"));
    const QString path = write(QStringLiteral("mixed/query.jsonl"),
        "{\"id\":1,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"first\"}\n"
        "{\"id\":2,\"topic\":\"t\",\"language\":\"xx\",\"prompt\":\"second\"}\n"
        "{\"id\":3,\"topic\":\"t\",\"language\":\"zh\",\"prompt\":\"third\"}\n");
    ImportOptions stop;
    QVERIFY(!importFile(*store, path, stop));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);
    ImportOptions skip;
    skip.onError = OnError::Skip;
    const auto r = importFile(*store, path, skip);
    QVERIFY(r);
    QCOMPARE(r->counts.tasks, 2);
    QCOMPARE(r->counts.skipped, 1);
    QCOMPARE(r->skipped.size(), 1);
    QCOMPARE(r->skipped.front().line, 2);
    QCOMPARE(r->skipped.front().field, QStringLiteral("language"));
}

void TestImporters::annotations()
{
    auto store = project(QStringLiteral("annotations.draudit"));
    const auto r = importFile(*store, draudit::tests::fixture(QStringLiteral("import/annotations.csv")), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("annotations"));
    QCOMPARE(r->counts.annotations, 3);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM annotation_history")), 3);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM annotations WHERE reason = 'date, port and source'")), 1);
    QVERIFY(checkProject(*store)->isEmpty());
}

void TestImporters::detection_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("format");
    QTest::newRow("replay") << "r.json"
                            << QByteArray(R"({"id":"x","tree_id":"t","model_a":"a","model_b":"b","rounds":[]})")
                            << "dr-arena-replay";
    QTest::newRow("dr-bench") << "b.jsonl" << QByteArray(R"({"id":"00001","question":"q","metadata":{"qsr":[]}})")
                              << "dr-bench-tasks";
    QTest::newRow("criteria") << "c.jsonl"
                              << QByteArray(R"({"id":1,"prompt":"p","dimension_weight":{},"criterions":{}})")
                              << "drb-criteria";
    QTest::newRow("race") << "raw_results.jsonl"
                          << QByteArray(R"({"id":"1","comprehensiveness":0.4,"overall_score":0.4})") << "drb-race";
    QTest::newRow("fact") << "validated.jsonl" << QByteArray(R"({"id":"1","prompt":"p","article":"a","citations":[]})")
                          << "drb-fact";
    QTest::newRow("reports") << "m.jsonl" << QByteArray(R"({"id":"1","prompt":"p","article":"a"})") << "drb-reports";
    QTest::newRow("query") << "query.jsonl" << QByteArray(R"({"id":1,"topic":"t","language":"zh","prompt":"p"})")
                           << "drb-query";
    QTest::newRow("annotations") << "a.csv" << QByteArray("annotator,target,field,value\n") << "annotations";
}

void TestImporters::detection()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, head);
    QFETCH(QString, format);
    const Importer *i = detectImporter(write(QStringLiteral("detect/") + name, head));
    QVERIFY(i);
    QCOMPARE(i->format(), format);
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
