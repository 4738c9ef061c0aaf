// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DR-Arena human audit re-run as the paper designed it, on the real replays (../shared/data): 30 whole battles
// sampled, two simulated annotators who audit every round of their battles in order (one in the project, one
// through a blind package that is merged back), and the paper's table: Win / Loss / Tie kappa human vs examiner and
// human vs human, question validity, transition logic, rubric factuality (both readings), stop efficiency per battle,
// each with its Wilson interval, checked against an independent computation here.
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/studytesting.h"

#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace draudit::models;
using draudit::tests::packageAliases;

namespace {
const QStringList kVerdicts { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
    QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };

QString direction(const QString &verdict)
{
    return verdict.startsWith(QLatin1Char('A')) ? QStringLiteral("A")
        : verdict.startsWith(QLatin1Char('B'))  ? QStringLiteral("B")
                                                : QStringLiteral("Tie");
}

// Cohen's kappa of paired labels, written out: observed agreement against the product of the marginals.
double cohenKappa(const QList<QPair<QString, QString>> &pairs)
{
    QHash<QString, double> left, right;
    double agree = 0;
    for (const auto &[a, b] : pairs) {
        left[a] += 1;
        right[b] += 1;
        agree += a == b ? 1 : 0;
    }
    const double n = static_cast<double>(pairs.size());
    double expected = 0;
    for (auto it = left.cbegin(); it != left.cend(); ++it)
        expected += it.value() / n * right.value(it.key()) / n;
    return (agree / n - expected) / (1 - expected);
}

struct Wilson
{
    double p, lo, hi;
};

Wilson wilson(int passed, int total)
{
    const double z = 1.959963984540054, n = total, p = passed / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return { p, centre - half, centre + half };
}

// A seeded annotator: agrees with the examiner's direction most of the time and passes most audit questions.
class Annotator
{
public:
    Annotator(QString name, std::uint64_t seed)
        : name(std::move(name))
        , m_random(seed)
    {
    }
    QString pick(const QStringList &values, const QList<int> &weights)
    {
        int total = 0;
        for (int w : weights)
            total += w;
        auto draw = static_cast<int>(m_random.below(static_cast<std::uint64_t>(total)));
        for (qsizetype i = 0; i < values.size(); ++i) {
            draw -= weights[i];
            if (draw < 0)
                return values[i];
        }
        return values.back();
    }
    QString verdict(const QString &examiner)
    {
        if (kVerdicts.contains(examiner) && m_random.below(100) < 80)
            return examiner;
        return kVerdicts[static_cast<qsizetype>(m_random.below(5))];
    }
    QString name;

private:
    StudyRandom m_random;
};
} // namespace

class TestArenaPaperStudy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void thirtyWholeBattlesInRoundOrder();
    void formFollowsTheBattle();
    void packageCarriesTheBattleContextAndNoVerdict();
    void paperTableFromTwoAnnotators();

private:
    // inMaster: the master's target of a package's item (whose ids are aliases), for the examiner's verdict on it.
    QHash<QString, QString> answer(
        Annotator &who, ProjectStore &store, const QString &target, const QString &inMaster = {});
    void checkPassRates();
    QStringList targets() const { return StudyStore(*m_store).sampleTargets(m_study.id).value(); }
    const ReportRow *row(const QString &analysis, const QString &comparison, const QString &statistic) const;
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    StudyInfo m_study;
    FormDefinition m_form;
    QHash<QString, QString> m_examiner; // round target -> the examiner's verdict
    QHash<QString, int> m_roundNo; // round target -> its number in the battle
    QHash<QString, qint64> m_battle; // round target -> battle
    QHash<qint64, int> m_firstRound; // battle -> its first round number
    QHash<qint64, int> m_lastRound; // battle -> its last round number
    // Every answer given: annotator -> target -> field -> value.
    QHash<QString, QHash<QString, QHash<QString, QString>>> m_answers;
    ReportTable m_report;
};

