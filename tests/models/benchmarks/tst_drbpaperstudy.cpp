// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DeepResearch Bench human study re-run as the paper designed it, on self-written files shaped like the real ones
// (query.jsonl, criteria.jsonl, cleaned and raw reports, raw_results.jsonl of two named RACE runs, a FACT
// validated.jsonl): whole tasks sampled (Chinese only), each task to 3 experts who score all four agents' reports,
// at most 3 tasks per expert, one expert working through a package; then Table 2 for each RACE run and the human
// ceiling, and a pair-level FACT study, every figure checked against an independent computation written out here.
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/benchmarks/drbfixture.h"
#include "tests/models/benchmarks/drbruncomparisons.h"
#include "tests/models/benchmarks/writtenstatistics.h"
#include "tests/models/studytesting.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numeric>

using namespace draudit::models;
using namespace draudit::tests;

namespace {
const QStringList kExperts { QStringLiteral("e1"), QStringLiteral("e2"), QStringLiteral("e3"), QStringLiteral("e4"),
    QStringLiteral("e5"), QStringLiteral("e6"), QStringLiteral("e7"), QStringLiteral("e8"), QStringLiteral("e9") };

} // namespace

class TestDrbPaperStudy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoNamedRaceRunsCoexist();
    void wholeChineseTasksToThreeExpertsEach();
    void capOnTasksIsEnforced();
    void expertsScoreInTheWorkbenchAndThroughAPackage();
    void table2ForEachRunAgainstAnIndependentComputation();
    void factPairsPerHumanLabel();
    void perCriterionScoresAgainstExpertDimensions();

private:
    void importAll(const QString &folder, const QString &judge);
    double quality(int task, int model) const { return m_files.quality[task - 1][model]; }
    int score(const QString &expert, int task, int model, const QString &dimension);
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    StudyInfo m_study;
    DrbFixture m_files;
    QHash<QString, int> m_given; // "expert/task/model/dimension" -> score given
};

void TestDrbPaperStudy::importAll(const QString &folder, const QString &judge)
{
    ImportOptions options;
    options.judgeName = judge;
    for (const QString &file : expandImportPaths(m_dir.filePath(folder))) {
        const auto r = importFile(*m_store, file, options);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QVERIFY2(!r->partial(), qPrintable(file));
    }
}

void TestDrbPaperStudy::initTestCase()
{
    writeDrbFixture(m_dir, m_files);
    auto created = ProjectStore::create(m_dir.filePath(QStringLiteral("drb.draudit")));
    QVERIFY(created);
    m_store = std::move(*created);
    importAll(QStringLiteral("data"), {});
    importAll(QStringLiteral("vanilla"), QStringLiteral("race-vanilla"));
    importAll(QStringLiteral("reverse"), QStringLiteral("race-reverse"));
    importAll(QStringLiteral("fact"), {});
}

void TestDrbPaperStudy::twoNamedRaceRunsCoexist()
{
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT j.name, count(*) FROM judge_records r JOIN judges j ON j.id = r.judge_id "
                                  "WHERE r.field = 'overall_score' GROUP BY j.name ORDER BY j.name")));
    QStringList seen;
    while (q.next()) {
        seen << q.value(0).toString();
        QCOMPARE(q.value(1).toInt(), kTasks * 4);
    }
    QCOMPARE(seen, QStringList({ QStringLiteral("race-reverse"), QStringLiteral("race-vanilla") }));
    // The reverse run's file imported again under the vanilla name disagrees with it: an error naming the judge.
    ImportOptions options;
    options.judgeName = QStringLiteral("race-vanilla");
    QDir().mkpath(m_dir.filePath(QStringLiteral("again/race/alpha")));
    QVERIFY(QFile::copy(m_dir.filePath(QStringLiteral("reverse/race/alpha/raw_results.jsonl")),
        m_dir.filePath(QStringLiteral("again/race/alpha/raw_results.jsonl"))));
    const auto clash
        = importFile(*m_store, m_dir.filePath(QStringLiteral("again/race/alpha/raw_results.jsonl")), options);
    QVERIFY(!clash);
    QVERIFY2(clash.error().message.contains(QStringLiteral("judge 'race-vanilla' already decided")),
        qPrintable(clash.error().toString()));
}

