// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Blind packages hold nothing of the judge and no system identity, for every protocol; the reveal package carries the
// judge for committed items only (tampering: tst_packagetamper.cpp).
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/models/studytesting.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace draudit::models;
using draudit::tests::packageAliases;
using draudit::tests::pilot;

class TestPackages : public QObject
{
    Q_OBJECT

private slots:
    void blindPackageHoldsNothingOfTheJudge_data();
    void blindPackageHoldsNothingOfTheJudge();
    void realReplaysBlindPackage();
    void blindPackageIdsSayNothingOfTheProject();
    void largeMergeCommitsInBatchesAndResumes();
    void revealPackageCarriesCommittedItemsOnly();
    void revealOfARubricItemShowsNoOtherItemOfItsReport();
    void anItemThatCannotBeShownStopsThePackage();
    void declaredKindsAreAliasedByShape();

private:
    // A demo project with the test fixtures, so every protocol has items.
    std::unique_ptr<ProjectStore> project(const QString &name);
    // A blind study of the protocol assigned to ann and bob; the package path of ann's blind package.
    QString blindPackage(ProjectStore &store, const QString &protocol);
    static QByteArray fileBytes(const QString &path);
    static QStringList column(QSqlDatabase &db, const QString &sql);

    QTemporaryDir m_dir;
};

std::unique_ptr<ProjectStore> TestPackages::project(const QString &name)
{
    auto store = draudit::tests::demoProject(m_dir.filePath(name), 12);
    if (!store)
        return nullptr;
    const QString fixtures = qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import");
    for (const QString &file : expandImportPaths(fixtures))
        if (detectImporter(file))
            importFile(*store, file, {});
    return store;
}

QString TestPackages::blindPackage(ProjectStore &store, const QString &protocol)
{
    StudySpec spec;
    spec.name = QStringLiteral("blind ") + protocol;
    spec.protocol = protocol;
    spec.form = formByName(defaultFormFor(protocol)).value();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 2;
    spec.sample.seed = 5;
    if (protocol == QLatin1String("task-preference"))
        spec.items = { { Target::parse(QStringLiteral("rounds:1,2,3")), {} },
            { Target::parse(QStringLiteral("rounds:4,5,6")), {} } };
    const auto created = createStudy(store, spec);
    if (!created) {
        qWarning() << created.error().toString();
        return {};
    }
    if (const auto assigned
        = StudyStore(store).assign(spec.name, { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 });
        !assigned) {
        qWarning() << assigned.error().toString();
        return {};
    }
    const QString path = m_dir.filePath(
        QStringLiteral("%1-ann-%2.draudit").arg(QFileInfo(store.location().path).baseName(), protocol));
    const auto exported = exportStudyPackage(store, spec.name, QStringLiteral("ann"), path);
    if (!exported || exported->phase != PackagePhase::Blind) {
        qWarning() << (exported ? QStringLiteral("not a blind package") : exported.error().toString());
        return {};
    }
    return path;
}

QByteArray TestPackages::fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList TestPackages::column(QSqlDatabase &db, const QString &sql)
{
    QStringList out;
    QSqlQuery q(db);
    if (!q.exec(sql))
        return { QStringLiteral("query failed: ") + sql };
    while (q.next())
        out << q.value(0).toString();
    return out;
}

void TestPackages::blindPackageHoldsNothingOfTheJudge_data()
{
    QTest::addColumn<QString>("protocol");
    for (const QString &p : protocolIds())
        QTest::newRow(qPrintable(p)) << p;
}

