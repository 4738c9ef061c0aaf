// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval with several judges, on self-written eval.py output: each run imported under its own --judge name (a run
// chosen by naming its timestamped files, or by a folder per run), checklist items keyed by their own ids whatever
// their JSON type on the human's side and the judge's, and the judges compared with each other: Kendall's tau of
// their system rankings with the swaps named, and paired differences against the humans with McNemar's counts,
// each checked against an independent computation here.
#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3itemexpansion.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/dr3fixture.h"
#include "tests/models/importtesting.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QtTest>
#include <cmath>

using namespace draudit::models;
using namespace draudit::tests;

class TestDr3Judges : public QObject
{
    Q_OBJECT

private slots:
    void runsInOneCaseFolderAreTwoJudges();
    void checklistIdsOfAnyTypeMeet();
    void duplicateChecklistIdIsRefused();
    void judgesSideBySide();
    void contextSizesStayApart();

private:
    std::unique_ptr<ProjectStore> checklistProject(Scratch &scratch, bool named, QStringList *checks = nullptr);
};

namespace {
const QStringList kModels { QStringLiteral("alpha"), QStringLiteral("beta") };

// The three tasks' checklist ids, as JSON: strings, a list from 0, and numbers that are not 1..n (8.0 is 8).
QList<QJsonArray> checklistIds()
{
    return { QJsonArray { QStringLiteral("c1"), QStringLiteral("c2"), QStringLiteral("c3") }, QJsonArray { 0, 1, 2 },
        QJsonArray { 10, 8.0, 30 } };
}

QByteArray checklist(const QJsonArray &ids)
{
    QJsonArray items;
    for (int i = 0; i < ids.size(); ++i)
        items.append(QJsonObject { { QStringLiteral("id"), ids[i] },
            { QStringLiteral("requirement"), QStringLiteral("Requirement %1").arg(i + 1) },
            { QStringLiteral("category"), QStringLiteral("format") } });
    return dr3Json({ { QStringLiteral("checklist"), items } });
}

// format_compliance as the evaluator writes it, keyed by the checklist's ids; -1 is an item it failed to judge.
QByteArray compliance(const QJsonArray &ids, const QList<int> &verdicts)
{
    QJsonArray items;
    int satisfied = 0, valid = 0;
    for (int i = 0; i < ids.size(); ++i) {
        items.append(QJsonObject { { QStringLiteral("id"), ids[i] },
            { QStringLiteral("satisfied"), verdicts[i] < 0 ? QJsonValue() : QJsonValue(verdicts[i] == 1) },
            { QStringLiteral("explanation"), verdicts[i] < 0 ? QStringLiteral("API error: timeout") : QString() },
            { QStringLiteral("status"), verdicts[i] < 0 ? QStringLiteral("error") : QStringLiteral("success") } });
        satisfied += verdicts[i] == 1 ? 1 : 0;
        valid += verdicts[i] >= 0 ? 1 : 0;
    }
    return dr3Metric("format_compliance", 100.0 * satisfied / valid,
        QJsonObject { { QStringLiteral("checklist_evaluation"), items } });
}

QString idText(const QJsonValue &v)
{
    return v.isString() ? v.toString() : QString::number(v.toDouble());
}

// Run a and run b of one report: verdicts vary with the task, model and run.
QList<int> verdicts(int task, int model, int run)
{
    QList<int> v;
    for (int i = 0; i < 3; ++i)
        v << ((task * 3 + model * 5 + i * 7 + run) % 3 == 0 ? 0 : 1);
    if (run == 0 && task == 0 && model == 0)
        v[1] = -1;
    return v;
}

QString value(ProjectStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql) || !q.next())
        return QStringLiteral("<none>");
    return q.value(0).toString();
}

const ReportRow *find(const ReportTable &t, const QString &analysis, const QString &comparison, const char *statistic)
{
    for (const ReportRow &r : t.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == QLatin1String(statistic))
            return &r;
    return nullptr;
}

