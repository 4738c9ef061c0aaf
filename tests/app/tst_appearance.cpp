// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text size and dark theme: they change the widgets and the rendered pages, persist to the next start, and the
// shortcut sheet lists every key the menus have, plus the forms' keys.
#include "../views/webtesting.h"
#include "app/gui/appearanceflow.h"
#include "app/gui/mainwindow.h"
#include "tests/app/battleviewtesting.h"
#include "views/answerpair.h"
#include "views/comparisonpane.h"
#include "views/shortcutsheet.h"
#include "views/web/safewebview.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using draudit::app::MainWindow;

class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textSizeAndThemePersist();
    void shortcutSheetListsEveryKey();
};

void TestAppearance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestAppearance::textSizeAndThemePersist()
{
    const qreal base = QApplication::font().pointSizeF();
    {
        MainWindow window;
        window.setInteractive(false);
        QVERIFY(window.openDemoProject());
        const qreal zoom = draudit::tests::battleView(window)->answers()->left()->zoomFactor();
        window.appearance()->setFontPercent(130);
        window.appearance()->setDark(true);
        QCOMPARE(QApplication::font().pointSizeF(), base * 1.3);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QCOMPARE(draudit::views::SafeWebView::theme(), draudit::models::PageTheme::Dark);
        // Charts follow: a dark background and light text, the series keeping their colours.
        auto *chart = window.comparisonView()->findChild<QChartView *>();
        QVERIFY(chart);
        QVERIFY(chart->chart()->backgroundBrush().color().lightness() < 80);
        QVERIFY(chart->chart()->titleBrush().color().lightness() > 180);
        QCOMPARE(draudit::tests::battleView(window)->answers()->left()->zoomFactor(), zoom * 1.3);
        // The page itself is dark, background and text (not only its headings).
        draudit::views::SafeWebView *answer = draudit::tests::battleView(window)->answers()->left();
        window.show();
        QVERIFY(draudit::testing::waitLoaded(answer));
        QCOMPARE(draudit::testing::evaluate(answer, QStringLiteral("getComputedStyle(document.body).backgroundColor"))
                     .toString(),
            QStringLiteral("rgb(30, 34, 39)"));
        QCOMPARE(draudit::testing::evaluate(answer, QStringLiteral("getComputedStyle(document.body).color")).toString(),
            QStringLiteral("rgb(230, 230, 230)"));
    }
    {
        MainWindow again; // the next start keeps them
        QCOMPARE(again.appearance()->fontPercent(), 130);
        QVERIFY(again.appearance()->isDark());
        QCOMPARE(QApplication::font().pointSizeF(), base * 1.3);
        again.appearance()->setFontPercent(100);
        again.appearance()->setDark(false);
        QCOMPARE(QApplication::font().pointSizeF(), base);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    }
}

void TestAppearance::shortcutSheetListsEveryKey()
{
    MainWindow window;
    const auto rows = window.shortcutRows();
    QStringList keys, actions;
    for (const auto &row : rows) {
        actions << row.first;
        keys << row.second;
    }
    // Actions that need a project are listed too, marked as not available now.
    for (const char *action : { "Import Files…", "Undo Last Answer", "Dashboard", "Larger Text", "Keyboard Shortcuts" })
        QVERIFY2(actions.contains(QString::fromUtf8(action))
                || actions.contains(QString::fromUtf8(action) + QStringLiteral(" (not available now)")),
            action);
    QVERIFY(actions.contains(QStringLiteral("Import Files… (not available now)")));
    for (const char *key : { "Ctrl+I", "Ctrl+Z", "F1", "Ctrl+J", "F6", "1 … 9", "Enter" })
        QVERIFY2(keys.join(QLatin1Char('|')).contains(QString::fromUtf8(key)), key);
    draudit::views::ShortcutSheet sheet(rows);
    QCOMPARE(sheet.table()->rowCount(), rows.size());
}

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
