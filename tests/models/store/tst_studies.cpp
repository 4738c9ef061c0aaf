// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Studies end to end on a demo project: reproducible samples, overlap, progress, blinded packages and merging.
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drbench/drbenchforms.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/forms/formjson.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/studytesting.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace draudit::models;

class TestStudies : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void namesDifferByMoreThanCase();
    void sameSeedSameSample();
    void stratifiedSampleIsProportional();
    void sampleLargerThanTheProjectIsRefused();
    void everyItemToKAnnotatorsBalanced();
    void doubleFractionOverlap();
    void sidesAndOrderAreRecorded();
    void assignmentIsNeverRedrawn();
    void progressAndTimeLeft();
    void pinsAreHashed();
    void packageIsBlindedAndSelfContained();
    void realReplaysPackageIsBlind();
    void packagesCarryWhatTheirItemsShow_data();
    void packagesCarryWhatTheirItemsShow();
    void mergeThreePackagesWithAConflict();
    void mergeRefusesAForeignPackage();
    void formDefinitionRoundTrip();
    void formDefinitionErrorsNameTheField();

private:
    std::unique_ptr<ProjectStore> demo(const QString &name, int battles = 12)
    {
        return draudit::tests::demoProject(m_dir.filePath(name), battles);
    }
    QTemporaryDir m_dir;
};

using draudit::tests::pilot;

void TestStudies::init()
{
    QVERIFY(m_dir.isValid());
}

void TestStudies::sameSeedSameSample()
{
    auto store = demo(QStringLiteral("seed.draudit"));
    QVERIFY(store);
    StudyStore studies(*store);
    const StudyInfo a = pilot(*store, QStringLiteral("a"), 11, 40);
    const StudyInfo b = pilot(*store, QStringLiteral("b"), 11, 40);
    const StudyInfo c = pilot(*store, QStringLiteral("c"), 12, 40);
    QVERIFY(a.id && b.id && c.id);
    QVERIFY(a.items > 0);
    QCOMPARE(studies.sampleTargets(a.id).value(), studies.sampleTargets(b.id).value()); // same items, same order
    QVERIFY(studies.sampleTargets(a.id).value() != studies.sampleTargets(c.id).value());
    QCOMPARE(a.sample, QStringLiteral("40% of the items, seed 11"));
}

void TestStudies::stratifiedSampleIsProportional()
{
    auto store = demo(QStringLiteral("strata.draudit"), 30);
    QVERIFY(store);
    StudyStore studies(*store);
    const auto all = studyCandidates(*store, QStringLiteral("dr-arena")).value();
    QHash<QString, int> population;
    for (const auto &c : all)
        ++population[c.strata.value(QStringLiteral("model_pair"))];
    QVERIFY(population.size() > 1);
    const StudyInfo s = pilot(*store, QStringLiteral("strat"), 5, 50, QStringLiteral("model_pair"));
    QVERIFY(s.id);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(
        QStringLiteral("SELECT stratum, count(*) FROM study_items WHERE study_id = %1 GROUP BY stratum").arg(s.id)));
    int total = 0;
    while (q.next()) {
        const double expected = population.value(q.value(0).toString()) * 0.5;
        QVERIFY2(qAbs(q.value(1).toInt() - expected) <= 1.0, qPrintable(q.value(0).toString()));
        total += q.value(1).toInt();
    }
    QCOMPARE(total, static_cast<int>(std::llround(all.size() * 0.5)));
}

void TestStudies::sampleLargerThanTheProjectIsRefused()
{
    auto store = demo(QStringLiteral("big.draudit"));
    QVERIFY(store);
    StudySpec spec;
    spec.name = QStringLiteral("too many");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = blindPairwiseForm();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 100000;
    const auto r = createStudy(*store, spec);
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(QStringLiteral("asks for 100000 items")), qPrintable(r.error().message));
    spec.sample.kind = SampleSpec::Kind::All;
    spec.sample.stratifyBy = QStringLiteral("colour");
    const auto bad = createStudy(*store, spec);
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.contains(QStringLiteral("cannot stratify")), qPrintable(bad.error().message));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM studies")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1); // only the default study
}

