// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison pane and its panels with a hand-built DR-Arena battle: rounds, hidden judge, flagged UNKNOWN, synced
// scrolling; and the pane another benchmark's rounds get.
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drarena/arenaitem.h"
#include "views/answerpair.h"
#include "views/benchmarks/drarena/roundtaskpanel.h"
#include "views/blockspanel.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/judgepanel.h"
#include "views/scorechart.h"
#include "webtesting.h"

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTabBar>
#include <QWheelEvent>
#include <QtTest>

using namespace draudit;

namespace {
models::ComparisonRecord battle()
{
    models::ComparisonRecord b;
    b.externalId = QStringLiteral("battle-7");
    b.benchmark = QStringLiteral("dr-arena");
    b.title = QStringLiteral("Tidal power");
    b.systemA = QStringLiteral("Secret Model One");
    b.systemB = QStringLiteral("Secret Model Two");
    QString longText;
    for (int i = 0; i < 300; ++i)
        longText += QStringLiteral("Paragraph %1 about tidal lagoons.\n\n").arg(i);
    for (int n = 1; n <= 3; ++n) {
        models::RoundRecord r;
        r.id = n;
        r.number = n;
        r.depth = n;
        r.width = 2;
        r.question = QStringLiteral("Question of round %1").arg(n);
        r.logicChain = { QStringLiteral("Energy"), QStringLiteral("Tidal power") };
        r.checklistWidth = { QStringLiteral("w1"), QStringLiteral("w2") };
        r.checklistDepth = { QStringLiteral("d1") };
        r.answerA = longText;
        r.answerB = longText + longText;
        r.scoreA = n;
        r.scoreB = 0;
        r.verdicts << models::JudgeVerdict { QStringLiteral("examiner"),
            n == 2 ? QStringLiteral("UNKNOWN") : QStringLiteral("A_BETTER"), QStringLiteral("N/A"),
            QStringLiteral("DEEP"), QStringLiteral("Because A is deeper."), n == 2 };
        b.rounds << r;
    }
    return b;
}
} // namespace

class TestComparisonPane : public QObject
{
    Q_OBJECT

private slots:
    void showsRoundsAndScores();
    void judgeHiddenUntilRevealed();
    void unknownVerdictIsFlaggedNotGuessed();
    void synchronisedScrolling();
    void wordsCountedAgainstTheLimit();
    void longQuestionScrolls();
    void longTitlesWrap();
    void wordLimitSaidOnce();
    void ctrlWheelZoomsBothAnswers();
    void keyboardMovesBetweenRounds();
    void formByKeyboardUnlocksTheJudge();
    void formRefusesIncompleteAnswers();
    void paneFollowsTheBenchmark();
};

void TestComparisonPane::showsRoundsAndScores()
{
    views::ComparisonPane view;
    view.setComparison(battle());
    QCOMPARE(view.roundCount(), 3);
    QCOMPARE(view.findChild<QTabBar *>()->count(), 3);
    QCOMPARE(view.scores()->pointCount(), 3);
    QCOMPARE(view.task()->questionText(), QStringLiteral("Question of round 1"));
    view.showRound(2);
    QCOMPARE(view.task()->questionText(), QStringLiteral("Question of round 3"));
}

void TestComparisonPane::judgeHiddenUntilRevealed()
{
    views::ComparisonPane view;
    view.setComparison(battle());
    for (QLabel *l : view.judge()->findChildren<QLabel *>())
        QVERIFY(!(l->isVisibleTo(&view) && l->text().contains(QStringLiteral("A better"))));
    // Browsing a battle is an open audit: the verdict is shown only when asked for, but it may be asked for before
    // answering, and the verdict lines then show under the form's questions too.
    QSignalSpy revealed(view.judge(), &views::JudgePanel::revealed);
    QVERIFY(!view.judge()->isRevealed());
    QVERIFY(!view.form()->isJudgeRevealed());
    view.judge()->reveal();
    QCOMPARE(revealed.count(), 1);
    QVERIFY(view.judge()->isRevealed());
    QVERIFY(view.form()->isJudgeRevealed());
    // A study's gate (the recorded reveal) decides: a gate that could not record shows nothing.
    view.showRound(1);
    view.judge()->setRevealGate([] { return false; });
    view.judge()->reveal();
    QCOMPARE(revealed.count(), 1);
    QVERIFY(!view.judge()->isRevealed());
    view.judge()->setRevealGate({});
    view.showRound(0);
    view.judge()->reveal();
    bool shown = false;
    for (QLabel *l : view.judge()->findChildren<QLabel *>())
        shown |= l->text().contains(QStringLiteral("A better"));
    QVERIFY(shown);
}