void TestArenaPaperStudy::initTestCase()
{
    const QString dashboard = qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard");
    if (qEnvironmentVariableIsEmpty("DRAUDIT_SHARED_DATA")
        || !QDir(dashboard + QStringLiteral("/battle-replays")).exists())
        QSKIP("../shared/data is absent: the real DR-Arena replays are needed for the paper's study");
    auto created = ProjectStore::create(m_dir.filePath(QStringLiteral("arena.draudit")));
    QVERIFY(created);
    m_store = std::move(*created);
    for (const QString &folder : { QStringLiteral("/battle-replays"), QStringLiteral("/trees") })
        for (const QString &file : expandImportPaths(dashboard + folder)) {
            const auto r = importFile(*m_store, file, {});
            QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        }
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, r.round_no, r.comparison_id, (SELECT value FROM judge_records j WHERE "
                                  "j.target = 'round:' || r.id AND j.field = 'verdict') FROM rounds r")));
    while (q.next()) {
        const QString target = Target::round(q.value(0).toLongLong()).toString();
        m_roundNo.insert(target, q.value(1).toInt());
        m_battle.insert(target, q.value(2).toLongLong());
        m_examiner.insert(target, q.value(3).toString());
        const qint64 battle = q.value(2).toLongLong();
        m_lastRound[battle] = std::max(m_lastRound.value(battle), q.value(1).toInt());
        m_firstRound[battle] = std::min(m_firstRound.value(battle, q.value(1).toInt()), q.value(1).toInt());
    }
    StudySpec spec;
    spec.name = QStringLiteral("paper audit");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = pipelineAuditForm();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 30;
    spec.sample.wholeUnits = true;
    spec.sample.stratifyBy = QStringLiteral("model_pair");
    spec.sample.seed = 2026;
    const auto study = createStudy(*m_store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    m_study = *study;
    m_form = spec.form;
    const auto assigned = StudyStore(*m_store).assign(
        spec.name, { QStringLiteral("ann1"), QStringLiteral("ann2") }, OverlapPlan { 2, 0 });
    QVERIFY2(assigned, qPrintable(assigned ? QString() : assigned.error().toString()));
}

void TestArenaPaperStudy::thirtyWholeBattlesInRoundOrder()
{
    const QStringList targets = StudyStore(*m_store).sampleTargets(m_study.id).value();
    QSet<qint64> battles;
    QHash<qint64, int> rounds;
    for (const QString &t : targets) {
        battles.insert(m_battle.value(t));
        ++rounds[m_battle.value(t)];
    }
    QCOMPARE(battles.size(), 30);
    for (const qint64 b : std::as_const(battles)) // every round of every sampled battle
        QCOMPARE(rounds.value(b), static_cast<int>(std::count(m_battle.cbegin(), m_battle.cend(), b)));
    QVERIFY(m_study.sample.startsWith(QStringLiteral("30 battles (every round, in order), stratified by model_pair")));
    // Each annotator has all of them, a battle's rounds one after another in round order, on one side.
    for (const QString &who : { QStringLiteral("ann1"), QStringLiteral("ann2") }) {
        const auto queue = StudyStore(*m_store).queue(m_study.id, who).value();
        QCOMPARE(queue.size(), targets.size());
        QSet<qint64> finished;
        for (qsizetype i = 0; i < queue.size(); ++i) {
            const qint64 b = m_battle.value(queue[i].target.toString());
            QVERIFY2(!finished.contains(b), "a battle's rounds are split in the queue");
            if (i + 1 < queue.size() && m_battle.value(queue[i + 1].target.toString()) == b) {
                QVERIFY(m_roundNo.value(queue[i + 1].target.toString()) > m_roundNo.value(queue[i].target.toString()));
                QCOMPARE(queue[i + 1].leftIsA, queue[i].leftIsA);
            } else {
                finished.insert(b);
            }
        }
    }
}

void TestArenaPaperStudy::formFollowsTheBattle()
{
    QSqlQuery q(m_store->database());
    for (const QString &t : targets()) {
        const auto form = formForItem(*m_store, m_form, Target::parse(t));
        QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
        const FormQuestion *a3 = form->question(QStringLiteral("A3"));
        const FormQuestion *d2 = form->question(QStringLiteral("D2"));
        // A3 on every round (the paper's 62/64 is over all audited rounds): round 1 against the battle's opening.
        QVERIFY(a3 && a3->required);
        if (m_roundNo.value(t) == m_firstRound.value(m_battle.value(t))) {
            QVERIFY2(a3->context.contains(QStringLiteral("Root page:")), qPrintable(a3->context));
        } else {
            // The previous round's question is shown; the examiner's verdicts (and reasoning) never are.
            QVERIFY(q.exec(QStringLiteral("SELECT t.prompt FROM rounds r JOIN tasks t ON t.id = r.task_id WHERE "
                                          "r.comparison_id = %1 AND r.round_no < %2 ORDER BY r.round_no DESC")
                               .arg(m_battle.value(t))
                               .arg(m_roundNo.value(t)))
                && q.next());
            QVERIFY(a3->context.contains(q.value(0).toString()));
            for (const QString &v : kVerdicts)
                QVERIFY2(!a3->context.contains(v), qPrintable(a3->context));
        }
        // D2 on every round, once it is committed: whether the battle goes on follows from the verdicts.
        QVERIFY(d2 && d2->required && d2->afterCommit && !form->beforeCommit().question(QStringLiteral("D2")));
        const bool last = m_roundNo.value(t) == m_lastRound.value(m_battle.value(t));
        QVERIFY2(d2->context.contains(last ? QStringLiteral("ends with this round") : QStringLiteral("goes on")),
            qPrintable(d2->context));
        QVERIFY(!form->question(QStringLiteral("B1"))->context.isEmpty());
    }
}

