// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a study's answers feed: adjudicated gold values, position bias and change of mind, and ratings.
#include "judge/bradleyterry.h"
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/report/chartdata.h"
#include "models/report/namemap.h"
#include "models/store/studies/adjudication.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/models/studytesting.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <numeric>

using namespace draudit::models;
using draudit::tests::pilot;

class TestStudyAnalyses : public QObject
{
    Q_OBJECT

private slots:
    void disagreementsAdjudicatedIntoGold();
    void positionBiasAndChangeOfMind();
    void blindStatisticsIgnoreChangesAfterCommit();
    void answersNeverCommittedAreLeftOut();
    void ratingsFromJudgeAndHumans();
    void leaderboardNamesMappedByAliases();
    void pooledKappaIntervalResamplesBattles();
    void twoJudgesComparedOnTheSameAnswers();
    void judgeAgainstTheHumanCeiling();

private:
    // A blind pilot of five items, ann and bob each answering every item (agreeing in places) and committing it; the
    // item at `open` (annotator, queue index) is shown and answered but never committed. Empty when a write failed.
    std::optional<StudyInfo> answeredPilot(ProjectStore &store, const std::pair<QString, int> &open = {})
    {
        const StudyInfo s = pilot(store, QStringLiteral("blind"), 5);
        StudyStore studies(store);
        const QStringList team { QStringLiteral("ann"), QStringLiteral("bob") };
        if (!studies.assign(QStringLiteral("blind"), team, OverlapPlan { 2, 0 }))
            return std::nullopt;
        AnnotationStore answers(store);
        const QStringList verdicts { QStringLiteral("A_BETTER"), QStringLiteral("B_BETTER"), QStringLiteral("Tie") };
        for (const QString &who : team) {
            const QList<QueueItem> queue = studies.queue(s.id, who).value();
            for (int i = 0; i < queue.size(); ++i) {
                const QString v = verdicts[(i + (who == QLatin1String("bob") ? i / 3 : 0)) % 3];
                const bool leftOpen = open.first == who && open.second == i;
                if (!answers.set({ who, queue[i].target, QStringLiteral("C1"), v, {}, s.id, {} })
                    || !studies.recordBlindingEvent(s.id, who, queue[i].target,
                        leftOpen ? StudyStore::BlindingEvent::Shown : StudyStore::BlindingEvent::Committed))
                    return std::nullopt;
            }
        }
        return s;
    }
    std::unique_ptr<ProjectStore> demo(const QString &name, int battles = 12)
    {
        return draudit::tests::demoProject(m_dir.filePath(name), battles);
    }
    QTemporaryDir m_dir;
};

