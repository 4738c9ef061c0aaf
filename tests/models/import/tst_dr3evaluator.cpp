// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's evaluator output as eval.py writes it, on self-written files (tests/models/dr3fixture.h): case folders
// <results>/<context>/<model>/<NNN>/, the newest eval_<metric>_*.json per metric, and every item decision of the
// five evaluators stored as a judge record on its key, judge failures flagged.
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"
#include "tests/models/dr3fixture.h"
#include "tests/models/importtesting.h"

#include <QSqlQuery>
#include <QtTest>

using namespace draudit::models;
using namespace draudit::tests;

class TestDr3Evaluator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportsKeepTheirContext();
    void itemDecisionsOfEveryMetric();
    void judgeFailuresAreFlagged();
    void badDecisionRefusesTheFile();
    void equalFilesOfTwoCasesAreTwoFiles();
    void citableDocumentsAreKnownByTheirPlace();

private:
    QString value(const QString &sql);
    qint64 report(const QString &model, const QString &context);

    Scratch m_scratch;
    std::unique_ptr<ProjectStore> m_store;
    QStringList m_checks;
};

void TestDr3Evaluator::initTestCase()
{
    m_scratch.write(QStringLiteral("data/query.jsonl"),
        "{\"task\": \"001\", \"query\": \"How do tidal barrages change estuaries?\", \"domain\": \"environment\"}\n"
        "{\"task\": \"002\", \"query\": \"分析地方债务的风险\", \"domain\": \"finance\"}\n");
    const QString out = QStringLiteral("results/32k/alpha/001/");
    m_scratch.write(out + QStringLiteral("final_report.md"), "# Alpha at 32k\n\nTidal barrages [1].\n");
    m_scratch.write(QStringLiteral("results/64k/alpha/001/final_report.md"), "# Alpha at 64k\n\nLonger context.\n");
    m_scratch.write(QStringLiteral("results/32k/beta/001/final_report.md"), "# Beta at 32k\n");
    // An older run of information recall, then the newest.
    m_scratch.write(out + QStringLiteral("eval_information_recall_20250101_100000.json"),
        dr3Metric("information_recall", 0, dr3RecallDetails({ 0, 0, 0 }, { 0, 0 })));
    m_scratch.write(out + QStringLiteral("eval_information_recall_20250102_100000.json"),
        dr3Metric("information_recall", 40, dr3RecallDetails({ 1, 0.5, 0 }, { 1, 0 })));
    // eval.py's FA: 1 of 4 claims supported (it counts the claim with an unverified citation as unsupported).
    m_scratch.write(out + QStringLiteral("eval_factual_accuracy_20250102_100000.json"),
        dr3Metric("factual_accuracy", 25,
            dr3AccuracyDetails({ { QStringLiteral("Barrages slow the tide."), { { "[1]", 1 }, { "[2]", 1 } } },
                { QStringLiteral("Silt builds up in a decade."), { { "[1]", 1 }, { "[3]", 0 } } },
                { QStringLiteral("Birds leave."), {} },
                { QStringLiteral("Salinity falls."), { { "[1]", 1 }, { "[4]", -1 } } } })));
    m_scratch.write(out + QStringLiteral("eval_format_compliance_20250102_100000.json"),
        dr3Metric("format_compliance", 50, dr3ComplianceDetails({ 1, 0, -1 })));
    m_scratch.write(out + QStringLiteral("eval_citation_coverage_20250102_100000.json"),
        dr3Metric("citation_coverage", 33.3,
            dr3CoverageDetails({ QStringLiteral("Severn estuary report") },
                { QStringLiteral("Rance barrage review"), QStringLiteral("Silt study") })));
    m_scratch.write(out + QStringLiteral("eval_overall_quality_20250102_100000.json"),
        dr3Metric("overall_quality", 70, dr3DepthDetails(7)));
    m_scratch.write(QStringLiteral("results/64k/alpha/001/eval_overall_quality_20250102_100000.json"),
        dr3Metric("overall_quality", -1, dr3DepthDetails(0)));
    m_scratch.write(QStringLiteral("results/32k/beta/001/eval_overall_quality_20250102_100000.json"),
        dr3Metric("overall_quality", 50, dr3DepthDetails(5)));

    m_store = m_scratch.project(QStringLiteral("dr3evaluator.draudit"));
    for (const char *folder : { "data", "results" }) {
        ImportOptions options;
        for (const QString &file : expandImportPaths(m_scratch.filePath(QString::fromLatin1(folder)))) {
            const auto r = importFile(*m_store, file, options);
            QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
            m_checks << r->checks;
        }
    }
}