void TestArenaPaperStudy::packageCarriesTheBattleContextAndNoVerdict()
{
    const QString path = m_dir.filePath(QStringLiteral("ann2-blind.draudit"));
    // A whole-battle package shows each battle's length: written only when the owner accepts that.
    QVERIFY(!exportStudyPackage(*m_store, m_study.name, QStringLiteral("ann2"), path));
    const auto exported
        = exportStudyPackage(*m_store, m_study.name, QStringLiteral("ann2"), path, false, UnitLengths::Shown);
    QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().toString()));
    QCOMPARE(exported->phase, PackagePhase::Blind);
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QSqlQuery q((*package)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    // The battles' information trees travel with them (B1), where the project has them.
    QSqlQuery m(m_store->database());
    QVERIFY(m.exec(QStringLiteral("SELECT count(*) FROM reference_pages p WHERE p.tree_id IN (SELECT "
                                  "json_extract(c.metadata, '$.tree_id') FROM comparisons c WHERE c.id IN (%1))")
                       .arg([&] {
                           QStringList ids;
                           for (const QString &t : targets())
                               ids << QString::number(m_battle.value(t));
                           return ids.join(QLatin1Char(','));
                       }()))
        && m.next());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM reference_pages")) && q.next());
    QCOMPARE(q.value(0).toInt(), m.value(0).toInt());
    QVERIFY(m.value(0).toInt() > 0);
    // The package asks exactly the questions the project asks, item by item (under its aliases of the ids).
    const IdAliases aliases = packageAliases(*m_store, exported->id);
    for (const QString &t : targets()) {
        const auto inProject = formForItem(*m_store, m_form, Target::parse(t));
        const auto inPackage = formForItem(**package, m_form, Target::parse(aliases.target(t)));
        QVERIFY2(inPackage, qPrintable(inPackage ? QString() : inPackage.error().toString()));
        QStringList a, b;
        for (const FormQuestion &question : inProject->questions)
            a << question.id + QLatin1Char('|') + question.context;
        for (const FormQuestion &question : inPackage->questions)
            b << question.id + QLatin1Char('|') + question.context;
        QCOMPARE(b, a);
    }
}

// The annotator's answers to every question the item's form asks (and applies), stored in `store`.
QHash<QString, QString> TestArenaPaperStudy::answer(
    Annotator &who, ProjectStore &store, const QString &target, const QString &inMaster)
{
    const QString examined = inMaster.isEmpty() ? target : inMaster; // a package's target is an alias
    const FormDefinition form = formForItem(store, m_form, Target::parse(target)).value();
    QHash<QString, QString> given;
    const QString yes = QStringLiteral("Yes"), no = QStringLiteral("No");
    for (const FormQuestion &q : form.questions) {
        if (!form.applies(q, given) || q.kind != FormQuestion::Kind::SingleChoice)
            continue;
        QString value;
        if (q.id == QLatin1String("A1") || q.id == QLatin1String("A2"))
            value = who.pick({ yes, no, QStringLiteral("Broken question") }, { 85, 10, 5 });
        else if (q.id == QLatin1String("A3"))
            value = who.pick({ yes, no }, { 85, 15 });
        else if (q.id == QLatin1String("B1"))
            value = who.pick({ QStringLiteral("Completely correct"), QStringLiteral("Mostly correct"),
                                 QStringLiteral("Major hallucinations") },
                { 70, 20, 10 });
        else if (q.id == QLatin1String("C1"))
            value = who.verdict(m_examiner.value(examined));
        else if (q.id == QLatin1String("D2"))
            value = who.pick(
                { QStringLiteral("Sufficient"), QStringLiteral("Insufficient"), QStringLiteral("Excessive") },
                { 80, 10, 10 });
        else if (q.required)
            value = q.options.front().value;
        if (value.isEmpty())
            continue;
        given.insert(q.id, value);
        const auto set = AnnotationStore(store).set(
            { who.name, Target::parse(target), q.storedField(), value, {}, m_study.id, QStringLiteral("paper-study") });
        if (!set)
            qWarning() << set.error().toString();
    }
    return given;
}