void TestComparisonPane::unknownVerdictIsFlaggedNotGuessed()
{
    views::ComparisonPane view;
    view.setComparison(battle());
    view.showRound(1);
    view.setRoundAnswers({ { QStringLiteral("C1"), QStringLiteral("Tie") },
                             { QStringLiteral("C1_tie_quality"), QStringLiteral("LOW") } },
        true);
    view.judge()->reveal();
    bool flagged = false;
    for (QLabel *l : view.judge()->findChildren<QLabel *>())
        flagged |= l->text().contains(QStringLiteral("Unparsed judge output (UNKNOWN)"));
    QVERIFY(flagged);
}

void TestComparisonPane::synchronisedScrolling()
{
    views::AnswerPair pair;
    pair.resize(900, 400);
    pair.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pair));
    const models::ComparisonRecord b = battle();
    pair.setAnswers(b.rounds[0].answerA, b.rounds[0].answerB);
    QVERIFY(testing::waitLoaded(pair.left()) && testing::waitLoaded(pair.right()));
    testing::userScroll(pair.left(), 0.5);
    QTRY_VERIFY2(std::abs(testing::scrollShare(pair.right()) - 0.5) < 0.03,
        qPrintable(QString::number(testing::scrollShare(pair.right()))));
    // A key (or the wheel) in one answer scrolls the other too: Qt WebEngine reports no scroll for them on a real
    // display, so the view reads the position after such input (a script's scroll was followed, the wheel's not).
    testing::userScroll(pair.left(), 0);
    QTRY_VERIFY(testing::scrollShare(pair.right()) < 0.03);
    QTRY_VERIFY(pair.left()->focusProxy() != nullptr);
    QWidget *surface = pair.left()->focusProxy();
    {
        // As on a real display: the page moves and reports nothing; a key was pressed in it.
        const QSignalBlocker silent(pair.left()->page());
        testing::userScroll(pair.left(), 0.3);
        QTRY_VERIFY(testing::scrollShare(pair.left()) > 0.25);
        QTest::keyClick(surface, Qt::Key_PageDown);
        QTest::qWait(50);
    }
    QTRY_VERIFY2(std::abs(testing::scrollShare(pair.right()) - testing::scrollShare(pair.left())) < 0.03,
        qPrintable(
            QStringLiteral("%1 vs %2").arg(testing::scrollShare(pair.right())).arg(testing::scrollShare(pair.left()))));
    testing::userScroll(pair.left(), 0.5);
    QTRY_VERIFY(std::abs(testing::scrollShare(pair.right()) - 0.5) < 0.03);
    pair.setSynchronisedScrolling(false);
    testing::userScroll(pair.left(), 0);
    QTest::qWait(300);
    QVERIFY(testing::scrollShare(pair.right()) > 0.4);
}

void TestComparisonPane::wordsCountedAgainstTheLimit()
{
    views::AnswerPair pair;
    pair.setAnswers(QStringLiteral("One two, three-fold [1]."), QStringLiteral("潮汐能 rose **sharply**"),
        models::WordLimit::parse(QStringLiteral("Answer in at most 4 words.")));
    // "three-fold" is one word, the citation marker none (counted from the Markdown, as the browser counts)
    QCOMPARE(pair.leftTitle()->text(), QStringLiteral("Answer A · 3 of 4 words"));
    QVERIFY(!pair.leftTitle()->property("overLimit").toBool());
    QCOMPARE(pair.rightTitle()->text(), QStringLiteral("Answer B · 5 of 4 words")); // each Chinese character counts
    QVERIFY(pair.rightTitle()->property("overLimit").toBool());
    pair.setAnswers(QStringLiteral("Just three words"), QStringLiteral("two words"));
    QCOMPARE(pair.leftTitle()->text(), QStringLiteral("Answer A · 3 words"));
    // The real replays give a range: too short is outside it too.
    pair.setAnswers(QStringLiteral("one two three"), QStringLiteral("one two three four five six"),
        models::WordLimit::parse(QStringLiteral("Answer length: 4-6 words.")));
    QCOMPARE(pair.leftTitle()->text(), QStringLiteral("Answer A · 3 words (4–6)"));
    QVERIFY(pair.leftTitle()->property("overLimit").toBool());
    QVERIFY(!pair.rightTitle()->property("overLimit").toBool());
}

