// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench end to end on the self-written fixture (tests/data/import/make_livedrbench_fixture.py: one encrypted
// question per category, two prediction files, a judge's decisions in the long format). The official numbers are
// checked against livedrbench_reference.py, an independent re-implementation of the evaluator's arithmetic in
// Python; Eq. 1 and its strict variant against examples worked by hand in the comments.
#include "models/benchmarks/livedrbench/claimmetrics.h"
#include "models/benchmarks/livedrbench/claimprotocol.h"
#include "models/benchmarks/livedrbench/claimtruth.h"
#include "models/benchmarks/livedrbench/groundtruthexport.h"
#include "models/benchmarks/livedrbench/truthexpansion.h"
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/importtesting.h"
#include "tests/models/postgresserver.h"
#include "tests/testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace draudit::models;

class TestLiveDrBench : public QObject
{
    Q_OBJECT

private slots:
    void valuesReadAsTextNotJson();
    void officialMatchesTheEvaluatorsArithmetic();
    void paperEq1ByHand();
    void humansOverrideTheJudgesMatch();
    void expansionRecomputesTheMetrics();
    void decisionErrorsNameTheLine_data();
    void decisionErrorsNameTheLine();
    void decisionsImportIdempotently();
    void predictionMustParallelTheTruth();
    void sameNumbersOnPostgres();

private:
    std::unique_ptr<ProjectStore> imported(const QString &name, bool withJudge = true);
    qint64 response(ProjectStore &store, const QString &system, const QString &key);
    draudit::tests::Scratch m_scratch;
};

namespace {
QString fixture(const char *name)
{
    return draudit::tests::fixture(QStringLiteral("import/") + QString::fromLatin1(name));
}

const ReportRow *find(const ReportTable &t, const QString &analysis, const QString &comparison, const char *statistic)
{
    for (const ReportRow &r : t.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == QLatin1String(statistic))
            return &r;
    return nullptr;
}

double value(const ReportTable &t, const QString &analysis, const QString &comparison, const char *statistic)
{
    const ReportRow *row = find(t, analysis, comparison, statistic);
    if (!row)
        qWarning("no row %s | %s | %s", qPrintable(analysis), qPrintable(comparison), statistic);
    return row ? row->value : std::nan("");
}

// A question built in code, and its predicted items.
QuestionTruth dictQuestion(const QJsonObject &truth, const QStringList &main = {})
{
    QuestionTruth q;
    q.key = QStringLiteral("hand");
    q.category = QStringLiteral("novel-datasets-identification");
    q.info.mainClaims = QSet<QString>(main.begin(), main.end());
    q.entries << TruthEntry::fromJson(EntryShape::Dict, truth);
    return q;
}
} // namespace

std::unique_ptr<ProjectStore> TestLiveDrBench::imported(const QString &name, bool withJudge)
{
    auto store = m_scratch.project(name);
    QStringList files { fixture("livedrbench.jsonl"), fixture("livedrbench_preds_alpha.json"),
        fixture("livedrbench_preds_beta.json") };
    if (withJudge)
        files << fixture("livedrbench_judge.csv");
    for (const QString &file : files) {
        const auto r = importFile(*store, file, {});
        if (!r)
            qWarning("%s", qPrintable(r.error().toString()));
    }
    return store;
}

qint64 TestLiveDrBench::response(ProjectStore &store, const QString &system, const QString &key)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = "
                             "r.system_id WHERE s.name = ? AND t.external_id = ?"));
    q.addBindValue(system);
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

