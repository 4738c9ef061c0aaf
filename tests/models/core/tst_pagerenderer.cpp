// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The page renderer as an attacker's report meets it: inputs that make Debian's cmark-gfm 0.29 super-linear (autolinks,
// a GFM table whose rows autocomplete) come back as plain text within the budget, the renderer's own process never
// grows, twenty callers of one hostile page wait for one render, and an ordinary page is exactly renderMarkdown's.
#include "models/core/pagerenderer.h"
#include "models/core/privatehelper.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <thread>
#include <vector>

using namespace draudit::models;

class TestPageRenderer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void anOrdinaryPageIsRenderMarkdowns();
    void autolinksRunOutOfTime();
    void aTableBombRunsOutOfMemoryElsewhere();
    void tooLongIsNeverFormatted();
    void oneRenderForManyCallers();
    void plainPageSaysWhyAndHowMuch();
};

namespace {
// A 100 KB run of "www._" autolinks: 4.4 s in cmark-gfm 0.29 on one thread, unbounded as it grows.
QString autolinks(int kilobytes)
{
    return QStringLiteral("www._").repeated(kilobytes * 1024 / 5);
}

// A GFM table whose 25,000 rows each autocomplete to 12,500 cells: cmark-gfm allocates past 5 GB and aborts.
QString tableBomb()
{
    return QStringLiteral("|a").repeated(12500) + QStringLiteral("|\n") + QStringLiteral("|-").repeated(12500)
        + QStringLiteral("|\n") + QStringLiteral("a\n").repeated(25000);
}

// This process's resident memory in MiB, from /proc.
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}
} // namespace

void TestPageRenderer::init()
{
    if (privateHelper(QStringLiteral("draudit-render")).isEmpty())
        QSKIP("draudit-render is not built beside the tests (DRAUDIT_PRIVATE_DIR)");
}

void TestPageRenderer::anOrdinaryPageIsRenderMarkdowns()
{
    PageRenderer renderer;
    const QString markdown
        = QStringLiteral("# Findings\n\nSee [1].\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## References\n[1] "
                         "https://example.org/x\n\n![chart](https://example.org/c.png)");
    const Highlights marks { { QStringLiteral("Findings") }, {}, {}, true };
    const RenderedPage direct = renderMarkdown(markdown, marks);
    const RenderedPage helped = renderer.render(markdown, marks);
    QCOMPARE(helped.body, direct.body);
    QCOMPARE(helped.plainText, direct.plainText);
    QCOMPARE(helped.headings.size(), direct.headings.size());
    QCOMPARE(helped.headings.front().anchor, direct.headings.front().anchor);
    QCOMPARE(helped.marks.total(), direct.marks.total());
    QCOMPARE(helped.citationLinks, direct.citationLinks);
    QCOMPARE(helped.refusedImages, 1);
    QVERIFY(helped.plainBecause.isEmpty());
    QCOMPARE(renderer.render(markdown, marks).body, direct.body);
    QCOMPARE(renderer.counts().rendered, 1);
    QCOMPARE(renderer.counts().cached, 1);
}

void TestPageRenderer::autolinksRunOutOfTime()
{
    RenderLimits limits;
    limits.time = std::chrono::milliseconds(400);
    PageRenderer renderer(limits);
    QElapsedTimer clock;
    clock.start();
    const RenderedPage page = renderer.render(autolinks(400));
    const qint64 took = clock.elapsed();
    QCOMPARE(page.plainBecause, QStringLiteral("time"));
    QVERIFY2(took < 1500, qPrintable(QString::number(took)));
    QVERIFY(page.body.contains(QStringLiteral("www._www._")));
    QVERIFY(!page.body.contains(QStringLiteral("<a ")));
    // Asked again, the answer is the one already given: no second wait.
    clock.restart();
    QCOMPARE(renderer.render(autolinks(400)).plainBecause, QStringLiteral("time"));
    QVERIFY(clock.elapsed() < 200);
    // And the renderer still renders.
    QVERIFY(renderer.render(QStringLiteral("*fine*")).body.contains(QStringLiteral("<em>fine</em>")));
}

void TestPageRenderer::aTableBombRunsOutOfMemoryElsewhere()
{
    RenderLimits limits;
    limits.memoryBytes = qint64(512) << 20;
    limits.time = std::chrono::milliseconds(8000);
    PageRenderer renderer(limits);
    const double before = residentMiB();
    const RenderedPage page = renderer.render(tableBomb());
    QVERIFY2(page.plainBecause == QLatin1String("memory") || page.plainBecause == QLatin1String("time"),
        qPrintable(page.plainBecause));
    QVERIFY2(residentMiB() - before < 100, qPrintable(QStringLiteral("%1 → %2 MiB").arg(before).arg(residentMiB())));
    QVERIFY(renderer.render(QStringLiteral("still **here**")).body.contains(QStringLiteral("<strong>here</strong>")));
}

void TestPageRenderer::tooLongIsNeverFormatted()
{
    RenderLimits limits;
    limits.longestText = 1000;
    PageRenderer renderer(limits);
    const RenderedPage page
        = renderer.render(QStringLiteral("# a <script>x</script>\n\n") + QString(2000, QLatin1Char('b')));
    QCOMPARE(page.plainBecause, QStringLiteral("length"));
    QVERIFY(page.body.contains(QStringLiteral("&lt;script&gt;")));
    QVERIFY(!page.body.contains(QStringLiteral("<script>")));
    QVERIFY(!page.body.contains(QStringLiteral("<h1")));
    QCOMPARE(renderer.counts().rendered, 0);
}

void TestPageRenderer::oneRenderForManyCallers()
{
    RenderLimits limits;
    limits.time = std::chrono::milliseconds(600);
    PageRenderer renderer(limits);
    std::vector<std::thread> callers;
    std::vector<QString> because(20);
    for (std::size_t i = 0; i < because.size(); ++i)
        callers.emplace_back([&, i] { because[i] = renderer.render(autolinks(400)).plainBecause; });
    for (std::thread &t : callers)
        t.join();
    for (const QString &b : because)
        QCOMPARE(b, QStringLiteral("time"));
    QCOMPARE(renderer.counts().plain, 1);
    QCOMPARE(renderer.counts().cached, 19);
}

void TestPageRenderer::plainPageSaysWhyAndHowMuch()
{
    RenderLimits limits;
    limits.longestText = 10;
    const RenderedPage page
        = PageRenderer::plainPage(QStringLiteral("01234\n\n56789abc"), QStringLiteral("length"), limits);
    QVERIFY(page.body.contains(QStringLiteral("longer than 10 characters")));
    QVERIFY(page.body.contains(QStringLiteral("<p>01234</p>")));
    QVERIFY(page.body.contains(QStringLiteral("<p>567</p>"))); // ten characters, the blank line's two among them
    QVERIFY(page.body.contains(QStringLiteral("(5 more character")));
    QCOMPARE(page.plainText, QStringLiteral("01234\n\n567"));
}

QTEST_GUILESS_MAIN(TestPageRenderer)
#include "tst_pagerenderer.moc"
