// Untrusted rendered text: remote and local resources refused, links only reported, raw HTML inert.
#include "views/safetextbrowser.h"

#include <QSignalSpy>
#include <QtTest>

using draudit::views::SafeTextBrowser;

class TestSafeTextBrowser : public QObject
{
    Q_OBJECT

private slots:
    void markdownImagesAreNotFetched_data();
    void markdownImagesAreNotFetched();
    void rawHtmlIsInert();
    void linkClickIsOnlyReported();
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

QTEST_MAIN(TestSafeTextBrowser)
#include "tst_safetextbrowser.moc"
