// Studies end to end on a demo project: reproducible samples, overlap, progress, blinded packages and merging.
#include "judge/bradleyterry.h"
#include "models/adjudication.h"
#include "models/annotationstore.h"
#include "models/arenaanalysis.h"
#include "models/arenaverdict.h"
#include "models/demogenerator.h"
#include "models/formjson.h"
#include "models/projectstore.h"
#include "models/studypackage.h"
#include "models/studyplan.h"
#include "models/studystore.h"

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
    void mergeThreePackagesWithAConflict();
    void mergeRefusesAForeignPackage();
    void disagreementsAdjudicatedIntoGold();
    void positionBiasAndChangeOfMind();
    void ratingsFromJudgeAndHumans();
    void formDefinitionRoundTrip();
    void formDefinitionErrorsNameTheField();

private:
    std::unique_ptr<ProjectStore> demo(const QString &name, int battles = 12);
    StudyInfo pilot(
        ProjectStore &store, const QString &name, quint64 seed, int percent = 100, const QString &stratify = {});
    QTemporaryDir m_dir;
};

void TestStudies::init()
{
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<ProjectStore> TestStudies::demo(const QString &name, int battles)
{
    auto store = ProjectStore::create(m_dir.filePath(name));
    if (!store)
        return nullptr;
    DemoOptions o;
    o.battles = battles;
    o.answerWords = 40;
    o.reportWords = 80;
    if (!generateDemo(**store, o))
        return nullptr;
    return std::move(*store);
}

StudyInfo TestStudies::pilot(
    ProjectStore &store, const QString &name, quint64 seed, int percent, const QString &stratify)
{
    StudySpec spec;
    spec.name = name;
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = FormDefinition::blindPairwise();
    spec.sample.kind = percent == 100 ? SampleSpec::Kind::All : SampleSpec::Kind::Percent;
    spec.sample.amount = percent;
    spec.sample.seed = seed;
    spec.sample.stratifyBy = stratify;
    const auto info = StudyStore(store).create(spec);
    return info ? *info : StudyInfo {};
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
    const auto all = studies.candidates(QStringLiteral("dr-arena")).value();
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
    spec.form = FormDefinition::blindPairwise();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 100000;
    const auto r = StudyStore(*store).create(spec);
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(QStringLiteral("asks for 100000 items")), qPrintable(r.error().message));
    spec.sample.kind = SampleSpec::Kind::All;
    spec.sample.stratifyBy = QStringLiteral("colour");
    const auto bad = StudyStore(*store).create(spec);
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.contains(QStringLiteral("cannot stratify")), qPrintable(bad.error().message));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM studies")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1); // only the default study
}

void TestStudies::everyItemToKAnnotatorsBalanced()
{
    QStringList items;
    for (int i = 0; i < 101; ++i)
        items << QStringLiteral("round:%1").arg(i);
    const QStringList team { QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("cy"),
        QStringLiteral("dee") };
    QString error;
    const auto plan = planAssignments(items, team, OverlapPlan { 2, 0 }, 9, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(plan.size(), 202);
    QHash<QString, QSet<QString>> byItem;
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
    QStringList items;
    for (int i = 0; i < 200; ++i)
        items << QStringLiteral("response:%1").arg(i);
    QString error;
    const auto plan = planAssignments(
        items, { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }, OverlapPlan { 1, 0.35 }, 3, &error);
    QHash<QString, int> copies;
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
        annOrder << i.target;
        left += i.leftIsA ? 1 : 0;
    }
    for (const auto &i : bob)
        bobOrder << i.target;
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
    const auto again = planAssignments(studies.sampleTargets(s.id).value(),
        { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }, 21, &error);
    QStringList replanned;
    for (const auto &p : again)
        if (p.annotator == QLatin1String("ann"))
            replanned << p.target;
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
        QVERIFY(studies.markItem(s.id, QStringLiteral("ann"), queue[i].target, QStringLiteral("done"), seconds[i]));
    QVERIFY(studies.markItem(s.id, QStringLiteral("ann"), queue[4].target, QStringLiteral("flagged"), 10));
    QVERIFY(!studies.markItem(s.id, QStringLiteral("bob"), queue[5].target, QStringLiteral("done"), 10));
    QVERIFY(!studies.markItem(s.id, QStringLiteral("ann"), queue[5].target, QStringLiteral("finished"), 10));
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
        after.begin(), after.end(), [](const QueueItem &i) { return i.status != QLatin1String("done"); });
    QCOMPARE(next->target, queue[4].target);
}