void TestPackages::blindPackageHoldsNothingOfTheJudge()
{
    QFETCH(QString, protocol);
    auto store = project(QStringLiteral("master-%1.draudit").arg(protocol));
    QVERIFY(store);
    const QString path = blindPackage(*store, protocol);
    QVERIFY2(!path.isEmpty(), qPrintable(protocol));
    QSqlDatabase &master = store->database();
    // The raw bytes: no system name, no judge name, no judge reasoning of any item (in any case).
    const QByteArray bytes = fileBytes(path).toLower();
    QVERIFY(!bytes.isEmpty());
    // (Judge names such as "race" are common words: the judges table is checked below instead. A FACT record's
    // "reasoning" is the statement extracted from the report, which the human is asked about, not a decision.)
    QStringList secrets = column(master, QStringLiteral("SELECT name FROM systems"))
        + column(master,
            QStringLiteral("SELECT DISTINCT reasoning FROM judge_records WHERE length(reasoning) > 40 AND field NOT IN "
                           "('support', 'citation')"));
    QVERIFY(secrets.size() > 2);
    for (const QString &secret : std::as_const(secrets))
        QVERIFY2(!bytes.contains(secret.toLower().toUtf8()), qPrintable(protocol + QStringLiteral(": ") + secret));
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QSqlDatabase &db = (*package)->database();
    // Every table: no judge, no verdict-derived column, no identity beyond the item's own left/right. (A statement
    // study's FACT statements are its questions: they come alone, under the package's own judge "statements"; a
    // DR3-Eval audit's items are the keys of the judge's decisions: target and field alone, under "dr3-items", and
    // the text of each claim the judge extracted.)
    for (const QString &sql : {
             QStringLiteral("SELECT count(*) FROM judge_records WHERE NOT ((judge_id = -1 AND field = 'support' AND "
                            "value IS NULL) OR (judge_id = -2 AND reasoning IS NULL AND (value IS NULL OR field = "
                            "'claim') AND field IN ('insight', 'citation_support', 'requirement', 'cited', 'claim'))) "
                            "OR score IS NOT NULL OR tie_quality IS NOT NULL OR failure_type IS NOT NULL OR flags IS "
                            "NOT NULL"),
             QStringLiteral("SELECT count(*) FROM judges WHERE NOT ((id = -1 AND name = 'statements') OR (id = -2 AND "
                            "name = 'dr3-items'))"),
             // Of a battle's metadata only its topic's information tree, which the annotator may read.
             QStringLiteral("SELECT count(*) FROM comparisons WHERE winner IS NOT NULL OR score_a IS NOT NULL OR "
                            "score_b IS NOT NULL OR total_rounds IS NOT NULL OR (metadata IS NOT NULL AND metadata "
                            "NOT GLOB '{\"tree_id\":\"tree_[0-9][0-9][0-9][0-9]\"}')"),
             QStringLiteral("SELECT count(*) FROM rounds WHERE score_a IS NOT NULL OR score_b IS NOT NULL OR evolution "
                            "IS NOT NULL OR depth IS NOT NULL OR width IS NOT NULL"),
             QStringLiteral("SELECT count(*) FROM responses WHERE duration_s IS NOT NULL OR input_tokens IS NOT NULL "
                            "OR output_tokens IS NOT NULL OR (metadata IS NOT NULL AND metadata NOT LIKE "
                            "'{\"context\":\"%k\"}' AND metadata <> '{\"kind\":\"claims\"}')"),
             QStringLiteral("SELECT count(*) FROM systems WHERE name NOT IN ('Left answer', 'Right answer', 'Report')"),
             QStringLiteral("SELECT count(*) FROM study_items WHERE stratum IS NOT NULL"),
             QStringLiteral("SELECT count(*) FROM annotators WHERE pin_hash IS NOT NULL OR name <> 'ann'"),
             QStringLiteral("SELECT count(*) FROM tasks WHERE metadata IS NOT NULL OR external_id NOT LIKE 'task-%'"),
         })
        QCOMPARE(column(db, sql), QStringList { QStringLiteral("0") });
    // Verdict words appear only as the form's own options, never as data. The items carried (package_items) hold the
    // form too, with its keys: their blocks hold none, and nothing is revealed.
    QSqlQuery carried(db);
    QVERIFY(carried.exec(QStringLiteral("SELECT target, item FROM package_items ORDER BY position")));
    int items = 0;
    while (carried.next()) {
        const auto item = blindItemFromJson(carried.value(1).toByteArray(), path);
        QVERIFY2(item, qPrintable(item ? QString() : item.error().toString()));
        QCOMPARE(item->target.toString(), carried.value(0).toString());
        QVERIFY2(!item->revealed && item->form.hideJudgeUntilRevealed, qPrintable(item->target.toString()));
        // A LiveDRBench claim list is carried as its claims table (the package knows it is one), never as raw JSON.
        if (protocol == QLatin1String("livedrbench"))
            QVERIFY2(item->block(ItemBlock::Kind::Table), qPrintable(item->target.toString()));
        ++items;
        BlindItem blocksOnly;
        blocksOnly.target = item->target;
        blocksOnly.title = item->title;
        blocksOnly.blocks = item->blocks;
        const QByteArray shown = blindItemToJson(blocksOnly);
        for (const char *word : { "A_MUCH_BETTER", "A_BETTER", "B_BETTER", "B_MUCH_BETTER" })
            QVERIFY2(!shown.contains(word), qPrintable(item->target.toString()));
    }
    QVERIFY(items > 0);
    for (const QString &table : db.tables()) {
        if (table == QLatin1String("studies") || table == QLatin1String("package_items"))
            continue;
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT * FROM %1").arg(table)));
        while (q.next())
            for (int i = 0; i < q.record().count(); ++i)
                for (const char *word : { "A_MUCH_BETTER", "A_BETTER", "B_BETTER", "B_MUCH_BETTER" })
                    QVERIFY2(!q.value(i).toString().contains(QLatin1String(word)), qPrintable(table));
    }
    // The package is still a working study: the annotator's queue, each item's answers side by side.
    QVERIFY(!StudyStore(**package)
                 .queue(StudyStore(*store).study(QStringLiteral("blind ") + protocol)->id, QStringLiteral("ann"))
                 ->isEmpty());
}