void TestStudies::everyItemToKAnnotatorsBalanced()
{
    QList<Target> items;
    for (int i = 1; i <= 101; ++i)
        items << Target::round(i);
    const QStringList team { QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("cy"),
        QStringLiteral("dee") };
    QString error;
    const auto plan = planAssignments(items, team, OverlapPlan { 2, 0 }, 9, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(plan.size(), 202);
    QHash<Target, QSet<QString>> byItem;
    QHash<QString, int> load;
    for (const auto &p : plan) {
        byItem[p.target].insert(p.annotator);
        ++load[p.annotator];
    }
    for (const auto &who : byItem)
        QCOMPARE(who.size(), 2); // two different annotators per item
    const auto [lo, hi] = std::minmax_element(load.begin(), load.end());
    QVERIFY(*hi - *lo <= 1);
    // More copies than annotators is refused.
    planAssignments(items, team, OverlapPlan { 5, 0 }, 9, &error);
    QVERIFY(error.contains(QStringLiteral("the team has 4")));
}

void TestStudies::doubleFractionOverlap()
{
    QList<Target> items;
    for (int i = 1; i <= 200; ++i)
        items << Target::response(i);
    QString error;
    const auto plan = planAssignments(
        items, { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }, OverlapPlan { 1, 0.35 }, 3, &error);
    QHash<Target, int> copies;
    for (const auto &p : plan)
        ++copies[p.target];
    QCOMPARE(std::count(copies.begin(), copies.end(), 2), 70);
    QCOMPARE(std::count(copies.begin(), copies.end(), 1), 130);
}

void TestStudies::sidesAndOrderAreRecorded()
{
    auto store = demo(QStringLiteral("sides.draudit"));
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("sides"), 21);
    StudyStore studies(*store);
    QVERIFY(studies.assign(
        QStringLiteral("sides"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }));
    const auto ann = studies.queue(s.id, QStringLiteral("ann")).value();
    const auto bob = studies.queue(s.id, QStringLiteral("bob")).value();
    QCOMPARE(ann.size(), s.items);
    QStringList annOrder, bobOrder;
    int left = 0;
    for (const auto &i : ann) {
        annOrder << i.target.toString();
        left += i.leftIsA ? 1 : 0;
    }
    for (const auto &i : bob)
        bobOrder << i.target.toString();
    QVERIFY(annOrder != bobOrder); // each annotator has their own order
    QVERIFY(left > 0 && left < ann.size()); // and sides are mixed
    // The blinding table records the same sides with the seed that decided them.
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT b.seed) FROM blinding b JOIN assignments a ON "
                                  "a.study_id = b.study_id AND a.annotator_id = b.annotator_id AND a.target = b.target "
                                  "AND a.left_is_a = b.left_is_a WHERE b.study_id = %1")
                       .arg(s.id))
        && q.next());
    QCOMPARE(q.value(0).toInt(), static_cast<int>(2 * s.items));
    QCOMPARE(q.value(1).toInt(), 2); // one seed per annotator
    // Re-planning from the stored seed gives the same order (reproducible).
    QString error;
    const QStringList stored = studies.sampleTargets(s.id).value();
    QList<Target> sample;
    for (const QString &target : stored)
        sample << Target::parse(target);
    const auto again
        = planAssignments(sample, { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }, 21, &error);
    QStringList replanned;
    for (const auto &p : again)
        if (p.annotator == QLatin1String("ann"))
            replanned << p.target.toString();
    QCOMPARE(replanned, annOrder);
}

void TestStudies::assignmentIsNeverRedrawn()
{
    auto store = demo(QStringLiteral("once.draudit"));
    QVERIFY(store);
    pilot(*store, QStringLiteral("once"), 1);
    StudyStore studies(*store);
    QVERIFY(studies.assign(QStringLiteral("once"), { QStringLiteral("ann") }, {}));
    const auto again = studies.assign(QStringLiteral("once"), { QStringLiteral("bob") }, {});
    QVERIFY(!again);
    QVERIFY(again.error().message.contains(QStringLiteral("never redrawn")));
}

