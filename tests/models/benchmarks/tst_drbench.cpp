// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH end to end on a self-written run (tests/data/make_drbench_run.py: two tasks, three agents' logs and
// Eval_ files, Mr-Dre checklists per agent folder, a judge's GRR decisions in the long format). The IntegratedScore
// and its parts are checked against drbench_reference.py, an independent computation from the raw files, and one
// report by hand; the re-score study's agreement and the human-substituted scores on answers set here.
#include "models/benchmarks/drbench/integratedscore.h"
#include "models/benchmarks/importplan.h"
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>

using namespace draudit::models;

class TestDrBench : public QObject
{
    Q_OBJECT

private slots:
    void metricsMatchAnIndependentComputation();
    void oneReportByHand();
    void reportsMarkTheirTasksKeywords();
    void rescoreStudy();
    void decisionErrorsNameTheLine_data();
    void decisionErrorsNameTheLine();

private:
    std::unique_ptr<ProjectStore> imported(const QString &name);
    draudit::tests::Scratch m_scratch;
};

namespace {
QString run()
{
    return draudit::tests::fixture(QStringLiteral("drbench-run"));
}

const ReportRow *find(const ReportTable &t, const QString &analysis, const QString &comparison, const QString &stat)
{
    for (const ReportRow &r : t.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == stat)
            return &r;
    return nullptr;
}

ReportRequest request(double epsilonPlus, double epsilonMinus)
{
    ReportRequest r;
    r.parameters
        = { { QStringLiteral("epsilon_plus"), epsilonPlus }, { QStringLiteral("epsilon_minus"), epsilonMinus } };
    return r;
}

qint64 responseOf(ProjectStore &store, const QString &system, const QString &task)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = "
                             "r.system_id WHERE s.name = ? AND t.external_id = ?"));
    q.addBindValue(system);
    q.addBindValue(task);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

} // namespace

std::unique_ptr<ProjectStore> TestDrBench::imported(const QString &name)
{
    auto store = m_scratch.project(name);
    for (const ImportInput &in : planImport({ run() }, {})) {
        const auto r = importInput(*store, in, {});
        if (!r)
            qWarning("%s", qPrintable(r.error().toString()));
    }
    return store;
}

void TestDrBench::metricsMatchAnIndependentComputation()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        QSKIP("python3 is not installed: the independent computation cannot run");
    auto store = imported(QStringLiteral("metrics.draudit"));
    const auto report = analyse(*store, QStringLiteral("drbench"), request(2, 1.5));
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    QProcess python;
    python.start(QStringLiteral("python3"),
        { QStringLiteral(DRAUDIT_DRBENCH_REFERENCE), run(), QStringLiteral("2"), QStringLiteral("1.5") });
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 0);
    const QJsonObject expected = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
    int compared = 0;
    for (const QString &source : expected.keys()) {
        const QJsonObject models = expected.value(source).toObject();
        for (const QString &model : models.keys()) {
            const QJsonObject stats = models.value(model).toObject();
            for (const QString &stat : stats.keys()) {
                const ReportRow *row = find(*report, QStringLiteral("DR. BENCH: IntegratedScore"),
                    QStringLiteral("%1 · %2").arg(source, model), stat);
                QVERIFY2(row, qPrintable(source + QLatin1Char(' ') + model + QLatin1Char(' ') + stat));
                const double want = stats.value(stat).toDouble();
                QVERIFY2(std::abs(row->value - want) < 1e-9,
                    qPrintable(
                        QStringLiteral("%1 %2 %3: %4 vs %5").arg(source, model, stat).arg(row->value).arg(want)));
                QCOMPARE(row->n, 2.0); // the mean over the model's two reports, as the leaderboard averages
                ++compared;
            }
        }
    }
    QCOMPARE(compared, 90); // 3 sources × 3 models × 10 statistics
    QVERIFY(std::any_of(report->notes.begin(), report->notes.end(), [](const QString &n) {
        return n.contains(QStringLiteral("ε₊ = 2")) && n.contains(QStringLiteral("ε₋ = 1.5"));
    }));
}