Result<ImportResult> importAs(ProjectStore &store, const QString &file, const QStringList &batch, const QString &judge)
{
    ImportOptions o;
    o.batch = batch;
    o.judgeName = judge;
    return importFile(store, file, o);
}
} // namespace

// Tasks 001..003 with their checklists, two systems, and in each case folder two runs of format compliance
// (20250101: run a, 20250102: run b). Named: each run imported under its own judge by naming its files; else the
// whole folder at once, without a judge name.
std::unique_ptr<ProjectStore> TestDr3Judges::checklistProject(Scratch &scratch, bool named, QStringList *checks)
{
    QByteArray queries;
    for (int t = 0; t < 3; ++t) {
        const QString task = QStringLiteral("00%1").arg(t + 1);
        queries += "{\"task\": \"" + task.toLatin1() + "\", \"query\": \"Question " + task.toLatin1() + "\"}\n";
        scratch.write(QStringLiteral("data/%1/checklist.json").arg(task), checklist(checklistIds()[t]));
        for (int m = 0; m < kModels.size(); ++m) {
            const QString dir = QStringLiteral("results/%1/%2/").arg(kModels[m], task);
            scratch.write(dir + QStringLiteral("final_report.md"), "# Report\n");
            for (int run = 0; run < 2; ++run)
                scratch.write(dir + QStringLiteral("eval_format_compliance_2025010%1_100000.json").arg(run + 1),
                    compliance(checklistIds()[t], verdicts(t, m, run)));
        }
    }
    scratch.write(QStringLiteral("data/query.jsonl"), queries);
    auto store = scratch.project(named ? QStringLiteral("named.draudit") : QStringLiteral("folder.draudit"));
    QStringList files = expandImportPaths(scratch.filePath(QStringLiteral("data")));
    files += expandImportPaths(scratch.filePath(QStringLiteral("results")));
    const auto runFiles = [&](const QString &stamp) {
        QStringList out;
        for (const QString &f : files)
            if (f.endsWith(QStringLiteral("final_report.md")) || f.contains(stamp))
                out << f;
        return out;
    };
    const QList<std::pair<QString, QStringList>> imports = named
        ? QList<std::pair<QString, QStringList>> { { QStringLiteral("judge-a"), runFiles(QStringLiteral("20250101")) },
              { QStringLiteral("judge-b"), runFiles(QStringLiteral("20250102")) } }
        : QList<std::pair<QString, QStringList>> { { QString(), files } };
    for (const QString &f : files)
        if (f.contains(QStringLiteral("/data/")))
            if (const auto r = importAs(*store, f, files, {}); !r)
                qWarning() << r.error().toString();
    for (const auto &[judge, batch] : imports)
        for (const QString &f : batch) {
            if (f.contains(QStringLiteral("/data/")))
                continue;
            if (const auto r = importAs(*store, f, batch, judge); !r)
                qWarning() << r.error().toString();
            else if (checks)
                *checks << r->checks;
        }
    return store;
}