void TestStudyAnalyses::disagreementsAdjudicatedIntoGold()
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
        return bool(
            answers.set({ who, Target::parse(target), QStringLiteral("C1"), value, {}, s.id, QStringLiteral("test") }));
    };
    // Item 0: agree; item 1: one step apart; item 2: opposite ends of the scale.
    QVERIFY(answer(QStringLiteral("ann"), items[0], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[0], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("ann"), items[1], QStringLiteral("A_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[1], QStringLiteral("Tie")));
    QVERIFY(answer(QStringLiteral("ann"), items[2], QStringLiteral("A_MUCH_BETTER")));
    QVERIFY(answer(QStringLiteral("bob"), items[2], QStringLiteral("B_MUCH_BETTER")));
    QStringList scale;
    const FormDefinition form = blindPairwiseForm();
    for (const FormOption &o : form.questions.front().options)
        scale << o.value;
    const auto all = findDisagreements(*store, s.id, QStringLiteral("C1"), scale).value();
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.front().target, Target::parse(items[2])); // most severe first
    QCOMPARE(all.front().severity, 4);
    QCOMPARE(all.back().severity, 1);
    QCOMPARE(findDisagreements(*store, s.id, QStringLiteral("C1"), scale, 2).value().size(), 1);
    // Resolve the severe one; it stays listed with its gold value unless resolved items are hidden.
    const auto version = answers.adjudicate(QStringLiteral("lead"), Target::parse(items[2]), QStringLiteral("C1"),
        QStringLiteral("A_BETTER"), QStringLiteral("B misses the second source"), 0, s.id);
    QVERIFY(version);
    const auto after = findDisagreements(*store, s.id, QStringLiteral("C1"), scale).value();
    QCOMPARE(after.front().goldValue, QStringLiteral("A_BETTER"));
    QCOMPARE(after.front().goldVersion, 1);
    QCOMPARE(findDisagreements(*store, s.id, QStringLiteral("C1"), scale, 1, false).value().size(), 1);
    // Gold values feed the analyses: gold vs the judge, and each annotator vs gold.
    for (const QString &t : { items[0], items[1] })
        QVERIFY(answers.adjudicate(
            QStringLiteral("lead"), Target::parse(t), QStringLiteral("C1"), QStringLiteral("A_BETTER"), {}, 0, s.id));
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

void TestStudyAnalyses::positionBiasAndChangeOfMind()
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
    const QString judged = judgeVerdict(queue[0].target.toString());
    const QString before = queue[0].leftIsA ? QStringLiteral("A_BETTER") : QStringLiteral("B_BETTER");
    const QString after
        = judged.isEmpty() || judged == before || judged == QLatin1String("UNKNOWN") ? QStringLiteral("Tie") : judged;
    QVERIFY(answers.set({ QStringLiteral("ann"), queue[0].target, QStringLiteral("C1"), after, {}, s.id, {} }));

    // The report, as `draudit report` makes it: the headline on blind answers, the final answers as a named variant.
    ReportRequest request;
    request.studyId = s.id;
    const auto report = analyse(*store, QStringLiteral("dr-arena"), request).value();
    const auto find = [&](const QString &analysis, const QString &comparison, const QString &statistic) {
        for (const ReportRow &r : report.rows)
            if (r.analysis == analysis && r.comparison.startsWith(comparison) && r.statistic == statistic)
                return r;
        return ReportRow {};
    };
    // Position bias on blind answers: every verdict, the changed one as committed, went to the left answer.
    const ReportRow left
        = find(QStringLiteral("position bias"), QStringLiteral("ann"), QStringLiteral("first_position_win_rate"));
    QCOMPARE(left.n, static_cast<double>(queue.size()));
    QCOMPARE(left.value, 1.0);
    QVERIFY(find(QStringLiteral("position bias"), QStringLiteral("ann"), QStringLiteral("binomial_p_vs_half")).value
        < 0.05);
    QVERIFY(find(QStringLiteral("position bias"), QStringLiteral("dr-arena-examiner"),
                QStringLiteral("first_position_win_rate"))
                .n
        > 0);
    // The final answers, named: the changed verdict counts as it is now.
    const ReportRow finalLeft = find(QStringLiteral("final answers, incl. changes after commit: position bias"),
        QStringLiteral("ann"), QStringLiteral("first_position_win_rate"));
    int decided = 0, leftWins = 0;
    for (int i = 0; i < queue.size(); ++i) {
        const QString data
            = i == 0 ? after : (queue[i].leftIsA ? QStringLiteral("A_BETTER") : QStringLiteral("B_BETTER"));
        const QString screen = queue[i].leftIsA ? data : arena::mirrored(data);
        decided += screen == QLatin1String("Tie") ? 0 : 1;
        leftWins += screen.startsWith(QLatin1String("A_")) ? 1 : 0;
    }
    QCOMPARE(finalLeft.n, static_cast<double>(decided));
    QVERIFY(std::abs(finalLeft.value - static_cast<double>(leftWins) / decided) < 1e-12);
    QVERIFY(!finalLeft.headline);
    // Two committed and revealed items, one changed after its reveal, to the judge's verdict unless the judge had none
    // to move to; nothing changed between a commit and its reveal.
    const ReportRow changed
        = find(QStringLiteral("change of mind"), QStringLiteral("ann"), QStringLiteral("changed_after_reveal"));
    QCOMPARE(changed.n, 2.0);
    QCOMPARE(changed.value, 0.5);
    QCOMPARE(find(QStringLiteral("change of mind"), QStringLiteral("ann"),
                 QStringLiteral("changed_after_commit_before_reveal"))
                 .value,
        0.0);
    const ReportRow towards = find(
        QStringLiteral("change of mind"), QStringLiteral("ann"), QStringLiteral("moved_to_the_judge_after_reveal"));
    QCOMPARE(towards.value, after == judged ? 1.0 : 0.0);
    QCOMPARE(find(QStringLiteral("answers counted"), QStringLiteral("all annotators"),
                 QStringLiteral("changed_after_commit"))
                 .value,
        1.0);
}

// Finding 1 of "Blind by construction": an annotator who changes her verdicts after the commit and the reveal (by a
// new answer, or by Undo and a new answer) leaves every blind statistic as it was; only the named final-answers rows
// and the change-of-mind table move.
void TestStudyAnalyses::blindStatisticsIgnoreChangesAfterCommit()
{
    auto store = demo(QStringLiteral("blind.draudit"), 6);
    QVERIFY(store);
    const auto pilotStudy = answeredPilot(*store);
    QVERIFY(pilotStudy);
    const StudyInfo &s = *pilotStudy;
    StudyStore studies(*store);
    AnnotationStore answers(*store);
    const QStringList verdicts { QStringLiteral("A_BETTER"), QStringLiteral("B_BETTER"), QStringLiteral("Tie") };
    const QList<QueueItem> annQueue = studies.queue(s.id, QStringLiteral("ann")).value();
    ReportRequest request;
    request.studyId = s.id;
    const ReportTable before = analyse(*store, QStringLiteral("dr-arena"), request).value();
    const auto headlineRows = [](const ReportTable &t) {
        QStringList out;
        for (const ReportRow &r : t.rows)
            if (!r.analysis.startsWith(QLatin1String("final answers")) && r.analysis != QLatin1String("change of mind")
                && r.analysis != QLatin1String("answers counted"))
                out << QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
                           .arg(r.analysis, r.comparison, r.statistic)
                           .arg(r.value, 0, 'g', 15)
                           .arg(r.ciLow, 0, 'g', 15)
                           .arg(r.ciHigh, 0, 'g', 15)
                           .arg(r.n);
        return out;
    };
    QVERIFY(headlineRows(before).size() > 5);
    // Ann reveals every judge and moves every verdict to it: half by a new answer, half by Undo and a new answer.
    const auto judgeOf = [&](const QString &target) {
        auto q = runQuery(store->database(),
            QStringLiteral("SELECT value FROM judge_records WHERE field = 'verdict' AND target = ? AND value <> "
                           "'UNKNOWN' ORDER BY id LIMIT 1"),
            { target });
        return q && q->next() ? q->value(0).toString() : QStringLiteral("Tie");
    };
    int moved = 0;
    for (int i = 0; i < annQueue.size(); ++i) {
        const QString &target = annQueue[i].target.toString();
        QVERIFY(studies.recordBlindingEvent(
            s.id, QStringLiteral("ann"), Target::parse(target), StudyStore::BlindingEvent::Revealed));
        if (i % 2 == 1) {
            QVERIFY(answers.set({ QStringLiteral("ann"), Target::parse(target), QStringLiteral("C1"),
                QStringLiteral("B_MUCH_BETTER"), {}, s.id, {} }));
            QVERIFY(answers.undoLast(QStringLiteral("ann"), s.id));
        }
        const QString judged = judgeOf(target);
        moved += judged != verdicts[i % 3] ? 1 : 0;
        QVERIFY(
            answers.set({ QStringLiteral("ann"), Target::parse(target), QStringLiteral("C1"), judged, {}, s.id, {} }));
    }
    QVERIFY(moved > 0);
    const ReportTable after = analyse(*store, QStringLiteral("dr-arena"), request).value();
    QCOMPARE(headlineRows(after), headlineRows(before));
    // The final answers are there, named, and differ; the change-of-mind table counts what ann did.
    bool finalDiffers = false;
    for (const ReportRow &r : after.rows)
        if (r.analysis == QLatin1String("final answers, incl. changes after commit: human vs judge verdict")
            && r.comparison.startsWith(QLatin1String("ann vs")) && r.statistic.contains(QLatin1String("kappa"))) {
            QVERIFY(!r.headline);
            const ReportRow *blind = draudit::tests::findRow(
                after, QStringLiteral("human vs judge verdict"), r.comparison, r.statistic.toLatin1().constData());
            QVERIFY(blind);
            finalDiffers = finalDiffers || blind->value != r.value;
        }
    QVERIFY(finalDiffers);
    const ReportRow *changed = draudit::tests::findRow(
        after, QStringLiteral("change of mind"), QStringLiteral("ann"), "changed_after_reveal");
    QVERIFY(changed);
    QCOMPARE(changed->n, static_cast<double>(annQueue.size()));
    QCOMPARE(changed->value, static_cast<double>(moved) / annQueue.size());
    const ReportRow *toJudge = draudit::tests::findRow(
        after, QStringLiteral("change of mind"), QStringLiteral("ann"), "moved_to_the_judge_after_reveal");
    QVERIFY(toJudge);
    QCOMPARE(toJudge->value, 1.0);
    const ReportRow *counted = draudit::tests::findRow(
        after, QStringLiteral("answers counted"), QStringLiteral("all annotators"), "changed_after_commit");
    QVERIFY(counted);
    QCOMPARE(counted->value, static_cast<double>(moved));
    QVERIFY(
        !draudit::tests::findRow(after, QStringLiteral("change of mind"), QStringLiteral("bob"), "changed_after_reveal")
             ->value);
}

// An answer given in a blind study on an item never committed (skipped, or left before Enter) is no judgement: the
// statistics are those without it, and the report counts it as left out (it was counted "as stored").
void TestStudyAnalyses::answersNeverCommittedAreLeftOut()
{
    auto store = demo(QStringLiteral("uncommitted.draudit"), 6);
    QVERIFY(store);
    const auto pilotStudy = answeredPilot(*store, { QStringLiteral("bob"), 0 }); // answered, then skipped
    QVERIFY(pilotStudy);
    const StudyInfo &s = *pilotStudy;
    const QString left = StudyStore(*store).queue(s.id, QStringLiteral("bob")).value().front().target.toString();
    ReportRequest request;
    request.studyId = s.id;
    const ReportTable with = analyse(*store, QStringLiteral("dr-arena"), request).value();
    const ReportRow *leftOut = draudit::tests::findRow(
        with, QStringLiteral("answers counted"), QStringLiteral("all annotators"), "left_out_never_committed");
    QVERIFY(leftOut);
    QCOMPARE(leftOut->value, 1.0);
    QVERIFY(runQuery(store->database(),
        QStringLiteral("DELETE FROM annotation_history WHERE target = ? AND annotator_id = (SELECT id FROM annotators "
                       "WHERE name = 'bob')"),
        { left }));
    QVERIFY(runQuery(store->database(),
        QStringLiteral("DELETE FROM annotations WHERE target = ? AND annotator_id = (SELECT id FROM annotators WHERE "
                       "name = 'bob')"),
        { left }));
    const ReportTable without = analyse(*store, QStringLiteral("dr-arena"), request).value();
    const auto statistics = [](const ReportTable &t) {
        QStringList out;
        for (const ReportRow &r : t.rows)
            if (r.analysis.startsWith(QLatin1String("human vs")))
                out << QStringLiteral("%1|%2|%3|%4|%5")
                           .arg(r.analysis, r.comparison, r.statistic)
                           .arg(r.value)
                           .arg(r.n);
        return out;
    };
    QVERIFY(!statistics(with).isEmpty());
    QCOMPARE(statistics(with), statistics(without));
}

void TestStudyAnalyses::ratingsFromJudgeAndHumans()
{
    auto store = demo(QStringLiteral("ratings.draudit"), 12);
    QVERIFY(store);
    // The judge's games, recomputed here from the store.
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT c.system_a, c.system_b, jr.value, r.round_no FROM judge_records jr JOIN "
                                  "rounds r ON 'round:' || r.id = jr.target JOIN comparisons c ON c.id = "
                                  "r.comparison_id WHERE jr.field = 'verdict' ORDER BY jr.id")));
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
        QVERIFY(answers.set({ QStringLiteral("ann"), Target::round(w.value(0).toLongLong()), QStringLiteral("C1"),
            QStringLiteral("A_BETTER"), {}, 1, {} }));

    ArenaAnalysisOptions o;
    o.bootstrap = 200;
    const auto report = analyseArena(*store, o).value();
    QSqlQuery names(store->database());
    int judgeRows = 0, humanRows = 0, ablationRows = 0;
    QHash<qint64, double> judgeElo;
    bool boardCorrelation = false;
    for (const ReportRow &r : report.rows) {
        const QString source = r.comparison.section(QStringLiteral(": "), 0, 0);
        const QString model = r.comparison.section(QStringLiteral(": "), 1);
        // The round-level variant: every round a game, as computed above.
        if (r.analysis == QLatin1String("round-level ratings (Bradley-Terry, Elo scale)")) {
            QVERIFY(r.ciLow <= r.value && r.value <= r.ciHigh);
            if (source == QLatin1String("judge dr-arena-examiner, per round")) {
                ++judgeRows;
                QVERIFY(
                    names.exec(QStringLiteral("SELECT id FROM systems WHERE name = '%1'").arg(model)) && names.next());
                const double want = expected.elo[static_cast<std::size_t>(index.value(names.value(0).toLongLong()))];
                QVERIFY2(std::abs(r.value - want) < 1e-6, qPrintable(r.comparison));
            } else if (source == QLatin1String("humans, per round"))
                ++humanRows;
        }
        // The headline, per battle (tst_models_arenaelo checks its arithmetic), and the paper's ablation.
        if (r.analysis == QLatin1String("ratings (per battle, Elo scale)")) {
            if (source == QLatin1String("judge dr-arena-examiner")) {
                QVERIFY(
                    names.exec(QStringLiteral("SELECT id FROM systems WHERE name = '%1'").arg(model)) && names.next());
                judgeElo.insert(names.value(0).toLongLong(), r.value);
            } else if (source == QLatin1String("judge dr-arena-examiner, battles cut after round 1"))
                ++ablationRows;
        }
        if (r.analysis == QLatin1String("rating agreement")
            && r.comparison == QLatin1String("judge dr-arena-examiner, per round vs leaderboard site")
            && r.statistic == QLatin1String("pearson_r")) {
            boardCorrelation = true;
            QVERIFY(r.value > 0.999);
        }
    }
    QCOMPARE(judgeRows, static_cast<int>(index.size()));
    // The leaderboard's own ratings are listed, and the dashboard's models × sources table has them as a column.
    int boardRows = 0;
    for (const ReportRow &r : report.rows)
        if (r.analysis == QLatin1String("leaderboard ratings")
            && r.comparison.startsWith(QLatin1String("leaderboard site: ")))
            ++boardRows;
    QCOMPARE(boardRows, static_cast<int>(index.size()));
    const QList<RatingComparison> table = ratingComparison(report);
    QVERIFY(!table.isEmpty());
    for (const RatingComparison &m : table) {
        QVERIFY2(m.hasBoard, qPrintable(m.model));
        QVERIFY(names.exec(QStringLiteral("SELECT id FROM systems WHERE name = '%1'").arg(m.model)) && names.next());
        QVERIFY(
            std::abs(m.board - (expected.elo[static_cast<std::size_t>(index.value(names.value(0).toLongLong()))] + 3))
            < 0.01); // the leaderboard was written with six digits above
    }
    QVERIFY(ablationRows >= 2);
    QVERIFY(humanRows >= 2);
    QVERIFY(boardCorrelation);
    // Elo gap of a battle's models (the judge's ratings) against its number of rounds, recomputed here.
    QVERIFY(q.exec(QStringLiteral("SELECT c.system_a, c.system_b, count(*) FROM comparisons c JOIN rounds r ON "
                                  "r.comparison_id = c.id GROUP BY c.id, c.system_a, c.system_b")));
    std::vector<double> gap, rounds;
    while (q.next())
        if (judgeElo.contains(q.value(0).toLongLong()) && judgeElo.contains(q.value(1).toLongLong())) {
            gap.push_back(std::abs(judgeElo.value(q.value(0).toLongLong()) - judgeElo.value(q.value(1).toLongLong())));
            rounds.push_back(q.value(2).toDouble());
        }
    const double mx = std::accumulate(gap.begin(), gap.end(), 0.0) / static_cast<double>(gap.size());
    const double my = std::accumulate(rounds.begin(), rounds.end(), 0.0) / static_cast<double>(rounds.size());
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < gap.size(); ++i) {
        sxy += (gap[i] - mx) * (rounds[i] - my);
        sxx += (gap[i] - mx) * (gap[i] - mx);
        syy += (rounds[i] - my) * (rounds[i] - my);
    }
    const ReportRow *r = nullptr;
    for (const ReportRow &row : report.rows)
        if (row.analysis == QLatin1String("Elo gap vs rounds") && row.statistic == QLatin1String("pearson_r")
            && row.comparison == QLatin1String("judge dr-arena-examiner, per battle"))
            r = &row;
    QVERIFY(r);
    QCOMPARE(r->n, static_cast<double>(gap.size()));
    QVERIFY(std::abs(r->value - sxy / std::sqrt(sxx * syy)) < 1e-9);
}

