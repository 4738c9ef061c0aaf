// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Protocol reports computed from a project: values checked against the judge library on the same pairs,
// Wilson intervals against known values, and every export format checked for what a user opens.
#include "judge/cohenkappa.h"
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/generic/genericanalysis.h"
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/report/agreementrows.h"
#include "models/report/reportexport.h"
#include "models/store/storage/projectstore.h"

#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;

namespace {
const QStringList kVerdicts { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
    QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };

const ReportRow *find(const ReportTable &t, const QString &comparison, const QString &statistic)
{
    for (const ReportRow &r : t.rows)
        if (r.comparison == comparison && r.statistic == statistic)
            return &r;
    return nullptr;
}
} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void arenaHumanVsJudge();
    void arenaPassRatesUseWilson();
    void arenaHeadlineFirstAndUnknownNoted();
    void genericNumericScores();
    void exports();
    void csvCellsAreNeverFormulas();
    void analyticIntervalsStayInTheCoefficientsRange();

private:
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestReports::csvCellsAreNeverFormulas()
{
    ReportTable t;
    t.protocol = QStringLiteral("generic");
    ReportRow row;
    row.analysis = QStringLiteral("=HYPERLINK(\"http://x.example\",\"click\")");
    row.comparison = QStringLiteral("+ann vs @bob");
    row.statistic = QStringLiteral("-kappa");
    row.ciMethod = QStringLiteral("\tcmd");
    row.value = -0.25; // a number: stays a number
    row.ciLow = -0.5;
    row.ciHigh = 0.1;
    row.n = 12;
    t.rows << row;
    const QList<QByteArray> lines = reportToCsv(t).trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[1],
        QByteArray(
            "generic,\"'=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\",\"'+ann vs @bob\",\"'-kappa\",-0.25,NA,"
            "-0.5,0.1,\"'\tcmd\",12,FALSE"));
    // Ordinary text is written as before.
    row.analysis = QStringLiteral("human vs judge");
    row.comparison = QStringLiteral("ann, bob");
    row.statistic = QStringLiteral("kappa");
    row.ciMethod = QStringLiteral("wilson");
    t.rows = { row };
    QCOMPARE(reportToCsv(t).trimmed().split('\n')[1],
        QByteArray("generic,human vs judge,\"ann, bob\",kappa,-0.25,NA,-0.5,0.1,wilson,12,FALSE"));
}

QString TestReports::write(const QString &name, const QByteArray &content)
{
    QFile f(m_dir.filePath(name));
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(content);
    return f.fileName();
}

// κ 0.2 ± t·SE from four items gave "[−1.29, 1.02]"; the bounds are cut at the coefficient's range, the estimate
// kept, and the report says so once.
void TestReports::analyticIntervalsStayInTheCoefficientsRange()
{
    draudit::judge::AgreementReport report;
    report.items = 4;
    const auto coefficient = [](double value, double lo, double hi) {
        draudit::judge::Coefficient c;
        c.estimate.value = value;
        c.estimate.ci95 = draudit::judge::Interval { lo, hi };
        c.estimate.ciMethod = "t(n-1) with Gwet's linearised SE";
        return c;
    };
    report.coefficients["cohen_kappa"] = coefficient(0.2, -1.29, 1.02);
    report.coefficients["percent_agreement"] = coefficient(0.5, -0.1, 1.1);
    report.coefficients["gwet_ac1"] = coefficient(0.4, -0.3, 0.9); // inside: unchanged
    report.coefficients["krippendorff_alpha"] = coefficient(-1.2, -2.5, 0.1); // an estimate below −1 stays inside
    ReportTable t;
    appendAgreementRows(t, QStringLiteral("a"), QStringLiteral("x vs y"), report);
    appendAgreementRows(t, QStringLiteral("a"), QStringLiteral("x vs z"), report);
    const ReportRow *kappa = find(t, QStringLiteral("x vs y"), QStringLiteral("cohen_kappa"));
    QVERIFY(kappa);
    QCOMPARE(kappa->ciLow, -1.0);
    QCOMPARE(kappa->ciHigh, 1.0);
    QCOMPARE(kappa->value, 0.2);
    const ReportRow *agreement = find(t, QStringLiteral("x vs y"), QStringLiteral("percent_agreement"));
    QCOMPARE(agreement->ciLow, 0.0);
    QCOMPARE(agreement->ciHigh, 1.0);
    const ReportRow *ac1 = find(t, QStringLiteral("x vs y"), QStringLiteral("gwet_ac1"));
    QCOMPARE(ac1->ciLow, -0.3);
    QCOMPARE(ac1->ciHigh, 0.9);
    const ReportRow *alpha = find(t, QStringLiteral("x vs y"), QStringLiteral("krippendorff_alpha"));
    QCOMPARE(alpha->ciLow, -1.2);
    QCOMPARE(alpha->ciHigh, 0.1);
    QCOMPARE(t.notes.size(), 1);
    QVERIFY(t.notes.front().contains(QStringLiteral("irrCAC")));
}