// The report item marks its task's focus and deviation keywords (FAK, FDK): DR. BENCH's own report item reads them
// from the task's metadata; the store hands the metadata over unread.
void TestDrBench::reportsMarkTheirTasksKeywords()
{
    auto store = imported(QStringLiteral("keywords.draudit"));
    const qint64 response = responseOf(*store, QStringLiteral("alpha"), QStringLiteral("03001"));
    QVERIFY(response > 0);
    ItemRequest request;
    request.target = Target::response(response);
    const auto item = makeItem(*store, request);
    QVERIFY2(item, qPrintable(item ? QString() : item.error().toString()));
    const auto report = std::find_if(item->blocks.begin(), item->blocks.end(),
        [](const ItemBlock &b) { return b.kind == ItemBlock::Kind::Markdown; });
    QVERIFY(report != item->blocks.end());
    QCOMPARE(report->focusTerms,
        (QStringList { QStringLiteral("STS crane"), QStringLiteral("moves per hour"), QStringLiteral("automation"),
            QStringLiteral("terminal"), QStringLiteral("vendor") }));
    QCOMPARE(report->deviationTerms.size(), 5);
    QCOMPARE(report->deviationTerms.front(), QStringLiteral("cruise"));
}

void TestDrBench::oneReportByHand()
{
    // alpha on task 03001, from Eval: QSR 5/5, GRR 4/5; ε₊ = ε₋ = 1.
    ReportInputs in;
    in.qsr = 5;
    in.qsrMax = 5;
    in.grr = 4;
    in.grrMax = 5;
    for (const auto &[count, relevance] : { std::pair { 3, 5 }, { 2, 4 }, { 5, 5 }, { 1, 3 }, { 0, 1 } })
        in.focus << Keyword { static_cast<double>(count), static_cast<double>(relevance) };
    for (const auto &[count, relevance] : { std::pair { 0, 1 }, { 1, 2 }, { 0, 1 }, { 0, 1 }, { 0, 1 } })
        in.deviation << Keyword { static_cast<double>(count), static_cast<double>(relevance) };
    in.fullMatches = 1;
    in.hostMatches = 2;
    in.targetLinks = 2;
    in.annotations = 6;
    in.totalTokens = 5400;
    in.inputTokens = 1200;
    in.annotatedLinks = 6;
    in.retrievedLinks = 2;
    const ReportMetrics m = drBenchMetrics(in, DrBenchParameters {});
    // Quality = 0.5·5/5 + 0.5·4/5 = 0.9.
    QVERIFY(std::abs(m.quality - 0.9) < 1e-12);
    // FAK: (1 + 0.8 + 1 + 0.6 + 0)/5 = 0.68 covered, drift 0.32; FDK: 0.4/5 = 0.08; SD = 0.7·0.32 + 0.3·0.08 = 0.248.
    QVERIFY(std::abs(m.fakDrift - 0.32) < 1e-12);
    QVERIFY(std::abs(m.fdkDrift - 0.08) < 1e-12);
    QVERIFY(std::abs(m.semanticDrift - 0.248) < 1e-12);
    // TBoost (§4.3) = 1 + 0.2·(0.7·1/2 + 0.3·2/7); Algorithm 1 = 1 + 0.2·(0.7·1/2 + 0.3·1/7).
    QVERIFY(std::abs(m.tboost - (1 + 0.2 * (0.35 + 0.3 * 2 / 7.0))) < 1e-12);
    QVERIFY(std::abs(m.tboostAlgorithm1 - (1 + 0.2 * (0.35 + 0.3 / 7.0))) < 1e-12);
    // IntegratedScore = 0.9 × 0.752 × 1.0871428… × 100 = 73.5778…; per output token 73.5778 / 4200.
    QVERIFY(std::abs(m.integrated - 0.9 * 0.752 * m.tboost * 100) < 1e-9);
    QVERIFY(std::abs(m.integrated - 73.57782857142857) < 1e-9);
    QVERIFY(std::abs(*m.contributionPerToken - m.integrated / 4200) < 1e-12);
    QCOMPARE(m.retrievalIndex, 2.0); // 6 / (2 + 1)
}