// A leaderboard that writes the models' names its own way ("Model 1 (Search)") joins the battles' ratings only through
// the user's alias map; a map without its columns is an error naming the file and the column.
void TestStudyAnalyses::leaderboardNamesMappedByAliases()
{
    auto store = draudit::tests::demoProject(m_dir.filePath(QStringLiteral("aliases.draudit")), 30);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM systems ORDER BY id")));
    QStringList models;
    while (q.next())
        models << q.value(0).toString();
    QByteArray board = ",0\n", aliases = "alias,model\n";
    for (qsizetype i = 0; i < models.size(); ++i) {
        const QByteArray shown = models[i].toUpper().toUtf8() + " (Search)";
        board += shown + ',' + QByteArray::number(1000 + 10 * i) + '\n';
        aliases += shown + ',' + models[i].toUtf8() + '\n';
    }
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile f(m_dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return f.fileName();
    };
    QVERIFY(importFile(*store, write(QStringLiteral("current_leaderboard.csv"), board), {}));
    const auto boardRows = [&](const ModelAliases &map) {
        ArenaAnalysisOptions o;
        o.bootstrap = 50;
        o.aliases = map;
        double n = 0;
        const ReportTable report = analyseArena(*store, o).value();
        for (const ReportRow &r : report.rows)
            if (r.analysis == QLatin1String("rating agreement")
                && r.comparison == QLatin1String("judge dr-arena-examiner vs leaderboard current_leaderboard")
                && r.statistic == QLatin1String("spearman_rho"))
                n = r.n;
        return n;
    };
    QCOMPARE(boardRows({}), 0.0); // no name in common
    const auto map = ModelAliases::load(write(QStringLiteral("aliases.csv"), aliases));
    QVERIFY2(map, qPrintable(map ? QString() : map.error().toString()));
    QCOMPARE(boardRows(*map), static_cast<double>(models.size()));
    const auto bad = ModelAliases::load(write(QStringLiteral("bad.csv"), "name,model\nx,y\n"));
    QVERIFY(!bad);
    QVERIFY2(bad.error().toString().contains(QStringLiteral("bad.csv"))
            && bad.error().toString().contains(QStringLiteral("alias")),
        qPrintable(bad.error().toString()));
}

