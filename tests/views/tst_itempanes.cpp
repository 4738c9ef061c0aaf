// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotation page holds a benchmark's item panes through the views registry (views::itemPanes) and shows an item
// in the first whose block it has: the tasks of DR-Arena's task preference, LiveDRBench's claims table, else the
// report. The page includes no benchmark's widget; this test names them only to check what was made.
#include "views/annotationpage.h"
#include "views/itempane.h"
#include "views/reportview.h"

#include <QGroupBox>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace draudit;

class TestItemPanes : public QObject
{
    Q_OBJECT

private slots:
    void theRegistryListsEachBlockOnce();
    void anItemIsShownInThePaneOfItsBlock();
};

namespace {
models::BlindItem itemWith(models::ItemBlock block)
{
    models::BlindItem item;
    item.title = QStringLiteral("An item");
    item.blocks.append(std::move(block));
    return item;
}

models::ItemBlock tasksBlock()
{
    models::ItemBlock tasks;
    tasks.kind = models::ItemBlock::Kind::Alternatives;
    for (const char *heading : { "Task 1", "Task 2", "Task 3" }) {
        models::BlockRow row;
        row.cells = { QString::fromLatin1(heading), QStringLiteral("A question?"), QStringLiteral("300"),
            QStringLiteral("a\nb"), QStringLiteral("c") };
        tasks.rows.append(row);
    }
    return tasks;
}

models::ItemBlock claimsBlock()
{
    models::ItemBlock claims;
    claims.kind = models::ItemBlock::Kind::Table;
    claims.columns = { QStringLiteral("predicted"), QStringLiteral("ground truth") };
    models::BlockRow row;
    row.id = QStringLiteral("claim:0");
    row.cells = { QStringLiteral("a claim"), QStringLiteral("a truth") };
    claims.rows.append(row);
    return claims;
}

QString classOf(const QObject *object)
{
    return object ? QString::fromLatin1(object->metaObject()->className()) : QStringLiteral("none");
}
} // namespace

void TestItemPanes::theRegistryListsEachBlockOnce()
{
    QSet<models::ItemBlock::Kind> blocks;
    for (const views::ItemPaneEntry &entry : views::itemPanes()) {
        QVERIFY2(!blocks.contains(entry.block), "a block kind listed twice");
        blocks.insert(entry.block);
        std::unique_ptr<views::ItemPane> pane(entry.make(nullptr));
        QVERIFY(pane);
    }
    QVERIFY(blocks.contains(models::ItemBlock::Kind::Alternatives));
    QVERIFY(blocks.contains(models::ItemBlock::Kind::Table));
    QVERIFY(!blocks.contains(models::ItemBlock::Kind::Markdown)); // a report is the page's own
}

void TestItemPanes::anItemIsShownInThePaneOfItsBlock()
{
    views::AnnotationPage page;
    page.resize(1200, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *content = page.findChild<QStackedWidget *>();
    QVERIFY(content);

    page.showItem(itemWith(tasksBlock()));
    QCOMPARE(classOf(page.itemPane()), QStringLiteral("draudit::views::AlternativesView"));
    QCOMPARE(content->currentWidget(), page.itemPane());
    QCOMPARE(page.itemPane()->findChildren<QGroupBox *>().size(), 3);

    page.showItem(itemWith(claimsBlock()));
    QCOMPARE(classOf(page.itemPane()), QStringLiteral("draudit::views::ClaimsView"));
    QCOMPARE(content->currentWidget(), page.itemPane());
    auto *tree = page.itemPane()->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), 1);

    models::ItemBlock report;
    report.kind = models::ItemBlock::Kind::Markdown;
    report.text = QStringLiteral("# A report");
    page.showItem(itemWith(report));
    QCOMPARE(page.itemPane(), nullptr);
    QCOMPARE(content->currentWidget(), page.report());
}

QTEST_MAIN(TestItemPanes)
#include "tst_itempanes.moc"