void TestDr3Judges::runsInOneCaseFolderAreTwoJudges()
{
    Scratch named;
    QStringList checks;
    auto store = checklistProject(named, true, &checks);
    QVERIFY(store);
    QVERIFY2(checks.isEmpty(), qPrintable(checks.join(QLatin1Char('\n')))); // each run's files are its judge's
    QCOMPARE(value(*store,
                 QStringLiteral("SELECT group_concat(DISTINCT name) FROM (SELECT name FROM judges ORDER BY "
                                "name)")),
        QStringLiteral("judge-a,judge-b"));
    // Each run's score of task 001 / alpha is on its own judge: a had an error item (1 of 2 valid), b did not.
    const auto score = [&](const char *judge) {
        return value(*store,
            QStringLiteral("SELECT jr.score FROM judge_records jr JOIN judges j ON j.id = jr.judge_id JOIN responses "
                           "r ON jr.target = 'response:' || r.id || '#format_compliance' JOIN tasks t ON t.id = "
                           "r.task_id JOIN systems s ON s.id = r.system_id WHERE j.name = '%1' AND t.external_id = "
                           "'001' AND s.name = 'alpha'")
                .arg(QLatin1String(judge)))
            .toDouble();
    };
    const QList<int> a = verdicts(0, 0, 0), b = verdicts(0, 0, 1);
    QCOMPARE(score("judge-a"), 100.0 * ((a[0] == 1 ? 1 : 0) + (a[2] == 1 ? 1 : 0)) / 2);
    QCOMPARE(score("judge-b"), 100.0 * static_cast<double>(std::count(b.begin(), b.end(), 1)) / 3);

    // The whole folder at once, no judge named: eval.py's newest file per metric is the result, the older named.
    Scratch folder;
    QStringList folderChecks;
    auto newest = checklistProject(folder, false, &folderChecks);
    QVERIFY(newest);
    QCOMPARE(folderChecks.size(), 6);
    for (const QString &c : std::as_const(folderChecks))
        QVERIFY2(c.contains(QLatin1String("_20250101_100000.json: left out, since eval_format_compliance_20250102_"
                                          "100000.json beside it is newer")),
            qPrintable(c));
    QCOMPARE(
        value(*newest, QStringLiteral("SELECT group_concat(DISTINCT name) FROM judges")), QStringLiteral("dr3-eval"));
    QCOMPARE(value(*newest, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'metric'")),
        QStringLiteral("6"));
    const QString newestScore = value(*newest,
        QStringLiteral("SELECT jr.score FROM judge_records jr JOIN responses r ON jr.target = 'response:' || r.id || "
                       "'#format_compliance' JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id "
                       "WHERE t.external_id = '001' AND s.name = 'alpha'"));
    QCOMPARE(newestScore.toDouble(), score("judge-b"));
}

void TestDr3Judges::checklistIdsOfAnyTypeMeet()
{
    Scratch scratch;
    auto store = checklistProject(scratch, true);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, t.external_id, s.name FROM responses r JOIN tasks t ON t.id = "
                                  "r.task_id JOIN systems s ON s.id = r.system_id ORDER BY t.external_id, s.name")));
    AnnotationStore answers(*store);
    int answered = 0;
    while (q.next()) {
        const qint64 report = q.value(0).toLongLong();
        const int task = q.value(1).toString().toInt() - 1;
        const auto items = dr3Items(*store, report);
        QVERIFY2(items, qPrintable(items ? QString() : items.error().toString()));
        QStringList parts, texts;
        for (const FormQuestion &question : items->questions)
            if (question.field == QLatin1String("requirement")) {
                parts << Target::parse(question.target).part();
                texts << question.text;
            }
        // The form asks the checklist's items by their own ids, in its order, with their own text.
        QStringList expected;
        const QJsonArray ids = checklistIds()[task];
        for (const QJsonValue &id : ids)
            expected << QStringLiteral("requirement:") + idText(id);
        QCOMPARE(parts, expected);
        QCOMPARE(texts,
            (QStringList {
                QStringLiteral("Requirement 1"), QStringLiteral("Requirement 2"), QStringLiteral("Requirement 3") }));
        for (const QString &part : std::as_const(parts))
            for (const char *who : { "h1", "h2" }) {
                const bool yes = (qHash(part) + qHash(QLatin1String(who)) + static_cast<uint>(report)) % 3 != 0;
                QVERIFY(answers.set(
                    { QString::fromLatin1(who), Target::responsePart(report, part), QStringLiteral("requirement"),
                        yes ? QStringLiteral("satisfied") : QStringLiteral("not satisfied"), {}, 1, {} }));
                ++answered;
            }
    }
    QCOMPARE(answered, 36);
    const auto report = analyseDr3(*store);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    // Every answer meets the judge's decision on its item (judge a's failed item left out), and format compliance
    // and both totals are compared for each judge.
    const QString items = QStringLiteral("DR3-Eval: item decisions, human vs judge");
    const ReportRow *a = find(*report, items, QStringLiteral("format_compliance · judge judge-a"), "agreement");
    const ReportRow *b = find(*report, items, QStringLiteral("format_compliance · judge judge-b"), "agreement");
    QVERIFY(a && b);
    QCOMPARE(b->n, 36.0);
    QCOMPARE(a->n, 34.0);
    const QString audits = QStringLiteral("DR3-Eval: judge vs mean human (item audits)");
    for (const char *judge : { "judge-a", "judge-b" })
        for (const QString &dimension :
            { QStringLiteral("format_compliance"), QStringLiteral("total (paper: mean of valid metrics)"),
                QStringLiteral("total_score (eval.py: mean of metrics present)") }) {
            const ReportRow *row
                = find(*report, audits, dr3ComparisonName(dimension, QString::fromLatin1(judge)), "pearson_r");
            QVERIFY2(row, qPrintable(dimension + QLatin1Char(' ') + QLatin1String(judge)));
            QCOMPARE(row->n, 6.0);
            QVERIFY(row->ciMethod.contains(QLatin1String("bootstrap over tasks")));
        }
}

