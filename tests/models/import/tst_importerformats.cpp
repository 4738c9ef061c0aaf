// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Importers on self-written fixtures, format by format: QSR spellings, raw logs, leaderboards, LiveDRBench,
// DR. BENCH runs, DeepResearch Bench human annotations and the generic field mapping.
#include "models/benchmarks/drbench/qsrparser.h"
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::count;
using draudit::tests::shared;

class TestImporterFormats : public QObject
{
    Q_OBJECT

private slots:
    void leaderboardCsv();
    void liveDrBench();
    void liveDrBenchWrongCanary();
    void drBenchGeneralRubrics();
    void drBenchRunsAnyOrder();
    void drbHumanAnnotations();
    void drbFactValidation();
    void genericMapping();
    void rawLogFixture();
    void realLogVariants_data();
    void realLogVariants();
    void judgeErrorVerdictIsKeptUnscored();
    void rawLogErrors_data();
    void rawLogErrors();
    void qsrSpellings_data();
    void qsrSpellings();

private:
    std::unique_ptr<ProjectStore> project(const QString &name) { return m_scratch.project(name); }
    QString write(const QString &name, const QByteArray &content) { return m_scratch.write(name, content); }
    draudit::tests::Scratch m_scratch;
};

// FACT's validated.jsonl: validate_res's idx is 0-based into facts, a fact without a label is unknown (flagged
// no-validation), a failed validation (validate_error) flags its URL's pairs, an idx outside the facts is an error.
void TestImporterFormats::drbFactValidation()
{
    auto store = project(QStringLiteral("fact.draudit"));
    const QByteArray good
        = R"({"id": 3, "prompt": "p", "article": "a", "citations_deduped": {)"
          R"("https://a.example/x": {"facts": ["first", "second", "third"], "url_content": "",)"
          R"( "validate_res": [{"idx": 2, "result": "unsupported"}, {"idx": 0, "result": "supported"}],)"
          R"( "validate_error": null},)"
          R"("https://b.example/y": {"facts": ["fourth"], "url_content": "", "validate_res": null,)"
          R"( "validate_error": "timeout after 3 tries"}}})"
          "\n";
    const auto r = importFile(*store, write(QStringLiteral("fact/m1/validated.jsonl"), good), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("drb-fact"));
    QCOMPARE(r->counts.judgeRecords, 4);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.target, r.value, coalesce(r.flags, ''), r.reasoning, j.name FROM "
                                  "judge_records r JOIN judges j ON j.id = r.judge_id ORDER BY r.id")));
    const QStringList expected { QStringLiteral("drb:3@m1#https://a.example/x#0|supported||first|fact"),
        QStringLiteral("drb:3@m1#https://a.example/x#1|unknown|no-validation|second|fact"),
        QStringLiteral("drb:3@m1#https://a.example/x#2|unsupported||third|fact"),
        QStringLiteral("drb:3@m1#https://b.example/y#0|unknown|validate-error,no-validation|fourth|fact") };
    QStringList seen;
    while (q.next())
        seen << QStringLiteral("%1|%2|%3|%4|%5")
                    .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                        q.value(4).toString());
    QCOMPARE(seen, expected);
    const QByteArray bad
        = R"({"id": 4, "prompt": "p", "article": "a", "citations_deduped": {)"
          R"("https://c.example/z": {"facts": ["only"], "validate_res": [{"idx": 1, "result": "supported"}]}}})"
          "\n";
    const auto refused = importFile(*store, write(QStringLiteral("fact/m2/validated.jsonl"), bad), {});
    QVERIFY(!refused);
    QVERIFY2(
        refused.error().toString().contains(QStringLiteral("idx 1 is not the 0-based position of one of the 1 facts"))
            && refused.error().toString().contains(QStringLiteral("validated.jsonl:1")),
        qPrintable(refused.error().toString()));
}