void TestDrbPaperStudy::wholeChineseTasksToThreeExpertsEach()
{
    StudySpec spec;
    spec.name = QStringLiteral("experts");
    spec.protocol = QStringLiteral("drb");
    spec.form = reportScoringForm();
    spec.sample.kind = SampleSpec::Kind::All;
    spec.sample.wholeUnits = true;
    spec.sample.unitNoun = QStringLiteral("tasks");
    spec.sample.unitDetail = protocol(QStringLiteral("drb"))->unitDetail;
    spec.sample.only.insert(QStringLiteral("language"), { QStringLiteral("zh") });
    spec.sample.stratifyBy = QStringLiteral("topic");
    spec.sample.seed = 50;
    const auto study = createStudy(*m_store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    m_study = *study;
    QCOMPARE(m_study.items, 8 * 4); // one report per agent: the cleaned one, not the raw one too
    QVERIFY2(m_study.sample.contains(QStringLiteral("only language=zh")), qPrintable(m_study.sample));
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM study_items i JOIN responses r ON 'response:' || r.id = "
                                  "i.target JOIN tasks t ON t.id = r.task_id WHERE i.study_id = %1 AND t.language = "
                                  "'zh' AND r.metadata LIKE '%cleaned%'")
                       .arg(m_study.id))
        && q.next());
    QCOMPARE(q.value(0).toInt(), 32);

    OverlapPlan plan;
    plan.annotatorsPerItem = 3;
    plan.maxUnitsPerAnnotator = 3;
    plan.unitNoun = QStringLiteral("tasks");
    const auto assigned = StudyStore(*m_store).assign(m_study.name, kExperts, plan);
    QVERIFY2(assigned, qPrintable(assigned ? QString() : assigned.error().toString()));
    QCOMPARE(*assigned, 8 * 4 * 3);
    QHash<QString, QSet<QString>> expertsOfTask;
    bool ordersDiffer = false;
    QHash<QString, QStringList> orderOfTask; // the first expert's order of each task's reports
    for (const QString &e : kExperts) {
        const auto queue = StudyStore(*m_store).queue(m_study.id, e).value();
        QStringList tasks; // in queue order, one entry per change of task
        for (const QueueItem &item : queue) {
            QVERIFY(q.exec(QStringLiteral("SELECT t.external_id FROM responses r JOIN tasks t ON t.id = r.task_id "
                                          "WHERE r.id = %1")
                               .arg(item.target.id()))
                && q.next());
            const QString task = q.value(0).toString();
            if (tasks.isEmpty() || tasks.back() != task)
                tasks << task;
            expertsOfTask[task].insert(e);
        }
        QCOMPARE(QSet<QString>(tasks.begin(), tasks.end()).size(), tasks.size()); // a task's reports together
        QVERIFY(tasks.size() <= 3);
        QCOMPARE(queue.size(), tasks.size() * 4);
        for (qsizetype i = 0; i < queue.size(); i += 4) {
            QStringList order;
            for (qsizetype j = i; j < i + 4; ++j)
                order << queue[j].target.toString();
            const QString task = tasks[i / 4];
            if (orderOfTask.contains(task))
                ordersDiffer = ordersDiffer || orderOfTask.value(task) != order;
            else
                orderOfTask.insert(task, order);
        }
    }
    QCOMPARE(expertsOfTask.size(), 8);
    for (const QSet<QString> &experts : std::as_const(expertsOfTask))
        QCOMPARE(experts.size(), 3);
    QVERIFY2(ordersDiffer, "every expert got every task's reports in the same order");
    // The order is drawn again the same from the study's seed: the plan is reproducible.
    QString error;
    const auto again = planAssignments(StudyStore(*m_store).sampleItems(m_study.id).value(), kExperts, plan,
        static_cast<std::uint64_t>(m_study.seed), &error);
    for (const PlannedAssignment &a : again) {
        const auto queue = StudyStore(*m_store).queue(m_study.id, a.annotator).value();
        QCOMPARE(queue.at(a.position).target, a.target);
    }
    QVERIFY(StudyStore(*m_store).study(m_study.name)->overlap.contains(QStringLiteral("at most 3 tasks")));
}