QString TestDr3Evaluator::value(const QString &sql)
{
    QSqlQuery q(m_store->database());
    if (!q.exec(sql) || !q.next())
        return QStringLiteral("<none>");
    return q.value(0).isNull() ? QStringLiteral("<null>") : q.value(0).toString();
}

qint64 TestDr3Evaluator::report(const QString &model, const QString &context)
{
    return value(QStringLiteral("SELECT r.id FROM responses r JOIN systems s ON s.id = r.system_id WHERE s.name = "
                                "'%1' AND r.metadata = '{\"context\":\"%2\"}'")
                     .arg(model, context))
        .toLongLong();
}

void TestDr3Evaluator::reportsKeepTheirContext()
{
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM responses")), QStringLiteral("3"));
    const qint64 at32 = report(QStringLiteral("alpha"), QStringLiteral("32k"));
    const qint64 at64 = report(QStringLiteral("alpha"), QStringLiteral("64k"));
    QVERIFY(at32 > 0 && at64 > 0 && at32 != at64);
    // Each context's results are on its own report; none waits on a placeholder.
    QCOMPARE(
        value(QStringLiteral("SELECT score FROM judge_records WHERE target = 'response:%1#overall_quality'").arg(at32)),
        QStringLiteral("70"));
    QCOMPARE(
        value(QStringLiteral("SELECT flags FROM judge_records WHERE target = 'response:%1#overall_quality'").arg(at64)),
        QStringLiteral("judge-error"));
    QCOMPARE(
        value(QStringLiteral("SELECT count(*) FROM judge_records WHERE target LIKE 'dr3:%'")), QStringLiteral("0"));
    // Context and domain are strata for sampling.
    const auto candidates = StudyStore(*m_store).responseCandidates({ QStringLiteral("dr3-eval") });
    QVERIFY(candidates);
    QSet<QString> contexts, domains;
    for (const StudyCandidate &c : *candidates) {
        contexts.insert(c.strata.value(QStringLiteral("context")));
        domains.insert(c.strata.value(QStringLiteral("domain")));
    }
    QCOMPARE(contexts, (QSet<QString> { QStringLiteral("32k"), QStringLiteral("64k") }));
    QCOMPARE(domains, QSet<QString> { QStringLiteral("environment") });
    // The older information recall file is left out, named.
    QVERIFY(std::any_of(m_checks.begin(), m_checks.end(), [](const QString &c) {
        return c.contains(QLatin1String("eval_information_recall_20250101_100000.json: left out"));
    }));
}