void TestImporterFormats::rawLogFixture()
{
    auto store = project(QStringLiteral("logfixture.draudit"));
    const auto r
        = importFile(*store, draudit::tests::fixture(QStringLiteral("import/R1_M0_alpha_vs_beta_tree_0042.log")), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("dr-arena-log"));
    QCOMPARE(r->counts.rounds, 3); // round 3 was skipped by a generation error
    QCOMPARE(r->counts.flagged, 1); // round 2's judge error
    QVERIFY2(r->checks.isEmpty(), qPrintable(r->checks.join(QLatin1Char('\n'))));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT a.text, b.text, r.depth, r.width, r.source_nodes FROM rounds r JOIN "
                                  "responses a ON a.id = r.response_a "
                                  "JOIN responses b ON b.id = r.response_b WHERE r.round_no = 1"))
        && q.next());
    // Answer A keeps the lines that look like log markers; answer B starts after the real AGENT B header.
    QVERIFY(q.value(0).toString().contains(
        QStringLiteral("=== ROUND 2 ===\n[SCORE] A: 9.0 | B: 9.0\n=== [AGENT B] (fast) ===")));
    QVERIFY(q.value(0).toString().endsWith(QStringLiteral("no JSON follows.")));
    QCOMPARE(q.value(1).toString(), QStringLiteral("**Oakland**, 1959 [1]."));
    QCOMPARE(q.value(2).toInt(), 1);
    QCOMPARE(q.value(3).toInt(), 2);
    QCOMPARE(q.value(4).toString(), QStringLiteral("[\"Harbour cranes\",null]"));
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'B_BETTER' AND failure_type = 'DEEP'")),
        1);
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'UNKNOWN' AND flags = 'judge-error'")),
        1);
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM comparisons WHERE winner = 'B' AND score_b = 2 AND total_rounds = 3")),
        1);
}

// The three ways DR-Arena writes a battle log (FORMATS.md 1b and 6): the tournament's (Original: and [JUMP] lines
// before Start Loop, Tokens | Est. Cost), main.py's (asctime - LEVEL - before every record) and the onboarding name
// without M<pair> and _vs_. Each must give the same rounds, answers and verdicts as its text says.
void TestImporterFormats::realLogVariants_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("firstAnswerA");
    QTest::addColumn<QString>("verdicts");
    QTest::addColumn<QString>("metadata");
    const QString eckmuhl = QStringLiteral(
        "The Phare d'Eckmühl is **65 m** tall and was first lit in **1897** [1].\n\n[1] https://example.org/eckmuhl");
    QTest::newRow("tournament")
        << "R1_M3_gamma_vs_delta_tree_0007.log" << 3 << "A" << eckmuhl << "A_MUCH_BETTER,UNKNOWN:judge-error,A_BETTER"
        << "{\"est_cost_usd\":0.0247,\"log_events\":[\"--- [JUMP] Selected HIGH QUALITY node (Depth "
           "1) from 3 candidates. (Skipped Depth 0) ---\",\"--- [JUMP] Initialized at Depth 1. Path: "
           "Lighthouses of Brittany -> Phare d'Eckmühl "
           "---\"],\"original_pair\":[\"delta\",\"gamma\"],\"resources\":\"Tokens: "
           "12,345 | Est. Cost: $0.0247\",\"tokens\":12345,\"tournament_round\":1,\"tree_id\":"
           "\"tree_0007\"}";
    QTest::newRow("main.py")
        << "evolvement_loop_20260115_101500.log" << 3 << "A" << eckmuhl << "A_MUCH_BETTER,UNKNOWN:judge-error,A_BETTER"
        << "{\"est_cost_usd\":0.0247,\"resources\":\"Tokens: 12,345 | Est. Cost: $0.0247\",\"tokens\":"
           "12345}";
    QTest::newRow("onboarding")
        << "R2_gamma_delta_tree_0002.log" << 2 << "B" << QStringLiteral("全长约 1318 公里，2011 年 6 月 30 日开通。")
        << "Tie,B_BETTER"
        << QStringLiteral("{\"est_cost_usd\":0.0084,\"log_events\":[\"--- [JUMP] Initialized at Depth 1. "
                          "Path: 中国高铁 -> 京沪高速铁路 ---\",\"[SETUP] Width requirement 2 > Siblings 1. "
                          "Expanding...\",\"--- [EXPANSION] Triggering Auto-Expansion: WIDTH (Need +1) ---\","
                          "\"[EXPANSION] Successfully added 2 nodes.\"],\"original_pair\":[\"gamma\",\"delta\"],"
                          "\"resources\":\"Tokens: 4,210 | Est. Cost: $0.0084\",\"tokens\":4210,"
                          "\"tournament_round\":2,\"tree_id\":\"tree_0002\"}");
}

