// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Untrusted Markdown: GFM features render, raw HTML and script links never reach the page.
#include "models/core/markdown.h"

#include <QtTest>

using draudit::models::markdownToHtml;

class TestMarkdown : public QObject
{
    Q_OBJECT

private slots:
    void rendersGfm_data();
    void rendersGfm();
    void neutralises_data();
    void neutralises();
};

void TestMarkdown::rendersGfm_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");
    QTest::newRow("table") << QStringLiteral("| a | b |\n|---|---|\n| 1 | 2 |\n") << QStringLiteral("<td>2</td>");
    QTest::newRow("heading") << QStringLiteral("## Findings\n") << QStringLiteral("<h2>Findings</h2>");
    QTest::newRow("list") << QStringLiteral("- one\n- two\n") << QStringLiteral("<li>two</li>");
    QTest::newRow("code") << QStringLiteral("```\nx < y\n```\n") << QStringLiteral("x &lt; y");
    QTest::newRow("autolink") << QStringLiteral("see https://example.org/a\n")
                              << QStringLiteral("href=\"https://example.org/a\"");
    QTest::newRow("strikethrough") << QStringLiteral("~~old~~\n") << QStringLiteral("<del>old</del>");
    QTest::newRow("chinese") << QStringLiteral("## 概述\n\n县域物流体系\n") << QStringLiteral("<h2>概述</h2>");
    QTest::newRow("footnote") << QStringLiteral("Claim[^1].\n\n[^1]: Source.\n") << QStringLiteral("footnote");
}

void TestMarkdown::rendersGfm()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    const QString html = markdownToHtml(markdown);
    QVERIFY2(html.contains(expected), qPrintable(html));
}

void TestMarkdown::neutralises_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("forbidden");
    QTest::newRow("script tag") << QStringLiteral("<script>alert(1)</script>\n") << QStringLiteral("<script");
    QTest::newRow("inline script") << QStringLiteral("text <script>x()</script> more\n") << QStringLiteral("<script");
    QTest::newRow("img onerror") << QStringLiteral("<img src=x onerror=alert(1)>\n") << QStringLiteral("onerror");
    QTest::newRow("iframe") << QStringLiteral("<iframe src=\"https://evil.example\"></iframe>\n")
                            << QStringLiteral("<iframe");
    QTest::newRow("javascript link") << QStringLiteral("[click](javascript:alert(1))\n")
                                     << QStringLiteral("javascript:");
    QTest::newRow("style") << QStringLiteral("<style>body{display:none}</style>\n") << QStringLiteral("<style");
}

void TestMarkdown::neutralises()
{
    QFETCH(QString, markdown);
    QFETCH(QString, forbidden);
    const QString html = markdownToHtml(markdown);
    QVERIFY2(!html.contains(forbidden, Qt::CaseInsensitive), qPrintable(html));
}

QTEST_GUILESS_MAIN(TestMarkdown)
#include "tst_markdown.moc"