void TestPackages::realReplaysBlindPackage()
{
    const QString replays
        = qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard/battle-replays");
    if (qEnvironmentVariableIsEmpty("DRAUDIT_SHARED_DATA") || !QDir(replays).exists())
        QSKIP("../shared/data is absent: the real replays are not available here");
    auto created = ProjectStore::create(m_dir.filePath(QStringLiteral("real.draudit")));
    QVERIFY(created);
    ProjectStore &store = **created;
    const QStringList files = QDir(replays).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name).mid(0, 60);
    for (const QString &f : files)
        QVERIFY(importFile(store, replays + QLatin1Char('/') + f, {}));
    const QString path = blindPackage(store, QStringLiteral("dr-arena"));
    QVERIFY(!path.isEmpty());
    const QByteArray bytes = fileBytes(path).toLower();
    QSqlDatabase &master = store.database();
    const QStringList secrets = column(master, QStringLiteral("SELECT name FROM systems"))
        + column(
            master, QStringLiteral("SELECT DISTINCT substr(reasoning, 1, 80) FROM judge_records WHERE reasoning <> ''"))
        + column(master, QStringLiteral("SELECT DISTINCT external_id FROM comparisons"));
    for (const QString &secret : secrets)
        QVERIFY2(!bytes.contains(secret.toLower().toUtf8()), qPrintable(secret));
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QCOMPARE(column((*package)->database(), QStringLiteral("SELECT count(*) FROM rounds WHERE evolution IS NOT NULL")),
        QStringList { QStringLiteral("0") });
}