void TestStudies::progressAndTimeLeft()
{
    auto store = demo(QStringLiteral("progress.draudit"));
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("p"), 4);
    StudyStore studies(*store);
    QVERIFY(studies.assign(QStringLiteral("p"), { QStringLiteral("ann") }, {}));
    const auto queue = studies.queue(s.id, QStringLiteral("ann")).value();
    QVERIFY(queue.size() >= 6);
    const double seconds[] = { 30, 60, 90, 120 };
    for (int i = 0; i < 4; ++i)
        QVERIFY(studies.markItem(
            s.id, QStringLiteral("ann"), queue[i].target, draudit::models::QueueStatus::Done, seconds[i]));
    QVERIFY(studies.markItem(s.id, QStringLiteral("ann"), queue[4].target, draudit::models::QueueStatus::Flagged, 10));
    QVERIFY(!studies.markItem(s.id, QStringLiteral("bob"), queue[5].target, draudit::models::QueueStatus::Done, 10));
    // The status is a type: its names are read back only where they are stored or sent, and nothing else parses.
    for (const auto status : { QueueStatus::Pending, QueueStatus::Done, QueueStatus::Skipped, QueueStatus::Flagged })
        QCOMPARE(parseQueueStatus(queueStatusName(status)), status);
    QVERIFY(!parseQueueStatus(u"finished"));
    const auto st = studies.status(QStringLiteral("p")).value();
    QCOMPARE(st.annotators.size(), 1);
    const AnnotatorProgress &ann = st.annotators.front();
    QCOMPARE(ann.done, 4);
    QCOMPARE(ann.flagged, 1);
    QCOMPARE(ann.medianSeconds, 75.0); // median of 30, 60, 90, 120
    QCOMPARE(ann.p90Seconds, 111.0); // linear interpolation (R type 7): 90 + 0.7 × 30
    QCOMPARE(ann.remainingSeconds, (ann.assigned - 4) * 75.0); // flagged items still need an answer
    QCOMPARE(st.itemsComplete, 4);
    // The queue resumes at the first item not done.
    const auto after = studies.queue(s.id, QStringLiteral("ann")).value();
    const auto next = std::find_if(
        after.begin(), after.end(), [](const QueueItem &i) { return i.status != draudit::models::QueueStatus::Done; });
    QCOMPARE(next->target, queue[4].target);
}