void TestStudies::pinsAreHashed()
{
    auto store = demo(QStringLiteral("pin.draudit"), 2);
    QVERIFY(store);
    StudyStore studies(*store);
    QVERIFY(studies.addAnnotator(QStringLiteral("ann"), QStringLiteral("Ann L."), QStringLiteral("4711")));
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("4711")).value(), true);
    QCOMPARE(studies.checkPin(QStringLiteral("ann"), QStringLiteral("1234")).value(), false);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT pin_hash FROM annotators WHERE name = 'ann'")) && q.next());
    QVERIFY(!q.value(0).toString().contains(QStringLiteral("4711")));
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
    QVERIFY(r->blind);
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
            QVERIFY(progress.markItem(s.id, who, item.target, QStringLiteral("done"), 42));
        }
        packages.insert(who, path);
    }
    // Meanwhile bob answered his first item differently in the master itself: the deliberate conflict.
    const QString bobFirst = studies.queue(s.id, QStringLiteral("bob")).value().front().target;
    QVERIFY(AnnotationStore(*store).set({ QStringLiteral("bob"), bobFirst, QStringLiteral("C1"), QStringLiteral("Tie"),
        {}, s.id, QStringLiteral("gui") }));

    int added = 0, conflicts = 0;
    for (const QString &who : team) {
        const auto r = mergeStudyPackage(*store, packages.value(who));
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
    QCOMPARE(added, static_cast<int>(2 * s.items - 1));
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
        const auto again = mergeStudyPackage(*store, packages.value(who));
        QVERIFY(again);
        QCOMPARE(again->added + again->updated + again->progress, 0);
    }
    // Ann changes her mind offline after the first merge: the next merge updates her answer, with history.
    {
        auto package = ProjectStore::open(packages.value(QStringLiteral("ann")));
        const QString first = StudyStore(**package).queue(s.id, QStringLiteral("ann")).value().front().target;
        QVERIFY(AnnotationStore(**package).set(
            { QStringLiteral("ann"), first, QStringLiteral("C1"), QStringLiteral("B_BETTER"), {}, s.id, {} }));
    }
    const auto update = mergeStudyPackage(*store, packages.value(QStringLiteral("ann")));
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
    const auto r = mergeStudyPackage(*store, path);
    QVERIFY(!r);
    QVERIFY2(r.error().message.contains(QStringLiteral("seed differs")), qPrintable(r.error().message));
    // A plain project is not a package.
    const auto plain = mergeStudyPackage(*store, m_dir.filePath(QStringLiteral("m2.draudit")));
    QVERIFY(!plain);
    QVERIFY(plain.error().message.contains(QStringLiteral("not a study package")));
}