// Row ids follow import order, so the gaps between a round-sampled package's rounds would show whether a battle went
// on after a round, which follows from its verdict. A blind package's ids are aliases under its own key, its rounds
// numbered within their battle in the project's order, nothing of the ids left in free pages or id counters; the
// merge brings answers back to the project's items.
void TestPackages::blindPackageIdsSayNothingOfTheProject()
{
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("ids.draudit")), 12);
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("ids"), 9, 50);
    QVERIFY(StudyStore(*store).assign(QStringLiteral("ids"), { QStringLiteral("ann") }, {}));
    const QList<QueueItem> queue = StudyStore(*store).queue(s.id, QStringLiteral("ann")).value();
    const QString path = m_dir.filePath(QStringLiteral("ids-package.draudit"));
    const auto issued = exportStudyPackage(*store, QStringLiteral("ids"), QStringLiteral("ann"), path);
    QVERIFY(issued);
    const IdAliases aliases = packageAliases(*store, issued->id);
    QVERIFY(aliases.isValid());
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QSqlDatabase &db = (*package)->database();
    const QString project = QString::number(qint64(1) << 51);
    for (const QString &sql : { QStringLiteral("SELECT count(*) FROM rounds WHERE min(id, comparison_id, task_id, "
                                               "coalesce(response_a, %1), coalesce(response_b, %1)) < %1"),
             QStringLiteral("SELECT count(*) FROM responses WHERE min(id, task_id) < %1"),
             QStringLiteral("SELECT count(*) FROM tasks WHERE id < %1"),
             QStringLiteral("SELECT count(*) FROM comparisons WHERE id < %1"),
             QStringLiteral("SELECT count(*) FROM sqlite_sequence WHERE name IN ('rounds', 'responses', 'tasks', "
                            "'comparisons')"),
             QStringLiteral("PRAGMA freelist_count") })
        QCOMPARE(column(db, sql.contains(QLatin1String("%1")) ? sql.arg(project) : sql),
            QStringList { QStringLiteral("0") });
    // Each item is there under the alias of its project id, in the alias of its battle.
    const QStringList packaged = column(db, QStringLiteral("SELECT target FROM assignments"));
    QHash<qint64, std::pair<qint64, int>> projectRound; // alias -> (battle alias, number in the project)
    QSqlQuery m(store->database());
    QVERIFY(m.exec(QStringLiteral("SELECT id, comparison_id, round_no FROM rounds")));
    while (m.next())
        projectRound.insert(aliases.alias(IdAliases::Kind::Round, m.value(0).toLongLong()),
            { aliases.alias(IdAliases::Kind::Comparison, m.value(1).toLongLong()), m.value(2).toInt() });
    for (const QueueItem &item : queue)
        QVERIFY(packaged.contains(aliases.target(item.target).toString()));
    // Rounds numbered 1, 2, ... within each battle, in the project's order.
    QSqlQuery r(db);
    QVERIFY(r.exec(QStringLiteral("SELECT id, comparison_id, round_no FROM rounds ORDER BY comparison_id, round_no")));
    qint64 battle = 0;
    int expected = 0, lastInProject = 0;
    while (r.next()) {
        const auto inProject = projectRound.value(r.value(0).toLongLong());
        QCOMPARE(inProject.first, r.value(1).toLongLong());
        expected = r.value(1).toLongLong() == battle ? expected + 1 : 1;
        QCOMPARE(r.value(2).toInt(), expected);
        QVERIFY(expected == 1 || inProject.second > lastInProject);
        battle = r.value(1).toLongLong();
        lastInProject = inProject.second;
    }
    QVERIFY(battle != 0);
    // An answer given in the package arrives on the project's item.
    QVERIFY(AnnotationStore(**package).set(
        { QStringLiteral("ann"), Target::parse(aliases.target(queue[0].target.toString())), QStringLiteral("C1"),
            QStringLiteral("A_MUCH_BETTER"), {}, s.id, QStringLiteral("offline") }));
    package.value().reset();
    const auto merged = mergePackage(*store, path);
    QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    QCOMPARE(merged->added, 1);
    QCOMPARE(column(store->database(),
                 QStringLiteral("SELECT target FROM annotations WHERE study_id = %1 AND field = 'C1'").arg(s.id)),
        QStringList { queue[0].target.toString() });
}