void TestDr3Judges::duplicateChecklistIdIsRefused()
{
    Scratch scratch;
    scratch.write(QStringLiteral("data/query.jsonl"), "{\"task\": \"001\", \"query\": \"Q\"}\n");
    const QString path = scratch.write(QStringLiteral("data/001/checklist.json"),
        checklist(QJsonArray { QStringLiteral("c1"), 2, QStringLiteral("c1") }));
    auto store = scratch.project(QStringLiteral("dup.draudit"));
    QVERIFY(importAs(*store, scratch.filePath(QStringLiteral("data/query.jsonl")), {}, {}));
    const auto r = importAs(*store, path, {}, {});
    QVERIFY(!r);
    const QString message = r.error().toString();
    QVERIFY2(message.contains(QLatin1String("checklist.json")) && message.contains(QLatin1String("id"))
            && message.contains(QLatin1String("items 1 and 3")),
        qPrintable(message));
    QCOMPARE(value(*store, QStringLiteral("SELECT count(*) FROM rubric_items")), QStringLiteral("0"));
}

namespace {
const QStringList kSystems { QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma"),
    QStringLiteral("delta") };

double judgeTotal(int judge, int task, int system)
{
    static const double base[2][4] = { { 80, 70, 60, 50 }, { 78, 58, 66, 48 } };
    const int noise = judge == 0 ? (task * 7 + system * 3) % 5 - 2 : (task * 5 + system * 11) % 7 - 3;
    return base[judge][system] + noise;
}

double humanScore(int who, int task, int system)
{
    static const double base[4] = { 8, 6.5, 6.2, 5 };
    return base[system] + ((task + system) % 3) * 0.5 + (who == 1 ? ((task * system) % 2) * 0.5 : 0);
}

double pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const double n = static_cast<double>(x.size());
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n, my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    return sxy / std::sqrt(sxx * syy);
}
} // namespace

