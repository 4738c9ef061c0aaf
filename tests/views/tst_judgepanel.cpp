// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge panel's reveal: Ctrl+J works on every round (a button's own shortcut was lost when its text changed), and
// never before the human's answer is committed.
#include "views/judgepanel.h"

#include <QLabel>
#include <QPushButton>
#include <QtTest>

using draudit::views::JudgePanel;

class TestJudgePanel : public QObject
{
    Q_OBJECT

private slots:
    void ctrlJRevealsOnEveryRound();
    void revealSpeaksTheFormsWords();
};

namespace {
QList<draudit::models::JudgeVerdict> verdicts(const QString &verdict)
{
    draudit::models::JudgeVerdict v;
    v.judge = QStringLiteral("examiner");
    v.verdict = verdict;
    v.reasoning = QStringLiteral("because");
    return { v };
}
} // namespace

void TestJudgePanel::ctrlJRevealsOnEveryRound()
{
    QWidget window;
    auto *panel = new JudgePanel(&window);
    window.resize(500, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QTRY_VERIFY(window.isActiveWindow());

    for (const QString &verdict : { QStringLiteral("A_BETTER"), QStringLiteral("Tie"), QStringLiteral("B_BETTER") }) {
        panel->setRevealAllowed(false);
        panel->setVerdicts(verdicts(verdict)); // a new round: the button's text changes
        QTest::keyClick(&window, Qt::Key_J, Qt::ControlModifier);
        QVERIFY2(!panel->isRevealed(), "revealed before the answer was committed");
        panel->setRevealAllowed(true); // committed: the text changes again
        QTest::keyClick(&window, Qt::Key_J, Qt::ControlModifier);
        QVERIFY2(panel->isRevealed(), qPrintable(QStringLiteral("Ctrl+J did not reveal the %1 round").arg(verdict)));
    }
}

// The judge's tie quality and failure type read as the form's options did ("Depth", not "loser failure DEEP").
void TestJudgePanel::revealSpeaksTheFormsWords()
{
    JudgePanel panel;
    auto shown = verdicts(QStringLiteral("A_BETTER"));
    shown[0].failureType = QStringLiteral("DEEP");
    shown[0].tieQuality = QStringLiteral("N/A"); // as the files say when there was no tie: not shown
    panel.setVerdicts(shown);
    panel.reveal();
    QStringList texts;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        texts << label->text();
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("examiner: A better · the weaker answer fails on: Depth")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("DEEP")) && !all.contains(QStringLiteral("N/A")), qPrintable(all));
    auto tie = verdicts(QStringLiteral("Tie"));
    tie[0].tieQuality = QStringLiteral("HIGH");
    panel.setVerdicts(tie);
    panel.reveal();
    texts.clear();
    for (const QLabel *label : panel.findChildren<QLabel *>())
        texts << label->text();
    QVERIFY2(texts.contains(QStringLiteral("examiner: Tie · Both good")), qPrintable(texts.join(QLatin1Char('|'))));
}

QTEST_MAIN(TestJudgePanel)
#include "tst_judgepanel.moc"