namespace {
// Cohen's kappa of paired labels.
double kappaOf(const QList<QPair<QString, QString>> &pairs)
{
    QHash<QString, double> a, b;
    double agree = 0;
    for (const auto &[x, y] : pairs) {
        a[x] += 1;
        b[y] += 1;
        agree += x == y ? 1 : 0;
    }
    const double n = static_cast<double>(pairs.size());
    double chance = 0;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        chance += it.value() / n * b.value(it.key()) / n;
    return (agree / n - chance) / (1 - chance);
}

double sd(const std::vector<double> &v)
{
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
    double ss = 0;
    for (const double x : v)
        ss += (x - mean) * (x - mean);
    return std::sqrt(ss / static_cast<double>(v.size() - 1));
}
} // namespace

// Two annotators answer every round; within a battle they either follow the examiner's direction on every round or
// contradict it on every round, so answers of one battle are anything but independent. The headline kappa's interval
// resamples whole battles (its method says so), and its standard error is the one a battle-level bootstrap gives here,
// far wider than resampling answers as if independent would claim.
void TestStudyAnalyses::pooledKappaIntervalResamplesBattles()
{
    auto store = demo(QStringLiteral("clusters.draudit"), 40);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, r.comparison_id, jr.value FROM rounds r JOIN judge_records jr ON "
                                  "jr.target = 'round:' || r.id AND jr.field = 'verdict' WHERE jr.value <> 'UNKNOWN' "
                                  "ORDER BY r.id")));
    const auto direction = [](const QString &v) {
        return v.startsWith(QLatin1Char('A')) ? QStringLiteral("A")
            : v.startsWith(QLatin1Char('B'))  ? QStringLiteral("B")
                                              : QStringLiteral("Tie");
    };
    const QHash<QString, QString> contrary { { QStringLiteral("A"), QStringLiteral("B_BETTER") },
        { QStringLiteral("B"), QStringLiteral("A_BETTER") }, { QStringLiteral("Tie"), QStringLiteral("A_BETTER") } };
    QMap<qint64, QList<QPair<QString, QString>>> byBattle; // battle -> (human, judge) directions
    AnnotationStore answers(*store);
    while (q.next()) {
        const qint64 battle = q.value(1).toLongLong();
        const QString judge = q.value(2).toString();
        const bool follows = battle % 3 != 0;
        const QString given = follows ? judge : contrary.value(direction(judge));
        for (const QString &who : { QStringLiteral("ann1"), QStringLiteral("ann2") }) {
            QVERIFY(
                answers.set({ who, Target::round(q.value(0).toLongLong()), QStringLiteral("C1"), given, {}, 1, {} }));
            byBattle[battle].append({ direction(given), direction(judge) });
        }
    }
    ArenaAnalysisOptions o;
    o.bootstrap = 1000;
    const auto report = analyseArena(*store, o);
    QVERIFY(report);
    const ReportRow *headline = nullptr;
    for (const ReportRow &r : report->rows)
        if (r.analysis == QLatin1String("human vs judge verdict")
            && r.comparison == QLatin1String("all humans vs dr-arena-examiner")
            && r.statistic == QLatin1String("3-level cohen_kappa"))
            headline = &r;
    QVERIFY(headline && headline->headline);
    QCOMPARE(headline->ciMethod, QStringLiteral("cluster bootstrap BCa over battles (1000 resamples)"));
    QList<QPair<QString, QString>> all;
    for (const auto &pairs : std::as_const(byBattle))
        all += pairs;
    QVERIFY(std::abs(headline->value - kappaOf(all)) < 1e-12);
    QVERIFY(headline->ciLow < headline->value && headline->value < headline->ciHigh);
    // The test's own bootstraps: whole battles, and single answers.
    QRandomGenerator rng(42);
    const QList<QList<QPair<QString, QString>>> battles = byBattle.values();
    std::vector<double> clustered, independent;
    for (int b = 0; b < 1000; ++b) {
        QList<QPair<QString, QString>> drawn, single;
        for (qsizetype i = 0; i < battles.size(); ++i)
            drawn += battles[rng.bounded(static_cast<int>(battles.size()))];
        for (qsizetype i = 0; i < all.size(); ++i)
            single << all[rng.bounded(static_cast<int>(all.size()))];
        clustered.push_back(kappaOf(drawn));
        independent.push_back(kappaOf(single));
    }
    qInfo() << "kappa" << headline->value << "SE: reported" << headline->se << "battles" << sd(clustered) << "answers"
            << sd(independent);
    QVERIFY(std::abs(headline->se / sd(clustered) - 1) < 0.2);
    QVERIFY(headline->se > 1.5 * sd(independent));
}

