// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ReportView: an outline from the report's headings, find-in-report with every match highlighted.
#include "tests/views/reportitemtesting.h"
#include "views/reportview.h"
#include "webtesting.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

using namespace draudit;

class TestReportView : public QObject
{
    Q_OBJECT

private slots:
    void outlineFollowsHeadings();
    void findHighlightsEveryMatch();
    void outlineStartingBelowTopLevel();
    void highlightsAreCountedInTheLegend();
    void secondReportScrollsAlong();
};

namespace {
models::ReportRecord report()
{
    models::ReportRecord r;
    r.taskExternalId = QStringLiteral("58");
    r.prompt = QStringLiteral("Assess tidal lagoons.");
    r.text = QStringLiteral(
        "# Tidal lagoons\n\nIntro about lagoons.\n\n## Costs\n\nLagoon costs rose.\n\n### Strike price\n\nDetails.\n\n"
        "```\n# not a heading\n```\n\n## 结论\n\n潮汐泻湖的结论。Lagoon again.\n");
    return r;
}
} // namespace

void TestReportView::outlineFollowsHeadings()
{
    views::ReportView view;
    models::ReportRecord r = report();
    // Room below the last heading, so the page can scroll it to the top of a short view.
    r.text += QStringLiteral("\n\nNotes.\n").repeated(30);
    view.setItem(draudit::tests::reportItemOf(r, QStringLiteral("Report A")));
    QVERIFY(testing::waitRendered(view.browser()));
    QTreeWidget *outline = view.outline();
    QCOMPARE(outline->topLevelItemCount(), 1);
    QTreeWidgetItem *top = outline->topLevelItem(0);
    QCOMPARE(top->text(0), QStringLiteral("Tidal lagoons"));
    QCOMPARE(top->childCount(), 2); // Costs and 结论; the fenced "# not a heading" is ignored
    QCOMPARE(top->child(0)->child(0)->text(0), QStringLiteral("Strike price"));
    QCOMPARE(top->child(1)->text(0), QStringLiteral("结论"));
    QCOMPARE(top->child(1)->data(0, Qt::UserRole).toString(), QStringLiteral("h-3"));
    view.resize(700, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(testing::waitLoaded(view.browser()));
    Q_EMIT outline->itemActivated(top->child(1), 0);
    // The heading is brought to the top of the page.
    QTRY_VERIFY(std::abs(testing::evaluate(
                    view.browser(), QStringLiteral("document.getElementById('h-3').getBoundingClientRect().top"))
                             .toDouble())
        < 2);
}

void TestReportView::findHighlightsEveryMatch()
{
    views::ReportView view;
    view.setItem(draudit::tests::reportItemOf(report(), QStringLiteral("Report A")));
    QVERIFY(testing::waitRendered(view.browser()));
    QCOMPARE(
        view.find(QStringLiteral("lagoon")), 4); // case-insensitive: Tidal lagoons, lagoons, Lagoon costs, Lagoon again
    QCOMPARE(view.find(QStringLiteral("absent")), 0);
    // The find field's query belongs to the report it was typed for.
    auto *field = view.findChild<QLineEdit *>();
    QVERIFY(field);
    field->setText(QStringLiteral("lagoon"));
    view.setItem(draudit::tests::reportItemOf(report(), QStringLiteral("Report B")));
    QVERIFY(field->text().isEmpty());
}

void TestReportView::outlineStartingBelowTopLevel()
{
    // Reports often start at "##": headings of one level stay siblings, whatever the first level was.
    views::ReportView view;
    models::ReportRecord r = report();
    r.text = QStringLiteral("## Summary\n\ntext\n\n### Finding 1\n\ntext\n\n## References\n\n1. https://example.org\n");
    view.setItem(draudit::tests::reportItemOf(r, QStringLiteral("Report B")));
    QVERIFY(testing::waitRendered(view.browser()));
    QCOMPARE(view.outline()->topLevelItemCount(), 2);
    QCOMPARE(view.outline()->topLevelItem(0)->text(0), QStringLiteral("Summary"));
    QCOMPARE(view.outline()->topLevelItem(0)->childCount(), 1);
    QCOMPARE(view.outline()->topLevelItem(1)->text(0), QStringLiteral("References"));
}

void TestReportView::highlightsAreCountedInTheLegend()
{
    views::ReportView view;
    models::ReportRecord r = report();
    r.text += QStringLiteral("\nSee https://example.org/lagoon and https://example.org/costs for costs.\n");
    view.setItem(draudit::tests::reportItemOf(r, QStringLiteral("Report A")));
    view.setHighlights({ QStringLiteral("Lagoon") }, { QStringLiteral("Strike price") }, { QStringLiteral("tidal") });
    QVERIFY(testing::waitRendered(view.browser()));
    const int marks = view.markCount();
    // "Lagoon" four times (case ignored; the one inside a URL is marked as the URL), one deviation, the rubric term
    // once, two URLs.
    QCOMPARE(marks, 8);
    QCOMPARE(view.browser()->rendered().marks.focus, 4);
    QVERIFY(view.legend()->text().contains(QStringLiteral("2 cited URL(s)")));
    QVERIFY(view.legend()->text().contains(QStringLiteral("deviation keyword")));
    QVERIFY(view.browser()->rendered().body.contains(QStringLiteral("<mark class=\"deviation\">Strike price</mark>")));
    // Find keeps the highlights.
    QCOMPARE(view.find(QStringLiteral("costs")), 4); // heading, body, URL and the last sentence
    QCOMPARE(view.browser()->rendered().marks.total(), 8);
    // A new report starts without the old marks.
    view.setItem(draudit::tests::reportItemOf(report(), QStringLiteral("Report B")));
    QVERIFY(testing::waitRendered(view.browser()));
    QCOMPARE(view.browser()->rendered().marks.total(), 0);
    QVERIFY(view.legend()->text().isEmpty());
}

void TestReportView::secondReportScrollsAlong()
{
    views::ReportView view;
    view.resize(1000, 400);
    models::ReportRecord r = report();
    for (int i = 0; i < 200; ++i)
        r.text += QStringLiteral("Paragraph %1 of a long report.\n\n").arg(i);
    view.setItem(draudit::tests::reportItemOf(r, QStringLiteral("Report A")));
    QVERIFY(view.compare()->isHidden());
    view.setCompareChoices({ models::ListEntry { 7, QStringLiteral("Report B"), {}, 0 } });
    QVERIFY(!view.compare()->isHidden());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy requested(&view, &views::ReportView::compareRequested);
    view.compare()->setCurrentIndex(1);
    Q_EMIT view.compare()->activated(1);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.first().first().toLongLong(), 7);
    QCOMPARE(view.compareLabel(), QStringLiteral("Report B"));
    view.showSecond(r.text, view.compareLabel());
    QTRY_VERIFY(view.second()->isVisible());
    // The second report gets half of the reports' width, not none.
    QTRY_VERIFY2(view.second()->width() > view.browser()->width() / 2,
        qPrintable(QStringLiteral("%1 beside %2").arg(view.second()->width()).arg(view.browser()->width())));
    QVERIFY(testing::waitLoaded(view.browser()) && testing::waitLoaded(view.second()));
    testing::userScroll(view.browser(), 0.5);
    QTRY_VERIFY(std::abs(testing::scrollShare(view.second()) - 0.5) < 0.03);
    view.hideSecond();
    QVERIFY(!view.second()->isVisible());
    QCOMPARE(view.compare()->currentIndex(), 0);
}

QTEST_MAIN(TestReportView)
#include "tst_reportview.moc"