void TestComparisonPane::longQuestionScrolls()
{
    views::RoundTaskPanel panel;
    models::RoundRecord r = battle().rounds[0];
    for (int i = 0; i < 40; ++i)
        r.question += QStringLiteral(" Also consider the regional differences in reporting.");
    panel.setBlocks(models::arena::roundBlocks(r, true));
    panel.resize(600, 160);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *scroll = panel.findChild<QScrollArea *>(QStringLiteral("roundTaskScroll"));
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0); // the rest of the question can be scrolled to
}

// Real DR-Arena questions end with their word limit, which the note under the question states too: it is said once.
void TestComparisonPane::wordLimitSaidOnce()
{
    models::RoundRecord r = battle().rounds[0];
    r.wordLimit = models::WordLimit::parse(QStringLiteral("Answer length: 50-100 words."));
    r.question = QStringLiteral("Which city built the first lane?\nAnswer length: 50-100 words.\n");
    const QList<models::ItemBlock> blocks = models::arena::roundBlocks(r, true);
    const auto question = std::find_if(blocks.begin(), blocks.end(),
        [](const models::ItemBlock &b) { return b.id == QLatin1String(models::arena::kQuestionBlock); });
    QVERIFY(question != blocks.end());
    QCOMPARE(question->text, QStringLiteral("Which city built the first lane?"));
    QVERIFY(question->note.contains(QStringLiteral("Answer length: 50-100 words.")));
    // A limit named mid-question is the question's own words: it stays.
    r.question = QStringLiteral("Answer length: 50-100 words. Which city?");
    QCOMPARE(models::arena::roundBlocks(r, true).front().text, r.question);
}

void TestComparisonPane::longTitlesWrap()
{
    // About 150 real battle titles are long enough to push a one-line title (and the form) off a 1366-pixel screen.
    views::ComparisonPane view;
    models::ComparisonRecord b = battle();
    b.title
        = QString(40, QLatin1Char('x')).replace(QLatin1Char('x'), QStringLiteral("Comparative governance ")).trimmed();
    view.setComparison(b);
    QVERIFY2(view.minimumSizeHint().width() < 1300, qPrintable(QString::number(view.minimumSizeHint().width())));
}

void TestComparisonPane::ctrlWheelZoomsBothAnswers()
{
    views::AnswerPair pair;
    pair.setAnswers(QStringLiteral("left"), QStringLiteral("right"));
    pair.resize(800, 400);
    pair.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pair));
    QVERIFY(testing::waitLoaded(pair.left()));
    QTRY_VERIFY(pair.left()->focusProxy() != nullptr);
    const qreal before = pair.right()->zoomFactor();
    QWidget *surface = pair.left()->focusProxy();
    QWheelEvent zoom(QPointF(20, 20), surface->mapToGlobal(QPointF(20, 20)), QPoint(), QPoint(0, 240), Qt::NoButton,
        Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(surface, &zoom);
    QVERIFY(pair.left()->zoomFactor() > before);
    QCOMPARE(pair.right()->zoomFactor(), pair.left()->zoomFactor());
}