void TestDr3Evaluator::itemDecisionsOfEveryMetric()
{
    const QString r = QStringLiteral("response:%1#").arg(report(QStringLiteral("alpha"), QStringLiteral("32k")));
    const auto decided = [&](const QString &part, const char *field) {
        return value(QStringLiteral("SELECT value || '=' || coalesce(score, '') FROM judge_records WHERE target = '%1' "
                                    "AND field = '%2'")
                         .arg(r + part, QString::fromLatin1(field)));
    };
    // Information recall: (component, 1-based id) -> covered / half / not covered; the newest file's decisions only.
    QCOMPARE(decided(QStringLiteral("insight:long_context:1"), "insight"), QStringLiteral("covered=1.0"));
    QCOMPARE(decided(QStringLiteral("insight:long_context:2"), "insight"), QStringLiteral("half=0.5"));
    QCOMPARE(decided(QStringLiteral("insight:long_context:3"), "insight"), QStringLiteral("not covered=0.0"));
    QCOMPARE(decided(QStringLiteral("insight:source_documents:1"), "insight"), QStringLiteral("covered=1.0"));
    QCOMPARE(decided(QStringLiteral("insight:source_documents:2"), "insight"), QStringLiteral("not covered=0.0"));
    // Factual accuracy: the extracted claim's text, each (claim, citation), and the claim supported only if all are.
    QCOMPARE(
        value(QStringLiteral("SELECT value FROM judge_records WHERE target = '%1claim:2' AND field = 'claim'").arg(r)),
        QStringLiteral("Silt builds up in a decade."));
    QCOMPARE(decided(QStringLiteral("claim:1"), "claim_support"), QStringLiteral("supported=1.0"));
    QCOMPARE(decided(QStringLiteral("claim:2#[3]"), "citation_support"), QStringLiteral("unsupported=0.0"));
    QCOMPARE(decided(QStringLiteral("claim:2"), "claim_support"), QStringLiteral("unsupported=0.0"));
    QCOMPARE(decided(QStringLiteral("claim:3"), "claim_support"), QStringLiteral("unsupported=0.0"));
    // Format compliance by checklist id; citation coverage by required title; depth as the 1..10 rating.
    QCOMPARE(decided(QStringLiteral("requirement:1"), "requirement"), QStringLiteral("satisfied=1.0"));
    QCOMPARE(decided(QStringLiteral("requirement:2"), "requirement"), QStringLiteral("not satisfied=0.0"));
    QCOMPARE(decided(QStringLiteral("required:Severn estuary report"), "cited"), QStringLiteral("cited=1.0"));
    QCOMPARE(decided(QStringLiteral("required:Silt study"), "cited"), QStringLiteral("missing=0.0"));
    QCOMPARE(value(QStringLiteral("SELECT score FROM judge_records WHERE target = '%1' AND field = 'depth_quality'")
                       .arg(r.chopped(1))),
        QStringLiteral("7"));
}

void TestDr3Evaluator::judgeFailuresAreFlagged()
{
    const QString r = QStringLiteral("response:%1#").arg(report(QStringLiteral("alpha"), QStringLiteral("32k")));
    const auto flagged = [&](const QString &part, const char *field) {
        return value(QStringLiteral("SELECT coalesce(flags, '') || ':' || coalesce(value, 'null') || ':' || "
                                    "coalesce(score, 'null') FROM judge_records WHERE target = '%1' AND field = '%2'")
                         .arg(part, QString::fromLatin1(field)));
    };
    // A citation not verified is no judgement; its claim (no citation judged unsupported) is not decided either.
    QCOMPARE(flagged(r + QStringLiteral("claim:4#[4]"), "citation_support"), QStringLiteral("judge-failure:null:null"));
    QCOMPARE(flagged(r + QStringLiteral("claim:4"), "claim_support"), QStringLiteral("judge-failure:null:null"));
    QCOMPARE(flagged(r + QStringLiteral("requirement:3"), "requirement"), QStringLiteral("judge-failure:null:null"));
    const QString at64 = QStringLiteral("response:%1").arg(report(QStringLiteral("alpha"), QStringLiteral("64k")));
    QCOMPARE(flagged(at64, "depth_quality"), QStringLiteral("judge-failure:null:null"));
    QCOMPARE(
        value(QStringLiteral("SELECT count(*) FROM judge_records WHERE flags = 'judge-failure'")), QStringLiteral("4"));
}

