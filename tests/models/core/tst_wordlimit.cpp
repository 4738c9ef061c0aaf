// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A task's word-limit instruction read once into a range: maxima, ranges in the real replays' wording, Chinese
// separators, reversed ranges, and instructions that name no number.
#include "models/core/wordlimit.h"

#include <QtTest>

using draudit::models::WordLimit;

class TestWordLimit : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void admits();
};

void TestWordLimit::parse_data()
{
    QTest::addColumn<QString>("instruction");
    QTest::addColumn<int>("lowest");
    QTest::addColumn<int>("highest");
    QTest::newRow("maximum") << QStringLiteral("Answer in at most 400 words.") << 0 << 400;
    QTest::newRow("replay range") << QStringLiteral("Answer length: 200-300 words") << 200 << 300;
    QTest::newRow("en dash") << QStringLiteral("150–250 words") << 150 << 250;
    QTest::newRow("to") << QStringLiteral("between 100 to 180 words") << 100 << 180;
    QTest::newRow("chinese") << QStringLiteral("回答字数：300至500字") << 300 << 500;
    QTest::newRow("chinese maximum") << QStringLiteral("300字以内") << 0 << 300;
    QTest::newRow("reversed") << QStringLiteral("300-200 words") << 200 << 300;
    QTest::newRow("no number") << QStringLiteral("Be concise.") << 0 << 0;
    QTest::newRow("none") << QString() << 0 << 0;
}

void TestWordLimit::parse()
{
    QFETCH(QString, instruction);
    const WordLimit limit = WordLimit::parse(instruction);
    QCOMPARE(limit.instruction, instruction);
    QFETCH(int, lowest);
    QFETCH(int, highest);
    QCOMPARE(limit.lowest, lowest);
    QCOMPARE(limit.highest, highest);
    QCOMPARE(limit.limits(), highest > 0);
    QCOMPARE(limit.isRange(), lowest > 0);
}

void TestWordLimit::admits()
{
    const WordLimit range = WordLimit::parse(QStringLiteral("Answer length: 200-300 words"));
    QVERIFY(!range.admits(199));
    QVERIFY(range.admits(200));
    QVERIFY(range.admits(300));
    QVERIFY(!range.admits(301));
    const WordLimit maximum = WordLimit::parse(QStringLiteral("at most 400 words"));
    QVERIFY(maximum.admits(0));
    QVERIFY(maximum.admits(400));
    QVERIFY(!maximum.admits(401));
    QVERIFY(WordLimit().admits(100000)); // no limit admits anything
}

QTEST_APPLESS_MAIN(TestWordLimit)
#include "tst_wordlimit.moc"