void TestImporterFormats::realLogVariants()
{
    QFETCH(QString, file);
    QFETCH(int, rounds);
    QFETCH(QString, winner);
    QFETCH(QString, firstAnswerA);
    QFETCH(QString, verdicts);
    QFETCH(QString, metadata);
    auto store = project(QStringLiteral("log-%1.draudit").arg(QString::fromLatin1(QTest::currentDataTag())));
    const QString path = draudit::tests::fixture(QStringLiteral("import/arena-logs/") + file);
    const auto r = importFile(*store, path, {}); // recognised by its content, whatever the variant
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("dr-arena-log"));
    QCOMPARE(r->counts.rounds, rounds);
    QVERIFY2(r->checks.isEmpty(), qPrintable(r->checks.join(QLatin1Char('\n'))));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT c.winner, c.metadata, sa.name, sb.name FROM comparisons c "
                                  "JOIN systems sa ON sa.id = c.system_a JOIN systems sb ON sb.id = c.system_b"))
        && q.next());
    QCOMPARE(q.value(0).toString(), winner);
    QCOMPARE(q.value(1).toString(), metadata);
    QCOMPARE(q.value(2).toString(), QStringLiteral("gamma"));
    QCOMPARE(q.value(3).toString(), QStringLiteral("delta"));
    QVERIFY(q.exec(QStringLiteral("SELECT a.text FROM rounds r JOIN responses a ON a.id = r.response_a "
                                  "WHERE r.round_no = 1"))
        && q.next());
    QCOMPARE(q.value(0).toString(), firstAnswerA);
    QVERIFY(q.exec(QStringLiteral("SELECT j.value, coalesce(j.flags, '') FROM judge_records j JOIN rounds r ON "
                                  "j.target = 'round:' || r.id WHERE j.field = 'verdict' ORDER BY r.round_no")));
    QStringList got;
    while (q.next())
        got << q.value(0).toString()
                + (q.value(1).toString().isEmpty() ? QString() : QLatin1Char(':') + q.value(1).toString());
    QCOMPARE(got.join(QLatin1Char(',')), verdicts);
    // Importing the same file again changes nothing.
    const auto again = importFile(*store, path, {});
    QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rounds")), rounds);
}

// The examiner answers ERROR after three failed parses: the round is kept, flagged, and never scored.
void TestImporterFormats::judgeErrorVerdictIsKeptUnscored()
{
    auto store = project(QStringLiteral("replay-error.draudit"));
    QFile in(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject battle = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray rounds = battle.value(QStringLiteral("rounds")).toArray();
    QJsonObject first = rounds.at(0).toObject();
    first.insert(QStringLiteral("verdict"), QStringLiteral("ERROR"));
    rounds.replace(0, first);
    battle.insert(QStringLiteral("rounds"), rounds);
    ImportOptions o;
    o.format = QStringLiteral("dr-arena-replay");
    const auto r = importFile(*store, write(QStringLiteral("error.json"), QJsonDocument(battle).toJson()), o);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'UNKNOWN' AND flags = 'judge-error' "
                                "AND score IS NULL")),
        1);
}