void TestDr3Evaluator::badDecisionRefusesTheFile()
{
    const qint64 before = value(QStringLiteral("SELECT count(*) FROM judge_records")).toLongLong();
    const QString bad
        = m_scratch.write(QStringLiteral("bad/32k/gamma/001/eval_information_recall_20250103_100000.json"),
            dr3Metric("information_recall", 40, dr3RecallDetails({ 1, 0.7 }, {})));
    const auto r = importFile(*m_store, bad, {});
    QVERIFY(!r);
    QVERIFY2(
        r.error().file == bad && r.error().field.contains(QLatin1String("score")), qPrintable(r.error().toString()));
    QVERIFY(r.error().line > 0);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM judge_records")).toLongLong(), before);
}

void TestDr3Evaluator::equalFilesOfTwoCasesAreTwoFiles()
{
    // A case's folder says what its files are about: the same bytes in two case folders are two cases' results,
    // not one file imported twice (as the same bytes under another name would otherwise be).
    auto store = m_scratch.project(QStringLiteral("equal.draudit"));
    const QByteArray same
        = dr3Metric("citation_coverage", 50, dr3CoverageDetails({ QStringLiteral("A") }, { QStringLiteral("B") }));
    for (const char *model : { "m1", "m2" }) {
        const QString dir = QStringLiteral("equal/32k/%1/001/").arg(QLatin1String(model));
        m_scratch.write(dir + QStringLiteral("final_report.md"), "# Same report\n");
        m_scratch.write(dir + QStringLiteral("eval_citation_coverage_20250101_100000.json"), same);
    }
    int unchanged = 0;
    for (const QString &file : expandImportPaths(m_scratch.filePath(QStringLiteral("equal")))) {
        const auto r = importFile(*store, file, {});
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        unchanged += r->alreadyImported ? 1 : 0;
    }
    QCOMPARE(unchanged, 0);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'cited'")) && q.next());
    QCOMPARE(q.value(0).toInt(), 4);
    // The same file at the same place again is unchanged.
    const auto again = importFile(*store, m_scratch.filePath(QStringLiteral("equal/32k/m2/001/final_report.md")), {});
    QVERIFY(again && again->alreadyImported);
}

void TestDr3Evaluator::citableDocumentsAreKnownByTheirPlace()
{
    // The long context by its name; a source document by its folder (<NNN>/source/), as text only.
    const auto formatOf = [&](const QString &name, const QByteArray &content) {
        const Importer *i = detectImporter(m_scratch.write(name, content));
        return i ? i->format() : QString();
    };
    QCOMPARE(formatOf(QStringLiteral("docs/007/long_context_sampled_64k.json"),
                 "[{\"title\": \"A\", \"page_body\": \"B\"}]"),
        QStringLiteral("dr3-long-context"));
    QCOMPARE(formatOf(QStringLiteral("docs/007/source/notes.md"), "# Notes\n"), QStringLiteral("dr3-source-document"));
    QCOMPARE(formatOf(QStringLiteral("docs/007/source/paper.txt"), "text\n"), QStringLiteral("dr3-source-document"));
    QVERIFY(formatOf(QStringLiteral("docs/007/notes.md"), "# Notes\n") != QLatin1String("dr3-source-document"));
    QVERIFY(formatOf(QStringLiteral("docs/source/notes.md"), "# Notes\n") != QLatin1String("dr3-source-document"));
    // A long context entry without its text is refused with its line.
    auto store = m_scratch.project(QStringLiteral("documents.draudit"));
    const QString bad
        = m_scratch.write(QStringLiteral("docs/008/long_context_sampled_32k.json"), "[{\"title\": \"A\"}]");
    const auto r = importFile(*store, bad, {});
    QVERIFY(!r);
    QCOMPARE(r.error().field, QStringLiteral("[0].page_body"));
    QCOMPARE(r.error().file, bad);
}

QTEST_GUILESS_MAIN(TestDr3Evaluator)
#include "tst_dr3evaluator.moc"