void TestComparisonPane::keyboardMovesBetweenRounds()
{
    views::ComparisonPane view;
    view.setComparison(battle());
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QTest::keyClick(&view, Qt::Key_Right, Qt::AltModifier);
    QTest::keyClick(&view, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(view.currentRound(), 2);
    QTest::keyClick(&view, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(view.currentRound(), 2);
    QTest::keyClick(&view, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(view.currentRound(), 1);
}

void TestComparisonPane::formByKeyboardUnlocksTheJudge()
{
    views::ComparisonPane view;
    view.setComparison(battle());
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QSignalSpy committed(&view, &views::ComparisonPane::answersCommitted);
    view.form()->setFocus();
    QVERIFY(view.judge()->isRevealAllowed()); // browsing: an open audit (a study item is sealed until its commit)
    QTest::keyClick(view.form(), Qt::Key_3); // Tie
    QCOMPARE(view.form()->currentQuestion(), QStringLiteral("C1_tie_quality")); // the tie question appears and is next
    QTest::keyClick(view.form(), Qt::Key_2); // Both weak
    QTest::keyClick(view.form(), Qt::Key_Return);
    QCOMPARE(committed.count(), 1);
    using Answers = QHash<QString, QString>;
    const auto answers = committed.first().at(1).value<Answers>();
    QCOMPARE(answers.value(QStringLiteral("C1")), QStringLiteral("Tie"));
    QCOMPARE(answers.value(QStringLiteral("C1_tie_quality")), QStringLiteral("LOW"));
    QVERIFY(!answers.contains(QStringLiteral("C1_failure"))); // asked only when there is a loser
    QCOMPARE(committed.first().at(0).toLongLong(), 1LL);
    QVERIFY(view.judge()->isRevealAllowed());
    // The next round starts uncommitted, its verdict hidden until asked for.
    QTest::keyClick(&view, Qt::Key_Right, Qt::AltModifier);
    QVERIFY(!view.judge()->isRevealed());
    QVERIFY(!view.form()->isCommitted());
}

void TestComparisonPane::formRefusesIncompleteAnswers()
{
    views::FormPanel form;
    form.setForm(models::blindPairwiseForm());
    QSignalSpy committed(&form, &views::FormPanel::committed);
    QVERIFY(!form.commit());
    form.setAnswers({ { QStringLiteral("C1"), QStringLiteral("B_MUCH_BETTER") } }, false);
    QVERIFY(!form.commit()); // the loser's failure is still to answer
    QCOMPARE(committed.count(), 0);
    form.setAnswers({ { QStringLiteral("C1"), QStringLiteral("B_MUCH_BETTER") },
                        { QStringLiteral("C1_failure"), QStringLiteral("BOTH") },
                        { QStringLiteral("C1_tie_quality"), QStringLiteral("HIGH") } },
        false);
    QVERIFY(form.commit());
    using Answers = QHash<QString, QString>;
    QVERIFY(!committed.first().first().value<Answers>().contains(QStringLiteral("C1_tie_quality")));
}

void TestComparisonPane::paneFollowsTheBenchmark()
{
    // DR-Arena's rounds read with its own pane (logic chain, checklists) and its blind pairwise form; the rounds of a
    // benchmark that supplies neither get the plain pane (the question and its note) and a form with no questions.
    views::ComparisonPane view;
    view.setComparison(battle());
    QVERIFY(qobject_cast<views::RoundTaskPanel *>(view.task()));
    QVERIFY(!view.form()->form().questions.isEmpty());
    models::ComparisonRecord other = battle();
    other.benchmark = QStringLiteral("another-arena");
    view.setComparison(other);
    auto *plain = qobject_cast<views::BlocksPanel *>(view.task());
    QVERIFY(plain);
    QCOMPARE(plain->questionText(), QStringLiteral("Question of round 1"));
    QVERIFY(view.form()->form().questions.isEmpty());
    bool checklist = false;
    for (QLabel *l : plain->findChildren<QLabel *>())
        checklist |= l->text().contains(QStringLiteral("w1"));
    QVERIFY2(!checklist, "the plain pane shows only what the benchmark's blocks hold");
    view.showRound(2);
    QCOMPARE(view.task()->questionText(), QStringLiteral("Question of round 3"));
    view.setComparison(battle());
    QVERIFY(qobject_cast<views::RoundTaskPanel *>(view.task()));
}

QTEST_MAIN(TestComparisonPane)
#include "tst_comparisonpane.moc"
