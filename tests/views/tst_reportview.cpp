// ReportView: an outline from the report's headings, find-in-report with every match highlighted.
#include "views/reportview.h"
#include "views/safetextbrowser.h"

#include <QComboBox>
#include <QLabel>
#include <QScrollBar>
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
    view.setReport(report(), QStringLiteral("Report A"));
    QTreeWidget *outline = view.outline();
    QCOMPARE(outline->topLevelItemCount(), 1);
    QTreeWidgetItem *top = outline->topLevelItem(0);
    QCOMPARE(top->text(0), QStringLiteral("Tidal lagoons"));
    QCOMPARE(top->childCount(), 2); // Costs and 结论; the fenced "# not a heading" is ignored
    QCOMPARE(top->child(0)->child(0)->text(0), QStringLiteral("Strike price"));
    QCOMPARE(top->child(1)->text(0), QStringLiteral("结论"));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    Q_EMIT outline->itemActivated(top->child(1), 0);
    QCOMPARE(view.browser()->textCursor().selectedText(), QStringLiteral("结论"));
}

void TestReportView::findHighlightsEveryMatch()
{
    views::ReportView view;
    view.setReport(report(), QStringLiteral("Report A"));
    QCOMPARE(
        view.find(QStringLiteral("lagoon")), 4); // case-insensitive: Tidal lagoons, lagoons, Lagoon costs, Lagoon again
    QCOMPARE(view.browser()->extraSelections().size(), 4);
    QCOMPARE(view.find(QStringLiteral("absent")), 0);
    QVERIFY(view.browser()->extraSelections().isEmpty());
}

void TestReportView::outlineStartingBelowTopLevel()
{
    // Reports often start at "##": headings of one level stay siblings, whatever the first level was.
    views::ReportView view;
    models::ReportRecord r = report();
    r.text = QStringLiteral("## Summary\n\ntext\n\n### Finding 1\n\ntext\n\n## References\n\n1. https://example.org\n");
    view.setReport(r, QStringLiteral("Report B"));
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
    view.setReport(r, QStringLiteral("Report A"));
    const int marks = view.setHighlights(
        { QStringLiteral("Lagoon") }, { QStringLiteral("Strike price") }, { QStringLiteral("tidal") });
    // "Lagoon" three times (case-insensitive find), one deviation, the rubric term twice, two URLs.
    QVERIFY2(marks >= 7, qPrintable(QString::number(marks)));
    QVERIFY(view.legend()->text().contains(QStringLiteral("2 cited URL(s)")));
    QVERIFY(view.legend()->text().contains(QStringLiteral("deviation keyword")));
    // Find keeps the highlights and adds its own matches.
    const int before = static_cast<int>(view.browser()->extraSelections().size());
    QCOMPARE(view.find(QStringLiteral("costs")), 4); // heading, body, URL and the last sentence
    QCOMPARE(static_cast<int>(view.browser()->extraSelections().size()), before + 4);
    // A new report starts without the old marks.
    view.setReport(report(), QStringLiteral("Report B"));
    QVERIFY(view.browser()->extraSelections().isEmpty());
    QVERIFY(view.legend()->text().isEmpty());
}

void TestReportView::secondReportScrollsAlong()
{
    views::ReportView view;
    view.resize(1000, 400);
    models::ReportRecord r = report();
    for (int i = 0; i < 200; ++i)
        r.text += QStringLiteral("Paragraph %1 of a long report.\n\n").arg(i);
    view.setReport(r, QStringLiteral("Report A"));
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
    view.showSecond(r, view.compareLabel());
    QTRY_VERIFY(view.second()->isVisible());
    // The second report gets half of the reports' width, not none.
    QTRY_VERIFY2(view.second()->width() > view.browser()->width() / 2,
        qPrintable(QStringLiteral("%1 beside %2").arg(view.second()->width()).arg(view.browser()->width())));
    QTRY_VERIFY(view.browser()->verticalScrollBar()->maximum() > 0);
    view.browser()->verticalScrollBar()->setValue(view.browser()->verticalScrollBar()->maximum() / 2);
    QVERIFY(view.second()->verticalScrollBar()->value() > 0);
    view.hideSecond();
    QVERIFY(!view.second()->isVisible());
    QCOMPARE(view.compare()->currentIndex(), 0);
}

QTEST_MAIN(TestReportView)
#include "tst_reportview.moc"