void TestStudies::pinsAreHashed()
{
    auto store = demo(QStringLiteral("pin.draudit"), 2);
    QVERIFY(store);
    StudyStore studies(*store);
    QVERIFY(studies.addAnnotator(QStringLiteral("ann"), QStringLiteral("Ann L."), QStringLiteral("471147")));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("471147")).value(), true);
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("123456")).value(), false);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT pin_hash FROM annotators WHERE name = 'ann'")) && q.next());
    const QString hash = q.value(0).toString();
    QVERIFY2(hash.startsWith(QStringLiteral("$argon2id$")), qPrintable(hash)); // a slow hash, not salted SHA-256
    // Adding her again (a new display name, no PIN) keeps the PIN; giving a new PIN needs the current one.
    QVERIFY(studies.addAnnotator(QStringLiteral("ann"), QStringLiteral("Ann Lee")));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("471147")).value(), true);
    QVERIFY(!studies.addAnnotator(QStringLiteral("ann"), {}, QStringLiteral("000000")));
    QVERIFY(!studies.setPin(QStringLiteral("ann"), { QStringLiteral("000000"), QStringLiteral("123456"), false }));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("471147")).value(), true);
    QVERIFY(studies.setPin(QStringLiteral("ann"), { QStringLiteral("000000"), QStringLiteral("471147"), false }));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("000000")).value(), true);
    // The owner may reset it on purpose without knowing it.
    QVERIFY(studies.setPin(QStringLiteral("ann"), { QStringLiteral("246824"), {}, true }));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("246824")).value(), true);
    // A hash of an older draudit (salt$sha256) still verifies once and is replaced by an Argon2id hash.
    QVERIFY(
        q.exec(QStringLiteral("UPDATE annotators SET pin_hash = 'ab$' || '%1' WHERE name = 'ann'")
                   .arg(QString::fromLatin1(QCryptographicHash::hash("ab1357", QCryptographicHash::Sha256).toHex()))));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("1357")).value(), true);
    QVERIFY(q.exec(QStringLiteral("SELECT pin_hash FROM annotators WHERE name = 'ann'")) && q.next());
    QVERIFY(q.value(0).toString().startsWith(QStringLiteral("$argon2id$")));
    // The hash never leaves the master in a package.
    pilot(*store, QStringLiteral("pins"), 1);
    QVERIFY(studies.assign(QStringLiteral("pins"), { QStringLiteral("ann") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("pins.draudit"));
    QVERIFY(exportStudyPackage(*store, QStringLiteral("pins"), QStringLiteral("ann"), path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readAll().contains("$argon2id$"));
}

void TestStudies::packageIsBlindedAndSelfContained()
{
    auto store = demo(QStringLiteral("master.draudit"));
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("blind study"), 8);
    StudyStore studies(*store);
    QVERIFY(studies.assign(QStringLiteral("blind study"), { QStringLiteral("ann"), QStringLiteral("bob") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("ann-package.draudit"));
    const auto r = exportStudyPackage(*store, QStringLiteral("blind study"), QStringLiteral("ann"), path);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY(r->blind());
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")) || QFileInfo(path + QStringLiteral("-wal")).size() == 0);
    QStringList names;
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM systems")));
    while (q.next())
        names << q.value(0).toString();
    QVERIFY(names.size() >= 2);
    // No model name anywhere in the file's bytes, in any case.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll().toLower();
    for (const QString &name : names)
        QVERIFY2(!bytes.contains(name.toLower().toUtf8()), qPrintable(name));
    // It opens as a project with the annotator's items only, answers pointing at the master's targets.
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    const auto mine = StudyStore(**package).queue(s.id, QStringLiteral("ann")).value();
    QCOMPARE(mine.size(), studies.queue(s.id, QStringLiteral("ann")).value().size());
    QSqlQuery p((*package)->database());
    QVERIFY(p.exec(QStringLiteral("SELECT count(*) FROM annotators WHERE name = 'bob'")) && p.next());
    QCOMPARE(p.value(0).toInt(), 0);
    QVERIFY(
        p.exec(QStringLiteral("SELECT count(*) FROM rounds r JOIN responses a ON a.id = r.response_a JOIN responses b "
                              "ON b.id = r.response_b"))
        && p.next());
    QCOMPARE(p.value(0).toInt(), static_cast<int>(mine.size()));
    // Exporting over an existing file is refused.
    QVERIFY(!exportStudyPackage(*store, QStringLiteral("blind study"), QStringLiteral("ann"), path));
}

// Regression: packages once read an item's id with section(':', 1), which is 0 for "item:I@response:R" and
// "rounds:a,b,c", so drbench-items and task-preference packages carried none of the reports their items show.
void TestStudies::packagesCarryWhatTheirItemsShow_data()
{
    QTest::addColumn<QString>("protocol");
    QTest::newRow("drbench-items") << QStringLiteral("drbench-items");
    QTest::newRow("task-preference") << QStringLiteral("task-preference");
}

void TestStudies::packagesCarryWhatTheirItemsShow()
{
    QFETCH(QString, protocol);
    auto store = demo(QStringLiteral("items-%1.draudit").arg(protocol));
    QVERIFY(store);
    StudySpec spec;
    spec.name = protocol;
    spec.protocol = protocol;
    spec.form = protocol == QLatin1String("task-preference") ? taskPreferenceForm() : rubricChecklistForm();
    if (protocol == QLatin1String("task-preference"))
        spec.items = { { Target::parse(QStringLiteral("rounds:1,2,3")), {} },
            { Target::parse(QStringLiteral("rounds:4,5,6")), {} } };
    const auto created = createStudy(*store, spec);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    QVERIFY(StudyStore(*store).assign(protocol, { QStringLiteral("ann") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("package-%1.draudit").arg(protocol));
    QVERIFY(exportStudyPackage(*store, protocol, QStringLiteral("ann"), path));
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    const auto queue = StudyStore(**package).queue(created->id, QStringLiteral("ann"));
    QVERIFY(queue && !queue->isEmpty());
    QSqlQuery q((*package)->database());
    for (const QueueItem &item : *queue) {
        const Target &target = item.target;
        QList<qint64> responses;
        if (target.responseId())
            responses << target.responseId();
        for (qint64 round : target.roundIds()) {
            QVERIFY(q.exec(QStringLiteral("SELECT response_a, response_b FROM rounds WHERE id = %1").arg(round)));
            QVERIFY2(q.next(), qPrintable(item.target.toString() + QStringLiteral(": round missing")));
            responses << q.value(0).toLongLong() << q.value(1).toLongLong();
        }
        QVERIFY2(!responses.isEmpty(), qPrintable(item.target.toString()));
        for (qint64 id : responses) {
            QVERIFY(q.exec(QStringLiteral("SELECT length(text) FROM responses WHERE id = %1").arg(id)));
            QVERIFY2(q.next() && q.value(0).toInt() > 0,
                qPrintable(item.target.toString() + QStringLiteral(": report missing")));
        }
    }
}

void TestStudies::realReplaysPackageIsBlind()
{
    // Real DR-Arena ids join model names with underscores ("R1_Kimi-k2_grok-4-search_tree_0005").
    const QString shared = qEnvironmentVariable("DRAUDIT_SHARED_DATA");
    const QString replays = shared + QStringLiteral("/data/dr-arena/dashboard/battle-replays");
    if (shared.isEmpty() || !QDir(replays).exists())
        QSKIP("../shared/data is absent: the real replays are not available here");
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("real.draudit")));
    QVERIFY(store);
    QStringList files = QDir(replays).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    files = files.mid(0, 80);
    for (const QString &f : files)
        QVERIFY(importFile(**store, replays + QLatin1Char('/') + f, {}));
    const StudyInfo s = pilot(**store, QStringLiteral("real"), 3);
    QVERIFY(s.items > 0);
    QVERIFY(StudyStore(**store).assign(QStringLiteral("real"), { QStringLiteral("ann") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("real-ann.draudit"));
    QVERIFY(exportStudyPackage(**store, QStringLiteral("real"), QStringLiteral("ann"), path));
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM systems")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll().toLower();
    int systems = 0;
    while (q.next()) {
        ++systems;
        QVERIFY2(!bytes.contains(q.value(0).toString().toLower().toUtf8()), qPrintable(q.value(0).toString()));
    }
    QVERIFY(systems >= 2);
}

void TestStudies::mergeThreePackagesWithAConflict()
{
    auto store = demo(QStringLiteral("team.draudit"));
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("team"), 3);
    StudyStore studies(*store);
    const QStringList team { QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("cy") };
    QVERIFY(studies.assign(QStringLiteral("team"), team, OverlapPlan { 2, 0 }));
    // Each annotator answers every item in their own package, offline.
    QHash<QString, QString> packages;
    for (const QString &who : team) {
        const QString path = m_dir.filePath(who + QStringLiteral(".draudit"));
        QVERIFY(exportStudyPackage(*store, QStringLiteral("team"), who, path));
        auto package = ProjectStore::open(path);
        QVERIFY(package);
        AnnotationStore answers(**package);
        StudyStore progress(**package);
        const QList<QueueItem> queue = progress.queue(s.id, who).value();
        for (const QueueItem &item : queue) {
            QVERIFY(answers.set({ who, item.target, QStringLiteral("C1"), QStringLiteral("A_BETTER"), {}, s.id,
                QStringLiteral("offline") }));
            QVERIFY(answers.set({ who, item.target, QStringLiteral("C1_failure"), QStringLiteral("DEEP"), {}, s.id,
                QStringLiteral("offline") }));
            QVERIFY(progress.markItem(s.id, who, item.target, draudit::models::QueueStatus::Done, 42));
        }
        packages.insert(who, path);
    }
    // Meanwhile bob answered his first item differently in the master itself: the deliberate conflict.
    const QString bobFirst = studies.queue(s.id, QStringLiteral("bob")).value().front().target.toString();
    QVERIFY(AnnotationStore(*store).set({ QStringLiteral("bob"), Target::parse(bobFirst), QStringLiteral("C1"),
        QStringLiteral("Tie"), {}, s.id, QStringLiteral("gui") }));

    int added = 0, conflicts = 0;
    for (const QString &who : team) {
        const auto r = mergePackage(*store, packages.value(who));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->annotator, who);
        added += r->added;
        conflicts += static_cast<int>(r->conflicts.size());
        if (who == QLatin1String("bob")) {
            QCOMPARE(r->conflicts.size(), 1);
            QCOMPARE(r->conflicts.front().target, bobFirst);
            QCOMPARE(r->conflicts.front().masterValue, QStringLiteral("Tie"));
        }
    }
    QCOMPARE(conflicts, 1);
    QCOMPARE(added, static_cast<int>(4 * s.items - 1)); // C1 and the failure type, less bob's conflicting C1
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT value FROM annotations a JOIN annotators n ON n.id = a.annotator_id WHERE "
                                  "n.name = 'bob' AND a.target = '%1' AND a.study_id = %2")
                       .arg(bobFirst)
                       .arg(s.id))
        && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("Tie")); // the master's answer is kept
    QCOMPARE(studies.status(QStringLiteral("team")).value().done, static_cast<int>(2 * s.items));
    // Merging again changes nothing.
    for (const QString &who : team) {
        const auto again = mergePackage(*store, packages.value(who));
        QVERIFY(again);
        QCOMPARE(again->added + again->updated + again->progress, 0);
    }
    // Ann changes her mind offline after the first merge: the next merge updates her answer, with history.
    {
        auto package = ProjectStore::open(packages.value(QStringLiteral("ann")));
        const QString first
            = StudyStore(**package).queue(s.id, QStringLiteral("ann")).value().front().target.toString();
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first), QStringLiteral("C1"),
            QStringLiteral("B_BETTER"), {}, s.id, {} }));
    }
    const auto update = mergePackage(*store, packages.value(QStringLiteral("ann")));
    QVERIFY(update);
    QCOMPARE(update->updated, 1);
    QVERIFY(q.exec(QStringLiteral(
                "SELECT count(*) FROM annotation_history WHERE client_id = 'merge' AND new_value = 'B_BETTER'"))
        && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
}

