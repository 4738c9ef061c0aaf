// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Target: every shape formats and parses back to the same value; what matches no shape is kept as written.
#include "models/forms/target.h"

#include <QTest>

using draudit::models::Target;
using draudit::models::TargetKind;
using draudit::models::TargetShape;

namespace {
// Kinds a benchmark would declare in its own header: a round list and the parts of a report, keyed or not.
const TargetKind kTriple = TargetKind::declare("rounds", TargetShape::RoundList);
const TargetKind kClaim = TargetKind::declare("claim", TargetShape::PartOfReport);
const TargetKind kClaimKey = TargetKind::declare("claim", TargetShape::KeyedPartOfReport);
} // namespace

Q_DECLARE_METATYPE(Target)
Q_DECLARE_METATYPE(TargetKind)

class TestTarget : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void partsOfShapes();
    void malformedKeptAsOther_data();
    void malformedKeptAsOther();
    void declaredKinds();
};

void TestTarget::roundTrip_data()
{
    QTest::addColumn<Target>("target");
    QTest::addColumn<QString>("text");
    QTest::addColumn<TargetKind>("kind");
    QTest::newRow("round") << Target::round(12) << QStringLiteral("round:12") << Target::Kind::Round;
    QTest::newRow("rounds") << Target::roundList(kTriple, { 12, 40, 77 }) << QStringLiteral("rounds:12,40,77")
                            << kTriple;
    QTest::newRow("response") << Target::response(5) << QStringLiteral("response:5") << Target::Kind::Response;
    QTest::newRow("battle") << Target::comparison(3) << QStringLiteral("battle:3") << Target::Kind::Comparison;
    QTest::newRow("task") << Target::task(8) << QStringLiteral("task:8") << Target::Kind::Task;
    QTest::newRow("system") << Target::system(2) << QStringLiteral("system:2") << Target::Kind::System;
    QTest::newRow("rubric item") << Target::rubricItem(7, 52) << QStringLiteral("item:7@response:52")
                                 << Target::Kind::RubricItem;
    QTest::newRow("claim") << Target::partOfReport(kClaim, 0, 9) << QStringLiteral("claim:0@response:9") << kClaim;
    QTest::newRow("claim key") << Target::keyedPartOfReport(kClaimKey, 1, QStringLiteral("name"), 9)
                               << QStringLiteral("claim:1.name@response:9") << kClaimKey;
    QTest::newRow("claim key with dots and percent")
        << Target::keyedPartOfReport(kClaimKey, 2, QStringLiteral("a.b %1"), 4)
        << QStringLiteral("claim:2.a.b %1@response:4") << kClaimKey;
    QTest::newRow("FACT pair") << Target::responsePart(5, QStringLiteral("https://x.org/a#b#0"))
                               << QStringLiteral("response:5#https://x.org/a#b#0") << Target::Kind::ResponsePart;
    QTest::newRow("keyword score") << Target::responsePart(5, QStringLiteral("keywords_fak_relevance:2"))
                                   << QStringLiteral("response:5#keywords_fak_relevance:2")
                                   << Target::Kind::ResponsePart;
    QTest::newRow("extracted claim") << Target::responsePart(6, QStringLiteral("claim:3"))
                                     << QStringLiteral("response:6#claim:3") << Target::Kind::ResponsePart;
    QTest::newRow("pending report") << Target::pendingReport(
        QStringLiteral("drb"), QStringLiteral("task 12"), QStringLiteral("model-a"))
                                    << QStringLiteral("drb:task 12@model-a") << Target::Kind::PendingReport;
    QTest::newRow("other") << Target::parse(QStringLiteral("dr-arena-battle:7")) << QStringLiteral("dr-arena-battle:7")
                           << Target::Kind::Other;
}

void TestTarget::roundTrip()
{
    QFETCH(Target, target);
    QFETCH(QString, text);
    QFETCH(TargetKind, kind);
    QCOMPARE(target.toString(), text);
    QVERIFY(target.kind() == kind);
    QCOMPARE(Target::parse(text), target);
    QCOMPARE(Target::parse(target.toString()).toString(), text);
}

