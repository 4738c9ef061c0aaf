// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The form's state from one item to the next: what it says about saving belongs to the item it was said for.
#include "models/benchmarks/drarena/arenaforms.h"
#include "views/formpanel.h"

#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using draudit::views::FormPanel;

class TestFormPanel : public QObject
{
    Q_OBJECT

private slots:
    void savedDoesNotCarryOverToTheNextItem();
    void enterInTheReasonCommits();
    void undoOfARequiredAnswerOpensTheItem();
    void ctrlZInAReasonUndoesTypingThenTheAnswer();
    void incompleteCommitShowsTheFirstMissingQuestion();
    void longContextStartsFolded();
    void keysWithCtrlAreNotTheForms();
};

// A RACE dimension's criteria run to a dozen lines above its 0–10 buttons: folded to their first line, the buttons
// stay in view; a click unfolds them, and digits still answer (the fold never takes the keyboard).
void TestFormPanel::longContextStartsFolded()
{
    draudit::models::FormDefinition f;
    f.id = QStringLiteral("scores");
    draudit::models::FormQuestion q { QStringLiteral("overall"), QStringLiteral("Overall"),
        draudit::models::FormQuestion::Kind::SingleChoice, draudit::models::FormOption::scale(0, 10) };
    QStringList criteria { QStringLiteral("RACE criteria for this dimension (weight 0.3 of the overall):") };
    for (int i = 1; i <= 12; ++i)
        criteria << QStringLiteral("• criterion %1 (weight 0.08)").arg(i);
    q.context = criteria.join(QLatin1Char('\n'));
    draudit::models::FormQuestion shortOne = q;
    shortOne.id = QStringLiteral("short");
    shortOne.context = QStringLiteral("Two lines\nof context");
    f.questions << q << shortOne;
    FormPanel form;
    form.setForm(f);
    form.resize(420, 700);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    const QList<QToolButton *> folds = form.findChildren<QToolButton *>(QStringLiteral("contextFold"));
    QCOMPARE(folds.size(), 1); // a short context is shown whole
    QToolButton *fold = folds.front();
    QCOMPARE(
        fold->text(), QStringLiteral("RACE criteria for this dimension (weight 0.3 of the overall): (12 more lines)"));
    QLabel *hidden = nullptr;
    for (QLabel *l : form.findChildren<QLabel *>())
        if (l->text().startsWith(QStringLiteral("• criterion 1")))
            hidden = l;
    QVERIFY(hidden);
    QVERIFY(!hidden->isVisible());
    form.setFocus();
    QTest::keyClick(&form, Qt::Key_7);
    QCOMPARE(form.answers().value(QStringLiteral("overall")), QStringLiteral("7"));
    fold->click();
    QVERIFY(hidden->isVisible());
    QVERIFY(form.hasFocus() || !fold->hasFocus());
}

void TestFormPanel::incompleteCommitShowsTheFirstMissingQuestion()
{
    // "Still to answer" is written under the form, below the fold on a long one: Enter on an incomplete form makes the
    // first unanswered question current, so it is in view and the next digit answers it.
    FormPanel form;
    form.setForm(draudit::models::pipelineAuditForm());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy committed(&form, &FormPanel::committed);
    form.setFocus();
    QTest::keyClick(&form, Qt::Key_1); // A1
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&form, Qt::Key_J); // down past A2, A3, B1
    QTest::keyClick(&form, Qt::Key_Return);
    QCOMPARE(committed.count(), 0);
    QCOMPARE(form.currentQuestion(), QStringLiteral("A2"));
    QTest::keyClick(&form, Qt::Key_2);
    QCOMPARE(form.answers().value(QStringLiteral("A2")), QStringLiteral("No"));
}

void TestFormPanel::savedDoesNotCarryOverToTheNextItem()
{
    FormPanel form;
    form.setForm(draudit::models::blindPairwiseForm());
    form.setAnswers({ { QStringLiteral("C1"), QStringLiteral("Tie") } }, true);
    form.showSaved(true);
    QLabel *saved = nullptr;
    for (QLabel *label : form.findChildren<QLabel *>())
        if (label->accessibleName() == QLatin1String("Saved indicator"))
            saved = label;
    QVERIFY(saved);
    QVERIFY(saved->text().contains(QStringLiteral("Saved")));
    form.setAnswers({}, false); // the next item, not answered yet
    QVERIFY2(saved->text().isEmpty(), qPrintable(saved->text()));
}