void TestStudies::mergeRefusesAForeignPackage()
{
    auto store = demo(QStringLiteral("m1.draudit"));
    auto other = demo(QStringLiteral("m2.draudit"));
    QVERIFY(store && other);
    pilot(*store, QStringLiteral("same name"), 1);
    pilot(*other, QStringLiteral("same name"), 2);
    QVERIFY(StudyStore(*other).assign(QStringLiteral("same name"), { QStringLiteral("ann") }, {}));
    const QString path = m_dir.filePath(QStringLiteral("foreign.draudit"));
    QVERIFY(exportStudyPackage(*other, QStringLiteral("same name"), QStringLiteral("ann"), path));
    const auto r = mergePackage(*store, path);
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(QStringLiteral("not issued by this project")), qPrintable(r.error().message));
    // A plain project is not a package.
    const auto plain = mergePackage(*store, m_dir.filePath(QStringLiteral("m2.draudit")));
    QVERIFY(!plain);
    QVERIFY(plain.error().message.contains(QStringLiteral("not a study package")));
}

void TestStudies::formDefinitionRoundTrip()
{
    const FormDefinition f = blindPairwiseForm();
    const auto back = readForm(formToJson(f), QStringLiteral("form.json"));
    QVERIFY(back);
    QCOMPARE(back->id, f.id);
    QCOMPARE(back->questions.size(), f.questions.size());
    for (qsizetype i = 0; i < f.questions.size(); ++i) {
        QCOMPARE(back->questions[i].id, f.questions[i].id);
        QCOMPARE(back->questions[i].onlyIf, f.questions[i].onlyIf);
        QCOMPARE(back->questions[i].judgeField, f.questions[i].judgeField);
        QCOMPARE(back->questions[i].options.size(), f.questions[i].options.size());
    }
}

