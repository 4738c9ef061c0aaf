// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reports, answers and judge text in Qt WebEngine: rendered faithfully (list numbers, wide tables, wrapped code,
// linked citations, CJK) and unable to reach anything: a local server counts connections, inotify watches a
// canary file for any open, and a FIFO shows whether anyone waits to read it.
#include "tests/views/reportitemtesting.h"
#include "views/reportview.h"
#include "webtesting.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QWebEngineFindTextResult>
#include <QtTest>
#include <cerrno>
#include <fcntl.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

using draudit::views::SafeWebView;
namespace testing = draudit::testing;

class TestSafeWebView : public QObject
{
    Q_OBJECT

private slots:
    void rendersReportsFaithfully();
    void citationLinksMoveWithinThePage();
    void linkClickIsOnlyReported();
    void trapsSeeAnUnprotectedPage();
    void hostileReportReachesNothing_data();
    void hostileReportReachesNothing();
    void outlineToolTipsAreText();
    void findCountsAndShowsMatches();
    void aNewPageReplacesTheOneShown();
    void aSlowPageLeavesTheWindowFree();
};

namespace {
// A local server that counts every connection made to it.
struct Trap
{
    QTcpServer server;
    int connections = 0;
    Trap()
    {
        server.listen(QHostAddress::LocalHost);
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this] {
            ++connections;
            delete server.nextPendingConnection();
        });
    }
    QString base() const { return QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()); }
};

// Whether any process has the FIFO open for reading (opening for writing without blocking fails with ENXIO
// when no one does).
bool someoneReads(const QString &fifo)
{
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0) {
        ::close(fd);
        return true;
    }
    return errno != ENXIO;
}

// A file with this content in the folder, for a page to try to read.
QString canaryFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(content);
    return path;
}

// inotify watches on files and folders: whether any of them was opened or read since the watch began.
struct FileWatch
{
    int fd = ::inotify_init1(IN_NONBLOCK);
    bool seen = false;
    ~FileWatch() { ::close(fd); }
    bool add(const QString &path)
    {
        return fd >= 0 && ::inotify_add_watch(fd, QFile::encodeName(path).constData(), IN_OPEN | IN_ACCESS) >= 0;
    }
    bool touched()
    {
        char events[4096];
        while (::read(fd, events, sizeof events) > 0)
            seen = true;
        return seen;
    }
};
} // namespace

void TestSafeWebView::rendersReportsFaithfully()
{
    SafeWebView view;
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QString wideRow = QStringLiteral("|");
    QString rule = QStringLiteral("|");
    for (int i = 0; i < 9; ++i) {
        wideRow += QStringLiteral(" Electrolyser%1capacityfactor |").arg(i);
        rule += QStringLiteral("---|");
    }
    view.setMarkdownText(QStringLiteral("# 报告\n\n潮汐泻湖的成本。\n\n1. one\n2. two\n\n```\n")
        + QString(300, QLatin1Char('x')) + QStringLiteral("\n```\n\n3. three\n\n") + wideRow + QLatin1Char('\n') + rule
        + QLatin1Char('\n') + wideRow + QLatin1Char('\n'));
    QVERIFY(testing::waitLoaded(&view));
    // The list after the code block goes on at 3.
    QCOMPARE(testing::evaluate(&view, QStringLiteral("document.querySelectorAll('ol')[1].start")).toInt(), 3);
    // Code wraps instead of running off the side.
    QCOMPARE(testing::evaluate(&view, QStringLiteral("getComputedStyle(document.querySelector('pre')).whiteSpace"))
                 .toString(),
        QStringLiteral("pre-wrap"));
    QVERIFY(testing::evaluate(&view,
        QStringLiteral("document.querySelector('pre').scrollWidth "
                       "<= document.querySelector('pre').clientWidth"))
                .toBool());
    // A wide table scrolls sideways; its cells keep whole words (a cell is as wide as its longest word).
    QVERIFY(testing::evaluate(
        &view, QStringLiteral("var t = document.querySelector('table'); t.scrollWidth > t.clientWidth"))
                .toBool());
    QVERIFY(
        testing::evaluate(&view, QStringLiteral("var c = document.querySelector('td'); c.scrollWidth <= c.clientWidth"))
            .toBool());
    // The page is laid out as text the reader sees, Chinese included.
    QTRY_VERIFY(testing::shownText(&view).contains(QStringLiteral("潮汐泻湖的成本")));
}