// Two judges, a folder per run (runs/a, runs/b) with eval.py's combined_result.json; 5 tasks x 4 systems, two
// people scoring every total.
void TestDr3Judges::judgesSideBySide()
{
    Scratch scratch;
    QByteArray queries;
    for (int t = 0; t < 5; ++t)
        queries += QStringLiteral("{\"task\": \"00%1\", \"query\": \"Question %1\"}\n").arg(t + 1).toUtf8();
    scratch.write(QStringLiteral("data/query.jsonl"), queries);
    for (int t = 0; t < 5; ++t)
        for (int s = 0; s < 4; ++s) {
            const QString cell = QStringLiteral("%1/00%2/").arg(kSystems[s]).arg(t + 1);
            scratch.write(QStringLiteral("reports/") + cell + QStringLiteral("final_report.md"), "# Report\n");
            for (int j = 0; j < 2; ++j)
                scratch.write(QStringLiteral("runs/%1/").arg(j ? QLatin1Char('b') : QLatin1Char('a')) + cell
                        + QStringLiteral("combined_result.json"),
                    dr3Json({ { QStringLiteral("total_score"), judgeTotal(j, t, s) },
                        { QStringLiteral("metrics"), QJsonObject {} } }));
        }
    auto store = scratch.project(QStringLiteral("judges.draudit"));
    for (const auto &[folder, judge] : { std::pair { "data", "" }, std::pair { "reports", "" },
             std::pair { "runs/a", "judge-a" }, std::pair { "runs/b", "judge-b" } }) {
        const QStringList files = expandImportPaths(scratch.filePath(QString::fromLatin1(folder)));
        for (const QString &f : files) {
            const auto r = importAs(*store, f, files, QString::fromLatin1(judge));
            QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        }
    }
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, t.external_id, s.name FROM responses r JOIN tasks t ON t.id = "
                                  "r.task_id JOIN systems s ON s.id = r.system_id")));
    AnnotationStore answers(*store);
    std::vector<double> first, second, human;
    while (q.next()) {
        const int t = q.value(1).toString().toInt() - 1, s = static_cast<int>(kSystems.indexOf(q.value(2).toString()));
        for (int who = 0; who < 2; ++who)
            QVERIFY(answers.set({ QStringLiteral("h%1").arg(who + 1), Target::response(q.value(0).toLongLong()),
                QStringLiteral("total_score"), QString::number(humanScore(who, t, s)), {}, 1, {} }));
        first.push_back(judgeTotal(0, t, s));
        second.push_back(judgeTotal(1, t, s));
        human.push_back((humanScore(0, t, s) + humanScore(1, t, s)) / 2);
    }
    QCOMPARE(first.size(), std::size_t(20));
    const auto report = analyseDr3(*store);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));

    // Each judge against the mean human, its interval from whole tasks.
    const QString vs = QStringLiteral("DR3-Eval: judge vs mean human");
    for (const auto &[judge, scores] :
        { std::pair { QStringLiteral("judge-a"), first }, std::pair { QStringLiteral("judge-b"), second } }) {
        const ReportRow *r = find(*report, vs, dr3ComparisonName(QStringLiteral("total_score"), judge), "pearson_r");
        QVERIFY(r);
        QVERIFY2(std::abs(r->value - pearson(scores, human)) < 1e-12,
            qPrintable(QStringLiteral("%1 vs %2, n %3").arg(r->value).arg(pearson(scores, human)).arg(r->n)));
        QVERIFY(r->headline);
        QVERIFY(r->ciLow < r->value && r->value < r->ciHigh);
        QCOMPARE(r->ciMethod, QStringLiteral("bootstrap over tasks (clusters), percentile, 1000 resamples"));
    }

    // Rankings: a orders alpha > beta > gamma > delta, b alpha > gamma > beta > delta: one swap of six pairs.
    const QString rankings = QStringLiteral("DR3-Eval: judge vs judge (system rankings)");
    const ReportRow *tau = find(*report, rankings, QStringLiteral("judge-a vs judge-b"), "kendall_tau_b");
    QVERIFY(tau);
    QVERIFY(std::abs(tau->value - (5.0 - 1.0) / 6.0) < 1e-12);
    QCOMPARE(tau->n, 4.0);
    const ReportRow *swaps = find(*report, rankings, QStringLiteral("judge-a vs judge-b"), "rank_swaps");
    QVERIFY(swaps && swaps->value == 1 && swaps->n == 6);
    QVERIFY(std::any_of(report->notes.begin(), report->notes.end(),
        [](const QString &n) { return n.contains(QLatin1String("rank swaps: beta / gamma")); }));

    // Against the humans, paired: the difference of the two r, and McNemar's counts over the pairs of reports.
    const QString paired = QStringLiteral("DR3-Eval: judge vs judge against the mean human");
    const QString comparison = QStringLiteral("judge-a − judge-b · total_score");
    const ReportRow *dr = find(*report, paired, comparison, "pearson_r difference");
    QVERIFY(dr);
    QVERIFY(std::abs(dr->value - (pearson(first, human) - pearson(second, human))) < 1e-12);
    QVERIFY(dr->ciMethod.contains(QLatin1String("over tasks")));
    int onlyFirst = 0, onlySecond = 0;
    for (std::size_t i = 0; i < human.size(); ++i)
        for (std::size_t j = i + 1; j < human.size(); ++j) {
            const bool a = (first[i] - first[j]) * (human[i] - human[j]) > 0;
            const bool b = (second[i] - second[j]) * (human[i] - human[j]) > 0;
            onlyFirst += a && !b;
            onlySecond += !a && b;
        }
    QCOMPARE(find(*report, paired, comparison, "mcnemar agrees with first only")->value, double(onlyFirst));
    QCOMPARE(find(*report, paired, comparison, "mcnemar agrees with second only")->value, double(onlySecond));
    QCOMPARE(find(*report, paired, comparison, "mcnemar agrees with first only")->n, 190.0);
}