void TestLiveDrBench::officialMatchesTheEvaluatorsArithmetic()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        QSKIP("python3 is not installed: the independent re-implementation of the evaluator cannot run");
    auto store = imported(QStringLiteral("official.draudit"));
    QVERIFY(store);
    QCOMPARE(response(*store, QStringLiteral("livedrbench_preds_alpha"), QStringLiteral("7")) > 0, true);
    const auto report = analyseLiveDrBench(*store);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    QProcess python;
    python.start(QStringLiteral("python3"),
        { QStringLiteral(DRAUDIT_LIVEDRBENCH_REFERENCE), fixture("livedrbench.jsonl"), fixture("livedrbench_judge.csv"),
            fixture("livedrbench_preds_alpha.json"), fixture("livedrbench_preds_beta.json") });
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 0);
    const QJsonObject expected = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
    QCOMPARE(expected.size(), 2);
    int compared = 0;
    for (auto system = expected.begin(); system != expected.end(); ++system) {
        const QJsonObject categories = system->toObject();
        QCOMPARE(categories.size(), 10); // eight categories, the evaluator's overall and the paper's mean of categories
        for (auto category = categories.begin(); category != categories.end(); ++category)
            for (const char *statistic : { "precision", "recall", "f1" }) {
                const double want = category->toObject().value(QLatin1String(statistic)).toDouble();
                const double got = value(*report, QStringLiteral("LiveDRBench official"),
                    QStringLiteral("judge gpt-4o · %1 · %2").arg(system.key(), category.key()), statistic);
                QVERIFY2(std::abs(got - want) < 1e-12,
                    qPrintable(QStringLiteral("%1 %2 %3: %4 vs %5")
                                   .arg(system.key(), category.key(), QLatin1String(statistic))
                                   .arg(got)
                                   .arg(want)));
                ++compared;
            }
    }
    QCOMPARE(compared, 60);
    // Beta has no prediction for geo-005: it scores 0 and still counts, in its category and overall (8 questions).
    const ReportRow *overall = find(*report, QStringLiteral("LiveDRBench official"),
        QStringLiteral("judge gpt-4o · livedrbench_preds_beta · overall (mean over questions, evaluate.py)"), "f1");
    QVERIFY(overall);
    QCOMPARE(overall->n, 8.0);
    QVERIFY(overall->ciLow <= overall->value && overall->value <= overall->ciHigh);
    QVERIFY(!overall->headline);
    // No human has audited anything: the judge's official F1, summarised as the paper's Table 11, leads.
    const ReportRow *categories = find(*report, QStringLiteral("LiveDRBench official"),
        QStringLiteral("judge gpt-4o · livedrbench_preds_beta · mean of categories (paper Table 11)"), "f1");
    QVERIFY(categories && categories->headline);
    QVERIFY(categories->ciLow <= categories->value && categories->value <= categories->ciHigh);
}

void TestLiveDrBench::paperEq1ByHand()
{
    // One dictionary claim with three keys, the judge scoring 3, 1, 3: two of three keys right.
    const QuestionTruth q = dictQuestion(
        QJsonObject { { QStringLiteral("dataset_name"), QStringLiteral("CoralNet-2") },
            { QStringLiteral("year"), QStringLiteral("2022") }, { QStringLiteral("url"), QStringLiteral("u") } },
        { QStringLiteral("dataset_name") });
    const auto items = predictedItems(
        q, QStringLiteral("[{\"dataset_name\":\"CoralNet-2\",\"year\":\"2021\",\"url\":\"u\",\"extra\":\"x\"}]"));
    QVERIFY(items);
    ClaimDecisions d;
    d.keyScores
        = { { QStringLiteral("0.dataset_name"), 3 }, { QStringLiteral("0.year"), 1 }, { QStringLiteral("0.url"), 3 } };
    // Eq. 1: the claim scores the mean of its 4 keys (extra is unscored: wrong) = 2/4; P = 0.5 / 1 claim, R = 0.5 /
    // 1 ground-truth claim, F1 = 0.5. Strict: the minimum, 0.
    const Prf eq1 = scoreQuestion(ClaimMetric::PaperEq1, q, *items, d);
    QCOMPARE(eq1.precision, 0.5);
    QCOMPARE(eq1.recall, 0.5);
    QCOMPARE(eq1.f1, 0.5);
    const Prf strict = scoreQuestion(ClaimMetric::PaperEq1Strict, q, *items, d);
    QCOMPARE(strict.f1, 0.0);
    // The evaluator: 2 right keys of 4 predicted and 3 true: P = 1/2, R = 2/3, F1 = 4/7.
    const Prf official = scoreQuestion(ClaimMetric::Official, q, *items, d);
    QCOMPARE(official.precision, 0.5);
    QVERIFY(std::abs(official.recall - 2.0 / 3) < 1e-15);
    QVERIFY(std::abs(official.f1 - 4.0 / 7) < 1e-15);
    // A wrong main claim zeroes the evaluator's score but only lowers Eq. 1's mean (2/4 -> 1/4).
    d.keyScores[QStringLiteral("0.dataset_name")] = 0;
    QCOMPARE(scoreQuestion(ClaimMetric::Official, q, *items, d).f1, 0.0);
    QCOMPARE(scoreQuestion(ClaimMetric::PaperEq1, q, *items, d).precision, 0.25);
}