void TestReports::initTestCase()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("r.draudit")));
    QVERIFY(store);
    m_store = std::move(*store);
    // A judge's verdicts on 12 rounds (one UNKNOWN), imported as a replay-free verdict list via the generic importer.
    QByteArray judge = "round,verdict\n";
    const char *judged[] = { "A_MUCH_BETTER", "A_BETTER", "Tie", "B_BETTER", "B_MUCH_BETTER", "A_BETTER", "Tie",
        "B_BETTER", "A_BETTER", "B_BETTER", "Tie", "UNKNOWN" };
    for (int i = 0; i < 12; ++i)
        judge += "round:" + QByteArray::number(i + 1) + "," + judged[i] + "\n";
    // The generic importer stores judge fields on task:<id>; these verdicts need round targets, so insert directly.
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('examiner', 'test')")));
    for (int i = 0; i < 12; ++i) {
        q.prepare(
            QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value) VALUES (1, ?, 'verdict', ?)"));
        q.addBindValue(QStringLiteral("round:%1").arg(i + 1));
        q.addBindValue(QString::fromLatin1(judged[i]));
        QVERIFY(q.exec());
    }
    // Two annotators; alice agrees except on three rounds, bob on all but one. A1 answers for pass rates.
    const char *alice[] = { "A_MUCH_BETTER", "A_MUCH_BETTER", "Tie", "B_BETTER", "B_BETTER", "A_BETTER", "A_BETTER",
        "B_BETTER", "A_BETTER", "B_BETTER", "Tie", "Tie" };
    const char *bob[] = { "A_MUCH_BETTER", "A_BETTER", "Tie", "B_BETTER", "B_MUCH_BETTER", "A_BETTER", "Tie",
        "B_BETTER", "A_BETTER", "B_MUCH_BETTER", "Tie", "B_BETTER" };
    QByteArray csv = "annotator,target,field,value\n";
    for (int i = 0; i < 12; ++i) {
        csv += "alice,round:" + QByteArray::number(i + 1) + ",C1," + alice[i] + "\n";
        csv += "bob,round:" + QByteArray::number(i + 1) + ",C1," + bob[i] + "\n";
        csv += "alice,round:" + QByteArray::number(i + 1) + ",A1," + (i % 4 == 3 ? "No" : "Yes") + "\n";
        csv += "alice,round:" + QByteArray::number(i + 1) + ",A2," + (i % 3 == 2 ? "No" : "Yes") + "\n";
        const char *b1[] = { "Completely correct", "Mostly correct", "Major hallucinations" };
        csv += "alice,round:" + QByteArray::number(i + 1) + ",B1," + b1[i % 3] + "\n";
        csv += "alice,round:" + QByteArray::number(i + 1) + ",overall," + QByteArray::number(3 + i % 3) + "\n";
        csv += "bob,round:" + QByteArray::number(i + 1) + ",overall," + QByteArray::number(3 + (i + 1) % 3) + "\n";
    }
    QVERIFY(importFile(*m_store, write(QStringLiteral("humans.csv"), csv), {}));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('scorer', 'test')")));
    for (int i = 0; i < 12; ++i) {
        q.prepare(
            QStringLiteral("INSERT INTO judge_records (judge_id, target, field, score) VALUES (2, ?, 'overall', ?)"));
        q.addBindValue(QStringLiteral("round:%1").arg(i + 1));
        q.addBindValue(3 + i % 3);
        QVERIFY(q.exec());
    }
}

