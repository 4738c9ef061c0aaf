// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// NavigatorModel: passes QAbstractItemModelTester and fetches large sections lazily, page by page.
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/import/importrunner.h"
#include "models/itemmodels/navigatormodel.h"
#include "models/store/storage/projectstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;

class TestNavigatorModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelTester();
    void sectionsShowTotals();
    void lazyPaging();
    void roundsUnderBattles();
    void everyBenchmarkHasItsSection();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestNavigatorModel::initTestCase()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("nav.draudit")));
    QVERIFY(store);
    DemoOptions o;
    o.battles = 450;
    o.answerWords = 20;
    o.reportWords = 40;
    QVERIFY(generateDemo(**store, o));
    m_store = std::move(*store);
}

void TestNavigatorModel::modelTester()
{
    NavigatorModel model { Catalog(*m_store), navigatorSections() };
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex battles = model.index(0, 0);
    model.fetchMore(battles);
    const QModelIndex first = model.index(0, 0, battles);
    model.fetchMore(first);
    QVERIFY(model.rowCount(first) > 0);
}

void TestNavigatorModel::sectionsShowTotals()
{
    NavigatorModel model { Catalog(*m_store), navigatorSections() };
    QCOMPARE(model.rowCount(), 3); // sections only for what the project holds
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Battles (450)"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("Reports (3)"));
    QCOMPARE(
        model.index(0, 0).data(NavigatorModel::KindRole).value<NavigatorModel::Kind>(), NavigatorModel::Kind::Section);
}

void TestNavigatorModel::lazyPaging()
{
    NavigatorModel model { Catalog(*m_store), navigatorSections() };
    const QModelIndex battles = model.index(0, 0);
    QCOMPARE(model.rowCount(battles), 0);
    QVERIFY(model.hasChildren(battles));
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QVERIFY(model.canFetchMore(battles));
    model.fetchMore(battles);
    QCOMPARE(model.rowCount(battles), NavigatorModel::kPageSize);
    model.fetchMore(battles);
    model.fetchMore(battles);
    QCOMPARE(model.rowCount(battles), 450);
    QVERIFY(!model.canFetchMore(battles));
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(model.index(449, 0, battles).data(NavigatorModel::TargetRole).toString(), QStringLiteral("battle:450"));
    // Reloading (after an import) starts over with nothing fetched.
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.reload();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
}

void TestNavigatorModel::roundsUnderBattles()
{
    NavigatorModel model { Catalog(*m_store), navigatorSections() };
    const QModelIndex battles = model.index(0, 0);
    model.fetchMore(battles);
    const QModelIndex battle = model.index(0, 0, battles);
    model.fetchMore(battle);
    QVERIFY(model.rowCount(battle) >= 1);
    const QModelIndex round = model.index(0, 0, battle);
    QCOMPARE(round.data().toString(), QStringLiteral("Round 1"));
    QCOMPARE(round.data(NavigatorModel::KindRole).value<NavigatorModel::Kind>(), NavigatorModel::Kind::Round);
    QCOMPARE(model.parent(round), battle);
    QVERIFY(!model.hasChildren(round));
}

// A project of LiveDRBench, DR3 and a generic benchmark's reports lists each under its own section (it listed
// "0 battles, 0 reports, 0 rubric tasks" and nothing else for 17 LiveDRBench reports).
void TestNavigatorModel::everyBenchmarkHasItsSection()
{
    const QString data = qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/");
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("others.draudit")));
    QVERIFY(store);
    for (const QString &path :
        { data + QStringLiteral("livedrbench.jsonl"), data + QStringLiteral("dr3"), data + QStringLiteral("generic") })
        for (const QString &file : expandImportPaths(path))
            if (detectImporter(file))
                QVERIFY2(importFile(**store, file, {}), qPrintable(file));
    NavigatorModel model { Catalog(**store), navigatorSections() };
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QStringList sections;
    for (int row = 0; row < model.rowCount(); ++row)
        sections << model.index(row, 0).data().toString();
    QCOMPARE(sections,
        (QStringList { QStringLiteral("battery-qa (2)"), QStringLiteral("DR3 cases (2)"),
            QStringLiteral("LiveDRBench questions (8)") }));
    const QModelIndex live = model.index(2, 0);
    model.fetchMore(live);
    QCOMPARE(model.rowCount(live), 8);
    QCOMPARE(model.index(0, 0, live).data(NavigatorModel::KindRole).value<NavigatorModel::Kind>(),
        NavigatorModel::Kind::Task);
}

QTEST_GUILESS_MAIN(TestNavigatorModel)
#include "tst_navigatormodel.moc"
