// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// HistoryModel: passes QAbstractItemModelTester, pages newest-first, filters by annotator.
#include "models/itemmodels/historymodel.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"

#include <QAbstractItemModelTester>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;

class TestHistoryModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelTester();
    void pagesNewestFirst();
    void filtersByAnnotator();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestHistoryModel::initTestCase()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("h.draudit")));
    QVERIFY(store);
    m_store = std::move(*store);
    // 1,200 changes by two annotators, written in one transaction through the same SQL path as real edits.
    AnnotationStore annotations(*m_store);
    for (int i = 0; i < 1200; ++i)
        QVERIFY(annotations.set({ i % 3 == 0 ? QStringLiteral("bob") : QStringLiteral("alice"), Target::round(i % 40),
            QStringLiteral("C1"), QString::number(i % 5), {}, 1, {} }));
}

void TestHistoryModel::modelTester()
{
    HistoryModel model(*m_store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), 1200);
}

void TestHistoryModel::pagesNewestFirst()
{
    HistoryModel model(*m_store);
    QCOMPARE(model.totalRows(), 1200);
    QCOMPARE(model.columnCount(), int(HistoryModel::ColumnCount));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), HistoryModel::kPageSize);
    const qint64 newest = model.index(0, 0).data(HistoryModel::IdRole).toLongLong();
    const qint64 next = model.index(1, 0).data(HistoryModel::IdRole).toLongLong();
    QVERIFY(newest > next);
    QCOMPARE(model.index(0, HistoryModel::NewValue).data().toString(), QString::number(1199 % 5));
    // The first change of an item had no earlier value.
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.index(model.rowCount() - 1, HistoryModel::OldValue).data().toString(), QStringLiteral("(none)"));
    QCOMPARE(model.headerData(HistoryModel::OldValue, Qt::Horizontal).toString(), QStringLiteral("Before"));
    // After new edits, reload starts from the newest again.
    model.reload();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.canFetchMore({}));
}

void TestHistoryModel::filtersByAnnotator()
{
    HistoryModel model(*m_store, QStringLiteral("bob"));
    QCOMPARE(model.totalRows(), 400);
    while (model.canFetchMore({}))
        model.fetchMore({});
    for (int r = 0; r < model.rowCount(); ++r)
        QCOMPARE(model.index(r, HistoryModel::Annotator).data().toString(), QStringLiteral("bob"));
}

QTEST_GUILESS_MAIN(TestHistoryModel)
#include "tst_historymodel.moc"