void TestStudies::formDefinitionErrorsNameTheField()
{
    const auto r = readForm(
        R"({"id": "x", "questions": [{"id": "Q1", "text": "?", "options": [{"value": "a"}, {"value": "a"}]}]})",
        QStringLiteral("custom.json"));
    QVERIFY(!r);
    QCOMPARE(
        r.error().toString(), QStringLiteral("custom.json: field 'questions[0].options[1].value': 'a' is used twice"));
    const auto cond = readForm(R"({"id": "x", "questions": [{"id": "Q1", "kind": "text", "only_if": "Q9=yes"}]})",
        QStringLiteral("custom.json"));
    QVERIFY(!cond);
    QVERIFY(cond.error().toString().contains(QStringLiteral("'Q9=yes' does not name an earlier question")));
}

// "Ann" beside "ann" would split one person's answers in two or pass for her: refused on every path that creates one.
void TestStudies::namesDifferByMoreThanCase()
{
    auto store = demo(QStringLiteral("names.draudit"), 2);
    QVERIFY(store);
    QVERIFY(StudyStore(*store).addAnnotator(QStringLiteral("ann"), {}));
    QVERIFY(StudyStore(*store).addAnnotator(QStringLiteral("ann"), QStringLiteral("Ann L."))); // her own name again
    const auto twin = StudyStore(*store).addAnnotator(QStringLiteral("Ann"), {});
    QVERIFY(!twin);
    QVERIFY2(
        twin.error().message.contains(QStringLiteral("named ann exists already")), qPrintable(twin.error().message));
    const auto answered = AnnotationStore(*store).set(
        { QStringLiteral("ANN"), Target::round(1), QStringLiteral("C1"), QStringLiteral("Tie"), {}, 1, {} });
    QVERIFY(!answered);
    QVERIFY(AnnotationStore(*store).set(
        { QStringLiteral("ann"), Target::round(1), QStringLiteral("C1"), QStringLiteral("Tie"), {}, 1, {} }));
}

QTEST_GUILESS_MAIN(TestStudies)
#include "tst_studies.moc"