void TestPackages::largeMergeCommitsInBatchesAndResumes()
{
    // A merge writes in short transactions so an edit made meanwhile waits for one of them. Here each transaction holds
    // two changes; a failure in the third leaves the first two committed and the package unmarked, and merging the
    // package again finishes it with exact history chains.
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("batches.draudit")), 6);
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("b"), 6);
    QVERIFY(StudyStore(*store).assign(QStringLiteral("b"), { QStringLiteral("ann") }, {}));
    const QList<QueueItem> queue = StudyStore(*store).queue(s.id, QStringLiteral("ann")).value();
    QVERIFY(queue.size() >= 6);
    const QString path = m_dir.filePath(QStringLiteral("batches-package.draudit"));
    QVERIFY(exportStudyPackage(*store, QStringLiteral("b"), QStringLiteral("ann"), path));
    {
        auto package = ProjectStore::open(path);
        QVERIFY(package);
        for (qsizetype i = 0; i < 6; ++i)
            QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), queue[i].target, QStringLiteral("C1"),
                QStringLiteral("Tie"), {}, s.id, QStringLiteral("offline") }));
    }
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON annotations WHEN NEW.target = '%1' "
                                  "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")
                       .arg(queue[4].target.toString())));
    const MergeBatching two { 60000, 2 };
    const auto stopped = mergePackage(*store, path, two);
    QVERIFY(!stopped);
    QVERIFY2(
        stopped.error().message.contains(QStringLiteral("stopped after 4 of")), qPrintable(stopped.error().message));
    const QString answers = QStringLiteral("SELECT count(*) FROM annotations WHERE study_id = %1").arg(s.id);
    QCOMPARE(column(store->database(), answers), QStringList { QStringLiteral("4") });
    QCOMPARE(column(store->database(), QStringLiteral("SELECT count(*) FROM packages WHERE merged_at IS NOT NULL")),
        QStringList { QStringLiteral("0") });

    QVERIFY(q.exec(QStringLiteral("DROP TRIGGER refuse")));
    const auto finished = mergePackage(*store, path, two);
    QVERIFY2(finished, qPrintable(finished ? QString() : finished.error().toString()));
    QCOMPARE(finished->added, 2);
    QCOMPARE(finished->unchanged, 4);
    QCOMPARE(column(store->database(), answers), QStringList { QStringLiteral("6") });
    QCOMPARE(column(store->database(), QStringLiteral("SELECT count(*) FROM packages WHERE merged_at IS NOT NULL")),
        QStringList { QStringLiteral("1") });
    const auto problems = checkProject(*store);
    QVERIFY2(problems && problems->isEmpty(), qPrintable(problems ? problems->join(u'\n') : QString()));
    // Merged once more: nothing changes.
    const auto again = mergePackage(*store, path, two);
    QVERIFY(again);
    QCOMPARE(again->added, 0);
    QCOMPARE(again->unchanged, 6);
}