void TestDrbPaperStudy::capOnTasksIsEnforced()
{
    StudySpec spec;
    spec.name = QStringLiteral("too few experts");
    spec.protocol = QStringLiteral("drb");
    spec.form = reportScoringForm();
    spec.sample.wholeUnits = true;
    spec.sample.unitNoun = QStringLiteral("tasks");
    QVERIFY(createStudy(*m_store, spec));
    OverlapPlan plan { 3, 0, 2, QStringLiteral("tasks") }; // 12 tasks × 3 = 36 places; 9 experts × 2 = 18
    const auto refused = StudyStore(*m_store).assign(spec.name, kExperts, plan);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("= 36;")), qPrintable(refused.error().message));
    // A study drawn report by report cannot be assigned by whole tasks.
    spec.name = QStringLiteral("reports");
    spec.sample.wholeUnits = false;
    QVERIFY(createStudy(*m_store, spec));
    const auto notWhole
        = StudyStore(*m_store).assign(spec.name, kExperts, OverlapPlan { 3, 0, 3, QStringLiteral("tasks") });
    QVERIFY(!notWhole && notWhole.error().message.contains(QStringLiteral("--sample-tasks")));
}

int TestDrbPaperStudy::score(const QString &expert, int task, int model, const QString &dimension)
{
    // Experts follow the latent quality with their own noise; each dimension a little differently.
    const std::uint64_t seed
        = StudyRandom::derive(99, expert + QString::number(task) + dimension + QString::number(model));
    StudyRandom r(seed);
    const double noise = (static_cast<double>(r.below(1000)) / 1000.0 - 0.5) * 3.0;
    return static_cast<int>(std::clamp(std::lround(quality(task, model) * 10 + noise), 0L, 10L));
}