void TestLiveDrBench::humansOverrideTheJudgesMatch()
{
    auto store = imported(QStringLiteral("override.draudit"));
    const qint64 alpha = response(*store, QStringLiteral("livedrbench_preds_alpha"), QStringLiteral("7"));
    AnnotationStore answers(*store);
    // The judge matched Westkapelle (claim 0) and Zierikzee (claim 1); the annotator says Zierikzee matches nothing.
    QVERIFY(answers.set({ QStringLiteral("ann"), Target::parse(QStringLiteral("claim:1@response:%1").arg(alpha)),
        QStringLiteral("match"), QStringLiteral("none"), {}, 1, {} }));
    const auto report = analyseLiveDrBench(*store);
    QVERIFY(report);
    const QString official = QStringLiteral("LiveDRBench official");
    // Humans: Westkapelle from the judge's match, Zierikzee overridden: 1 of 3 predicted, 1 of 4 true.
    QCOMPARE(
        value(*report, official, QStringLiteral("humans · livedrbench_preds_alpha · entities"), "precision"), 1.0 / 3);
    QCOMPARE(value(*report, official, QStringLiteral("humans · livedrbench_preds_alpha · entities"), "recall"), 0.25);
    QCOMPARE(value(*report, official, QStringLiteral("judge gpt-4o · livedrbench_preds_alpha · entities"), "precision"),
        2.0 / 3);
    // The judge on the question the humans audited, beside them.
    const ReportRow *same = find(*report, official,
        QStringLiteral(
            "judge gpt-4o (questions humans audited) · livedrbench_preds_alpha · overall (mean over questions, "
            "evaluate.py)"),
        "precision");
    QVERIFY(same);
    QCOMPARE(same->n, 1.0);
    QCOMPARE(same->value, 2.0 / 3);
    QVERIFY(report->rows.front().headline);
    QCOMPARE(report->rows.front().comparison,
        QStringLiteral("humans · livedrbench_preds_alpha · mean of categories (paper Table 11)"));
}

void TestLiveDrBench::expansionRecomputesTheMetrics()
{
    auto store = imported(QStringLiteral("expand.draudit"));
    const qint64 alpha = response(*store, QStringLiteral("livedrbench_preds_alpha"), QStringLiteral("7"));
    AnnotationStore answers(*store);
    // Veere (alpha's claim 2) is right but missing from the ground truth; two annotators say so.
    for (const char *who : { "ann", "bob" })
        QVERIFY(answers.set({ QString::fromLatin1(who), Target::parse(QStringLiteral("claim:2@response:%1").arg(alpha)),
            QStringLiteral("missing_from_gt"), QStringLiteral("yes"), {}, 1, {} }));
    const auto report = analyseLiveDrBench(*store);
    QVERIFY(report);
    const QString expanded = QStringLiteral("LiveDRBench official, expanded ground truth");
    // Five true towns now. Judge on alpha: Westkapelle, Zierikzee and (equal to the added claim) Veere: P = 1,
    // R = 3/5. Beta's Vlissingen: P = 1, R = 1/5 (it was 1/4).
    QCOMPARE(value(*report, expanded, QStringLiteral("judge gpt-4o · livedrbench_preds_alpha · entities"), "precision"),
        1.0);
    QCOMPARE(
        value(*report, expanded, QStringLiteral("judge gpt-4o · livedrbench_preds_alpha · entities"), "recall"), 0.6);
    QCOMPARE(
        value(*report, expanded, QStringLiteral("judge gpt-4o · livedrbench_preds_beta · entities"), "recall"), 0.2);
    QCOMPARE(value(*report, QStringLiteral("LiveDRBench official"),
                 QStringLiteral("judge gpt-4o · livedrbench_preds_beta · entities"), "recall"),
        0.25);
    QVERIFY(find(*report, QStringLiteral("LiveDRBench paper-eq1, expanded ground truth"),
        QStringLiteral("humans · livedrbench_preds_alpha · entities"), "f1"));
    // The export holds the expanded truth, marked private, with who added the claim.
    const QString path = m_scratch.filePath(QStringLiteral("truth.jsonl"));
    const auto written = exportGroundTruth(*store, path);
    QVERIFY(written);
    QCOMPARE(written->tasks, 8);
    QCOMPARE(written->claimsAdded, 1);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    const QJsonObject entities = QJsonDocument::fromJson(lines.at(1)).object();
    QCOMPARE(entities.value(QStringLiteral("key")).toString(), QStringLiteral("7"));
    QCOMPARE(entities.value(QStringLiteral("private")).toBool(), true);
    QCOMPARE(entities.value(QStringLiteral("ground_truths")).toArray().at(0).toArray().size(), 4);
    QCOMPARE(entities.value(QStringLiteral("expanded_ground_truths")).toArray().at(0).toArray().last().toString(),
        QStringLiteral("Veere"));
    const QJsonObject added = entities.value(QStringLiteral("added")).toArray().at(0).toObject();
    QCOMPARE(added.value(QStringLiteral("annotators")).toArray().size(), 2);
}