void TestPackages::revealPackageCarriesCommittedItemsOnly()
{
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("reveal.draudit")), 6);
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("v"), 3);
    QVERIFY(StudyStore(*store).assign(QStringLiteral("v"), { QStringLiteral("ann") }, {}));
    const QList<QueueItem> queue = StudyStore(*store).queue(s.id, QStringLiteral("ann")).value();
    QVERIFY(queue.size() >= 3);
    // A reveal package before any blind answer was merged carries no judge record.
    const QString early = m_dir.filePath(QStringLiteral("early.draudit"));
    const auto none = exportStudyPackage(*store, QStringLiteral("v"), QStringLiteral("ann"), early, true);
    QVERIFY(none);
    QCOMPARE(none->revealed, 0);
    QCOMPARE(
        column(ProjectStore::open(early).value()->database(), QStringLiteral("SELECT count(*) FROM judge_records")),
        QStringList { QStringLiteral("0") });
    // Ann commits two items in her blind package; after the merge her reveal package has their verdicts only.
    const QString blind = m_dir.filePath(QStringLiteral("blind.draudit"));
    const auto issued = exportStudyPackage(*store, QStringLiteral("v"), QStringLiteral("ann"), blind);
    QVERIFY(issued);
    {
        auto package = ProjectStore::open(blind);
        const IdAliases aliases = packageAliases(*store, issued->id);
        for (int i = 0; i < 2; ++i) {
            const QString mine = aliases.target(queue[i].target.toString()); // the package's name of the item
            QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(mine), QStringLiteral("C1"),
                QStringLiteral("Tie"), {}, s.id, QStringLiteral("offline") }));
            QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(mine),
                QStringLiteral("C1_tie_quality"), QStringLiteral("HIGH"), {}, s.id, QStringLiteral("offline") }));
            QVERIFY(StudyStore(**package).markItem(
                s.id, QStringLiteral("ann"), Target::parse(mine), draudit::models::QueueStatus::Done, 20));
        }
    }
    QVERIFY(mergePackage(*store, blind));
    const QString reveal = m_dir.filePath(QStringLiteral("reveal-pkg.draudit"));
    const auto revealed = exportStudyPackage(*store, QStringLiteral("v"), QStringLiteral("ann"), reveal, true);
    QVERIFY(revealed);
    QCOMPARE(revealed->phase, PackagePhase::Reveal);
    QCOMPARE(revealed->revealed, 2);
    // Handing over the judge is the reveal: the master records it now for both items, whatever the package says later
    // (a package that never sets it could otherwise copy the judge into answers that count as blind).
    QCOMPARE(column(store->database(),
                 QStringLiteral("SELECT count(*) FROM blinding b JOIN annotators n ON n.id = b.annotator_id WHERE "
                                "n.name = 'ann' AND b.revealed_at IS NOT NULL")),
        QStringList { QStringLiteral("2") });
    auto package = ProjectStore::open(reveal);
    QVERIFY(package);
    QStringList judged
        = column((*package)->database(), QStringLiteral("SELECT target FROM judge_records ORDER BY target"));
    const IdAliases aliases = packageAliases(*store, revealed->id); // its ids are aliases, like a blind package's
    QStringList committed { aliases.target(queue[0].target.toString()), aliases.target(queue[1].target.toString()) };
    committed.sort();
    QCOMPARE(judged, committed);
    // Still no system identity in a reveal package.
    const QStringList names = column(store->database(), QStringLiteral("SELECT name FROM systems"));
    for (const QString &name : names)
        QVERIFY2(!fileBytes(reveal).toLower().contains(name.toLower().toUtf8()), qPrintable(name));
    // In the reveal package ann reveals her first item and changes her mind; the merge records the change after the
    // reveal, with its own time, as the workbench would.
    {
        const QString first = aliases.target(queue[0].target.toString());
        StudyStore progress(**package);
        QVERIFY(progress.recordBlindingEvent(
            s.id, QStringLiteral("ann"), Target::parse(first), StudyStore::BlindingEvent::Revealed));
        QTest::qWait(5); // a later time than the reveal
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first), QStringLiteral("C1"),
            QStringLiteral("A_BETTER"), QStringLiteral("the judge was right"), s.id, QStringLiteral("offline") }));
        // As the workbench does: the tie quality no longer applies, the weaker answer's failure now does.
        QVERIFY(AnnotationStore(**package).clear(QStringLiteral("ann"), Target::parse(first),
            QStringLiteral("C1_tie_quality"), QStringLiteral("no longer applies"), s.id));
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first),
            QStringLiteral("C1_failure"), QStringLiteral("DEEP"), {}, s.id, QStringLiteral("offline") }));
    }
    package.value().reset();
    const auto changed = mergePackage(*store, reveal);
    QVERIFY2(changed, qPrintable(changed ? QString() : changed.error().toString()));
    QCOMPARE(changed->updated, 2); // the verdict, and the tie quality withdrawn
    QCOMPARE(changed->blindingEvents, 0); // the reveal was recorded when the package was issued
    QCOMPARE(column(store->database(),
                 QStringLiteral("SELECT count(*) FROM annotation_history h JOIN blinding b ON b.target = h.target AND "
                                "b.annotator_id = h.annotator_id AND b.study_id = h.study_id WHERE h.target = '%1' AND "
                                "h.field = 'C1' AND h.new_value = 'A_BETTER' AND h.changed_at > b.revealed_at")
                     .arg(queue[0].target.toString())),
        QStringList { QStringLiteral("1") });
    // A blind package issued after that carries the reveal time the master recorded: it merges (nothing new).
    const QString later = m_dir.filePath(QStringLiteral("later-blind.draudit"));
    QVERIFY(exportStudyPackage(*store, QStringLiteral("v"), QStringLiteral("ann"), later));
    const auto again = mergePackage(*store, later);
    QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
    QCOMPARE(again->added + again->updated + again->blindingEvents, 0);
    // A non-blind study has no reveal phase.
    QVERIFY(!exportStudyPackage(
        *store, QStringLiteral("default"), QStringLiteral("ann"), m_dir.filePath(QStringLiteral("x.draudit")), true));
}