// One model at two context sizes gives two reports of each task: they stay two reports, each with its own judge
// score and human scores (keyed by task and "model/context"), whether the report or the result came first.
void TestDr3Judges::contextSizesStayApart()
{
    Scratch scratch;
    scratch.write(QStringLiteral("data/query.jsonl"),
        "{\"task\": \"001\", \"query\": \"Q1\"}\n{\"task\": \"002\", \"query\": \"Q2\"}\n"
        "{\"task\": \"003\", \"query\": \"Q3\"}\n");
    const QStringList cells { QStringLiteral("32k/alpha"), QStringLiteral("64k/alpha"), QStringLiteral("32k/beta") };
    for (int t = 0; t < 3; ++t)
        for (int c = 0; c < cells.size(); ++c) {
            const QString dir = QStringLiteral("results/%1/00%2/").arg(cells[c]).arg(t + 1);
            scratch.write(dir + QStringLiteral("final_report.md"), QStringLiteral("# %1 %2\n").arg(c).arg(t).toUtf8());
            scratch.write(dir + QStringLiteral("combined_result.json"),
                dr3Json({ { QStringLiteral("total_score"), 40.0 + 10 * c + 3 * t },
                    { QStringLiteral("metrics"), QJsonObject {} } }));
        }
    auto store = scratch.project(QStringLiteral("contexts.draudit"));
    for (const char *folder : { "data", "results" }) {
        const QStringList files = expandImportPaths(scratch.filePath(QString::fromLatin1(folder)));
        for (const QString &f : files)
            QVERIFY(importAs(*store, f, files, {}));
    }
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM responses ORDER BY id")));
    AnnotationStore answers(*store);
    int reports = 0;
    while (q.next()) {
        ++reports;
        for (const char *who : { "h1", "h2" })
            QVERIFY(answers.set({ QString::fromLatin1(who), Target::response(q.value(0).toLongLong()),
                QStringLiteral("total_score"), QString::number(reports % 4 + (who[1] == '2' ? 1 : 0)), {}, 1, {} }));
    }
    QCOMPARE(reports, 9);
    const auto report = analyseDr3(*store);
    QVERIFY(report);
    const ReportRow *r = find(*report, QStringLiteral("DR3-Eval: judge vs mean human"),
        dr3ComparisonName(QStringLiteral("total_score"), QStringLiteral("dr3-eval")), "pearson_r");
    QVERIFY(r);
    QCOMPARE(r->n, 9.0);
}

QTEST_GUILESS_MAIN(TestDr3Judges)
#include "tst_dr3judges.moc"