void TestArenaPaperStudy::paperTableFromTwoAnnotators()
{
    // ann1 works in the project; ann2 offline, in a blind package merged back.
    Annotator ann1(QStringLiteral("ann1"), 11), ann2(QStringLiteral("ann2"), 22);
    const QList<QueueItem> first = StudyStore(*m_store).queue(m_study.id, QStringLiteral("ann1")).value();
    for (const QueueItem &item : first)
        m_answers[ann1.name][item.target.toString()] = answer(ann1, *m_store, item.target.toString());
    const QString path = m_dir.filePath(QStringLiteral("ann2-work.draudit"));
    const auto exported
        = exportStudyPackage(*m_store, m_study.name, QStringLiteral("ann2"), path, false, UnitLengths::Shown);
    QVERIFY(exported);
    {
        auto package = ProjectStore::open(path);
        QVERIFY(package);
        const QList<QueueItem> second = StudyStore(**package).queue(m_study.id, QStringLiteral("ann2")).value();
        // The package's items under their aliases; the master's own targets are what the examiner decided.
        const QHash<QString, QString> master = packageAliases(*m_store, exported->id).reverse(targets());
        for (const QueueItem &item : second) {
            QVERIFY(master.contains(item.target.toString()));
            m_answers[ann2.name][master.value(item.target.toString())]
                = answer(ann2, **package, item.target.toString(), master.value(item.target.toString()));
            // Committed, as the workbench does on Enter: D2 is asked only after a round's commit, and the merge
            // checks that it was.
            QVERIFY(StudyStore(**package).markItem(
                m_study.id, QStringLiteral("ann2"), item.target, draudit::models::QueueStatus::Done, 30));
        }
    }
    const auto merged = mergePackage(*m_store, path);
    QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    int given = 0;
    for (const auto &byTarget : std::as_const(m_answers[ann2.name]))
        given += static_cast<int>(byTarget.size());
    QCOMPARE(merged->added, given); // every answer the package asked for is accepted

    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("dr-arena"), request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    m_report = *report;

    // Win / Loss / Tie kappa: the annotators pooled against the examiner, and the two annotators.
    QList<QPair<QString, QString>> vsJudge, vsHuman;
    for (const QString &who : { ann1.name, ann2.name })
        for (auto it = m_answers[who].cbegin(); it != m_answers[who].cend(); ++it)
            if (kVerdicts.contains(m_examiner.value(it.key())))
                vsJudge.append({ direction(it->value(QStringLiteral("C1"))), direction(m_examiner.value(it.key())) });
    for (auto it = m_answers[ann1.name].cbegin(); it != m_answers[ann1.name].cend(); ++it)
        vsHuman.append({ direction(it->value(QStringLiteral("C1"))),
            direction(m_answers[ann2.name].value(it.key()).value(QStringLiteral("C1"))) });
    const ReportRow *judgeKappa = row(QStringLiteral("human vs judge verdict"),
        QStringLiteral("all humans vs dr-arena-examiner"), QStringLiteral("3-level cohen_kappa"));
    const ReportRow *humanKappa = row(QStringLiteral("human vs human verdict"), QStringLiteral("ann1 vs ann2"),
        QStringLiteral("3-level cohen_kappa"));
    QVERIFY(judgeKappa && humanKappa);
    QVERIFY(judgeKappa->headline && humanKappa->headline);
    QCOMPARE(judgeKappa->n, static_cast<double>(vsJudge.size()));
    QVERIFY(std::abs(judgeKappa->value - cohenKappa(vsJudge)) < 1e-12);
    QCOMPARE(humanKappa->n, static_cast<double>(vsHuman.size()));
    QVERIFY(std::abs(humanKappa->value - cohenKappa(vsHuman)) < 1e-12);
    QVERIFY(judgeKappa->ciLow < judgeKappa->value && judgeKappa->value < judgeKappa->ciHigh);
    // Both annotators follow the examiner's direction 80% of the time, the one in the package too (whose items are
    // under aliases there): the agreement is well above chance.
    QVERIFY2(judgeKappa->value > 0.5 && humanKappa->value > 0.4, qPrintable(QString::number(judgeKappa->value)));

    checkPassRates();
    for (const ReportRow &r : std::as_const(m_report.rows))
        if (r.headline || r.analysis.startsWith(QLatin1String("audit")))
            qInfo("%s | %s | %s = %.3f [%.3f, %.3f] n=%g", qPrintable(r.analysis), qPrintable(r.comparison),
                qPrintable(r.statistic), r.value, r.ciLow, r.ciHigh, r.n);
    // A3 and D2 on every round of both annotators (the paper's n = 64 rounds, 128 answers); the readings of earlier
    // versions as named extras: D2 once per battle and annotator, A3 from round 2 on. The audit covers the 30 battles
    // and all their rounds.
    const double answers
        = static_cast<double>(m_answers[QStringLiteral("ann1")].size() + m_answers[QStringLiteral("ann2")].size());
    QCOMPARE(
        row(QStringLiteral("audit pass rate"), QStringLiteral("D2"), QStringLiteral("stop efficiency"))->n, answers);
    QCOMPARE(
        row(QStringLiteral("audit pass rate"), QStringLiteral("A3"), QStringLiteral("transition logic"))->n, answers);
    QCOMPARE(row(QStringLiteral("audit pass rate"), QStringLiteral("D2, last round of each battle"),
                 QStringLiteral("stop efficiency"))
                 ->n,
        60.0);
    QCOMPARE(
        row(QStringLiteral("audit pass rate"), QStringLiteral("A3, rounds 2 on"), QStringLiteral("transition logic"))
            ->n,
        answers - 60.0);
    QCOMPARE(row(QStringLiteral("audit pass rate"), QStringLiteral("A3 · ann1"), QStringLiteral("transition logic"))->n,
        static_cast<double>(m_answers[QStringLiteral("ann1")].size()));
    QCOMPARE(row(QStringLiteral("audit sample"), QStringLiteral("A1"), QStringLiteral("battles"))->value, 30.0);
    QCOMPARE(row(QStringLiteral("audit sample"), QStringLiteral("A1"), QStringLiteral("rounds"))->value,
        static_cast<double>(m_answers[ann1.name].size()));
}