void TestPackages::revealOfARubricItemShowsNoOtherItemOfItsReport()
{
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("items.draudit")), 2);
    QVERIFY(store);
    StudySpec spec;
    spec.name = QStringLiteral("items");
    spec.protocol = QStringLiteral("drbench-items");
    spec.form = formByName(defaultFormFor(spec.protocol)).value();
    const auto created = createStudy(*store, spec);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    QVERIFY(StudyStore(*store).assign(spec.name, { QStringLiteral("ann") }, {}));
    const QList<QueueItem> queue = StudyStore(*store).queue(created->id, QStringLiteral("ann")).value();
    QVERIFY(queue.size() > 2);
    // Ann commits one rubric item; others of the same report stay open.
    const QString blind = m_dir.filePath(QStringLiteral("items-blind.draudit"));
    const auto issued = exportStudyPackage(*store, spec.name, QStringLiteral("ann"), blind);
    QVERIFY(issued);
    {
        auto package = ProjectStore::open(blind);
        const IdAliases aliases = packageAliases(*store, issued->id);
        // Done means answered: every required question of the item, with its first allowed answer.
        const auto form = formForItem(*store, spec.form, queue[0].target);
        QVERIFY(form);
        for (const FormQuestion &q : form->questions)
            if (q.required && q.onlyIf.isEmpty())
                QVERIFY(AnnotationStore(**package).set(
                    { QStringLiteral("ann"), Target::parse(aliases.target(q.storedTarget(queue[0].target.toString()))),
                        q.storedField(), q.options.isEmpty() ? QString::number(q.minimum) : q.options.front().value, {},
                        created->id, QStringLiteral("offline") }));
        QVERIFY(StudyStore(**package).markItem(created->id, QStringLiteral("ann"), aliases.target(queue[0].target),
            draudit::models::QueueStatus::Done, 15));
    }
    QVERIFY(mergePackage(*store, blind));
    const QString reveal = m_dir.filePath(QStringLiteral("items-reveal.draudit"));
    const auto revealed = exportStudyPackage(*store, spec.name, QStringLiteral("ann"), reveal, true);
    QVERIFY(revealed);
    QCOMPARE(revealed->revealed, 1);
    auto package = ProjectStore::open(reveal);
    QVERIFY(package);
    QCOMPARE(column((*package)->database(), QStringLiteral("SELECT DISTINCT target FROM judge_records")),
        QStringList { packageAliases(*store, revealed->id).target(queue[0].target.toString()) });
}

