// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every protocol's paper tables and the full longtable, compiled by pdflatex the way a paper includes them: no error,
// no line past the margin (Overfull \hbox), no float taller than the page, and every row a table leaves out counted.
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/report/reportexport.h"
#include "models/store/storage/projectstore.h"
#include "papertablerows.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;
using namespace draudit::tests;

class TestPaperTables : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void handMadeRows_data();
    void handMadeRows();
    void demoProjectReports_data();
    void demoProjectReports();

private:
    // Compiles the LaTeX in an article; on failure the log's first error or overfull box is the message.
    void compile(const QString &name, const QByteArray &tables);
    QString m_pdflatex;
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_demo;
};

void TestPaperTables::initTestCase()
{
    m_pdflatex = QStandardPaths::findExecutable(QStringLiteral("pdflatex"));
    if (m_pdflatex.isEmpty())
        QSKIP("pdflatex is not installed (Debian: texlive-latex-recommended): the LaTeX tables are not compiled");
    QVERIFY(m_dir.isValid());
}

void TestPaperTables::compile(const QString &name, const QByteArray &tables)
{
    QFile tex(m_dir.filePath(name + QStringLiteral(".tex")));
    QVERIFY(tex.open(QIODevice::WriteOnly));
    tex.write("\\documentclass{article}\n\\usepackage{booktabs,longtable,tabularx,array,amsmath}\n"
              "\\begin{document}\n");
    tex.write(tables);
    tex.write("\\end{document}\n");
    tex.close();
    QProcess latex;
    latex.setWorkingDirectory(m_dir.path());
    latex.start(
        m_pdflatex, { QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"), tex.fileName() });
    QVERIFY(latex.waitForFinished(120000));
    QFile logFile(m_dir.filePath(name + QStringLiteral(".log")));
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    const QString log = QString::fromUtf8(logFile.readAll());
    const auto context = [&](const QString &marker) { return log.mid(log.indexOf(marker), 400); };
    QVERIFY2(latex.exitCode() == 0, qPrintable(context(QStringLiteral("\n!"))));
    QVERIFY2(!log.contains(QStringLiteral("Overfull \\hbox")), qPrintable(context(QStringLiteral("Overfull"))));
    QVERIFY2(!log.contains(QStringLiteral("Float too large")), qPrintable(context(QStringLiteral("Float too large"))));
    QVERIFY2(!log.contains(QStringLiteral("multiply defined")), qPrintable(context(QStringLiteral("multiply"))));
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (pdfinfo.isEmpty())
        return;
    QProcess info;
    info.start(pdfinfo, { m_dir.filePath(name + QStringLiteral(".pdf")) });
    QVERIFY(info.waitForFinished(30000));
    const QString out = QString::fromUtf8(info.readAllStandardOutput());
    // The page is the one the installation sets (letter or A4): no table widened it.
    QVERIFY2(out.contains(QStringLiteral("612 x 792 pts")) || out.contains(QStringLiteral("595.276 x 841.89 pts")),
        qPrintable(out));
}

void TestPaperTables::handMadeRows_data()
{
    QTest::addColumn<QString>("protocol");
    for (const char *p : { "dr-arena", "drb", "livedrbench", "dr3", "drbench", "generic", "task-preference" })
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestPaperTables::handMadeRows()
{
    QFETCH(QString, protocol);
    int leftOut = -1;
    const ReportTable t = protocol == QLatin1String("dr-arena") ? arenaRows(&leftOut)
        : protocol == QLatin1String("drb")                      ? drbRows(&leftOut)
        : protocol == QLatin1String("livedrbench")              ? liveDrRows(&leftOut)
        : protocol == QLatin1String("dr3")                      ? dr3Rows(&leftOut)
        : protocol == QLatin1String("drbench")                  ? drBenchRows(&leftOut)
                                                                : genericRows(protocol, &leftOut);
    const QString paper = QString::fromUtf8(paperTablesLatex(t));
    // The layout placed what it should: the rows it leaves out are counted, and they are only those.
    QVERIFY2(paper.contains(
                 QStringLiteral("%1 of the report's %2 rows are not in these tables").arg(leftOut).arg(t.rows.size())),
        qPrintable(paper.right(300)));
    QVERIFY(paper.contains(QStringLiteral("--latex-full")));
    QVERIFY(paper.contains(QStringLiteral("\\toprule")) && paper.contains(QStringLiteral("\\bottomrule")));
    // Names from the data are escaped, never read as LaTeX.
    QVERIFY2(
        paper.contains(QStringLiteral("gpt\\_\\allowbreak{}4o \\& co \\#2 (50\\% off) \\{x\\}")), qPrintable(paper));
    QVERIFY(!paper.contains(QRegularExpression(QStringLiteral("\\bnan\\b"))));
    // A caption promises only what its table holds (DR-Arena's promised audit pass rates the table did not have).
    QCOMPARE(paper.contains(QStringLiteral("pass rates of the pipeline audit")),
        paper.contains(QStringLiteral("Pipeline audit: pass rate")));
    const QByteArray full = reportToLatexLongtable(t);
    QCOMPARE(full.count("\\\\\n"), t.rows.size() + 3); // caption line, two header rows, one line per report row
    compile(protocol, paper.toUtf8() + "\\clearpage\n" + full);
}

void TestPaperTables::demoProjectReports_data()
{
    QTest::addColumn<QString>("protocol");
    for (const QString &p : protocolIds())
        if (const Protocol *known = protocol(p); known && known->analyse)
            QTest::newRow(qPrintable(p)) << p;
}

// What `draudit report --format latex` writes for the demo project compiles too, whatever each protocol finds in it.
void TestPaperTables::demoProjectReports()
{
    QFETCH(QString, protocol);
    if (!m_demo) {
        auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("demo.draudit")));
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        DemoOptions o;
        o.answerWords = 40;
        o.reportWords = 80;
        QVERIFY(generateDemo(**store, o));
        m_demo = std::move(*store);
    }
    ReportRequest request;
    request.field = QStringLiteral("C1");
    request.judgeField = QStringLiteral("verdict");
    const auto t = analyse(*m_demo, protocol, request);
    QVERIFY2(t, qPrintable(t ? QString() : t.error().toString()));
    const QString paper = QString::fromUtf8(paperTablesLatex(*t));
    QCOMPARE(paper.contains(QStringLiteral("pass rates of the pipeline audit")),
        paper.contains(QStringLiteral("Pipeline audit: pass rate")));
    compile(QStringLiteral("demo-") + protocol, paper.toUtf8() + "\\clearpage\n" + reportToLatexLongtable(*t));
}

QTEST_GUILESS_MAIN(TestPaperTables)
#include "tst_papertables.moc"