void TestImporterFormats::rawLogErrors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const QByteArray head
        = "Start Loop: Agent A (a) vs Agent B (b)\n\n====================\n=== ROUND 1 ===\n[TASK JSON]\n";
    QTest::newRow("not a log") << QByteArray("Hello\n") << "x.log:1: not a DR-Arena battle log";
    QTest::newRow("no start loop") << QByteArray("Original: a vs b\n--- [JUMP] Initialized ---\n\nHello\n")
                                   << "x.log:4: not a DR-Arena battle log";
    QTest::newRow("unclosed task json") << head + "{\n  \"question\": \"q\",\n"
                                        << "x.log:6: the JSON object that starts here is never closed";
    QTest::newRow("no agent b") << head + "{\"question\": \"q\"}\n=== [AGENT A] (1.0s) ===\nanswer\n"
                                << "answer A of round 1 is not followed by";
    QTest::newRow("no verdict") << head
            + "{\"question\": \"q\"}\n=== [AGENT A] (1.0s) ===\na\n=== [AGENT B] (1.0s) ===\nb\n"
                                << "round 1 ends without a verdict block";
    QTest::newRow("bad winner") << head
            + "{\"question\": \"q\"}\n=== [AGENT A] (1.0s) ===\na\n=== [AGENT B] (1.0s) ===\nb\n[VERDICT FULL]\n"
              "{\"verdict\": \"[[Tie]]\"}\n====================\n=== FINAL RESULTS (Rounds: 1) ===\nWINNER: Agent A "
              "(c)\n"
                                << "WINNER line 'Agent A (c)' names neither seat's model";
}

void TestImporterFormats::rawLogErrors()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    auto store
        = project(QStringLiteral("logerr-%1.draudit")
                      .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    ImportOptions o;
    o.format = QStringLiteral("dr-arena-log");
    const auto r = importFile(*store, write(QStringLiteral("x.log"), content), o);
    QVERIFY(!r);
    const QString message = r.error().toString().replace(m_scratch.path() + QLatin1Char('/'), QString());
    QVERIFY2(message.contains(expected), qPrintable(message));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 0);
}

void TestImporterFormats::leaderboardCsv()
{
    auto store = project(QStringLiteral("board.draudit"));
    const auto r = importFile(*store, draudit::tests::fixture(QStringLiteral("import/current_leaderboard.csv")), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("dr-arena-leaderboard"));
    QCOMPARE(r->counts.systems, 3);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'elo' AND score = 987.25")), 1);
}

void TestImporterFormats::liveDrBench()
{
    auto store = project(QStringLiteral("live.draudit"));
    const auto tasks = importFile(*store, draudit::tests::fixture(QStringLiteral("import/livedrbench.jsonl")), {});
    QVERIFY2(tasks, qPrintable(tasks ? QString() : tasks.error().toString()));
    QCOMPARE(tasks->format, QStringLiteral("livedrbench"));
    QCOMPARE(tasks->counts.tasks, 8); // one question per category
    QCOMPARE(tasks->counts.rubricItems, 18); // ground-truth items: rows, strings, titles and dictionaries
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM rubric_items WHERE kind = 'entry-strings' AND text LIKE "
                                "'%\"Vlissingen\"%'")),
        1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE external_id = '7'")), 1); // integer key
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM rubric_items WHERE text LIKE '%\"airline\":\"Garuda Indonesia\"%'")),
        1);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM rubrics WHERE metadata LIKE "
                                "'%\"main_claims\":[\"composition\"]%'")),
        1);
    const auto preds
        = importFile(*store, draudit::tests::fixture(QStringLiteral("import/livedrbench_preds_alpha.json")), {});
    QVERIFY2(preds, qPrintable(preds ? QString() : preds.error().toString()));
    QCOMPARE(preds->format, QStringLiteral("livedrbench-preds"));
    QCOMPARE(preds->counts.responses, 8); // its key "7" is the integer question key 7
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM systems WHERE name = 'livedrbench_preds_alpha'")), 1);
}