// A second judge that flips every third verdict of the examiner: against the same human answers, the difference in
// kappa, and McNemar's exact test on the answers only one of the two judges agrees with, as computed here.
void TestStudyAnalyses::twoJudgesComparedOnTheSameAnswers()
{
    auto store = demo(QStringLiteral("twojudges.draudit"), 30);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('second', '')")));
    const qint64 second = q.lastInsertId().toLongLong();
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, jr.value FROM rounds r JOIN judge_records jr ON jr.target = 'round:' "
                                  "|| r.id AND jr.field = 'verdict' WHERE jr.value <> 'UNKNOWN' ORDER BY r.id")));
    QList<std::tuple<qint64, QString, QString, QString>> rounds; // round, human, first judge, second judge
    const QStringList verdicts { QStringLiteral("A_BETTER"), QStringLiteral("Tie"), QStringLiteral("B_BETTER") };
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        const QString first = q.value(1).toString();
        const QString other = verdicts[(verdicts.indexOf(first.startsWith(QLatin1Char('A')) ? verdicts[0]
                                                : first.startsWith(QLatin1Char('B'))        ? verdicts[2]
                                                                                            : verdicts[1])
                                           + 1)
            % 3];
        const QString secondVerdict = id % 3 == 0 ? other : first;
        const QString human = id % 5 == 0 ? other : first;
        rounds.append({ id, human, first, secondVerdict });
    }
    QSqlQuery w(store->database());
    AnnotationStore answers(*store);
    for (const auto &[id, human, first, secondVerdict] : std::as_const(rounds)) {
        QVERIFY(w.exec(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value) VALUES (%1, "
                                      "'round:%2', 'verdict', '%3')")
                           .arg(second)
                           .arg(id)
                           .arg(secondVerdict)));
        QVERIFY(answers.set({ QStringLiteral("ann"), Target::round(id), QStringLiteral("C1"), human, {}, 1, {} }));
    }
    ArenaAnalysisOptions o;
    o.bootstrap = 200;
    const auto report = analyseArena(*store, o);
    QVERIFY(report);
    const auto dir = [](const QString &v) {
        return v.startsWith(QLatin1Char('A')) ? QStringLiteral("A")
            : v.startsWith(QLatin1Char('B'))  ? QStringLiteral("B")
                                              : QStringLiteral("Tie");
    };
    QList<QPair<QString, QString>> withFirst, withSecond;
    int onlyFirst = 0, onlySecond = 0;
    for (const auto &[id, human, first, secondVerdict] : std::as_const(rounds)) {
        withFirst.append({ dir(human), dir(first) });
        withSecond.append({ dir(human), dir(secondVerdict) });
        onlyFirst += dir(human) == dir(first) && dir(human) != dir(secondVerdict) ? 1 : 0;
        onlySecond += dir(human) != dir(first) && dir(human) == dir(secondVerdict) ? 1 : 0;
    }
    // Exact two-sided binomial p of the smaller count against one half.
    const int k = std::min(onlyFirst, onlySecond), m = onlyFirst + onlySecond;
    double tail = 0;
    for (int i = 0; i <= k; ++i)
        tail += std::exp(std::lgamma(m + 1.0) - std::lgamma(i + 1.0) - std::lgamma(m - i + 1.0) - m * std::log(2.0));
    const double p = std::min(1.0, 2 * tail);
    const QString comparison = QStringLiteral("dr-arena-examiner vs second (all humans)");
    QHash<QString, const ReportRow *> rows;
    for (const ReportRow &r : report->rows)
        if (r.analysis == QLatin1String("judge vs judge against humans") && r.comparison == comparison)
            rows.insert(r.statistic, &r);
    QVERIFY2(rows.size() == 5, qPrintable(QString::number(rows.size())));
    const ReportRow *difference = rows.value(QStringLiteral("3-level cohen_kappa difference"));
    QVERIFY(std::abs(difference->value - (kappaOf(withFirst) - kappaOf(withSecond))) < 1e-12);
    QVERIFY(difference->ciLow < difference->value && difference->value < difference->ciHigh);
    QVERIFY(difference->ciMethod.startsWith(QLatin1String("paired cluster bootstrap percentile over battles")));
    QCOMPARE(rows.value(QStringLiteral("mcnemar agrees with first only"))->value, static_cast<double>(onlyFirst));
    QCOMPARE(rows.value(QStringLiteral("mcnemar agrees with second only"))->value, static_cast<double>(onlySecond));
    QVERIFY(std::abs(rows.value(QStringLiteral("mcnemar_exact_p"))->value - p) < 1e-12);
    QVERIFY(onlyFirst > onlySecond && p < 0.05);
}