void TestTarget::partsOfShapes()
{
    QCOMPARE(Target::parse(QStringLiteral("item:7@response:52")).responseId(), 52);
    QCOMPARE(Target::parse(QStringLiteral("item:7@response:52")).itemId(), 7);
    QCOMPARE(Target::parse(QStringLiteral("claim:3.year@response:8")).partIndex(), 3);
    QCOMPARE(Target::parse(QStringLiteral("claim:3.year@response:8")).key(), QStringLiteral("year"));
    QCOMPARE(Target::parse(QStringLiteral("response:5#https://x/#0")).responseId(), 5);
    QCOMPARE(Target::parse(QStringLiteral("response:5#https://x/#0")).part(), QStringLiteral("https://x/#0"));
    QCOMPARE(Target::parse(QStringLiteral("rounds:1,2,3")).roundIds(), (QList<qint64> { 1, 2, 3 }));
    QCOMPARE(Target::parse(QStringLiteral("round:4")).roundIds(), QList<qint64> { 4 });
    QCOMPARE(Target::parse(QStringLiteral("round:4")).responseId(), 0);
    QCOMPARE(Target::parse(QStringLiteral("response:5")).roundIds(), QList<qint64> {});
    QVERIFY(!Target::parse(QString()).isValid());
    const Target pending = Target::parse(QStringLiteral("dr3:007@run a@b"));
    QVERIFY(pending.kind() == Target::Kind::PendingReport);
    QCOMPARE(pending.pendingTask(), QStringLiteral("007@run a"));
    QCOMPARE(pending.pendingSystem(), QStringLiteral("b"));
}

void TestTarget::malformedKeptAsOther_data()
{
    QTest::addColumn<QString>("text");
    for (const char *t : { "round:", "round:12x", "round:-3", "rounds:1,,2", "rounds:", "item:7", "item:x@response:5",
             "claim:1.@response:2", "claim:a@response:2", "response:x#part", "item:7@response:", "pending:3",
             "dr-arena:b1:r2:A", "Drb:x@y", "drb:@y", "drb:x@", "claim:x@y", "claim:4294967296@response:5",
             "claim:4294967296.k@response:5", "item:2147483648@response:5", "round:007", "rounds:1,02",
             "claim:01@response:5", "item:1@response:05", "response:05#x", "battle:00" })
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestTarget::malformedKeptAsOther()
{
    QFETCH(QString, text);
    const Target t = Target::parse(text);
    QVERIFY(t.kind() == Target::Kind::Other);
    QCOMPARE(t.toString(), text);
    QCOMPARE(t.responseId(), 0);
    // Text that begins with a known kind's name is malformed (never stored as a target), any other text merely
    // of no shape.
    const QString name = text.section(QLatin1Char(':'), 0, 0);
    QCOMPARE(t.isMalformed(), !TargetKind::named(name).isEmpty() && text.contains(QLatin1Char(':')));
    QVERIFY(t.roundIds().isEmpty());
}

void TestTarget::declaredKinds()
{
    // A name no benchmark declared is kept as written, whatever its shape; once declared, it is read by its shape.
    QVERIFY(Target::parse(QStringLiteral("pairs:3,4")).kind() == Target::Kind::Other);
    QVERIFY(Target::parse(QStringLiteral("span:2@response:8")).kind() == Target::Kind::Other);
    QVERIFY(!TargetKind::find(u"pairs", TargetShape::RoundList));
    const TargetKind pairs = TargetKind::declare("pairs", TargetShape::RoundList);
    const TargetKind span = TargetKind::declare("span", TargetShape::PartOfReport);
    QVERIFY(TargetKind::declare("pairs", TargetShape::RoundList) == pairs); // declaring again gives it back
    QCOMPARE(Target::parse(QStringLiteral("pairs:3,4")).roundIds(), (QList<qint64> { 3, 4 }));
    QVERIFY(Target::parse(QStringLiteral("pairs:3,4")).kind() == pairs);
    const Target part = Target::parse(QStringLiteral("span:2@response:8"));
    QVERIFY(part.kind() == span);
    QCOMPARE(part.responseId(), 8);
    QCOMPARE(part.partIndex(), 2);
    QCOMPARE(pairs.prefix(), QStringLiteral("pairs:"));
    // The store finds them by shape; the schema's rubric item counts among the parts of a report.
    QVERIFY(TargetKind::ofShape(TargetShape::RoundList).contains(pairs));
    QVERIFY(TargetKind::ofShape(TargetShape::PartOfReport).contains(span));
    QVERIFY(TargetKind::ofShape(TargetShape::PartOfReport).contains(Target::Kind::RubricItem));
    // A declared name is never read as a pending report's scheme.
    QVERIFY(Target::parse(QStringLiteral("span:x@y")).kind() == Target::Kind::Other);
}

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"