void TestSafeWebView::citationLinksMoveWithinThePage()
{
    SafeWebView view;
    view.resize(600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QString text = QStringLiteral("Costs fell [1].\n\n");
    for (int i = 0; i < 80; ++i)
        text += QStringLiteral("Paragraph %1.\n\n").arg(i);
    text += QStringLiteral("## References\n\n1. https://a.example/source\n");
    view.setMarkdownText(text);
    QVERIFY(testing::waitLoaded(&view));
    QSignalSpy requested(&view, &SafeWebView::linkRequested);
    QVERIFY(testing::clickElement(&view, QStringLiteral("a.cite")));
    QTRY_VERIFY(testing::scrollShare(&view) > 0.9);
    QCOMPARE(requested.count(), 0);
    QVERIFY(view.url().toString().startsWith(draudit::views::pageScheme()));
}

void TestSafeWebView::linkClickIsOnlyReported()
{
    Trap trap;
    SafeWebView view;
    view.resize(500, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setMarkdownText(QStringLiteral("[source](%1/report)\n").arg(trap.base()));
    QVERIFY(testing::waitLoaded(&view));
    const QUrl page = view.url();
    QSignalSpy requested(&view, &SafeWebView::linkRequested);
    QVERIFY(testing::clickElement(&view, QStringLiteral("a")));
    QTRY_COMPARE(requested.count(), 1);
    QCOMPARE(requested.first().first().toUrl(), QUrl(trap.base() + QStringLiteral("/report")));
    QTest::qWait(300);
    QCOMPARE(view.url(), page); // the view did not navigate away
    QCOMPARE(trap.connections, 0);
}

// The control: a page outside draudit's profile that loads a file and a URL is seen by both traps, so their
// silence below means something.
void TestSafeWebView::trapsSeeAnUnprotectedPage()
{
    Trap trap;
    QTemporaryDir dir;
    const QString canary = canaryFile(dir, QStringLiteral("canary.html"), "<p>canary</p>");
    FileWatch watch;
    QVERIFY(watch.add(canary));
    QWebEngineView plain;
    plain.show();
    QSignalSpy loaded(plain.page(), &QWebEnginePage::loadFinished);
    plain.load(QUrl::fromLocalFile(canary));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
    QTRY_VERIFY(watch.touched());
    plain.load(QUrl(trap.base() + QStringLiteral("/control")));
    QTRY_VERIFY_WITH_TIMEOUT(trap.connections > 0, 20000);
}

void TestSafeWebView::hostileReportReachesNothing_data()
{
    QTest::addColumn<bool>("replacing");
    QTest::newRow("the view's first page (a document loaded)") << false;
    // A page of the same look as the one shown replaces its body (SafeWebView::swapBody), in the same document.
    QTest::newRow("replacing a page shown (its body swapped)") << true;
}

// A report written to attack the reader. None of it may open a local file, wait on a FIFO, connect anywhere or run.
void TestSafeWebView::hostileReportReachesNothing()
{
    QFETCH(bool, replacing);
    Trap trap;
    QTemporaryDir dir;
    const QString canary = canaryFile(dir, QStringLiteral("canary.png"), "TOP-SECRET-CONTENT");
    const QString fifo = dir.filePath(QStringLiteral("fifo.png"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    FileWatch watch;
    QVERIFY(watch.add(canary) && watch.add(dir.path()));
    const QString fileUrl = QUrl::fromLocalFile(canary).toString();
    const QString base = trap.base();
    draudit::models::ReportRecord report;
    report.taskExternalId = QStringLiteral("t1");
    report.prompt = QStringLiteral("<img src=\"%1\"> The prompt").arg(canary);
    report.text = QStringLiteral(
        "# <img src=\"%2\"> Findings `<img src=%2>`\n\n<script>document.title='pwned'; fetch('%1/script')</script>\n\n"
        "<img src=\"%1/img.png\"> ![pixel](%1/md.png) ![local](%2) ![url](%3) ![fifo](%4)\n\n"
        "<iframe src=\"%1/frame\"></iframe><iframe src=\"%3\"></iframe>\n\n"
        "<link rel=\"stylesheet\" href=\"%1/style.css\"><link rel=\"prefetch\" href=\"%1/prefetch\">\n\n"
        "<style>body{background:url(%1/css.png)} p{background:url(%3)}</style>\n\n"
        "<meta http-equiv=\"refresh\" content=\"0;url=%1/refresh\">\n\n<object data=\"%1/object\"></object>\n\n"
        "<svg><image href=\"%1/svg.png\"/></svg><video src=\"%1/v.mp4\" autoplay></video><base href=\"%1/\">\n\n"
        "<div style=\"background:url(%1/bg.png)\">styled</div>\n\n"
        "[run](javascript:alert(1)) [file](%3) [data](data:text/html,<script>alert(1)</script>) "
        "[titled](%1/t \"<img src=%2>\") <%1/autolink>\n\n"
        "<a href=\"javascript:alert(2)\">raw link</a> The end.\n")
                      .arg(base, canary, fileUrl, fifo);
    draudit::views::ReportView view;
    view.resize(900, 700);
    if (replacing) {
        draudit::models::ReportRecord harmless = report;
        harmless.text = QStringLiteral("# Findings\n\nA harmless page first.\n");
        view.setItem(draudit::tests::reportItemOf(harmless, QStringLiteral("Report")));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(testing::waitLoaded(view.browser()));
        QVERIFY(testing::shownText(view.browser()).contains(QStringLiteral("harmless")));
    }
    const QUrl before = view.browser()->url();
    view.setItem(draudit::tests::reportItemOf(report, QStringLiteral("Report")));
    view.setHighlights({ QStringLiteral("Findings") }, {}, {});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    SafeWebView *page = view.browser();
    QVERIFY(testing::waitLoaded(page));
    if (replacing)
        QCOMPARE(page->url(), before); // the same document: its body was replaced
    QTest::qWait(1000); // time for any request to be made
    // No connection, no open of the canary or listing of its folder, no reader on the FIFO.
    QCOMPARE(trap.connections, 0);
    QVERIFY(!watch.touched());
    QVERIFY(!someoneReads(fifo));
    // Nothing ran, nothing was embedded: no script, image, frame or object in the page.
    for (const char *tag : { "script", "img", "iframe", "object", "video", "link", "meta[http-equiv=refresh]", "base" })
        QCOMPARE(
            testing::evaluate(page, QStringLiteral("document.querySelectorAll('%1').length").arg(QLatin1String(tag)))
                .toInt(),
            0);
    QCOMPARE(
        testing::evaluate(page, QStringLiteral("document.querySelectorAll('[href^=javascript]').length")).toInt(), 0);
    QVERIFY(page->title() != QStringLiteral("pwned"));
    QVERIFY(testing::shownText(page).contains(QStringLiteral("The end.")));
    QVERIFY(!testing::shownText(page).contains(QStringLiteral("TOP-SECRET")));
    QCOMPARE(page->rendered().refusedImages, 4);
    // Clicking what is left of the links only reports them (the window asks before opening anything).
    QSignalSpy requested(page, &SafeWebView::linkRequested);
    const int links = testing::evaluate(page, QStringLiteral("document.querySelectorAll('a').length")).toInt();
    for (int i = 0; i < links; ++i)
        testing::clickElement(page, QStringLiteral("a:nth-of-type(%1)").arg(i + 1));
    QTest::qWait(500);
    for (const QList<QVariant> &args : requested)
        QVERIFY2(
            args.first().toUrl().scheme() != QLatin1String("javascript"), qPrintable(args.first().toUrl().toString()));
    QCOMPARE(page->url().scheme(), draudit::views::pageScheme());
    QCOMPARE(trap.connections, 0);
    QVERIFY(!watch.touched());
    QVERIFY(!someoneReads(fifo));
}

void TestSafeWebView::outlineToolTipsAreText()
{
    // A heading that looks like HTML is shown as written in the outline's tool tip, never as rich text.
    draudit::views::ReportView view;
    draudit::models::ReportRecord report;
    report.benchmark = QStringLiteral("deepresearch-bench");
    report.prompt = QStringLiteral("p");
    report.text = QStringLiteral("# `<img src=/etc/passwd>` heading\n\ntext\n");
    view.setItem(draudit::tests::reportItemOf(report, QStringLiteral("Report A")));
    QVERIFY(testing::waitRendered(view.browser()));
    bool seen = false;
    for (QTreeWidget *tree : view.findChildren<QTreeWidget *>())
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            const QString tip = tree->topLevelItem(i)->toolTip(0);
            QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
            seen = seen || tip.contains(QStringLiteral("&lt;img"));
        }
    QVERIFY(seen);
}

void TestSafeWebView::findCountsAndShowsMatches()
{
    SafeWebView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setMarkdownText(QStringLiteral("Lagoon costs. The lagoon's **LAGOON** walls.\n"));
    QVERIFY(testing::waitRendered(&view));
    QCOMPARE(view.find(QStringLiteral("lagoon")), 3); // counted once rendered, before the page has loaded
    QVERIFY(testing::waitLoaded(&view));
    // The engine finds (and highlights) what the count says.
    QSignalSpy found(view.page(), &QWebEnginePage::findTextFinished);
    QCOMPARE(view.find(QStringLiteral("lagoon")), 3);
    const auto engineMatches = [&found] {
        return found.isEmpty() ? -1 : found.last().first().value<QWebEngineFindTextResult>().numberOfMatches();
    };
    QTRY_COMPARE(engineMatches(), 3);
    QCOMPARE(view.find(QStringLiteral("absent")), 0);
    // The next page replaces the body (the same document): the same search again counts the new page's matches.
    found.clear();
    QCOMPARE(view.find(QStringLiteral("lagoon")), 3);
    QTRY_COMPARE(engineMatches(), 3);
    const QUrl document = view.url();
    view.setMarkdownText(QStringLiteral("One lagoon here.\n"));
    QVERIFY(testing::waitLoaded(&view));
    QCOMPARE(view.url(), document);
    found.clear();
    QCOMPARE(view.find(QStringLiteral("lagoon")), 1);
    QTRY_COMPARE(engineMatches(), 1);
}

// The next answer of a battle replaces the page's body in the same document (SafeWebView::swapBody): what is laid
// out and painted is the new page, from its top; a new look (theme, a long report's lazy layout) loads a document.
void TestSafeWebView::aNewPageReplacesTheOneShown()
{
    SafeWebView view;
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QString first = QStringLiteral("# The first answer\n\n");
    for (int i = 0; i < 60; ++i)
        first += QStringLiteral("Paragraph %1 of the first answer.\n\n").arg(i);
    view.setMarkdownText(first);
    QVERIFY(testing::waitLoaded(&view));
    const QUrl document = view.url();
    view.scrollToShare(1.0);
    QTRY_VERIFY(testing::evaluate(&view, QStringLiteral("window.scrollY")).toDouble() > 100);
    const QImage before = view.grab().toImage();

    view.setMarkdownText(QStringLiteral("# The second answer\n\nShort, and **bold**.\n"));
    QVERIFY(testing::waitLoaded(&view));
    QCOMPARE(view.url(), document); // the same document, its body replaced
    const QString shown = testing::shownText(&view);
    QVERIFY2(shown.contains(QStringLiteral("The second answer")) && !shown.contains(QStringLiteral("first")),
        qPrintable(shown));
    QCOMPARE(testing::evaluate(&view, QStringLiteral("window.scrollY")).toDouble(), 0.0);
    QCOMPARE(testing::evaluate(&view, QStringLiteral("document.querySelectorAll('strong').length")).toInt(), 1);
    QTRY_VERIFY(view.grab().toImage() != before); // painted, not a stale frame

    // A long report (lazy layout) and a change of theme each load a new document.
    view.setMarkdownText(QStringLiteral("# Long\n\n") + QStringLiteral("word ").repeated(60'000));
    QVERIFY(testing::waitLoaded(&view));
    QVERIFY(view.url() != document);
    const QUrl lazy = view.url();
    SafeWebView::setAppearance(draudit::models::PageTheme::Dark, 100);
    QVERIFY(testing::waitLoaded(&view));
    QVERIFY(view.url() != lazy);
    QCOMPARE(testing::evaluate(&view, QStringLiteral("document.documentElement.className")).toString(),
        QStringLiteral("dark"));
    SafeWebView::setAppearance(draudit::models::PageTheme::Light, 100);
    QVERIFY(testing::waitLoaded(&view));
}

// 400 KB of "www._" autolinks take cmark-gfm 0.29 longer than the renderer's 3 s budget. The window's thread sets
// the page and goes on: its timers keep firing, the page shown before gives way to a note at once, and the page
// comes as plain text with a note when the budget is spent. (Before, the thread waited the whole budget.)
void TestSafeWebView::aSlowPageLeavesTheWindowFree()
{
    SafeWebView view;
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setMarkdownText(QStringLiteral("# Before\n\nAn ordinary page.\n"));
    QVERIFY(testing::waitLoaded(&view));
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer ticks;
    ticks.setInterval(20);
    connect(&ticks, &QTimer::timeout, this, [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
    QElapsedTimer clock;
    clock.start();
    view.setMarkdownText(QStringLiteral("www._").repeated(400 * 1024 / 5));
    const qint64 setIn = clock.elapsed();
    QVERIFY2(setIn < 250, qPrintable(QStringLiteral("setMarkdownText took %1 ms").arg(setIn)));
    QVERIFY(!view.isRendered() && !view.isLoaded());
    QVERIFY(view.plainText().isEmpty()); // not the page shown before
    sinceTick.start();
    ticks.start();
    QTRY_VERIFY_WITH_TIMEOUT(testing::shownText(&view).contains(QStringLiteral("Formatting this page")), 2500);
    QTRY_VERIFY_WITH_TIMEOUT(view.isRendered(), 15000);
    QVERIFY2(clock.elapsed() >= 2500, "the budget was not spent: the test no longer shows a slow page");
    ticks.stop();
    QVERIFY2(longestGap < 500, qPrintable(QStringLiteral("the window's thread stopped for %1 ms").arg(longestGap)));
    QCOMPARE(view.rendered().plainBecause, QStringLiteral("time"));
    QVERIFY(testing::waitLoaded(&view));
    QVERIFY(testing::shownText(&view).contains(QStringLiteral("could not be formatted within")));
}

QTEST_MAIN(TestSafeWebView)
#include "tst_safewebview.moc"