void TestDrBench::rescoreStudy()
{
    auto store = imported(QStringLiteral("rescore.draudit"));
    const auto p = protocol(QStringLiteral("drbench-items"));
    QVERIFY(p);
    QCOMPARE(p->defaultSample, QStringLiteral("35%")); // the paper re-checked about 35% of the item scores
    AnnotationStore answers(*store);
    // Humans re-score every Mr-Dre QSR decision of alpha and beta and agree except on alpha's first item of 03001
    // (the judge: Yes = 3 points; the humans: No).
    int answered = 0;
    for (const char *system : { "alpha", "beta" })
        for (const char *task : { "03001", "07002" }) {
            const qint64 response = responseOf(*store, QString::fromLatin1(system), QString::fromLatin1(task));
            QSqlQuery q(store->database());
            QVERIFY(q.exec(QStringLiteral("SELECT jr.target, jr.value FROM judge_records jr JOIN judges j ON j.id = "
                                          "jr.judge_id WHERE j.name = 'gpt-4.1' AND jr.field = 'qsr' AND jr.target "
                                          "LIKE '%@response:%1' ORDER BY jr.id")
                               .arg(response)));
            bool first = true;
            while (q.next()) {
                const bool flip = first && QLatin1String(system) == QLatin1String("alpha")
                    && QLatin1String(task) == QLatin1String("03001");
                for (const char *who : { "ann", "bob" })
                    QVERIFY(answers.set({ QString::fromLatin1(who), Target::parse(q.value(0).toString()),
                        QStringLiteral("qsr"), flip ? QStringLiteral("No") : q.value(1).toString(), {}, 1, {} }));
                first = false;
                ++answered;
            }
        }
    QCOMPARE(answered, 6);
    // Keyword relevance of gamma's 03001 report: the humans agree with the judge (3, 2, 4, 1, 1) but one point.
    const qint64 gamma = responseOf(*store, QStringLiteral("gamma"), QStringLiteral("03001"));
    const int relevance[] = { 3, 2, 4, 1, 2 };
    for (int i = 0; i < 5; ++i)
        QVERIFY(answers.set({ QStringLiteral("ann"),
            Target::parse(QStringLiteral("response:%1#keywords_fak_relevance:%2").arg(gamma).arg(i)),
            QStringLiteral("relevance"), QString::number(relevance[i]), {}, 1, {} }));
    const auto report = analyse(*store, QStringLiteral("drbench"), request(1, 1));
    QVERIFY(report);
    // 12 human answers against the judge, 10 agree: the paper's headline is percent agreement, AC1 beside it.
    const ReportRow &headline = report->rows.front();
    QCOMPARE(headline.statistic, QStringLiteral("percent_agreement"));
    QVERIFY(headline.headline);
    QVERIFY(std::abs(headline.value - 10.0 / 12) < 1e-12);
    // A report's items are not independent, so the interval would resample whole reports; but two reports are far
    // too few clusters for a bootstrap (Cameron & Miller 2015: fewer than 20), so no bootstrap interval is given and
    // a note says why (the old report printed a bootstrap interval over these two reports).
    QVERIFY2(!headline.ciMethod.contains(QLatin1String("bootstrap BCa")), qPrintable(headline.ciMethod));
    QVERIFY(!std::isfinite(headline.ciLow) || (headline.ciLow <= headline.value && headline.value <= headline.ciHigh));
    QVERIFY(std::any_of(report->notes.begin(), report->notes.end(),
        [](const QString &n) { return n.contains(QStringLiteral("too few for a cluster bootstrap interval")); }));
    QVERIFY(find(*report, headline.analysis, headline.comparison, QStringLiteral("gwet_ac1")));
    QVERIFY(std::any_of(report->notes.begin(), report->notes.end(),
        [](const QString &n) { return n.contains(QStringLiteral("AC1")) && n.contains(QStringLiteral("κ")); }));
    // With the human labels, alpha loses 3 QSR points on one report: its mean IntegratedScore falls, beta's stays.
    const QString analysis = QStringLiteral("DR. BENCH: IntegratedScore");
    const double judged
        = find(*report, analysis, QStringLiteral("judge gpt-4.1/turn 1 · alpha"), QStringLiteral("integrated_score"))
              ->value;
    const double humans = find(
        *report, analysis, QStringLiteral("judge gpt-4.1/turn 1 + humans · alpha"), QStringLiteral("integrated_score"))
                              ->value;
    QVERIFY(humans < judged);
    QCOMPARE(find(*report, analysis, QStringLiteral("judge gpt-4.1/turn 1 + humans · beta"),
                 QStringLiteral("integrated_score"))
                 ->value,
        find(*report, analysis, QStringLiteral("judge gpt-4.1/turn 1 · beta"), QStringLiteral("integrated_score"))
            ->value);
    const QString versus = QStringLiteral("DR. BENCH: IntegratedScore, judge vs human labels");
    const ReportRow *difference
        = find(*report, versus, QStringLiteral("judge gpt-4.1/turn 1 vs judge gpt-4.1/turn 1 + humans"),
            QStringLiteral("mean_difference_human_minus_judge"));
    QVERIFY(difference);
    QCOMPARE(difference->n, 6.0);
    QVERIFY(difference->value < 0);
    const ReportRow *order = find(*report, versus,
        QStringLiteral("judge gpt-4.1/turn 1 vs judge gpt-4.1/turn 1 + humans"), QStringLiteral("spearman_models"));
    QVERIFY(order);
    QCOMPARE(order->value, 1.0); // alpha still leads beta and gamma
    // Keyword relevance: 4 of 5 equal; weighted κ and ICC on the 1..5 scale.
    const QString keywords = QStringLiteral("DR. BENCH: human vs judge keyword relevance");
    QCOMPARE(find(*report, keywords, QStringLiteral("keywords"), QStringLiteral("percent_agreement"))->value, 0.8);
    QVERIFY(find(*report, keywords, QStringLiteral("keywords"), QStringLiteral("weighted_kappa_quadratic")));
    QVERIFY(std::any_of(report->rows.begin(), report->rows.end(), [&](const ReportRow &r) {
        return r.analysis == keywords && r.statistic.startsWith(QLatin1String("icc"), Qt::CaseInsensitive);
    }));
    // gamma's human relevance (a deviation keyword nobody re-scored keeps the judge's): its FAK drift falls a little.
    const double judgedDrift
        = find(*report, analysis, QStringLiteral("judge gpt-4.1/turn 1 · gamma"), QStringLiteral("fak_drift"))->value;
    const double humanDrift
        = find(*report, analysis, QStringLiteral("judge gpt-4.1/turn 1 + humans · gamma"), QStringLiteral("fak_drift"))
              ->value;
    QVERIFY(humanDrift <= judgedDrift);
}