void TestReports::arenaHumanVsJudge()
{
    const auto t = analyseArena(*m_store);
    QVERIFY2(t, qPrintable(t ? QString() : t.error().toString()));
    // Alice vs the judge on the 11 rounds with a known verdict, computed directly.
    const char *judged[] = { "A_MUCH_BETTER", "A_BETTER", "Tie", "B_BETTER", "B_MUCH_BETTER", "A_BETTER", "Tie",
        "B_BETTER", "A_BETTER", "B_BETTER", "Tie" };
    const char *alice[] = { "A_MUCH_BETTER", "A_MUCH_BETTER", "Tie", "B_BETTER", "B_BETTER", "A_BETTER", "A_BETTER",
        "B_BETTER", "A_BETTER", "B_BETTER", "Tie" };
    draudit::judge::ContingencyTable table(5);
    for (int i = 0; i < 11; ++i)
        table(static_cast<std::size_t>(kVerdicts.indexOf(QString::fromLatin1(alice[i]))),
            static_cast<std::size_t>(kVerdicts.indexOf(QString::fromLatin1(judged[i]))))
            += 1;
    const auto expected = draudit::judge::cohenKappa(table);
    const ReportRow *kappa = find(*t, QStringLiteral("alice vs examiner/test"), QStringLiteral("cohen_kappa"));
    QVERIFY(kappa);
    QCOMPARE(kappa->n, 11.0);
    QVERIFY(std::fabs(kappa->value - expected.estimate.value) < 1e-12);
    QVERIFY(std::fabs(kappa->ciLow - expected.estimate.ci95->lo) < 1e-12);
    const auto quadratic = draudit::judge::cohenKappa(
        table, draudit::judge::WeightMatrix::make(draudit::judge::WeightKind::Quadratic, 5));
    QVERIFY(
        std::fabs(find(*t, QStringLiteral("alice vs examiner/test"), QStringLiteral("weighted_kappa_quadratic"))->value
            - quadratic.estimate.value)
        < 1e-12);
    // Direction agreement: alice's side (A/Tie/B) matches the judge's on 10 of the 11 rounds (round 7: A vs Tie).
    QCOMPARE(
        find(*t, QStringLiteral("alice vs examiner/test"), QStringLiteral("direction agreement"))->value, 10.0 / 11.0);
    QVERIFY(find(*t, QStringLiteral("alice vs bob"), QStringLiteral("cohen_kappa")));
    QCOMPARE(
        find(*t, QStringLiteral("alice vs bob"), QStringLiteral("cohen_kappa"))->n, 12.0); // humans compare on all 12
}

void TestReports::arenaPassRatesUseWilson()
{
    const auto t = analyseArena(*m_store);
    const ReportRow *a1 = find(*t, QStringLiteral("A1"), QStringLiteral("question validity (depth)"));
    QVERIFY(a1);
    QCOMPARE(a1->value, 9.0 / 12.0);
    // Wilson 95% interval for 9/12, as R prop.test(9, 12, correct = FALSE) gives it: (0.4676947, 0.9110583).
    QVERIFY(std::fabs(a1->ciLow - 0.4676947) < 1e-6);
    QVERIFY(std::fabs(a1->ciHigh - 0.9110583) < 1e-6);
    QCOMPARE(a1->ciMethod, QStringLiteral("Wilson score"));
    // The paper's question validity: A1 and A2 both Yes on rounds 1, 2, 5, 7, 10, 11 of 12.
    const ReportRow *both = find(*t, QStringLiteral("A1 and A2"), QStringLiteral("question validity"));
    QVERIFY(both && both->value == 0.5 && both->n == 12 && both->ciMethod == QStringLiteral("Wilson score"));
    // B1: "mostly correct" passes (the paper's) 8 / 12; strict 4 / 12.
    QCOMPARE(find(*t, QStringLiteral("B1"), QStringLiteral("rubric factuality"))->value, 8.0 / 12.0);
    QCOMPARE(find(*t, QStringLiteral("B1"), QStringLiteral("rubric factuality (strict: mostly correct fails)"))->value,
        4.0 / 12.0);
    // The audit covers 12 rounds of as many battles as the store says.
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(DISTINCT comparison_id) FROM rounds WHERE id BETWEEN 1 AND 12"))
        && q.next());
    QCOMPARE(find(*t, QStringLiteral("A1"), QStringLiteral("rounds"))->value, 12.0);
    QCOMPARE(find(*t, QStringLiteral("A1"), QStringLiteral("battles"))->value, q.value(0).toDouble());
}