void TestLiveDrBench::decisionErrorsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown question") << QByteArray("gpt-4o,livedrbench_preds_alpha,nope,0,0,0,a,key_score,3,")
                                      << QStringLiteral(":3:2: field 'system': system 'livedrbench_preds_alpha' has "
                                                        "no prediction for question 'nope'");
    QTest::newRow("no such predicted row")
        << QByteArray("gpt-4o,livedrbench_preds_alpha,nd-001,0,5,0,composition,key_score,3,")
        << QStringLiteral(":3:5: field 'pred_index': the prediction has no item 5 in entry 0");
    QTest::newRow("no such ground-truth row")
        << QByteArray("gpt-4o,livedrbench_preds_alpha,pa-006,0,0,9,,match,,")
        << QStringLiteral(":3:6: field 'gt_index': entry 0 has 3 ground-truth item(s)");
    QTest::newRow("not a key score") << QByteArray("gpt-4o,livedrbench_preds_alpha,fl-003,0,,,airline,key_score,5,")
                                     << QStringLiteral(":3:9: field 'value': '5' is not a key score (0, 1, 2, 3, "
                                                       "right or wrong)");
    QTest::newRow("a second, different decision")
        << QByteArray("gpt-4o,livedrbench_preds_alpha,fl-003,0,,,airline,key_score,0,")
        << QStringLiteral(":3:9: field 'value': judge 'gpt-4o' already decided");
    QTest::newRow("unknown field") << QByteArray("gpt-4o,livedrbench_preds_alpha,fl-003,0,,,airline,verdict,3,")
                                   << QStringLiteral(":3:8: field 'field': 'verdict' is not key_score, match or "
                                                     "alias_match");
}

void TestLiveDrBench::decisionErrorsNameTheLine()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, error);
    auto store = imported(QStringLiteral("errors-%1.draudit")
                              .arg(QString::fromLatin1(QTest::currentDataTag()))
                              .replace(QLatin1Char(' '), QLatin1Char('-')),
        false);
    const QByteArray header = "judge,system,question,entry,pred_index,gt_index,key,field,value,alias\n";
    const QByteArray first = "gpt-4o,livedrbench_preds_alpha,fl-003,0,,,airline,key_score,3,\n";
    const QString path = m_scratch.write(QStringLiteral("bad-%1.csv")
                                             .arg(QString::fromLatin1(QTest::currentDataTag()))
                                             .replace(QLatin1Char(' '), QLatin1Char('-')),
        header + first + line + '\n');
    const auto r = importFile(*store, path, {});
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(error), qPrintable(r.error().toString()));
    // All or nothing: the good first line is not kept either.
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestLiveDrBench::decisionsImportIdempotently()
{
    auto store = imported(QStringLiteral("idempotent.draudit"));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && q.next());
    const int records = q.value(0).toInt();
    QCOMPARE(records, 49);
    // The same decisions again in another file (JSONL, one line): nothing new, no error.
    const QString again = m_scratch.write(QStringLiteral("again.jsonl"),
        "{\"judge\":\"gpt-4o\",\"system\":\"livedrbench_preds_alpha\",\"question\":7,\"entry\":0,\"pred_index\":1,"
        "\"gt_index\":2,\"key\":\"\",\"field\":\"match\",\"value\":\"\"}\n");
    const auto r = importFile(*store, again, {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("livedrbench-decisions"));
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && q.next());
    QCOMPARE(q.value(0).toInt(), records);
    // A second judge name is a second judge, side by side.
    const QString other = m_scratch.write(QStringLiteral("other.jsonl"),
        "{\"judge\":\"gpt-4o reverse\",\"system\":\"livedrbench_preds_alpha\",\"question\":\"7\",\"entry\":0,"
        "\"pred_index\":1,\"gt_index\":\"\",\"key\":\"\",\"field\":\"match\",\"value\":\"none\"}\n");
    QVERIFY(importFile(*store, other, {}));
    const auto report = analyseLiveDrBench(*store);
    QVERIFY(find(*report, QStringLiteral("LiveDRBench official"),
        QStringLiteral("judge gpt-4o reverse · livedrbench_preds_alpha · entities"), "precision"));
}