void TestDrBench::decisionErrorsNameTheLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("error");
    QTest::newRow("not a label of the item")
        << QStringLiteral("judge.csv") << QByteArray("judge,system,task,rubric,value\nj,alpha,03001,grr:0,Maybe\n")
        << QStringLiteral("judge.csv:2:5: field 'value': 'Maybe' is not one of the item's labels (Yes, No)");
    QTest::newRow("no such rubric position")
        << QStringLiteral("judge2.csv") << QByteArray("judge,system,task,rubric,value\nj,alpha,03001,qsr:7,Yes\n")
        << QStringLiteral("judge2.csv:2:4: field 'rubric': the report has 2 qsr items; positions are 0 to 1");
    QTest::newRow("several systems, none named")
        << QStringLiteral("judge3.csv") << QByteArray("judge,task,rubric,value\nj,03001,qsr:0,Yes\n")
        << QStringLiteral("judge3.csv:2:2: field 'task': no single report of task 03001");
    QTest::newRow("checklist of another length")
        << QStringLiteral("alpha/checklist_turn2.jsonl")
        << QByteArray("{\"id\": \"07002\", \"checklist_evaluator_model\": \"m\", \"checklist_details\": [{\"id\": 1, "
                      "\"item\": \"x\", \"weight\": 3, \"covered\": 1}, {\"id\": 2, \"item\": \"y\", \"weight\": 1, "
                      "\"covered\": 0}]}\n")
        << QStringLiteral("checklist_turn2.jsonl:1: field 'checklist_details': 2 checklist items but the task has 1 "
                          "query-specific rubrics");
    QTest::newRow("coverage not 0, 0.5 or 1")
        << QStringLiteral("beta/checklist_turn3.jsonl")
        << QByteArray("{\"id\": \"07002\", \"checklist_evaluator_model\": \"m\", \"checklist_details\": [{\"id\": 1, "
                      "\"item\": \"x\", \"weight\": 3, \"covered\": 0.7}]}\n")
        << QStringLiteral("field 'checklist_details[0].covered': covered must be 0, 0.5 or 1");
}

void TestDrBench::decisionErrorsNameTheLine()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, error);
    auto store
        = imported(QStringLiteral("errors-%1.draudit")
                       .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    QSqlQuery count(store->database());
    QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && count.next());
    const int before = count.value(0).toInt();
    const auto r = importFile(*store, m_scratch.write(file, content), {});
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(error), qPrintable(r.error().toString()));
    QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && count.next());
    QCOMPARE(count.value(0).toInt(), before); // nothing of the file is kept
}

QTEST_GUILESS_MAIN(TestDrBench)
#include "tst_drbench.moc"