void TestReports::arenaHeadlineFirstAndUnknownNoted()
{
    const auto t = analyseArena(*m_store);
    QVERIFY(t->rows.front().headline);
    QCOMPARE(t->rows.front().comparison, QStringLiteral("all humans vs examiner/test"));
    // The paper's kappa is on Win / Loss / Tie.
    QCOMPARE(t->rows.front().statistic, QStringLiteral("3-level cohen_kappa"));
    QCOMPARE(t->rows.front().n, 22.0); // 2 annotators x 11 rounds with a known verdict
    // Human vs human on Win / Loss / Tie is the paper's other headline.
    QVERIFY(find(*t, QStringLiteral("alice vs bob"), QStringLiteral("3-level cohen_kappa"))->headline);
    QVERIFY(!find(*t, QStringLiteral("alice vs bob"), QStringLiteral("cohen_kappa"))->headline);
    QVERIFY(t->notes.join(QLatin1Char(' ')).contains(QStringLiteral("1 judge verdict(s) could not be read")));
}

void TestReports::genericNumericScores()
{
    GenericAnalysisOptions o;
    o.field = QStringLiteral("overall");
    o.judgeField = QStringLiteral("overall");
    o.level = draudit::judge::Level::Interval;
    const auto t = analyseGeneric(*m_store, o);
    QVERIFY2(t, qPrintable(t ? QString() : t.error().toString()));
    // Alice's scores equal the scorer's on every round ("3" from a human and 3.0 from a judge are one answer).
    QVERIFY(find(*t, QStringLiteral("alice vs scorer/test"), QStringLiteral("ICC3")));
    QCOMPARE(find(*t, QStringLiteral("alice vs scorer/test"), QStringLiteral("ICC3"))->value, 1.0);
    QCOMPARE(find(*t, QStringLiteral("alice vs scorer/test"), QStringLiteral("percent_agreement"))->value, 1.0);
    QVERIFY(find(*t, QStringLiteral("all 2 annotators"), QStringLiteral("krippendorff_alpha")));
    QVERIFY(find(*t, QStringLiteral("bob vs scorer/test"), QStringLiteral("cohen_kappa"))->value < 0.1);
}

void TestReports::exports()
{
    const auto t = analyseArena(*m_store);
    const QByteArray json = reportToJson(*t);
    QCOMPARE(QJsonDocument::fromJson(json).object()[QStringLiteral("rows")].toArray().size(), t->rows.size());
    const QList<QByteArray> csv = reportToCsv(*t).trimmed().split('\n');
    QCOMPARE(csv.size(), t->rows.size() + 1);
    QVERIFY(csv.front().startsWith("protocol,analysis,comparison,statistic,value,se,ci_low,ci_high"));
    const QString latex = QString::fromUtf8(reportToLatexLongtable(*t));
    QCOMPARE(latex.count(QStringLiteral("\\begin{longtable}")), 1);
    QCOMPARE(latex.count(QStringLiteral("\\end{longtable}")), 1);
    QVERIFY(latex.contains(QStringLiteral("\\toprule")) && latex.contains(QStringLiteral("\\bottomrule")));
    QVERIFY(latex.contains(QStringLiteral("Cohen's $\\kappa$ (3-level)")));
    QCOMPARE(latex.count(QLatin1Char('{')), latex.count(QLatin1Char('}')));
    int rows = 0;
    for (const QString &line : latex.split(QLatin1Char('\n')))
        if (line.endsWith(QStringLiteral("\\\\")) && !line.startsWith(QStringLiteral("\\caption"))) {
            QCOMPARE(line.count(QStringLiteral(" & ")), 4); // five columns on every row
            ++rows;
        }
    QCOMPARE(rows, t->rows.size() + 2); // every row, and the header on the first and the following pages
    const QString xlsx = m_dir.filePath(QStringLiteral("report.xlsx"));
    QVERIFY(writeReportXlsx(*t, xlsx));
    QFile f(xlsx);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("PK\x03\x04"));
    QVERIFY(bytes.contains("xl/worksheets/sheet1.xml"));
    QProcess python;
    python.start(QStringLiteral("python3"),
        { QStringLiteral("-c"),
            QStringLiteral("import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);"
                           "print(z.read('xl/workbook.xml').decode())"),
            xlsx });
    if (python.waitForFinished(30000) && python.exitCode() == 0)
        QVERIFY(python.readAllStandardOutput().contains("name=\"report\""));
}

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
