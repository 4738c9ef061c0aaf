// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a blind DR-Arena item may show, and the judge's reasoning in the annotator's left/right terms.
#include "models/benchmarks/drarena/arenablinding.h"

#include <QTest>

using namespace draudit::models;

class TestArenaBlinding : public QObject
{
    Q_OBJECT

private slots:
    void blindRoundKeepsOnlyWhatMayBeShown();
    void reasoningFollowsTheSides_data();
    void reasoningFollowsTheSides();
    void verdictsAreMirroredWithTheirReasoning();
};

void TestArenaBlinding::blindRoundKeepsOnlyWhatMayBeShown()
{
    RoundRecord r;
    r.id = 7;
    r.number = 4;
    r.depth = 3;
    r.width = 2;
    r.question = QStringLiteral("q");
    r.wordLimit = WordLimit::parse(QStringLiteral("400 words"));
    r.logicChain = { QStringLiteral("a"), QStringLiteral("b") };
    r.sourceNodes = { QStringLiteral("b") };
    r.checklistWidth = { QStringLiteral("w") };
    r.checklistDepth = { QStringLiteral("d") };
    r.answerA = QStringLiteral("left");
    r.answerB = QStringLiteral("right");
    r.scoreA = 3;
    r.scoreB = 1;
    r.evolution = QStringLiteral("{\"kind\":\"backtrack\"}");
    r.verdicts = { { QStringLiteral("examiner"), QStringLiteral("Tie"), {}, {}, QStringLiteral("why"), false } };
    const RoundRecord shown = arena::blindRound(r);
    QCOMPARE(shown.id, 7);
    QCOMPARE(shown.question, r.question);
    QCOMPARE(shown.wordLimit.instruction, r.wordLimit.instruction);
    QCOMPARE(shown.wordLimit.highest, 400);
    QCOMPARE(shown.logicChain, r.logicChain);
    QCOMPARE(shown.sourceNodes, r.sourceNodes);
    QCOMPARE(shown.checklistWidth, r.checklistWidth);
    QCOMPARE(shown.checklistDepth, r.checklistDepth);
    QCOMPARE(shown.answerA, r.answerA);
    QCOMPARE(shown.answerB, r.answerB);
    // Derived from verdicts: gone.
    QCOMPARE(shown.number, 0);
    QCOMPARE(shown.depth, 0);
    QCOMPARE(shown.width, 0);
    QCOMPARE(shown.scoreA, 0.0);
    QCOMPARE(shown.scoreB, 0.0);
    QVERIFY(shown.evolution.isEmpty());
    QVERIFY(shown.verdicts.isEmpty());
    ComparisonRecord battle;
    battle.id = 2;
    battle.externalId = QStringLiteral("R1_model-x_model-y_tree_0001");
    battle.title = QStringLiteral("model-x vs model-y");
    battle.systemA = QStringLiteral("model-x");
    battle.systemB = QStringLiteral("model-y");
    battle.winner = QStringLiteral("A");
    battle.rounds = { r, RoundRecord {} };
    const ComparisonRecord blind = arena::blindBattle(battle, 7);
    QVERIFY(blind.externalId.isEmpty() && blind.title.isEmpty() && blind.systemA.isEmpty() && blind.systemB.isEmpty()
        && blind.winner.isEmpty());
    QCOMPARE(blind.rounds.size(), 1);
}

void TestArenaBlinding::reasoningFollowsTheSides_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("seen");
    QTest::newRow("agents") << QStringLiteral("Agent A covers more than Agent B.")
                            << QStringLiteral("Agent B covers more than Agent A.");
    QTest::newRow("bare letter after a conjunction")
        << QStringLiteral("Agent A is precise, but B misses the date, while A cites it.")
        << QStringLiteral("Agent B is precise, but A misses the date, while B cites it.");
    QTest::newRow("content letters stay")
        << QStringLiteral("Part A of the act and Company B are both cited by Agent A.")
        << QStringLiteral("Part A of the act and Company B are both cited by Agent B.");
    QTest::newRow("possessive") << QStringLiteral("Agent B's answer") << QStringLiteral("Agent A's answer");
}

void TestArenaBlinding::reasoningFollowsTheSides()
{
    QFETCH(QString, written);
    QFETCH(QString, seen);
    QCOMPARE(arena::reasoningAsSeen(written, false), seen);
    QCOMPARE(arena::reasoningAsSeen(written, true), written);
    QCOMPARE(arena::reasoningAsSeen(seen, false), written);
}

void TestArenaBlinding::verdictsAreMirroredWithTheirReasoning()
{
    const QList<JudgeVerdict> written { { QStringLiteral("examiner"), QStringLiteral("A_MUCH_BETTER"),
        QStringLiteral("N/A"), QStringLiteral("DEEP"), QStringLiteral("Agent A wins."), false } };
    const QList<JudgeVerdict> seen = arena::verdictsAsSeen(written, false);
    QCOMPARE(seen.front().verdict, QStringLiteral("B_MUCH_BETTER"));
    QCOMPARE(seen.front().reasoning, QStringLiteral("Agent B wins."));
    QCOMPARE(seen.front().failureType, QStringLiteral("DEEP"));
    QCOMPARE(arena::verdictsAsSeen(written, true).front().verdict, QStringLiteral("A_MUCH_BETTER"));
}

QTEST_GUILESS_MAIN(TestArenaBlinding)
#include "tst_arenablinding.moc"