void TestFormPanel::enterInTheReasonCommits()
{
    // The last choice leaves the focus on the form (a digit never falls into the optional reason); ↓ reaches the
    // reason, where Enter commits (as "Commit answer (Enter)" says), and Shift+Enter is how it gets a second line.
    FormPanel form;
    form.setForm(draudit::models::blindPairwiseForm());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QSignalSpy committed(&form, &FormPanel::committed);
    form.setFocus();
    QTest::keyClick(&form, Qt::Key_2); // A better
    QTest::keyClick(&form, Qt::Key_1); // the loser's failure
    auto *reason = form.findChild<QPlainTextEdit *>();
    QVERIFY(reason);
    QVERIFY(!reason->hasFocus());
    QCOMPARE(form.currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(&form, Qt::Key_Down);
    QTRY_VERIFY(reason->hasFocus());
    QTest::keyClicks(reason, QStringLiteral("deeper"));
    QTest::keyClick(reason, Qt::Key_Return, Qt::ShiftModifier);
    QTest::keyClicks(reason, QStringLiteral("and wider"));
    QCOMPARE(committed.count(), 0);
    QTest::keyClick(reason, Qt::Key_Return);
    QCOMPARE(committed.count(), 1);
    using Answers = QHash<QString, QString>;
    const Answers answers = committed.front().front().value<Answers>();
    QCOMPARE(answers.value(QStringLiteral("C1_reason")), QStringLiteral("deeper\nand wider"));
}

void TestFormPanel::undoOfARequiredAnswerOpensTheItem()
{
    // After Undo the answers are loaded again: with a required answer blank, the item is not "Committed".
    FormPanel form;
    form.setForm(draudit::models::blindPairwiseForm());
    form.setAnswers({ { QStringLiteral("C1"), QStringLiteral("A_BETTER") },
                        { QStringLiteral("C1_failure"), QStringLiteral("DEEP") } },
        true);
    QVERIFY(form.isCommitted());
    form.setAnswers({ { QStringLiteral("C1"), QStringLiteral("A_BETTER") } }, true); // the failure type undone
    QVERIFY(!form.isCommitted());
    bool saysOpen = false;
    for (QLabel *label : form.findChildren<QLabel *>())
        saysOpen = saysOpen || label->text() == QLatin1String("Not committed yet.");
    QVERIFY(saysOpen);
}

void TestFormPanel::ctrlZInAReasonUndoesTypingThenTheAnswer()
{
    // Ctrl+Z in the reason field undoes the typing first; with nothing left to undo there, it reaches the window's
    // Undo Last Answer instead of doing nothing.
    QWidget window;
    auto *form = new FormPanel(&window);
    form->setForm(draudit::models::blindPairwiseForm());
    int answersUndone = 0;
    auto *undo = new QAction(&window);
    undo->setShortcut(QKeySequence::Undo);
    window.addAction(undo);
    connect(undo, &QAction::triggered, &window, [&answersUndone] { ++answersUndone; });
    window.resize(500, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QTRY_VERIFY(window.isActiveWindow());
    auto *reason = form->findChild<QPlainTextEdit *>();
    QVERIFY(reason);
    reason->setFocus();
    QTRY_VERIFY(reason->hasFocus());
    QTest::keyClicks(reason, QStringLiteral("why"));
    QTest::keyClick(reason, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(answersUndone, 0);
    QVERIFY(reason->toPlainText().isEmpty());
    QTest::keyClick(reason, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(answersUndone, 1);
}

// Ctrl+J is the reveal's, never the form's J (next question): when the reveal's shortcut missed, Ctrl+J moved the
// focus into the reason. Keys with Ctrl, Alt or Meta go on to the view around the form.
void TestFormPanel::keysWithCtrlAreNotTheForms()
{
    FormPanel form;
    form.setForm(draudit::models::blindPairwiseForm());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    form.setFocus();
    QTest::keyClick(&form, Qt::Key_2); // A better
    QCOMPARE(form.currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(&form, Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(form.currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(&form, Qt::Key_1, Qt::AltModifier);
    QTest::keyClick(&form, Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(form.currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(&form, Qt::Key_J); // J alone still moves on
    QCOMPARE(form.currentQuestion(), QStringLiteral("C1_reason"));
}

QTEST_MAIN(TestFormPanel)
#include "tst_formpanel.moc"