void TestPackages::anItemThatCannotBeShownStopsThePackage()
{
    // A rubric checklist on reports whose tasks have no rubric: no item can be shown, so no package is written, and
    // the error says which item of whose queue.
    auto store = project(QStringLiteral("unshowable.draudit"));
    QVERIFY(store);
    StudySpec spec;
    spec.name = QStringLiteral("no rubric");
    spec.protocol = QStringLiteral("drb");
    spec.form = formByName(QStringLiteral("rubric-checklist")).value();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 2;
    spec.sample.seed = 5;
    QVERIFY(createStudy(*store, spec));
    QVERIFY(StudyStore(*store).assign(spec.name, { QStringLiteral("ann") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("unshowable-ann.draudit"));
    const auto exported = exportStudyPackage(*store, spec.name, QStringLiteral("ann"), path);
    QVERIFY(!exported);
    QVERIFY2(exported.error().message.startsWith(QStringLiteral("item 1 of ann's queue in study 'no rubric' cannot be "
                                                                "shown: ")),
        qPrintable(exported.error().toString()));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(column(store->database(), QStringLiteral("SELECT count(*) FROM packages")),
        QStringList { QStringLiteral("0") });
}

void TestPackages::declaredKindsAreAliasedByShape()
{
    // A kind only a new benchmark makes is aliased like the built-in ones, by its shape: a package never carries the
    // project's round or report ids in it (the store names no benchmark's kind).
    const TargetKind pairs = TargetKind::declare("pairs", TargetShape::RoundList);
    const TargetKind span = TargetKind::declare("span", TargetShape::PartOfReport);
    const TargetKind spanKey = TargetKind::declare("span", TargetShape::KeyedPartOfReport);
    const IdAliases aliases(QStringLiteral("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"));
    QVERIFY(aliases.isValid());
    const Target list = aliases.target(Target::roundList(pairs, { 3, 4 }));
    QVERIFY(list.kind() == pairs);
    QCOMPARE(list.roundIds(),
        (QList<qint64> { aliases.alias(IdAliases::Kind::Round, 3), aliases.alias(IdAliases::Kind::Round, 4) }));
    const Target part = aliases.target(Target::partOfReport(span, 2, 8));
    QVERIFY(part.kind() == span);
    QCOMPARE(part.partIndex(), 2);
    QCOMPARE(part.responseId(), aliases.alias(IdAliases::Kind::Response, 8));
    const Target key = aliases.target(Target::keyedPartOfReport(spanKey, 2, QStringLiteral("year"), 8));
    QCOMPARE(
        key.toString(), QStringLiteral("span:2.year@response:%1").arg(aliases.alias(IdAliases::Kind::Response, 8)));
    // The text form the package's tables hold, read back by the same shapes.
    QCOMPARE(aliases.target(QStringLiteral("pairs:3,4")), list.toString());
    QVERIFY(aliases.target(QStringLiteral("pairs:3,4")) != QStringLiteral("pairs:3,4"));
    // A name nobody declared is kept as written, like any text of no shape.
    QCOMPARE(aliases.target(QStringLiteral("spans:1,2")), QStringLiteral("spans:1,2"));
    // Text that reads like a target but is none could still name a project id ("round:07" was read as round 7 once,
    // and an old project may hold it): it is never carried as written, and the merge maps it back.
    for (const QString &odd : { QStringLiteral("round:07"), QStringLiteral("claim:01@response:5"),
             QStringLiteral("response:05#x"), QStringLiteral("pairs:3,04") }) {
        const QString shown = aliases.target(odd);
        QVERIFY2(shown.startsWith(QLatin1String("unreadable:")) && !shown.contains(odd), qPrintable(shown));
        QCOMPARE(shown, aliases.target(odd)); // the same alias each time, under the package's key
        QCOMPARE(aliases.reverse({ odd }).value(shown), odd);
    }
}

QTEST_GUILESS_MAIN(TestPackages)
#include "tst_packages.moc"