void TestDrbPaperStudy::expertsScoreInTheWorkbenchAndThroughAPackage()
{
    QSqlQuery q(m_store->database());
    // toMaster: a package's targets (its ids are aliases) to the master's; empty in the master itself.
    const auto answerAll = [&](ProjectStore &store, const QString &expert, const QHash<QString, QString> &toMaster) {
        const QList<QueueItem> queue = StudyStore(store).queue(m_study.id, expert).value();
        for (const QueueItem &item : queue) {
            QSqlQuery find(m_store->database()); // a blind package has no model names: look them up here
            QVERIFY(
                find.exec(QStringLiteral("SELECT t.external_id, s.name FROM responses r JOIN tasks t ON t.id = "
                                         "r.task_id JOIN systems s ON s.id = r.system_id WHERE r.id = %1")
                              .arg(Target::parse(toMaster.value(item.target.toString(), item.target.toString())).id()))
                && find.next());
            const int task = find.value(0).toInt();
            const int model = static_cast<int>(kModels.indexOf(find.value(1).toString()));
            for (const QString &d : kDimensions + QStringList { QStringLiteral("overall") }) {
                const int given = score(expert, task, model, d);
                m_given.insert(QStringLiteral("%1/%2/%3/%4").arg(expert).arg(task).arg(kModels[model], d), given);
                QVERIFY(AnnotationStore(store).set(
                    { expert, item.target, d, QString::number(given), {}, m_study.id, QStringLiteral("paper") }));
            }
        }
    };
    for (const QString &e : kExperts.mid(1))
        answerAll(*m_store, e, {});
    // e1 works offline: the blind package has no judge score and no model name, and merges back whole.
    const QString path = m_dir.filePath(QStringLiteral("e1.draudit"));
    const auto exported = exportStudyPackage(*m_store, m_study.name, QStringLiteral("e1"), path);
    QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().toString()));
    {
        auto package = ProjectStore::open(path);
        QVERIFY(package);
        QSqlQuery p((*package)->database());
        QVERIFY(p.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && p.next());
        QCOMPARE(p.value(0).toInt(), 0);
        // The scorer has the task's RACE criteria with it: dimension weights and every criterion.
        QVERIFY(p.exec(QStringLiteral("SELECT count(*) FROM rubric_items")) && p.next());
        QVERIFY2(p.value(0).toInt() > 0, "the package lacks the tasks' RACE criteria");
        // Each report asks there exactly what it asks in the project: the criteria above every dimension.
        const QList<QueueItem> queue = StudyStore(**package).queue(m_study.id, QStringLiteral("e1")).value();
        QVERIFY(!queue.isEmpty());
        const QHash<QString, QString> toMaster
            = packageAliases(*m_store, exported->id).reverse(StudyStore(*m_store).sampleTargets(m_study.id).value());
        for (const QueueItem &item : queue) {
            const auto inProject
                = formForItem(*m_store, reportScoringForm(), Target::parse(toMaster.value(item.target.toString())));
            const auto inPackage = formForItem(**package, reportScoringForm(), item.target);
            QVERIFY(inProject && inPackage);
            QVERIFY(inPackage->questions.front().context.startsWith(QStringLiteral("RACE criteria")));
            for (qsizetype i = 0; i < inProject->questions.size(); ++i)
                QCOMPARE(inPackage->questions[i].context, inProject->questions[i].context);
        }
        answerAll(**package, QStringLiteral("e1"), toMaster);
    }
    const auto merged = mergePackage(*m_store, path);
    QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    QVERIFY(merged->added > 0);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotations WHERE study_id = %1").arg(m_study.id)) && q.next());
    QCOMPARE(q.value(0).toInt(), 8 * 4 * 3 * 5);
}

namespace {
struct Expected
{
    int agree = 0, pairs = 0;
    double opc = 0, fap = 0, fas = 0;
    int kept = 0;
    double overall() const { return (static_cast<double>(agree) / pairs + opc + fap + fas) / 4; }
};

} // namespace

