// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An answer is one change: saved, the answers it makes inapplicable withdrawn and a done item reopened, all in one
// transaction, so a failure between the steps (here a trigger refusing the reopening, as a full disk or a killed
// process would stop it) keeps none of them. Underneath, a transaction begun inside another joins it.
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/demo/demogenerator.h"
#include "models/session/annotationsession.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;

class TestAnnotationSession : public QObject
{
    Q_OBJECT

private slots:
    void nestedTransactionsJoin();
    void aFailedStepKeepsNoneOfTheAnswer();

private:
    QTemporaryDir m_dir;
};

namespace {
int rows(ProjectStore &store)
{
    QSqlQuery q(store.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM joined")) && q.next() ? q.value(0).toInt() : -1;
}

Result<void> insert(ProjectStore &store, int x)
{
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral("INSERT INTO joined VALUES (%1)").arg(x)))
        return fail(QStringLiteral("insert failed"));
    return {};
}

FormDefinition oneQuestion()
{
    FormDefinition f;
    f.id = QStringLiteral("one-question");
    f.title = QStringLiteral("One question");
    f.questions = { FormQuestion { QStringLiteral("better"), QStringLiteral("Which is better?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("A"), QStringLiteral("A") }, { QStringLiteral("B"), QStringLiteral("B") } } } };
    return f;
}
} // namespace

void TestAnnotationSession::nestedTransactionsJoin()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("joined.draudit")));
    QVERIFY(store);
    ProjectStore &s = **store;
    QVERIFY(QSqlQuery(s.database()).exec(QStringLiteral("CREATE TABLE joined (x INTEGER)")));
    // An inner step that fails rolls the whole back, what the outer wrote before it too.
    const auto failed = inTransaction<void>(s, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(insert(s, 1));
        return inTransaction<void>(s, [&]() -> Result<void> {
            DRAUDIT_TRY_VOID(insert(s, 2));
            return fail(QStringLiteral("the inner step fails"));
        });
    });
    QVERIFY(!failed);
    QCOMPARE(rows(s), 0);
    // An inner step that succeeds is kept only if the outer one is: a later failure rolls it back.
    const auto later = inTransaction<void>(s, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(inTransaction<void>(s, [&] { return insert(s, 3); }));
        return fail(QStringLiteral("the outer step fails after it"));
    });
    QVERIFY(!later);
    QCOMPARE(rows(s), 0);
    // An inner failure the outer body ignores still keeps nothing: the outermost may not commit.
    const auto ignored = inTransaction<void>(s, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(insert(s, 4));
        (void)inTransaction<void>(s, [&]() -> Result<void> { return fail(QStringLiteral("ignored")); });
        return {};
    });
    QVERIFY(!ignored);
    QCOMPARE(rows(s), 0);
    // Both succeed: committed once, and the connection is free for the next transaction.
    QVERIFY(inTransaction<void>(s, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(insert(s, 5));
        return inTransaction<void>(s, [&] { return insert(s, 6); });
    }));
    QCOMPARE(rows(s), 2);
    QVERIFY(inTransaction<void>(s, [&] { return insert(s, 7); }));
    QCOMPARE(rows(s), 3);
}

void TestAnnotationSession::aFailedStepKeepsNoneOfTheAnswer()
{
    auto created = ProjectStore::create(m_dir.filePath(QStringLiteral("session.draudit")));
    QVERIFY(created);
    ProjectStore &store = **created;
    DemoOptions o;
    o.battles = 2;
    o.answerWords = 20;
    o.reportWords = 20;
    QVERIFY(generateDemo(store, o));
    StudySpec spec;
    spec.name = QStringLiteral("atomic");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = oneQuestion();
    spec.blind = false;
    const auto study = createStudy(store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    QVERIFY(StudyStore(store).assign(QStringLiteral("atomic"), { QStringLiteral("ann") }, OverlapPlan { 1, 0 }));

    AnnotationSession session(store, *study, QStringLiteral("ann"));
    SessionItem item = session.open(session.released().value().items.front()).value();
    QVERIFY(session.answer(item, QStringLiteral("better"), QStringLiteral("A"), {}));
    QCOMPARE(session.commit(item, 1).value(), true);
    QCOMPARE(item.queued.status, QueueStatus::Done);

    // Withdrawing the required answer of a done item reopens it; the project refuses the reopening.
    QVERIFY(
        QSqlQuery(store.database())
            .exec(QStringLiteral("CREATE TRIGGER keep_done BEFORE UPDATE OF status ON assignments WHEN "
                                 "NEW.status <> OLD.status BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")));
    const auto withdrawn = session.answer(item, QStringLiteral("better"), QString(), {});
    QVERIFY(!withdrawn);
    QCOMPARE(withdrawn.error().kind, SessionRefusal::Kind::Store);
    // Nothing of it was kept: the answer is still there, the item still done, and the session says so too.
    QCOMPARE(session.answers(item).value().value(QStringLiteral("better")), QStringLiteral("A"));
    QCOMPARE(item.queued.status, QueueStatus::Done);
    const auto stored = AnnotationStore(store).annotations(item.queued.target, study->id);
    QVERIFY(stored);
    QCOMPARE(stored->size(), 1);
    QCOMPARE(stored->front().value, QStringLiteral("A"));

    // Once the project takes it, the withdrawal and the reopening go together.
    QVERIFY(QSqlQuery(store.database()).exec(QStringLiteral("DROP TRIGGER keep_done")));
    QVERIFY(session.answer(item, QStringLiteral("better"), QString(), {}));
    QCOMPARE(item.queued.status, QueueStatus::Pending);
    QVERIFY(!session.answers(item).value().contains(QStringLiteral("better")));
}

QTEST_MAIN(TestAnnotationSession)
#include "tst_annotationsession.moc"