void TestLiveDrBench::predictionMustParallelTheTruth()
{
    auto store = m_scratch.project(QStringLiteral("parallel.draudit"));
    QVERIFY(importFile(*store, fixture("livedrbench.jsonl"), {}));
    const QString preds = m_scratch.write(QStringLiteral("livedrbench_preds_bad.json"),
        "[\n {\"key\": \"fl-003\", \"preds\": [{\"airline\": \"KLM\"}]},\n"
        " {\"key\": \"nde-008\", \"preds\": [{\"dataset_name\": \"x\"}]}\n]\n");
    const auto r = importFile(*store, preds, {});
    QVERIFY(!r);
    QVERIFY2(
        r.error().toString().contains(QStringLiteral("field '[1].preds': the prediction has 1 entries but the ground "
                                                     "truth has 2")),
        qPrintable(r.error().toString()));
}

// The whole chain (import, decisions, human answers, expansion, report) gives the same table on PostgreSQL.
void TestLiveDrBench::sameNumbersOnPostgres()
{
    draudit::tests::PostgresServer pg;
    if (!pg.isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + pg.whyNot()));
    auto lite = imported(QStringLiteral("same.draudit"));
    auto created = ProjectStore::create(pg.createDatabase(QStringLiteral("livedrbench")));
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    std::unique_ptr<ProjectStore> postgres = std::move(*created);
    for (const char *file : { "livedrbench.jsonl", "livedrbench_preds_alpha.json", "livedrbench_preds_beta.json",
             "livedrbench_judge.csv" }) {
        const auto r = importFile(*postgres, fixture(file), {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    }
    for (ProjectStore *store : { lite.get(), postgres.get() }) {
        AnnotationStore answers(*store);
        const qint64 alpha = response(*store, QStringLiteral("livedrbench_preds_alpha"), QStringLiteral("7"));
        QVERIFY(answers.set({ QStringLiteral("ann"), Target::parse(QStringLiteral("claim:2@response:%1").arg(alpha)),
            QStringLiteral("missing_from_gt"), QStringLiteral("yes"), {}, 1, {} }));
        QVERIFY(answers.set({ QStringLiteral("ann"), Target::parse(QStringLiteral("claim:0@response:%1").arg(alpha)),
            QStringLiteral("match"), QStringLiteral("none"), {}, 1, {} }));
    }
    const auto a = analyseLiveDrBench(*lite);
    const auto b = analyseLiveDrBench(*postgres);
    QVERIFY(a && b);
    QCOMPARE(a->rows.size(), b->rows.size());
    for (qsizetype i = 0; i < a->rows.size(); ++i) {
        QCOMPARE(a->rows[i].comparison, b->rows[i].comparison);
        QCOMPARE(a->rows[i].value, b->rows[i].value);
    }
}

// A ground-truth item shown as an answer option reads as text: lists with commas, objects as "key: value" (options
// showed ["Smith","Lee"] and {"year":2021}).
void TestLiveDrBench::valuesReadAsTextNotJson()
{
    const QJsonDocument doc
        = QJsonDocument::fromJson(R"({"authors": ["Smith", "Lee"], "venue": {"name": "ACL", "year": 2021}, "n": 3})");
    const QJsonObject o = doc.object();
    QCOMPARE(claimValueLabel(o.value(QStringLiteral("authors"))), QStringLiteral("Smith, Lee"));
    QCOMPARE(claimValueLabel(o.value(QStringLiteral("venue"))), QStringLiteral("name: ACL; year: 2021"));
    QCOMPARE(claimValueLabel(o.value(QStringLiteral("n"))), QStringLiteral("3"));
    // Matching still compares the exact values.
    QCOMPARE(claimValueText(o.value(QStringLiteral("authors"))), QStringLiteral(R"(["Smith","Lee"])"));
}

QTEST_GUILESS_MAIN(TestLiveDrBench)
#include "tst_livedrbench.moc"
