// Untrusted rendered text: remote and local resources refused, links only reported, raw HTML inert.
#include "views/reportview.h"
#include "views/safetextbrowser.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <fcntl.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

using draudit::views::SafeTextBrowser;

class TestSafeTextBrowser : public QObject
{
    Q_OBJECT

private slots:
    void markdownImagesAreNotFetched_data();
    void markdownImagesAreNotFetched();
    void rawHtmlIsInert();
    void linkClickIsOnlyReported();
    void hostileReportReachesNothing();
    void refusedImageIsNeverReadFromDisk();
    void outlineToolTipsAreText();
};

void TestSafeTextBrowser::markdownImagesAreNotFetched_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::newRow("remote") << QStringLiteral("![tracker](https://tracker.example/pixel.png)\n");
    QTest::newRow("local file") << QStringLiteral("![secret](file:///etc/passwd)\n");
    QTest::newRow("relative") << QStringLiteral("![rel](../../home/user/.ssh/id_rsa)\n");
}

void TestSafeTextBrowser::markdownImagesAreNotFetched()
{
    QFETCH(QString, markdown);
    SafeTextBrowser browser;
    browser.setMarkdownText(markdown);
    browser.resize(400, 300);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QTRY_VERIFY(browser.blockedRequests() >= 1);
    QVERIFY(!browser.toPlainText().contains(QStringLiteral("root:")));
}

void TestSafeTextBrowser::rawHtmlIsInert()
{
    SafeTextBrowser browser;
    browser.setMarkdownText(
        QStringLiteral("Before\n\n<img src=\"https://evil.example/x.png\"><script>steal()</script>\n\nAfter\n"));
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QCOMPARE(browser.blockedRequests(), 0); // the raw <img> never became an image at all
    QVERIFY(!browser.toHtml().contains(QStringLiteral("evil.example")));
    QVERIFY(browser.toPlainText().contains(QStringLiteral("After")));
}

void TestSafeTextBrowser::linkClickIsOnlyReported()
{
    SafeTextBrowser browser;
    browser.setMarkdownText(QStringLiteral("[source](https://example.org/report)\n"));
    browser.resize(400, 200);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QSignalSpy requested(&browser, &SafeTextBrowser::linkRequested);
    const QString before = browser.toPlainText();
    QTextCursor c = browser.document()->find(QStringLiteral("source"));
    QVERIFY(!c.isNull());
    c.setPosition(c.selectionStart() + 3);
    const QRect r = browser.cursorRect(c);
    QTest::mouseClick(browser.viewport(), Qt::LeftButton, {}, r.center());
    QTRY_COMPARE(requested.count(), 1);
    QCOMPARE(requested.first().first().toUrl(), QUrl(QStringLiteral("https://example.org/report")));
    QCOMPARE(browser.toPlainText(), before); // the browser did not navigate away
}

