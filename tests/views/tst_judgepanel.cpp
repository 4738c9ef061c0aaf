// The judge panel's reveal: Ctrl+J works on every round (a button's own shortcut was lost when its text changed), and
// never before the human's answer is committed.
#include "views/judgepanel.h"

#include <QPushButton>
#include <QtTest>

using draudit::views::JudgePanel;

class TestJudgePanel : public QObject
{
    Q_OBJECT

private slots:
    void ctrlJRevealsOnEveryRound();
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

QTEST_MAIN(TestJudgePanel)
#include "tst_judgepanel.moc"
