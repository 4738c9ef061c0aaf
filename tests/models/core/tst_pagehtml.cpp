// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The page built from a report's Markdown: headings numbered, [n] citations linked to their references, terms
// marked in text only, images turned into their description, titles (tool tips) removed, raw HTML gone.
#include "models/core/pagehtml.h"

#include <QtTest>

using namespace draudit::models;

class TestPageHtml : public QObject
{
    Q_OBJECT

private slots:
    void headingsAreNumberedForTheOutline();
    void citationsLinkToNumberedReferences();
    void citationsLinkToReferenceLines();
    void citationsWithoutReferenceStayText();
    void highlightsMarkTextNotMarkup();
    void listsKeepTheirStartNumbers();
    void imagesAndTitlesAreNeutralised();
    void pageAllowsNoResource();
};

void TestPageHtml::headingsAreNumberedForTheOutline()
{
    const RenderedPage page = renderMarkdown(
        QStringLiteral("# Tidal **lagoons**\n\ntext\n\n```\n# not a heading\n```\n\n## 结论 `<b>`\n\n### A & B\n"));
    QCOMPARE(page.headings.size(), 3);
    QCOMPARE(page.headings[0].text, QStringLiteral("Tidal lagoons"));
    QCOMPARE(page.headings[0].level, 1);
    QCOMPARE(page.headings[1].text, QStringLiteral("结论 <b>"));
    QCOMPARE(page.headings[2].text, QStringLiteral("A & B"));
    QCOMPARE(page.headings[2].anchor, QStringLiteral("h-2"));
    QVERIFY(page.body.contains(QStringLiteral("<h2 id=\"h-1\">")));
    QVERIFY(page.body.contains(QStringLiteral("&lt;b&gt;")));
    QVERIFY(page.plainText.contains(QStringLiteral("# not a heading")));
}

void TestPageHtml::citationsLinkToNumberedReferences()
{
    const RenderedPage page = renderMarkdown(
        QStringLiteral("Costs rose [1] and fell [2, 3]. Code `a[1]` is not a citation.\n\n## References\n\n"
                       "1. https://a.example\n2. https://b.example\n3. https://c.example\n"));
    QVERIFY(page.body.contains(QStringLiteral("<a class=\"cite\" href=\"#ref-1\">[1]</a>")));
    QVERIFY(page.body.contains(QStringLiteral("[<a class=\"cite\" href=\"#ref-2\">2</a>, "
                                              "<a class=\"cite\" href=\"#ref-3\">3</a>]")));
    QVERIFY(page.body.contains(QStringLiteral("<li id=\"ref-1\">")));
    QVERIFY(page.body.contains(QStringLiteral("<li id=\"ref-3\">")));
    QVERIFY(page.body.contains(QStringLiteral("<code>a[1]</code>")));
    QCOMPARE(page.citationLinks, 3);
}

void TestPageHtml::citationsLinkToReferenceLines()
{
    // The common "[n] title url" reference lines, in one paragraph or one per paragraph, in Chinese reports too.
    const RenderedPage page = renderMarkdown(
        QStringLiteral("潮汐能成本下降【见下】[2]。Also [1].\n\n## 参考文献\n\n[1] First source https://a.example\n"
                       "[2] Second source https://b.example\n"));
    QVERIFY(page.body.contains(QStringLiteral("id=\"ref-1\"")));
    QVERIFY(page.body.contains(QStringLiteral("id=\"ref-2\"")));
    QVERIFY(page.body.contains(QStringLiteral("<a class=\"cite\" href=\"#ref-2\">[2]</a>")));
    QCOMPARE(page.citationLinks, 2);
}

void TestPageHtml::citationsWithoutReferenceStayText()
{
    const RenderedPage page = renderMarkdown(QStringLiteral("Array index [0] and [12] with no references.\n"));
    QCOMPARE(page.citationLinks, 0);
    QVERIFY(!page.body.contains(QStringLiteral("class=\"cite\"")));
    QVERIFY(page.body.contains(QStringLiteral("[12]")));
}