void TestStudies::disagreementsAdjudicatedIntoGold()
{
    auto store = demo(QStringLiteral("adjudicate.draudit"), 4);
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("adj"), 2);
    StudyStore studies(*store);
    QVERIFY(
        studies.assign(QStringLiteral("adj"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }));
    const QStringList items = studies.sampleTargets(s.id).value();
    QVERIFY(items.size() >= 3);
    AnnotationStore answers(*store);
    const auto answer = [&](const QString &who, const QString &target, const QString &value) {
        return bool(answers.set({ who, target, QStringLiteral("C1"), value, {}, s.id, QStringLiteral("test") }));
    };
    // Item 0: agree; item 1: one step apart; item 2: opposite ends of the scale.
    QVERIFY(answer(QStringLiteral("ann"), items[0], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[0], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("ann"), items[1], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[1], QStringLiteral("Tie")));
    QVERIFY(answer(QStringLiteral("ann"), items[2], QStringLiteral("A_MUCH_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[2], QStringLiteral("B_MUCH_BETTER")));
    QStringList scale;
    const FormDefinition form = FormDefinition::blindPairwise();
    for (const FormOption &o : form.questions.front().options)
        scale << o.value;
    const auto all = findDisagreements(*store, s.id, QStringLiteral("C1"), scale).value();
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.front().target, items[2]); // most severe first
    QCOMPARE(all.front().severity, 4);
    QCOMPARE(all.back().severity, 1);
    QCOMPARE(findDisagreements(*store, s.id, QStringLiteral("C1"), scale, 2).value().size(), 1);
    // Resolve the severe one; it stays listed with its gold value unless resolved items are hidden.
    const auto version = answers.adjudicate(QStringLiteral("lead"), items[2], QStringLiteral("C1"),
        QStringLiteral("A_BETTER"), QStringLiteral("B misses the second source"), 0, s.id);
    QVERIFY(version);
    const auto after = findDisagreements(*store, s.id, QStringLiteral("C1"), scale).value();
    QCOMPARE(after.front().goldValue, QStringLiteral("A_BETTER"));
    QCOMPARE(after.front().goldVersion, 1);
    QCOMPARE(findDisagreements(*store, s.id, QStringLiteral("C1"), scale, 1, false).value().size(), 1);
    // Gold values feed the analyses: gold vs the judge, and each annotator vs gold.
    for (const QString &t : { items[0], items[1] })
        QVERIFY(answers.adjudicate(
            QStringLiteral("lead"), t, QStringLiteral("C1"), QStringLiteral("A_BETTER"), {}, 0, s.id));
    ArenaAnalysisOptions o;
    o.studyId = s.id;
    const auto report = analyseArena(*store, o);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    bool goldVsJudge = false, annVsGold = false;
    for (const ReportRow &row : report->rows) {
        goldVsJudge |= row.analysis == QLatin1String("gold vs judge verdict");
        if (row.comparison == QLatin1String("ann vs gold") && row.statistic == QLatin1String("percent_agreement")) {
            annVsGold = true;
            QCOMPARE(row.value, 2.0 / 3.0); // A_MUCH_BETTER against the gold A_BETTER on the third item
            QCOMPARE(row.n, 3.0);
        }
    }
    QVERIFY(goldVsJudge);
    QVERIFY(annVsGold);
}

void TestStudies::positionBiasAndChangeOfMind()
{
    auto store = demo(QStringLiteral("bias.draudit"), 6);
    QVERIFY(store);
    const StudyInfo s = pilot(*store, QStringLiteral("bias"), 17);
    StudyStore studies(*store);
    QVERIFY(studies.assign(QStringLiteral("bias"), { QStringLiteral("ann") }, {}));
    const QList<QueueItem> queue = studies.queue(s.id, QStringLiteral("ann")).value();
    QVERIFY(queue.size() >= 8);
    AnnotationStore answers(*store);
    // Ann always prefers the answer on her left: in data order that is A where left_is_a, B elsewhere.
    for (const QueueItem &item : queue)
        QVERIFY(answers.set({ QStringLiteral("ann"), item.target, QStringLiteral("C1"),
            item.leftIsA ? QStringLiteral("A_BETTER") : QStringLiteral("B_BETTER"), {}, s.id, {} }));
    // On the first two items she reveals the judge; on the first she then changes her mind to the judge's verdict.
    const auto judgeVerdict = [&](const QString &target) {
        QSqlQuery q(store->database());
        q.exec(QStringLiteral("SELECT value FROM judge_records WHERE field = 'verdict' AND target = '%1'").arg(target));
        return q.next() ? q.value(0).toString() : QString();
    };
    for (int i = 0; i < 2; ++i) {
        QTest::qWait(3);
        QVERIFY(studies.recordBlindingEvent(
            s.id, QStringLiteral("ann"), queue[i].target, StudyStore::BlindingEvent::Committed));
        QVERIFY(studies.recordBlindingEvent(
            s.id, QStringLiteral("ann"), queue[i].target, StudyStore::BlindingEvent::Revealed));
    }
    QTest::qWait(3);
    const QString judged = judgeVerdict(queue[0].target);
    const QString before = queue[0].leftIsA ? QStringLiteral("A_BETTER") : QStringLiteral("B_BETTER");
    const QString after
        = judged.isEmpty() || judged == before || judged == QLatin1String("UNKNOWN") ? QStringLiteral("Tie") : judged;
    QVERIFY(answers.set({ QStringLiteral("ann"), queue[0].target, QStringLiteral("C1"), after, {}, s.id, {} }));

    ArenaAnalysisOptions o;
    o.studyId = s.id;
    const auto report = analyseArena(*store, o).value();
    const auto find = [&](const QString &analysis, const QString &comparison, const QString &statistic) {
        for (const ReportRow &r : report.rows)
            if (r.analysis == analysis && r.comparison.startsWith(comparison) && r.statistic == statistic)
                return r;
        return ReportRow {};
    };
    // Every verdict but the changed one went to the left answer.
    const ReportRow left
        = find(QStringLiteral("position bias"), QStringLiteral("ann"), QStringLiteral("first_position_win_rate"));
    int decided = 0, leftWins = 0;
    for (int i = 0; i < queue.size(); ++i) {
        const QString data
            = i == 0 ? after : (queue[i].leftIsA ? QStringLiteral("A_BETTER") : QStringLiteral("B_BETTER"));
        const QString screen = queue[i].leftIsA ? data : arena::mirrored(data);
        decided += screen == QLatin1String("Tie") ? 0 : 1;
        leftWins += screen.startsWith(QLatin1String("A_")) ? 1 : 0;
    }
    QCOMPARE(left.n, static_cast<double>(decided));
    QVERIFY(std::abs(left.value - static_cast<double>(leftWins) / decided) < 1e-12);
    QVERIFY(left.ciLow < left.value && left.value <= left.ciHigh + 1e-12);
    QVERIFY(find(QStringLiteral("position bias"), QStringLiteral("ann"), QStringLiteral("binomial_p_vs_half")).value
        < 0.05);
    QVERIFY(find(QStringLiteral("position bias"), QStringLiteral("dr-arena-examiner"),
                QStringLiteral("first_position_win_rate"))
                .n
        > 0);
    // Two revealed items, one changed (to the judge's verdict unless the judge had none to move to).
    const ReportRow changed = find(QStringLiteral("change of mind after reveal"), QStringLiteral("all humans"),
        QStringLiteral("changed_after_reveal"));
    QCOMPARE(changed.n, 2.0);
    QCOMPARE(changed.value, 0.5);
    const ReportRow towards = find(QStringLiteral("change of mind after reveal"), QStringLiteral("all humans"),
        QStringLiteral("changed_to_the_judge"));
    QCOMPARE(towards.value, after == judged ? 1.0 : 0.0);
}

void TestStudies::ratingsFromJudgeAndHumans()
{
    auto store = demo(QStringLiteral("ratings.draudit"), 12);
    QVERIFY(store);
    // The judge's games, recomputed here from the store.
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT c.system_a, c.system_b, jr.value FROM judge_records jr JOIN rounds r ON "
                                  "'round:' || r.id = jr.target JOIN comparisons c ON c.id = r.comparison_id WHERE "
                                  "jr.field = 'verdict' ORDER BY jr.id")));
    QMap<qint64, int> index;
    std::vector<draudit::judge::PairOutcome> games;
    while (q.next()) {
        const QString v = q.value(2).toString();
        if (v == QLatin1String("UNKNOWN"))
            continue;
        for (int c : { 0, 1 })
            if (!index.contains(q.value(c).toLongLong()))
                index.insert(q.value(c).toLongLong(), static_cast<int>(index.size()));
        games.push_back({ index.value(q.value(0).toLongLong()), index.value(q.value(1).toLongLong()),
            v.startsWith(QLatin1String("A_"))       ? 1.0
                : v.startsWith(QLatin1String("B_")) ? 0.0
                                                    : 0.5,
            1.0 });
    }
    const draudit::judge::Ratings expected = draudit::judge::bradleyTerry(static_cast<int>(index.size()), games);
    // A leaderboard that agrees with the judge, and a human who always picks A.
    QSqlQuery w(store->database());
    QVERIFY(w.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('leaderboard', 'site')")));
    const qint64 board = w.lastInsertId().toLongLong();
    for (auto it = index.begin(); it != index.end(); ++it)
        QVERIFY(
            w.exec(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, score) VALUES (%1, 'system:%2', "
                                  "'elo', %3)")
                       .arg(board)
                       .arg(it.key())
                       .arg(expected.elo[static_cast<std::size_t>(it.value())] + 3)));
    AnnotationStore answers(*store);
    QVERIFY(w.exec(QStringLiteral("SELECT id FROM rounds ORDER BY id LIMIT 10")));
    while (w.next())
        QVERIFY(answers.set({ QStringLiteral("ann"), QStringLiteral("round:%1").arg(w.value(0).toLongLong()),
            QStringLiteral("C1"), QStringLiteral("A_BETTER"), {}, 1, {} }));

    ArenaAnalysisOptions o;
    o.bootstrap = 200;
    const auto report = analyseArena(*store, o).value();
    QSqlQuery names(store->database());
    int judgeRows = 0, humanRows = 0;
    bool boardCorrelation = false;
    for (const ReportRow &r : report.rows) {
        if (r.analysis == QLatin1String("ratings (Bradley-Terry, Elo scale)")) {
            QVERIFY(r.ciLow <= r.value && r.value <= r.ciHigh);
            if (r.comparison.startsWith(QLatin1String("judge "))) {
                ++judgeRows;
                const QString model = r.comparison.section(QStringLiteral(": "), 1);
                QVERIFY(
                    names.exec(QStringLiteral("SELECT id FROM systems WHERE name = '%1'").arg(model)) && names.next());
                const double want = expected.elo[static_cast<std::size_t>(index.value(names.value(0).toLongLong()))];
                QVERIFY2(std::abs(r.value - want) < 1e-6, qPrintable(r.comparison));
            } else if (r.comparison.startsWith(QLatin1String("humans: ")))
                ++humanRows;
        }
        if (r.analysis == QLatin1String("rating agreement") && r.comparison.contains(QStringLiteral("leaderboard site"))
            && r.comparison.contains(QStringLiteral("judge ")) && r.statistic == QLatin1String("pearson_r")) {
            boardCorrelation = true;
            QVERIFY(r.value > 0.999);
        }
    }
    QCOMPARE(judgeRows, static_cast<int>(index.size()));
    QVERIFY(humanRows >= 2);
    QVERIFY(boardCorrelation);
}

void TestStudies::formDefinitionRoundTrip()
{
    const FormDefinition f = FormDefinition::blindPairwise();
    const auto back = formFromJson(formToJson(f), QStringLiteral("form.json"));
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
    const auto r = formFromJson(
        R"({"id": "x", "questions": [{"id": "Q1", "text": "?", "options": [{"value": "a"}, {"value": "a"}]}]})",
        QStringLiteral("custom.json"));
    QVERIFY(!r);
    QCOMPARE(
        r.error().toString(), QStringLiteral("custom.json: field 'questions[0].options[1].value': 'a' is used twice"));
    const auto cond = formFromJson(R"({"id": "x", "questions": [{"id": "Q1", "kind": "text", "only_if": "Q9=yes"}]})",
        QStringLiteral("custom.json"));
    QVERIFY(!cond);
    QVERIFY(cond.error().toString().contains(QStringLiteral("'Q9=yes' does not name an earlier question")));
}

QTEST_GUILESS_MAIN(TestStudies)
#include "tst_studies.moc"