void TestDrbPaperStudy::table2ForEachRunAgainstAnIndependentComputation()
{
    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("drb"), request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    // The tasks and experts of the study, from the answers given.
    QMap<int, QStringList> expertsOf;
    for (auto it = m_given.cbegin(); it != m_given.cend(); ++it) {
        const QStringList key = it.key().split(QLatin1Char('/'));
        QStringList &experts = expertsOf[key[1].toInt()];
        if (!experts.contains(key[0]))
            experts << key[0];
    }
    QCOMPARE(expertsOf.size(), 8);
    const QString analysis = QStringLiteral("DeepResearch Bench: RACE vs humans");
    double parOf[2] = {}, overallOf[2] = {}, humanParOverall = 0;
    for (const QString &dimension : kDimensions + QStringList { QStringLiteral("overall") }) {
        const QString field = dimension == QLatin1String("overall") ? QStringLiteral("overall_score") : dimension;
        // Human ceiling: each expert against the mean of the other two, pairs of a task's reports.
        int humanAgree = 0, humanPairs = 0;
        for (auto task = expertsOf.cbegin(); task != expertsOf.cend(); ++task)
            for (const QString &e : task.value()) {
                std::vector<double> mine, others;
                for (int m = 0; m < 4; ++m) {
                    double sum = 0;
                    for (const QString &o : task.value())
                        if (o != e)
                            sum += m_given.value(
                                QStringLiteral("%1/%2/%3/%4").arg(o).arg(task.key()).arg(kModels[m], dimension));
                    mine.push_back(
                        m_given.value(QStringLiteral("%1/%2/%3/%4").arg(e).arg(task.key()).arg(kModels[m], dimension)));
                    others.push_back(sum / 2);
                }
                const auto [a, n] = preferencePairs(mine, others);
                humanAgree += a;
                humanPairs += n;
            }
        const ReportRow *ceiling = findRow(
            *report, QStringLiteral("DeepResearch Bench: human inter-agreement"), dimension, "PAR_expert_vs_others");
        QVERIFY(ceiling);
        QCOMPARE(ceiling->n, static_cast<double>(humanPairs));
        QVERIFY(std::abs(ceiling->value - static_cast<double>(humanAgree) / humanPairs) < 1e-12);
        if (dimension == QLatin1String("overall"))
            humanParOverall = static_cast<double>(humanAgree) / humanPairs;
        for (int run = 0; run < 2; ++run) {
            const QString judge = run ? QStringLiteral("race-reverse") : QStringLiteral("race-vanilla");
            Expected x;
            std::vector<double> fap, fas;
            double modelRace[4] = {}, modelHuman[4] = {};
            for (auto task = expertsOf.cbegin(); task != expertsOf.cend(); ++task) {
                std::vector<double> race, human;
                std::vector<std::vector<double>> matrix;
                for (int m = 0; m < 4; ++m) {
                    std::vector<double> scores;
                    for (const QString &e : task.value())
                        scores.push_back(m_given.value(
                            QStringLiteral("%1/%2/%3/%4").arg(e).arg(task.key()).arg(kModels[m], dimension)));
                    matrix.push_back(scores);
                    race.push_back(
                        m_files.race[run].value(QStringLiteral("%1/%2/%3").arg(task.key()).arg(kModels[m], field)));
                    human.push_back(mean(scores));
                    modelRace[m] += race.back() / 8;
                    modelHuman[m] += human.back() / 8;
                }
                const auto [a, n] = preferencePairs(race, human);
                x.agree += a;
                x.pairs += n;
                if (icc11(matrix) >= 0) {
                    ++x.kept;
                    fap.push_back(pearson(race, human));
                    fas.push_back(spearman(race, human));
                }
            }
            x.opc = pearson({ modelRace, modelRace + 4 }, { modelHuman, modelHuman + 4 });
            x.fap = mean(fap);
            x.fas = mean(fas);
            const QString comparison = QStringLiteral("%1 · judge %2").arg(dimension, judge);
            const auto value = [&](const char *stat) {
                const ReportRow *row = findRow(*report, analysis, comparison, stat);
                return row ? row->value : std::nan("");
            };
            QVERIFY2(std::abs(value("PAR") - static_cast<double>(x.agree) / x.pairs) < 1e-12, qPrintable(comparison));
            QCOMPARE(findRow(*report, analysis, comparison, "PAR")->n, 48.0); // 8 tasks × 6 pairs
            // Pairs share reports and tasks: PAR's interval resamples whole tasks, not pairs (Wilson).
            const ReportRow *par = findRow(*report, analysis, comparison, "PAR");
            QVERIFY(par->ciMethod.startsWith(QLatin1String("bootstrap over tasks")));
            QVERIFY(par->ciLow <= par->value && par->value <= par->ciHigh);
            QVERIFY(std::abs(par->ciLow - wilsonLow(x.agree, x.pairs)) > 1e-6);
            if (dimension == QLatin1String("overall")) {
                parOf[run] = par->value;
                overallOf[run] = x.overall();
            }
            QVERIFY2(std::abs(value("OPC") - x.opc) < 1e-9, qPrintable(comparison));
            QCOMPARE(value("tasks_kept_icc_nonnegative"), static_cast<double>(x.kept));
            QCOMPARE(findRow(*report, analysis, comparison, "tasks_kept_icc_nonnegative")->n, 8.0);
            QVERIFY2(std::abs(value("FAP") - x.fap) < 1e-9, qPrintable(comparison));
            QVERIFY2(std::abs(value("FAS") - x.fas) < 1e-9, qPrintable(comparison));
            const ReportRow *overall = findRow(*report, analysis, comparison, "overall_score");
            QVERIFY(overall);
            QVERIFY2(std::abs(overall->value - x.overall()) < 1e-9, qPrintable(comparison));
            QVERIFY(overall->ciLow <= overall->value && overall->value <= overall->ciHigh);
            QCOMPARE(overall->headline, dimension == QLatin1String("overall"));
            if (dimension == QLatin1String("overall"))
                qInfo("%s: PAR %.4f OPC %.4f FAP %.4f FAS %.4f Overall %.4f [%.4f, %.4f], %d of 8 tasks kept; human "
                      "PAR %.4f",
                    qPrintable(judge), static_cast<double>(x.agree) / x.pairs, x.opc, x.fap, x.fas, x.overall(),
                    overall->ciLow, overall->ciHigh, x.kept, static_cast<double>(humanAgree) / humanPairs);
        }
    }
    checkRunComparisons(*report, { parOf[0], parOf[1] }, { overallOf[0], overallOf[1] }, humanParOverall);
    if (QTest::currentTestFailed())
        return;
    // The two runs are two rows, not one: their Overall Scores differ.
    QVERIFY(findRow(*report, analysis, QStringLiteral("overall · judge race-vanilla"), "overall_score")->value
        != findRow(*report, analysis, QStringLiteral("overall · judge race-reverse"), "overall_score")->value);
}