void TestPageHtml::highlightsMarkTextNotMarkup()
{
    Highlights h;
    h.focus = { QStringLiteral("lagoon") };
    h.deviation = { QStringLiteral("class") }; // also the name of an attribute in the markup
    h.rubric = { QStringLiteral("x") }; // too short to mark
    h.urls = true;
    const RenderedPage page = renderMarkdown(
        QStringLiteral("# Lagoons\n\nA lagoon class. See https://example.org/lagoon and [1].\n\n[1] ref\n"), h);
    QCOMPARE(page.marks.focus, 2); // the heading and the text; the URL's "lagoon" is inside the URL's mark
    QCOMPARE(page.marks.deviation, 1);
    QCOMPARE(page.marks.rubric, 0);
    QCOMPARE(page.marks.urls, 1);
    QVERIFY(page.body.contains(QStringLiteral("<mark class=\"deviation\">class</mark>")));
    QVERIFY(page.body.contains(QStringLiteral("<mark class=\"focus\">Lagoon</mark>s")));
    QVERIFY(page.body.contains(QStringLiteral("<a class=\"cite\" href=\"#ref-1\">")));
}

void TestPageHtml::listsKeepTheirStartNumbers()
{
    const RenderedPage page = renderMarkdown(QStringLiteral("1. one\n2. two\n\n```\ncode\n```\n\n3. three\n4. four\n"));
    QVERIFY(page.body.contains(QStringLiteral("<ol start=\"3\">")));
}

void TestPageHtml::imagesAndTitlesAreNeutralised()
{
    const RenderedPage page = renderMarkdown(
        QStringLiteral("![chart of <costs>](/etc/passwd) [a](https://a.example \"<img src=/etc/passwd>\")\n\n"
                       "<img src=\"/etc/passwd\"><script>x()</script><iframe src=\"https://e.example\"></iframe>\n\n"
                       "[run](javascript:alert(1))\n"));
    QCOMPARE(page.refusedImages, 1);
    QVERIFY(page.plainText.contains(QStringLiteral("[image not shown: chart of <costs>]")));
    QVERIFY(!page.body.contains(QStringLiteral("<img")));
    QVERIFY(!page.body.contains(QStringLiteral("title=")));
    QVERIFY(!page.body.contains(QStringLiteral("/etc/passwd")));
    QVERIFY(!page.body.contains(QStringLiteral("<script")));
    QVERIFY(!page.body.contains(QStringLiteral("<iframe")));
    QVERIFY(!page.body.contains(QStringLiteral("javascript:")));
}

void TestPageHtml::pageAllowsNoResource()
{
    const QString page = QString::fromUtf8(pageDocument(QStringLiteral("<p>x</p>"), PageTheme::Dark));
    QVERIFY(page.contains(QStringLiteral("Content-Security-Policy")));
    QVERIFY(page.contains(QStringLiteral("default-src 'none'")));
    QVERIFY(!page.contains(QStringLiteral("script-src")));
    QVERIFY(page.contains(QStringLiteral("<html class=\"dark\">")));
    QVERIFY(page.contains(QStringLiteral("<body><p>x</p></body>")));
    QVERIFY(page.indexOf(QStringLiteral("Content-Security-Policy")) < page.indexOf(QStringLiteral("<style>")));
    // Long reports are laid out where they are read; answers and ordinary reports whole.
    QVERIFY(!page.contains(QStringLiteral("content-visibility")));
    QVERIFY(QString::fromUtf8(pageDocument(QStringLiteral("<p>x</p>"), PageTheme::Light, Layout::Lazy))
                .contains(QStringLiteral("content-visibility:auto")));
}

QTEST_GUILESS_MAIN(TestPageHtml)
#include "tst_pagehtml.moc"
