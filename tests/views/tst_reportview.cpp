// ReportView: an outline from the report's headings, find-in-report with every match highlighted.
#include "views/reportview.h"
#include "views/safetextbrowser.h"

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

QTEST_MAIN(TestReportView)
#include "tst_reportview.moc"
