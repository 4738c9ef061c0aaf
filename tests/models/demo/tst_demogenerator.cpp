// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The demo project: expected counts, real DR-Arena scoring rules, UNKNOWN verdicts kept and flagged.
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/queries/referencetree.h"
#include "models/store/storage/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;

class TestDemoGenerator : public QObject
{
    Q_OBJECT

private slots:
    void demoHasExpectedCounts();
    void battlesFollowTheMercyRule();
    void sameSeedSameProject();
    void noSystemNameInListLabels();
    void questionsNameNoRound();
    void everyBattleHasItsInformationTree();

private:
    std::unique_ptr<ProjectStore> demo(const QString &name, DemoOptions o = {});
    QTemporaryDir m_dir;
};

std::unique_ptr<ProjectStore> TestDemoGenerator::demo(const QString &name, DemoOptions o)
{
    auto store = ProjectStore::create(m_dir.filePath(name));
    if (!store || !generateDemo(**store, o))
        return nullptr;
    return std::move(*store);
}

void TestDemoGenerator::demoHasExpectedCounts()
{
    auto store = demo(QStringLiteral("demo.draudit"));
    QVERIFY(store);
    const auto c = Catalog(*store).counts();
    QVERIFY(c);
    QCOMPARE(c->comparisons, 8);
    QCOMPARE(c->systems, 4);
    QCOMPARE(c->tasksOf(QStringLiteral("deepresearch-bench")), 3);
    QCOMPARE(c->tasksOf(QStringLiteral("dr-bench")), 1);
    QVERIFY(c->rounds >= 8 * 2);
    // Every round has two answers and one verdict; each report task four reports, each with five RACE scores and
    // three FACT statement–URL pairs; the rubric task two.
    QCOMPARE(c->responses, 2 * c->rounds + 3 * 4 + 2);
    QCOMPARE(c->judgeRecords, c->rounds + 3 * 4 * 5 + 3 * 4 * 3 + 2 * 4);
    const auto problems = checkProject(*store);
    QVERIFY(problems && problems->isEmpty());
}

void TestDemoGenerator::battlesFollowTheMercyRule()
{
    DemoOptions o;
    o.battles = 60;
    auto store = demo(QStringLiteral("mercy.draudit"), o);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT score_a, score_b, total_rounds, (SELECT count(*) FROM rounds r WHERE "
                                  "r.comparison_id = c.id) FROM comparisons c")));
    int battles = 0;
    while (q.next()) {
        ++battles;
        const double lead = std::fabs(q.value(0).toDouble() - q.value(1).toDouble());
        const int rounds = q.value(2).toInt();
        QCOMPARE(q.value(3).toInt(), rounds);
        QVERIFY2(lead >= 2 || rounds == 10, "a battle stopped before the mercy rule or the 10-round limit");
        QVERIFY(rounds <= 10);
    }
    QCOMPARE(battles, 60);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records WHERE value = 'UNKNOWN' AND flags = 'unparsed' "
                                  "AND score IS NULL"))
        && q.next());
    QVERIFY2(q.value(0).toInt() > 0, "unparsed verdicts must be kept and flagged");
}

void TestDemoGenerator::sameSeedSameProject()
{
    auto a = demo(QStringLiteral("a.draudit"));
    auto b = demo(QStringLiteral("b.draudit"));
    QVERIFY(a && b);
    const auto ba = Catalog(*a).comparison(3);
    const auto bb = Catalog(*b).comparison(3);
    QVERIFY(ba && bb);
    QCOMPARE(ba->rounds.size(), bb->rounds.size());
    QCOMPARE(ba->rounds.front().answerA, bb->rounds.front().answerA);
}

void TestDemoGenerator::noSystemNameInListLabels()
{
    auto store = demo(QStringLiteral("labels.draudit"));
    QVERIFY(store);
    Catalog catalog(*store);
    QStringList labels;
    const QList<ListEntry> battles = catalog.comparisons(QStringLiteral("dr-arena"), 0, 100).value();
    const QList<ListEntry> tasks = catalog.tasks(QStringLiteral("deepresearch-bench"), 0, 1).value();
    const QList<ListEntry> reports = catalog.responses(tasks.front().id).value();
    for (const QList<ListEntry> *list : { &battles, &reports })
        for (const ListEntry &e : *list)
            labels << e.label << e.detail;
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM systems")));
    while (q.next())
        for (const QString &label : labels)
            QVERIFY2(!label.contains(q.value(0).toString()), qPrintable(label));
}

// A blind item shows its question: "(round 3: go one level deeper)" said how long the battle had lasted, which follows
// from the judge's verdicts. A follow-up names the deeper node instead.
void TestDemoGenerator::questionsNameNoRound()
{
    auto store = demo(QStringLiteral("questions.draudit"));
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.round_no, t.prompt FROM rounds r JOIN tasks t ON t.id = r.task_id")));
    int followUps = 0;
    while (q.next()) {
        const QString prompt = q.value(1).toString();
        QVERIFY2(!prompt.contains(QLatin1String("round"), Qt::CaseInsensitive), qPrintable(prompt));
        followUps += q.value(0).toInt() > 1 ? 1 : 0;
    }
    QVERIFY(followUps > 0);
}

// The demo shows the information tree beside a battle, as real DR-Arena projects do: every battle names its topic's
// tree, whose pages hang from one root, each a level below its parent, each with its text; a search finds them.
void TestDemoGenerator::everyBattleHasItsInformationTree()
{
    auto store = demo(QStringLiteral("tree.draudit"));
    QVERIFY(store);
    const auto battles = Catalog(*store).comparisonIds();
    QVERIFY(battles && battles->size() == 8);
    QSet<QString> trees;
    for (const qint64 battle : *battles) {
        const auto tree = treeOfComparison(*store, battle);
        QVERIFY(tree && !tree->isEmpty());
        trees.insert(*tree);
        const auto pages = referencePages(*store, *tree);
        QVERIFY(pages && pages->size() >= 3);
        QHash<qint64, int> depthOf;
        for (const ReferencePage &p : *pages) {
            QCOMPARE(p.parentId == 0, p.depth == 0);
            if (p.parentId != 0)
                QCOMPARE(depthOf.value(p.parentId, -1), p.depth - 1); // parents come first, one level up
            depthOf.insert(p.id, p.depth);
            QVERIFY(p.url.startsWith(QStringLiteral("https://example.org/")));
            QVERIFY(!pageContent(*store, p.id).value_or(QString()).isEmpty());
        }
        QCOMPARE(std::count_if(pages->begin(), pages->end(), [](const ReferencePage &p) { return p.depth == 0; }), 1);
        const auto found = searchPages(*store, *tree, pages->back().title);
        QVERIFY(found && found->contains(pages->back().id));
    }
    QVERIFY(trees.size() > 1);
}

QTEST_GUILESS_MAIN(TestDemoGenerator)
#include "tst_demogenerator.moc"