// The audit's pass rates, each with its Wilson interval.
void TestArenaPaperStudy::checkPassRates()
{
    const auto rate = [&](const QString &comparison, const QString &statistic,
                          const std::function<std::optional<bool>(const QHash<QString, QString> &)> &passes) {
        int passed = 0, total = 0;
        for (const auto &byTarget : std::as_const(m_answers))
            for (const auto &answers : byTarget)
                if (const auto p = passes(answers)) {
                    ++total;
                    passed += *p ? 1 : 0;
                }
        const ReportRow *r = row(QStringLiteral("audit pass rate"), comparison, statistic);
        QVERIFY2(r, qPrintable(statistic));
        const Wilson w = wilson(passed, total);
        QCOMPARE(r->n, static_cast<double>(total));
        QVERIFY(std::abs(r->value - w.p) < 1e-12 && std::abs(r->ciLow - w.lo) < 1e-12
            && std::abs(r->ciHigh - w.hi) < 1e-12);
    };
    const auto is = [](const char *field, const QStringList &pass) {
        return [=](const QHash<QString, QString> &a) -> std::optional<bool> {
            const QString v = a.value(QString::fromLatin1(field));
            return v.isEmpty() ? std::nullopt : std::optional<bool>(pass.contains(v));
        };
    };
    rate(QStringLiteral("A1 and A2"), QStringLiteral("question validity"),
        [](const QHash<QString, QString> &a) -> std::optional<bool> {
            return a.value(QStringLiteral("A1")) == QLatin1String("Yes")
                && a.value(QStringLiteral("A2")) == QLatin1String("Yes");
        });
    rate(QStringLiteral("A3"), QStringLiteral("transition logic"), is("A3", { QStringLiteral("Yes") }));
    rate(QStringLiteral("B1"), QStringLiteral("rubric factuality"),
        is("B1", { QStringLiteral("Completely correct"), QStringLiteral("Mostly correct") }));
    rate(QStringLiteral("B1"), QStringLiteral("rubric factuality (strict: mostly correct fails)"),
        is("B1", { QStringLiteral("Completely correct") }));
    rate(QStringLiteral("D2"), QStringLiteral("stop efficiency"), is("D2", { QStringLiteral("Sufficient") }));
}

const ReportRow *TestArenaPaperStudy::row(
    const QString &analysis, const QString &comparison, const QString &statistic) const
{
    for (const ReportRow &r : m_report.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == statistic)
            return &r;
    return nullptr;
}

QTEST_GUILESS_MAIN(TestArenaPaperStudy)
#include "tst_arenapaperstudy.moc"