void TestDrbPaperStudy::factPairsPerHumanLabel()
{
    StudySpec spec;
    spec.name = QStringLiteral("fact pairs");
    spec.protocol = QStringLiteral("drb-fact");
    spec.form = formByName(defaultFormFor(spec.protocol)).value();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 60;
    spec.sample.seed = 100;
    const auto study = createStudy(*m_store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    QCOMPARE(study->items, 60);
    const QStringList targets = StudyStore(*m_store).sampleTargets(study->id).value();
    QCOMPARE(QSet<QString>(targets.begin(), targets.end()).size(), 60);
    QVERIFY(
        StudyStore(*m_store).assign(spec.name, { QStringLiteral("f1"), QStringLiteral("f2") }, OverlapPlan { 2, 0 }));
    // Each item asks about its own pair only, with the statement and the URL.
    int counts[2][2] = {}, excluded = 0, all = 0;
    StudyRandom random(5);
    QSqlQuery q(m_store->database());
    for (const QString &target : targets) {
        const auto form = formForItem(*m_store, spec.form, Target::parse(target));
        QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
        QVERIFY2(form->questions.size() == 1,
            qPrintable(target + QStringLiteral(": %1 questions").arg(form->questions.size())));
        const FormQuestion &question = form->questions.front();
        QCOMPARE(question.target, target);
        const Target pair = Target::parse(target);
        const QString url = pair.part().section(QLatin1Char('#'), 0, -2);
        const int idx = pair.part().section(QLatin1Char('#'), -1).toInt();
        QCOMPARE(question.context, url);
        QVERIFY(question.text.startsWith(QStringLiteral("fact %1 of %2").arg(idx).arg(url)));
        QVERIFY(q.exec(QStringLiteral("SELECT t.external_id, s.name FROM responses r JOIN tasks t ON t.id = r.task_id "
                                      "JOIN systems s ON s.id = r.system_id WHERE r.id = %1")
                           .arg(pair.responseId()))
            && q.next());
        const QString judge = m_files.fact.value(
            QStringLiteral("%1/%2/%3/%4").arg(q.value(0).toString(), q.value(1).toString(), url).arg(idx));
        QVERIFY(!judge.isEmpty());
        for (const QString &who : { QStringLiteral("f1"), QStringLiteral("f2") }) {
            const int human = random.below(4) == 0 ? 1 : 0; // mostly supported
            QVERIFY(AnnotationStore(*m_store).set({ who, Target::parse(target), QStringLiteral("support"),
                human ? QStringLiteral("unsupported") : QStringLiteral("supported"), {}, study->id,
                QStringLiteral("fact") }));
            ++all;
            if (judge == QLatin1String("unknown"))
                ++excluded;
            else
                ++counts[human][judge == QLatin1String("supported") ? 0 : 1];
        }
    }
    ReportRequest request;
    request.studyId = study->id;
    // A blind package asks the same statements, with no label, score or flag of the judge's.
    const QString path = m_dir.filePath(QStringLiteral("f1-fact.draudit"));
    const auto exported = exportStudyPackage(*m_store, spec.name, QStringLiteral("f1"), path);
    QVERIFY(exported);
    const IdAliases aliases = packageAliases(*m_store, exported->id);
    {
        auto package = ProjectStore::open(path);
        QVERIFY(package);
        QSqlQuery p((*package)->database());
        QVERIFY(p.exec(QStringLiteral("SELECT count(*), count(value), count(score), count(flags) FROM judge_records"))
            && p.next());
        QCOMPARE(p.value(0).toInt(), 60);
        QCOMPARE(p.value(1).toInt() + p.value(2).toInt() + p.value(3).toInt(), 0);
        for (const QString &target : targets) {
            const auto inPackage = formForItem(**package, spec.form, Target::parse(aliases.target(target)));
            QVERIFY2(inPackage, qPrintable(inPackage ? QString() : inPackage.error().toString()));
            const auto inProject = formForItem(*m_store, spec.form, Target::parse(target));
            QCOMPARE(inPackage->questions.front().text, inProject->questions.front().text);
            QCOMPARE(inPackage->questions.front().context, inProject->questions.front().context);
        }
    }
    const auto report = analyse(*m_store, spec.protocol, request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QString analysis = QStringLiteral("DeepResearch Bench: FACT support labels");
    const QString vs = QStringLiteral("humans vs judge fact");
    const auto check = [&](const char *stat, int passed, int total) {
        const ReportRow *row = findRow(*report, analysis, vs, stat);
        QVERIFY2(row, stat);
        QCOMPARE(row->n, static_cast<double>(total));
        QVERIFY2(std::abs(row->value - static_cast<double>(passed) / total) < 1e-12, stat);
        QVERIFY(std::abs(row->ciLow - wilsonLow(passed, total)) < 1e-9);
    };
    check("agreement_on_human_supported", counts[0][0], counts[0][0] + counts[0][1]);
    check("agreement_on_human_unsupported", counts[1][1], counts[1][0] + counts[1][1]);
    check("agreement_on_judge_supported", counts[0][0], counts[0][0] + counts[1][0]);
    check("agreement_on_judge_unsupported", counts[1][1], counts[0][1] + counts[1][1]);
    QCOMPARE(findRow(*report, analysis, vs, "judge_unknown_excluded")->value, static_cast<double>(excluded));
    QCOMPARE(findRow(*report, analysis, vs, "judge_unknown_excluded")->n, static_cast<double>(all));
    qInfo("FACT: %d answers on 60 pairs, %d on unknown; on human-supported %d/%d, on human-unsupported %d/%d", all,
        excluded, counts[0][0], counts[0][0] + counts[0][1], counts[1][1], counts[1][0] + counts[1][1]);
}

// RACE's per-criterion output (0–10 for the target report) in the long format: weighed into the judge's own 0–10
// dimension scores and compared with the experts' on one scale.
void TestDrbPaperStudy::perCriterionScoresAgainstExpertDimensions()
{
    const QString path = m_dir.filePath(QStringLiteral("criteria-decisions.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("judge,task,system,criterion,field,value,reasoning\n");
    QHash<QString, double> judged; // "task/model/dimension" -> weighted 0–10 score
    StudyRandom random(31);
    for (int t = 1; t <= 8; ++t)
        for (int m = 0; m < 4; ++m)
            for (const QString &d : kDimensions) {
                double weighted = 0;
                for (int c = 0; c < 2; ++c) {
                    const double noise = (static_cast<double>(random.below(1000)) / 1000.0 - 0.5) * 4;
                    const double v = std::clamp(std::round(quality(t, m) * 10 + noise), 0.0, 10.0);
                    weighted += (c == 0 ? 0.6 : 0.4) * v;
                    // The first criterion by its text, the second by its position in the dimension.
                    const QString criterion = c == 0 ? d + QStringLiteral(" of the costs") : d + QStringLiteral(":1");
                    f.write(QStringLiteral("race-criteria,%1,%2,%3,article_1_score,%4,\"covers it, mostly\"\n")
                                .arg(t)
                                .arg(kModels[m], criterion)
                                .arg(v)
                                .toUtf8());
                    f.write(QStringLiteral("race-criteria,%1,%2,%3,article_2_score,5,\n")
                                .arg(t)
                                .arg(kModels[m], criterion)
                                .toUtf8());
                }
                judged.insert(QStringLiteral("%1/%2/%3").arg(t).arg(kModels[m], d), weighted);
            }
    f.close();
    const auto imported = importFile(*m_store, path, {});
    QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
    QCOMPARE(imported->format, QStringLiteral("drb-criterion-decisions"));
    QCOMPARE(imported->counts.judgeRecords, 8 * 4 * 4 * 2 * 2);
    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("drb"), request);
    QVERIFY(report);
    const QString analysis = QStringLiteral("DeepResearch Bench: RACE criterion scores vs experts (0–10)");
    for (const QString &d : kDimensions) {
        std::vector<double> judge, experts, differences;
        for (int t = 1; t <= 8; ++t)
            for (int m = 0; m < 4; ++m) {
                std::vector<double> given;
                for (const QString &e : kExperts)
                    if (m_given.contains(QStringLiteral("%1/%2/%3/%4").arg(e).arg(t).arg(kModels[m], d)))
                        given.push_back(m_given.value(QStringLiteral("%1/%2/%3/%4").arg(e).arg(t).arg(kModels[m], d)));
                judge.push_back(judged.value(QStringLiteral("%1/%2/%3").arg(t).arg(kModels[m], d)));
                experts.push_back(mean(given));
                differences.push_back(experts.back() - judge.back());
            }
        const QString comparison = QStringLiteral("%1 · judge race-criteria").arg(d);
        const ReportRow *r = findRow(*report, analysis, comparison, "pearson_r");
        const ReportRow *rho = findRow(*report, analysis, comparison, "spearman_rho");
        const ReportRow *diff = findRow(*report, analysis, comparison, "mean_difference_expert_minus_judge");
        QVERIFY2(r && rho && diff, qPrintable(comparison));
        QCOMPARE(r->n, 32.0);
        QVERIFY(std::abs(r->value - pearson(judge, experts)) < 1e-9);
        QVERIFY(std::abs(rho->value - spearman(judge, experts)) < 1e-9);
        QVERIFY(std::abs(diff->value - mean(differences)) < 1e-9);
    }
    // A criterion the task does not have is an error naming the file, the line and the column.
    const QString bad = m_dir.filePath(QStringLiteral("bad-criteria.csv"));
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("judge,task,system,criterion,value\nrace-x,1,alpha,insight of the costs,7\nrace-x,1,alpha,elegance,7\n");
    b.close();
    const auto refused = importFile(*m_store, bad, {});
    QVERIFY(!refused);
    QVERIFY2(refused.error().toString().contains(QStringLiteral("bad-criteria.csv"))
            && refused.error().toString().contains(QStringLiteral(":3"))
            && refused.error().toString().contains(QStringLiteral("criterion")),
        qPrintable(refused.error().toString()));
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judges WHERE name = 'race-x'")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0); // all or nothing per file
}

QTEST_GUILESS_MAIN(TestDrbPaperStudy)
#include "tst_drbpaperstudy.moc"
