// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Study → Share in Browser…: buttons that act on annotators act only with annotators selected, a long link is shown
// whole in its tooltip, and closing the window while annotators are online asks first (closing stops the server).
#include "views/sharedialog.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QtTest>

using namespace draudit::views;

class TestShareDialog : public QObject
{
    Q_OBJECT

private slots:
    void buttonsNeedASelection();
    void closingWithAnnotatorsOnlineAsksFirst();
};

void TestShareDialog::buttonsNeedASelection()
{
    ShareDialog dialog(QStringLiteral("pilot"));
    const QString link = QStringLiteral("https://study.example.org/i/") + QString(43, QLatin1Char('x'));
    dialog.setRows({ { QStringLiteral("ann"), QStringLiteral("none"), false, 0, 5, {}, {} },
        { QStringLiteral("bob"), QStringLiteral("until tomorrow"), false, 2, 5, QStringLiteral("battles"), link } });
    QVERIFY(!dialog.inviteButton()->isEnabled());
    QVERIFY(!dialog.revokeButton()->isEnabled());
    QVERIFY(dialog.copyButton()->isEnabled()); // bob's link is on screen
    QSignalSpy invited(&dialog, &ShareDialog::inviteRequested);
    dialog.inviteButton()->click();
    QCOMPARE(invited.count(), 0);
    dialog.table()->selectRow(0);
    QVERIFY(dialog.inviteButton()->isEnabled());
    dialog.inviteButton()->click();
    QCOMPARE(invited.count(), 1);
    QCOMPARE(invited.first().first().toStringList(), QStringList { QStringLiteral("ann") });
    QCOMPARE(dialog.table()->item(1, 4)->toolTip(), link);
    // Progress in the annotator's own units, as her page and queue count it.
    QCOMPARE(dialog.table()->item(0, 3)->text(), QStringLiteral("0 of 5 items"));
    QCOMPARE(dialog.table()->item(1, 3)->text(), QStringLiteral("2 of 5 battles"));
    dialog.setRows({ { QStringLiteral("ann"), QStringLiteral("none"), false, 0, 5, {}, {} } });
    QVERIFY(!dialog.copyButton()->isEnabled()); // no link on screen any more
}

void TestShareDialog::closingWithAnnotatorsOnlineAsksFirst()
{
    ShareDialog dialog(QStringLiteral("pilot"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setServing(true, QStringLiteral("Serving"));
    dialog.setRows({ { QStringLiteral("ann"), QStringLiteral("until tomorrow"), true, 1, 5, {}, {} } });
    QCOMPARE(dialog.onlineCount(), 1);
    bool asked = false;
    QTimer::singleShot(200, [&asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        asked = box != nullptr;
        if (box)
            box->button(QMessageBox::Cancel)->click();
    });
    dialog.reject();
    QVERIFY(asked);
    QVERIFY(dialog.isVisible()); // Cancel keeps the server serving
    dialog.setRows({ { QStringLiteral("ann"), QStringLiteral("until tomorrow"), false, 1, 5, {}, {} } });
    dialog.reject(); // nobody online: it closes at once
    QVERIFY(!dialog.isVisible());
}

QTEST_MAIN(TestShareDialog)
#include "tst_sharedialog.moc"