// Two people answer every round (each departs from the examiner on its own rounds): the examiner's kappa against
// their answers, pooled, minus their kappa against each other, as computed here, with an interval over battles.
void TestStudyAnalyses::judgeAgainstTheHumanCeiling()
{
    auto store = demo(QStringLiteral("ceiling.draudit"), 30);
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, jr.value FROM rounds r JOIN judge_records jr ON jr.target = 'round:' "
                                  "|| r.id AND jr.field = 'verdict' WHERE jr.value <> 'UNKNOWN' ORDER BY r.id")));
    const auto dir = [](const QString &v) {
        return v.startsWith(QLatin1Char('A')) ? QStringLiteral("A")
            : v.startsWith(QLatin1Char('B'))  ? QStringLiteral("B")
                                              : QStringLiteral("Tie");
    };
    const QStringList turn { QStringLiteral("A_BETTER"), QStringLiteral("Tie"), QStringLiteral("B_BETTER") };
    AnnotationStore answers(*store);
    QList<QPair<QString, QString>> vsJudge, vsPeople;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        const QString judge = q.value(1).toString();
        const QString other = turn[(turn.indexOf(dir(judge) == QLatin1String("A") ? turn[0]
                                            : dir(judge) == QLatin1String("B")    ? turn[2]
                                                                                  : turn[1])
                                       + 1)
            % 3];
        const QString ann = id % 5 == 0 ? other : judge, bob = id % 4 == 1 ? other : judge;
        for (const auto &[who, verdict] :
            { std::pair { QStringLiteral("ann"), ann }, std::pair { QStringLiteral("bob"), bob } })
            QVERIFY(answers.set({ who, Target::round(id), QStringLiteral("C1"), verdict, {}, 1, {} }));
        vsJudge << QPair { dir(ann), dir(judge) } << QPair { dir(bob), dir(judge) };
        vsPeople << QPair { dir(ann), dir(bob) };
    }
    ArenaAnalysisOptions o;
    o.bootstrap = 200;
    const auto report = analyseArena(*store, o);
    QVERIFY(report);
    const ReportRow *row = nullptr;
    for (const ReportRow &r : report->rows)
        if (r.analysis == QLatin1String("judge vs the human ceiling")
            && r.comparison == QLatin1String("dr-arena-examiner (rounds two or more humans answered)"))
            row = &r;
    QVERIFY(row);
    QCOMPARE(row->statistic, QStringLiteral("3-level cohen_kappa minus human-human"));
    QCOMPARE(row->n, static_cast<double>(vsPeople.size()));
    QVERIFY(std::abs(row->value - (kappaOf(vsJudge) - kappaOf(vsPeople))) < 1e-12);
    QVERIFY(row->ciLow < row->value && row->value < row->ciHigh);
    QVERIFY(row->ciMethod.startsWith(QLatin1String("paired cluster bootstrap percentile over battles")));
}

QTEST_GUILESS_MAIN(TestStudyAnalyses)
#include "tst_studyanalyses.moc"