void TestImporterFormats::liveDrBenchWrongCanary()
{
    QFile f(draudit::tests::fixture(QStringLiteral("import/livedrbench.jsonl")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray rows = f.readAll();
    rows.replace("draudit-fixture-canary-2", "not-the-canary");
    auto store = project(QStringLiteral("canary.draudit"));
    const auto r = importFile(*store, write(QStringLiteral("canary/livedrbench.jsonl"), rows), {});
    QVERIFY(!r);
    QVERIFY2(r.error().toString().endsWith(
                 QStringLiteral("livedrbench.jsonl:2: field 'ground_truths': cannot decrypt with the row's "
                                "canary: the result is not JSON")),
        qPrintable(r.error().toString()));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);
}

void TestImporterFormats::drBenchGeneralRubrics()
{
    auto store = project(QStringLiteral("grr.draudit"));
    const QString file = draudit::tests::fixture(QStringLiteral("import/drbench/grr_general.json"));
    QCOMPARE(detectImporter(file)->format(), QStringLiteral("dr-bench-grr"));
    const auto r = importFile(*store, file, {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.rubricItems, 3);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM rubrics WHERE kind = 'grr' AND task_id IS NULL")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT sum(weight) FROM rubric_items WHERE kind = 'grr'")), 5);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM rubric_items WHERE allowed_values = "
                                "'[{\"label\":\"Yes\",\"points\":2},{\"label\":\"No\",\"points\":0}]'")),
        2);
    // A partial transcription is imported as written, with a check against the paper's 48 items / 73 points.
    QCOMPARE(r->checks.size(), 1);
    QVERIFY2(r->checks.front().contains(QStringLiteral("3 general-report items worth 5 points")),
        qPrintable(r->checks.front()));

    auto clean = project(QStringLiteral("grrbad.draudit"));
    const auto bad = importFile(*clean,
        write(QStringLiteral("grr_bad.jsonl"),
            "{\"id\": \"G1\", \"item\": \"Scope stated.\", \"points\": 2}\n"
            "{\"id\": \"G2\", \"item\": \"Sources named.\", \"points\": 0}\n"),
        {});
    QVERIFY(!bad);
    QVERIFY2(bad.error().toString().endsWith(
                 QStringLiteral("grr_bad.jsonl:2: field 'points': 0 is not a positive number of points for Yes")),
        qPrintable(bad.error().toString()));
    QCOMPARE(count(*clean, QStringLiteral("SELECT count(*) FROM rubric_items")), 0);
}

void TestImporterFormats::drBenchRunsAnyOrder()
{
    auto store = project(QStringLiteral("drbenchruns.draudit"));
    const QString root = draudit::tests::fixture(QStringLiteral("import/drbench"));
    for (const char *file : { "Eval_alpha.jsonl", "tasks.jsonl", "Log_alpha.jsonl" }) {
        const auto r = importFile(*store, root + QLatin1Char('/') + QString::fromLatin1(file), {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    }
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE benchmark = 'dr-bench'")), 2);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM responses")), 2);
    QCOMPARE(count(*store,
                 QStringLiteral(
                     "SELECT count(*) FROM judge_records WHERE target NOT LIKE 'response:%' OR flags IS NOT NULL")),
        0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'relevance'")), 20);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'qsr_sum' AND score = 4")), 1);
    QCOMPARE(count(*store,
                 QStringLiteral(
                     "SELECT count(*) FROM responses WHERE input_tokens = 1200 AND citations LIKE '%example.org/b%'")),
        1);
}

void TestImporterFormats::drbHumanAnnotations()
{
    const QString reports
        = shared(QStringLiteral("deepresearch-bench/fork-luke-guan/data/test_data/cleaned_data/dls.jsonl"));
    SKIP_WITHOUT_SHARED(reports);
    auto store = project(QStringLiteral("drbhuman.draudit"));
    // Annotations first: they wait on drb:58@dls and move to the report when it arrives.
    const auto human = importFile(*store, draudit::tests::fixture(QStringLiteral("import/drb_human.jsonl")), {});
    QVERIFY2(human, qPrintable(human ? QString() : human.error().toString()));
    QCOMPARE(human->format, QStringLiteral("drb-human"));
    QCOMPARE(human->counts.annotations, 10);
    QVERIFY(importFile(*store, reports, {}));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM annotations WHERE target LIKE 'response:%'")), 10);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM annotation_history WHERE target LIKE 'drb:%'")), 0);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(DISTINCT annotator_id) FROM annotations")), 2);
    QVERIFY(checkProject(*store)->isEmpty());
}