// A report written to attack the reader: scripts, remote images, frames, styles, refreshes, javascript: and file:
// links. A local server counts every connection: none may arrive, no script text survives, no file is read.
void TestSafeTextBrowser::hostileReportReachesNothing()
{
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    int connections = 0;
    connect(&server, &QTcpServer::newConnection, &server, [&] {
        ++connections;
        delete server.nextPendingConnection();
    });
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());
    QTemporaryDir dir;
    QFile secret(dir.filePath(QStringLiteral("secret.txt")));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("TOP-SECRET-CONTENT");
    secret.close();
    const QString fileUrl = QUrl::fromLocalFile(secret.fileName()).toString();
    draudit::models::ReportRecord report;
    report.taskExternalId = QStringLiteral("t1");
    report.prompt = QStringLiteral("<script>alert('prompt')</script> The prompt");
    report.text = QStringLiteral(
        "# Findings\n\n<script>document.title='pwned'; fetch('%1/script')</script>\n\n"
        "<img src=\"%1/img.png\"> ![pixel](%1/md.png) ![local](%2)\n\n"
        "<iframe src=\"%1/frame\"></iframe>\n\n<link rel=\"stylesheet\" href=\"%1/style.css\">\n\n"
        "<meta http-equiv=\"refresh\" content=\"0;url=%1/refresh\">\n\n<object data=\"%1/object\"></object>\n\n"
        "<div style=\"background:url(%1/bg.png)\">styled</div>\n\n"
        "[run](javascript:alert(1)) [file](%2) [data](data:text/html,<script>alert(1)</script>)\n\n"
        "<a href=\"javascript:alert(2)\">raw link</a> The end.\n")
                      .arg(base, fileUrl);
    draudit::views::ReportView view;
    view.resize(900, 700);
    view.setReport(report, QStringLiteral("Report"));
    view.setHighlights({ QStringLiteral("Findings") }, {}, {});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(1500); // time for any request to be made
    QCOMPARE(connections, 0);
    const QString html = view.browser()->toHtml();
    QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("javascript:"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("<iframe"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(base + QStringLiteral("/img.png")));
    QVERIFY(!view.browser()->toPlainText().contains(QStringLiteral("TOP-SECRET")));
    QVERIFY(view.browser()->blockedRequests() >= 1); // the Markdown images were asked for, and refused
    QVERIFY(view.browser()->toPlainText().contains(QStringLiteral("The end.")));
    QVERIFY(view.windowTitle() != QStringLiteral("pwned"));
    // Clicking what is left of the links only reports them; nothing is fetched.
    QSignalSpy requested(view.browser(), &SafeTextBrowser::linkRequested);
    for (const QString &word : { QStringLiteral("run"), QStringLiteral("file"), QStringLiteral("raw link") }) {
        QTextCursor c = view.browser()->document()->find(word);
        if (c.isNull())
            continue;
        c.setPosition(c.selectionStart() + 1);
        QTest::mouseClick(view.browser()->viewport(), Qt::LeftButton, {}, view.browser()->cursorRect(c).center());
    }
    QTest::qWait(300);
    for (const QList<QVariant> &args : requested)
        QVERIFY2(
            args.first().toUrl().scheme() != QLatin1String("javascript"), qPrintable(args.first().toUrl().toString()));
    QCOMPARE(connections, 0);
}

void TestSafeTextBrowser::refusedImageIsNeverReadFromDisk()
{
    // Qt's image handler, given nothing for an image, reads the path itself (QImage::load): a canary file watched
    // with inotify must never be opened, and a FIFO (which would block the window for good) never waited on.
    QTemporaryDir dir;
    const QString canary = dir.filePath(QStringLiteral("canary.png"));
    QFile file(canary);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not really a picture");
    file.close();
    const QString fifo = dir.filePath(QStringLiteral("fifo.png"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const int watch = ::inotify_init1(IN_NONBLOCK);
    QVERIFY(watch >= 0);
    QVERIFY(::inotify_add_watch(watch, QFile::encodeName(canary).constData(), IN_OPEN | IN_ACCESS) >= 0);

    SafeTextBrowser browser;
    browser.setMarkdownText(QStringLiteral("![a](%1)\n\n![b](file://%1)\n\n![c](%2)\n").arg(canary, fifo));
    browser.resize(400, 300);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QTRY_VERIFY(browser.blockedRequests() >= 3);
    QTest::qWait(100);
    char events[4096];
    const ssize_t read = ::read(watch, events, sizeof events);
    ::close(watch);
    QCOMPARE(read, ssize_t(-1)); // no event: the canary was never opened
}

void TestSafeTextBrowser::outlineToolTipsAreText()
{
    // A heading that looks like HTML is shown as written in the outline's tool tip, never as rich text.
    draudit::views::ReportView view;
    draudit::models::ReportRecord report;
    report.benchmark = QStringLiteral("deepresearch-bench");
    report.prompt = QStringLiteral("p");
    report.text = QStringLiteral("# <img src=/etc/passwd> heading\n\ntext\n");
    view.setReport(report, QStringLiteral("Report A"));
    const auto outline = view.findChildren<QTreeWidget *>();
    QVERIFY(!outline.isEmpty());
    bool seen = false;
    for (QTreeWidget *tree : outline)
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            const QString tip = tree->topLevelItem(i)->toolTip(0);
            QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
            seen = seen || tip.contains(QStringLiteral("&lt;img"));
        }
    QVERIFY(seen);
}

QTEST_MAIN(TestSafeTextBrowser)
#include "tst_safetextbrowser.moc"
