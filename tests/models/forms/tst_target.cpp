// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Target: every shape formats and parses back to the same value; what matches no shape is kept as written.
#include "models/forms/target.h"

#include <QTest>

using draudit::models::Target;

Q_DECLARE_METATYPE(Target)

class TestTarget : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void partsOfShapes();
    void malformedKeptAsOther_data();
    void malformedKeptAsOther();
};

void TestTarget::roundTrip_data()
{
    QTest::addColumn<Target>("target");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::newRow("round") << Target::round(12) << QStringLiteral("round:12") << int(Target::Kind::Round);
    QTest::newRow("rounds") << Target::rounds({ 12, 40, 77 }) << QStringLiteral("rounds:12,40,77")
                            << int(Target::Kind::Rounds);
    QTest::newRow("response") << Target::response(5) << QStringLiteral("response:5") << int(Target::Kind::Response);
    QTest::newRow("battle") << Target::comparison(3) << QStringLiteral("battle:3") << int(Target::Kind::Comparison);
    QTest::newRow("task") << Target::task(8) << QStringLiteral("task:8") << int(Target::Kind::Task);
    QTest::newRow("system") << Target::system(2) << QStringLiteral("system:2") << int(Target::Kind::System);
    QTest::newRow("rubric item") << Target::rubricItem(7, 52) << QStringLiteral("item:7@response:52")
                                 << int(Target::Kind::RubricItem);
    QTest::newRow("claim") << Target::claim(0, 9) << QStringLiteral("claim:0@response:9") << int(Target::Kind::Claim);
    QTest::newRow("claim key") << Target::claimKey(1, QStringLiteral("name"), 9)
                               << QStringLiteral("claim:1.name@response:9") << int(Target::Kind::ClaimKey);
    QTest::newRow("claim key with dots and percent")
        << Target::claimKey(2, QStringLiteral("a.b %1"), 4) << QStringLiteral("claim:2.a.b %1@response:4")
        << int(Target::Kind::ClaimKey);
    QTest::newRow("FACT pair") << Target::responsePart(5, QStringLiteral("https://x.org/a#b#0"))
                               << QStringLiteral("response:5#https://x.org/a#b#0") << int(Target::Kind::ResponsePart);
    QTest::newRow("keyword score") << Target::responsePart(5, QStringLiteral("keywords_fak_relevance:2"))
                                   << QStringLiteral("response:5#keywords_fak_relevance:2")
                                   << int(Target::Kind::ResponsePart);
    QTest::newRow("extracted claim") << Target::responsePart(6, QStringLiteral("claim:3"))
                                     << QStringLiteral("response:6#claim:3") << int(Target::Kind::ResponsePart);
    QTest::newRow("pending report") << Target::pendingReport(
        QStringLiteral("drb"), QStringLiteral("task 12"), QStringLiteral("model-a"))
                                    << QStringLiteral("drb:task 12@model-a") << int(Target::Kind::PendingReport);
    QTest::newRow("other") << Target::parse(QStringLiteral("dr-arena-battle:7")) << QStringLiteral("dr-arena-battle:7")
                           << int(Target::Kind::Other);
}

void TestTarget::roundTrip()
{
    QFETCH(Target, target);
    QFETCH(QString, text);
    QFETCH(int, kind);
    QCOMPARE(target.toString(), text);
    QCOMPARE(int(target.kind()), kind);
    QCOMPARE(Target::parse(text), target);
    QCOMPARE(Target::parse(target.toString()).toString(), text);
}

void TestTarget::partsOfShapes()
{
    QCOMPARE(Target::parse(QStringLiteral("item:7@response:52")).responseId(), 52);
    QCOMPARE(Target::parse(QStringLiteral("item:7@response:52")).itemId(), 7);
    QCOMPARE(Target::parse(QStringLiteral("claim:3.year@response:8")).claimIndex(), 3);
    QCOMPARE(Target::parse(QStringLiteral("claim:3.year@response:8")).claimKeyName(), QStringLiteral("year"));
    QCOMPARE(Target::parse(QStringLiteral("response:5#https://x/#0")).responseId(), 5);
    QCOMPARE(Target::parse(QStringLiteral("response:5#https://x/#0")).part(), QStringLiteral("https://x/#0"));
    QCOMPARE(Target::parse(QStringLiteral("rounds:1,2,3")).roundIds(), (QList<qint64> { 1, 2, 3 }));
    QCOMPARE(Target::parse(QStringLiteral("round:4")).roundIds(), QList<qint64> { 4 });
    QCOMPARE(Target::parse(QStringLiteral("round:4")).responseId(), 0);
    QCOMPARE(Target::parse(QStringLiteral("response:5")).roundIds(), QList<qint64> {});
    QVERIFY(!Target::parse(QString()).isValid());
    const Target pending = Target::parse(QStringLiteral("dr3:007@run a@b"));
    QCOMPARE(pending.kind(), Target::Kind::PendingReport);
    QCOMPARE(pending.pendingTask(), QStringLiteral("007@run a"));
    QCOMPARE(pending.pendingSystem(), QStringLiteral("b"));
}

void TestTarget::malformedKeptAsOther_data()
{
    QTest::addColumn<QString>("text");
    for (const char *t : { "round:", "round:12x", "round:-3", "rounds:1,,2", "rounds:", "item:7", "item:x@response:5",
             "claim:1.@response:2", "claim:a@response:2", "response:x#part", "item:7@response:", "pending:3",
             "dr-arena:b1:r2:A", "Drb:x@y", "drb:@y", "drb:x@", "claim:x@y" })
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestTarget::malformedKeptAsOther()
{
    QFETCH(QString, text);
    const Target t = Target::parse(text);
    QCOMPARE(t.kind(), Target::Kind::Other);
    QCOMPARE(t.toString(), text);
    QCOMPARE(t.responseId(), 0);
    QVERIFY(t.roundIds().isEmpty());
}

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"