void TestImporterFormats::genericMapping()
{
    auto store = project(QStringLiteral("generic.draudit"));
    const QString data = draudit::tests::fixture(QStringLiteral("import/generic/judged.csv"));
    QCOMPARE(detectImporter(data)->format(), QStringLiteral("generic")); // found through judged.csv.mapping.json
    const auto r = importFile(*store, data, {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.tasks, 2);
    QCOMPARE(r->counts.responses, 3);
    QCOMPARE(r->counts.judgeRecords, 6);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'overall' AND score = 8.5")), 1);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'verdict' AND value = 'poor'")),
        1);
    QCOMPARE(
        count(*store, QStringLiteral("SELECT count(*) FROM tasks WHERE benchmark = 'battery-qa' AND language = 'zh'")),
        1);

    // A mapping naming a column the file lacks is refused before anything is written.
    const QString mapping = write(QStringLiteral("generic/bad.mapping.json"),
        R"({"benchmark": "b", "task": "qid", "response": "reply", "system_name": "x"})");
    ImportOptions o;
    o.format = QStringLiteral("generic");
    o.mapping = mapping;
    auto other = project(QStringLiteral("generic2.draudit"));
    const auto bad = importFile(*other, data, o);
    QVERIFY(!bad);
    QVERIFY2(bad.error().toString().contains(
                 QStringLiteral("judged.csv:1: field 'reply': required column 'reply' is missing")),
        qPrintable(bad.error().toString()));
}

void TestImporterFormats::qsrSpellings_data()
{
    QTest::addColumn<QString>("rubric");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "Is X named? Yes=2, No=0"
                           << "Yes:2 No:0";
    QTest::newRow("full stop") << "Is X named? Yes=2, No=0."
                               << "Yes:2 No:0";
    QTest::newRow("partial note after") << "Yes=3, Partial=1 (named only), No=0"
                                        << "Yes:3 Partial:1 No:0";
    QTest::newRow("partial note before") << "Yes=3, Partial (named only)=1, No=0"
                                         << "Yes:3 Partial:1 No:0";
    QTest::newRow("note with spaces") << "Yes=3, Partial (a, b) =1, No=0"
                                      << "Yes:3 Partial:1 No:0";
    QTest::newRow("full-width") << QStringLiteral("是否提及？Yes＝2，Partial（仅名称）＝1, No=0")
                                << "Yes:2 Partial:1 No:0";
    QTest::newRow("nested note") << "Yes=4, No (neither (a) nor (b) or accessions)=0"
                                 << "Yes:4 No:0";
    QTest::newRow("note after number") << "Yes=3, No=0 (missing)"
                                       << "Yes:3 No:0";
    QTest::newRow("range") << "Yes=4, Partial (some)=1–3, No=0."
                           << "Yes:4 Partial:1-3 No:0";
    QTest::newRow("yes in question") << "Does it say Yes to the proposal? Yes=1, No=0"
                                     << "Yes:1 No:0";
}

void TestImporterFormats::qsrSpellings()
{
    QFETCH(QString, rubric);
    QFETCH(QString, expected);
    const auto p = parseQsr(rubric);
    QVERIFY(p);
    QStringList got;
    for (const RubricValue &v : p->values)
        got << v.label + QLatin1Char(':') + QString::number(v.points)
                + (v.maxPoints != v.points ? QLatin1Char('-') + QString::number(v.maxPoints) : QString());
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
    QVERIFY(!parseQsr(QStringLiteral("No scoring here at all")));
    QVERIFY(!parseQsr(QStringLiteral("Named? Yes=612-3."))); // a descending range (found by fuzz_qsr)
}

QTEST_GUILESS_MAIN(TestImporterFormats)
#include "tst_importerformats.moc"
