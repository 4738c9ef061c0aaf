// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PostgreSQL's bulk path (COPY with reserved ids): a replay file imported into PostgreSQL stores exactly the rows it
// stores in SQLite, hostile text included (tabs, newlines, backslashes, "\N", carriage returns, CJK); buffered rows
// are sent before any statement that reads their table; an undone record's unsent rows are dropped; rows sent in the
// background are waited for by every statement, and a failed background send fails the next one and the commit.
#include "models/benchmarks/registry.h"
#include "models/session/packagemerging.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/postgresserver.h"
#include "tests/models/studytesting.h"
#include "tests/testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::PostgresServer;

class TestPgBulk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importMatchesSqlite();
    void readsSeeBufferedRows();
    void writesReferringToBufferedRowsSendThem();
    void discardDropsUnsentRows();
    void skippedRecordFailsAsItself_data();
    void skippedRecordFailsAsItself();
    void backgroundSendIsWaitedFor();
    void failedBackgroundSendFailsTheTransaction();
    void mergeMatchesSqlite();

private:
    QString replayCorpus();
    std::unique_ptr<ProjectStore> newProject(const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_pg;
};

void TestPgBulk::initTestCase()
{
    m_pg = std::make_unique<PostgresServer>();
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
}

// Forty copies of the small replay under new ids, one of them with answers and reasoning COPY must escape.
QString TestPgBulk::replayCorpus()
{
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    if (!fixture.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject replay = QJsonDocument::fromJson(fixture.readAll()).object();
    QFile out(m_dir.filePath(QStringLiteral("replays.jsonl")));
    if (!out.open(QIODevice::WriteOnly))
        return {};
    for (int i = 0; i < 40; ++i) {
        QJsonObject copy = replay;
        copy[QStringLiteral("id")] = QStringLiteral("copy%1_").arg(i) + replay.value(QStringLiteral("id")).toString();
        if (i == 7) {
            QJsonArray rounds = copy.value(QStringLiteral("rounds")).toArray();
            QJsonObject first = rounds[0].toObject();
            first[QStringLiteral("answer_a")] = QStringLiteral("tab\there\nnew line\r\nback\\slash \\N not null 港口 ");
            first[QStringLiteral("answer_b")] = QStringLiteral("\\\\\t\t\n");
            first[QStringLiteral("judge_reasoning")] = QStringLiteral("B\\tA \"quoted\"\n\\.\nend");
            rounds[0] = first;
            copy[QStringLiteral("rounds")] = rounds;
        }
        out.write(QJsonDocument(copy).toJson(QJsonDocument::Compact) + '\n');
    }
    return out.fileName();
}

// A new project in a new database of the test's server; null if it cannot be made.
std::unique_ptr<ProjectStore> TestPgBulk::newProject(const QString &name)
{
    const QString url = m_pg->createDatabase(name);
    if (!ProjectStore::create(url))
        return nullptr;
    auto store = ProjectStore::open(url);
    return store ? std::move(*store) : nullptr;
}

namespace {
// Every row a query returns, each value as text, joined by '|'; the error as the only row when it fails.
QStringList queryRows(ProjectStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql))
        return { q.lastError().text() };
    QStringList out;
    while (q.next()) {
        QStringList values;
        for (int c = 0; c < q.record().count(); ++c)
            values << (q.isNull(c) ? QStringLiteral("<null>") : q.value(c).toString());
        out << values.join(QLatin1Char('|'));
    }
    return out;
}

// Every row of a table in id order.
QStringList rows(ProjectStore &store, const QString &table)
{
    return queryRows(store, QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(table));
}
} // namespace

void TestPgBulk::importMatchesSqlite()
{
    const QString corpus = replayCorpus();
    QVERIFY(!corpus.isEmpty());
    const QString sqlitePath = m_dir.filePath(QStringLiteral("replays.draudit"));
    const QString pgUrl = m_pg->createDatabase(QStringLiteral("bulk"));
    for (const QString &where : { sqlitePath, pgUrl })
        QVERIFY(ProjectStore::create(where));
    auto lite = ProjectStore::open(sqlitePath);
    auto pg = ProjectStore::open(pgUrl);
    QVERIFY(lite && pg);
    // Sent in batches of 64 KiB, each in the background while the next is built (32 MiB in a real import).
    StatementCache::setBulkBatchBytes(64 << 10);
    const auto restore = qScopeGuard([] { StatementCache::setBulkBatchBytes(32 << 20); });
    for (ProjectStore *store : { lite->get(), pg->get() }) {
        const auto imported = importFile(*store, corpus, {});
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
        QCOMPARE(imported->counts.rounds, 120);
    }
    for (const char *table : { "tasks", "comparisons", "responses", "rounds", "judge_records" }) {
        const QStringList a = rows(**lite, QLatin1String(table));
        const QStringList b = rows(**pg, QLatin1String(table));
        QVERIFY2(!a.isEmpty(), table);
        QCOMPARE(b.size(), a.size());
        for (qsizetype i = 0; i < a.size(); ++i)
            QCOMPARE(b[i], a[i]);
    }
    QVERIFY(
        rows(**pg, QStringLiteral("responses")).join(QLatin1Char('\n')).contains(QStringLiteral("\\N not null 港口")));
    // A second version of the battles (one answer changed): its rounds share the first version's tasks on both.
    QFile first(corpus);
    QVERIFY(first.open(QIODevice::ReadOnly));
    QByteArray text = first.readAll();
    QVERIFY(text.contains("Rotterdam, 1960."));
    text.replace("Rotterdam, 1960.", "Rotterdam, 1961.");
    QFile second(m_dir.filePath(QStringLiteral("replays-v2.jsonl")));
    QVERIFY(second.open(QIODevice::WriteOnly) && second.write(text) == text.size());
    second.close();
    for (ProjectStore *store : { lite->get(), pg->get() }) {
        const auto imported = importFile(*store, second.fileName(), {});
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
        QCOMPARE(imported->counts.tasks, 0);
        QCOMPARE(rows(*store, QStringLiteral("tasks")).size(), 120);
        QCOMPARE(rows(*store, QStringLiteral("rounds")).size(), 240);
    }
    // The same file again is found unchanged; the ids go on from the sequence after the bulk rows.
    const auto again = importFile(**pg, corpus, {});
    QVERIFY(again && again->alreadyImported);
    QSqlQuery next((*pg)->database());
    QVERIFY(
        next.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('later', '') RETURNING id")) && next.next());
}

void TestPgBulk::readsSeeBufferedRows()
{
    const auto store = newProject(QStringLiteral("reads"));
    QVERIFY(store);
    QSqlDatabase &db = store->database();
    QVERIFY(db.transaction());
    StatementCache cache(db, QStringLiteral("test"));
    QVERIFY(cache.hasBulkPath());
    const auto ids = cache.bulkInsert(QStringLiteral("judges"), QStringLiteral("name, run"), 2,
        { QStringLiteral("a"), QString(), QStringLiteral("b"), QStringLiteral("r\t1") });
    QVERIFY(ids && ids->size() == 2 && ids->at(1) > ids->at(0));
    // A statement naming the table sends the rows first.
    const auto found = cache.lookup(QStringLiteral("SELECT id FROM judges WHERE run = ?"), { QStringLiteral("r\t1") });
    QVERIFY2(found && *found == ids->at(1),
        qPrintable(found ? QString::number(found->value_or(-1)) : found.error().toString()));
    // A statement that only names a column like it ("judges" inside "judges_seen") does not send them.
    QVERIFY(
        cache.bulkInsert(QStringLiteral("judges"), QStringLiteral("name, run"), 2, { QStringLiteral("c"), QString() }));
    const auto other = cache.lookup(QStringLiteral("SELECT count(*) AS judges_seen FROM systems"), {});
    QVERIFY(other);
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judges WHERE name = 'c'")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0); // still waiting
    QVERIFY(cache.flushBulk());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judges WHERE name = 'c'")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    QVERIFY(db.rollback());
}

// A row written with a plain statement may refer to a buffered one without naming its table (a round's
// comparison_id): the statement sends the buffered rows first, or the foreign key would refuse it.
void TestPgBulk::writesReferringToBufferedRowsSendThem()
{
    const auto store = newProject(QStringLiteral("refer"));
    QVERIFY(store);
    QSqlDatabase &db = store->database();
    QVERIFY(db.transaction());
    StatementCache cache(db, QStringLiteral("test"));
    const auto judge = cache.bulkInsert(
        QStringLiteral("judges"), QStringLiteral("name, run"), 2, { QStringLiteral("j"), QString() });
    QVERIFY(judge && judge->size() == 1);
    const auto record = cache.insert(
        QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value) VALUES (?, ?, ?, ?) RETURNING id"),
        { judge->front(), QStringLiteral("round:1"), QStringLiteral("verdict"), QStringLiteral("A_BETTER") });
    QVERIFY2(record, qPrintable(record ? QString() : record.error().toString()));
    QSqlQuery q(db);
    QVERIFY(
        q.exec(QStringLiteral("SELECT j.name FROM judge_records r JOIN judges j ON j.id = r.judge_id")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("j"));
    // A statement about an unrelated table leaves them waiting.
    QVERIFY(
        cache.bulkInsert(QStringLiteral("judges"), QStringLiteral("name, run"), 2, { QStringLiteral("k"), QString() }));
    QVERIFY(
        cache.insert(QStringLiteral("INSERT INTO systems (name) VALUES (?) RETURNING id"), { QStringLiteral("s") }));
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judges WHERE name = 'k'")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    QVERIFY(db.rollback());
}

void TestPgBulk::discardDropsUnsentRows()
{
    const auto store = newProject(QStringLiteral("undo"));
    QVERIFY(store);
    QSqlDatabase &db = store->database();
    QVERIFY(db.transaction());
    StatementCache cache(db, QStringLiteral("test"));
    const QString columns = QStringLiteral("name, run");
    QVERIFY(cache.bulkInsert(QStringLiteral("judges"), columns, 2, { QStringLiteral("kept"), QString() }));
    QVERIFY(cache.flushBulk());
    QVERIFY(cache.bulkInsert(QStringLiteral("judges"), columns, 2, { QStringLiteral("undone"), QString() }));
    cache.discardBulk();
    QVERIFY(cache.flushBulk());
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("SELECT string_agg(name, ',' ORDER BY id) FROM judges")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("kept"));
    QVERIFY(db.commit());
}

// Under --on-error skip a record's COPY rows are sent inside its own savepoint: a row the database refuses (a trigger
// stands in for any failure) skips that record, named by its line, and keeps the others whole.
void TestPgBulk::skippedRecordFailsAsItself_data()
{
    QTest::addColumn<qsizetype>("batchBytes");
    QTest::newRow("sent at the commit") << qsizetype(32 << 20);
    // The refused row goes in a background send, which fails while the record is still being written.
    QTest::newRow("sent in the background") << qsizetype(1024);
}

void TestPgBulk::skippedRecordFailsAsItself()
{
    QFETCH(qsizetype, batchBytes);
    StatementCache::setBulkBatchBytes(batchBytes);
    const auto restore = qScopeGuard([] { StatementCache::setBulkBatchBytes(32 << 20); });
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QJsonObject replay = QJsonDocument::fromJson(fixture.readAll()).object();
    QFile lines(m_dir.filePath(QStringLiteral("skip.jsonl")));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    for (int i = 0; i < 3; ++i) {
        QJsonObject copy = replay;
        copy[QStringLiteral("id")] = QStringLiteral("skip%1").arg(i);
        if (i == 1) {
            QJsonArray rounds = copy.value(QStringLiteral("rounds")).toArray();
            QJsonObject first = rounds[0].toObject();
            first[QStringLiteral("answer_b")] = QStringLiteral("refused by the database");
            rounds[0] = first;
            copy[QStringLiteral("rounds")] = rounds;
        }
        lines.write(QJsonDocument(copy).toJson(QJsonDocument::Compact) + '\n');
    }
    lines.close();
    const auto store = newProject(QStringLiteral("skip%1").arg(batchBytes));
    QVERIFY(store);
    QSqlQuery trigger(store->database());
    for (const char *sql :
        { "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.text LIKE 'refused%' THEN "
          "RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$",
            "CREATE TRIGGER refuse BEFORE INSERT ON responses FOR EACH ROW EXECUTE FUNCTION refuse()" })
        QVERIFY2(trigger.exec(QLatin1String(sql)), qPrintable(trigger.lastError().text()));
    ImportOptions skip;
    skip.onError = OnError::Skip;
    const auto r = importFile(*store, lines.fileName(), skip);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->skipped.size(), 1);
    QCOMPARE(r->skipped.front().line, 2);
    QVERIFY(r->skipped.front().message.contains(QStringLiteral("refused by the test")));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT string_agg(external_id, ',' ORDER BY external_id), (SELECT count(*) FROM "
                                  "rounds), (SELECT count(*) FROM responses) FROM comparisons"))
        && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("skip0,skip2"));
    QCOMPARE(q.value(1).toInt(), 6);
    QCOMPARE(q.value(2).toInt(), 12);
}

// Rows past the batch size are sent from a second thread while more are buffered. Every statement on the connection
// waits for that send first (the connection is never used by two threads at once) and sees its rows.
void TestPgBulk::backgroundSendIsWaitedFor()
{
    const auto store = newProject(QStringLiteral("background"));
    QVERIFY(store);
    QSqlDatabase &db = store->database();
    QVERIFY(db.transaction());
    StatementCache::setBulkBatchBytes(1024);
    const auto restore = qScopeGuard([] { StatementCache::setBulkBatchBytes(32 << 20); });
    StatementCache cache(db, QStringLiteral("test"));
    const QString columns = QStringLiteral("name, run");
    for (int i = 0; i < 2000; ++i) {
        QVERIFY(
            cache.bulkInsert(QStringLiteral("judges"), columns, 2, { QStringLiteral("judge %1").arg(i), QString() }));
        if (i % 250 == 249) {
            // A read through the statement helper, not the cache, while a batch may still be on its way.
            auto seen = runQuery(db, QStringLiteral("SELECT count(*) FROM judges"));
            QVERIFY2(seen, qPrintable(seen ? QString() : seen.error().toString()));
            QVERIFY(seen.value().next());
            const int count = seen.value().value(0).toInt();
            QVERIFY2(count > 0 && count <= i + 1, qPrintable(QString::number(count)));
        }
    }
    QVERIFY(cache.flushBulk());
    auto all = runQuery(db, QStringLiteral("SELECT count(DISTINCT name), count(DISTINCT id) FROM judges"));
    QVERIFY(all && all.value().next());
    QCOMPARE(all.value().value(0).toInt(), 2000);
    QCOMPARE(all.value().value(1).toInt(), 2000);
    QVERIFY(store->commitWrite());
}

// A background COPY the database refuses (a trigger stands in for any failure): the next statement fails with its
// reason, so does the commit, and nothing of the transaction stays.
void TestPgBulk::failedBackgroundSendFailsTheTransaction()
{
    const auto store = newProject(QStringLiteral("refused"));
    QVERIFY(store);
    QSqlQuery trigger(store->database());
    for (const char *sql :
        { "CREATE FUNCTION refuse_judge() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.name = 'refused' THEN "
          "RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$",
            "CREATE TRIGGER refuse BEFORE INSERT ON judges FOR EACH ROW EXECUTE FUNCTION refuse_judge()" })
        QVERIFY2(trigger.exec(QLatin1String(sql)), qPrintable(trigger.lastError().text()));
    QVERIFY(store->beginWrite());
    StatementCache::setBulkBatchBytes(1024);
    const auto restore = qScopeGuard([] { StatementCache::setBulkBatchBytes(32 << 20); });
    StatementCache cache(store->database(), QStringLiteral("judges.jsonl"));
    const QString columns = QStringLiteral("name, run");
    QVERIFY(cache.bulkInsert(QStringLiteral("judges"), columns, 2, { QStringLiteral("refused"), QString() }));
    // The send fails while more rows are buffered; a later batch may find out first.
    for (int i = 0; i < 200; ++i)
        (void)cache.bulkInsert(QStringLiteral("judges"), columns, 2, { QStringLiteral("judge %1").arg(i), QString() });
    const auto next = cache.lookup(QStringLiteral("SELECT count(*) FROM systems"), {});
    QVERIFY(!next);
    QVERIFY2(next.error().message.contains(QStringLiteral("refused by the test")), qPrintable(next.error().toString()));
    QCOMPARE(next.error().file, QStringLiteral("judges.jsonl"));
    QVERIFY(!store->commitWrite());
    QVERIFY2(
        store->lastWriteError().contains(QStringLiteral("refused by the test")), qPrintable(store->lastWriteError()));
    store->rollbackWrite();
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM judges")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

// A blind package merged into a PostgreSQL master (answers and history rows through COPY) leaves what it leaves in
// SQLite: the same answers, reasons and history chains; then a second package that changes an answer, merged on
// both, updates it the same way.
void TestPgBulk::mergeMatchesSqlite()
{
    const QString ann = QStringLiteral("ann");
    QList<QStringList> answers, history;
    QList<std::pair<int, int>> counts; // added by the first package, updated by the second
    for (const QString &where :
        { m_dir.filePath(QStringLiteral("merge.draudit")), m_pg->createDatabase(QStringLiteral("merge")) }) {
        auto master = draudit::tests::demoProject(where, 4);
        QVERIFY(master);
        const StudyInfo s = draudit::tests::pilot(*master, QStringLiteral("m"), 5);
        QVERIFY(StudyStore(*master).assign(QStringLiteral("m"), { ann }, {}));
        const QList<QueueItem> queue = StudyStore(*master).queue(s.id, ann).value();
        QVERIFY(queue.size() >= 3);
        const auto answer = [&](const QString &path, bool change) {
            const auto issued = exportStudyPackage(*master, QStringLiteral("m"), ann, path);
            QVERIFY2(issued, qPrintable(issued ? QString() : issued.error().toString()));
            const IdAliases aliases = draudit::tests::packageAliases(*master, issued->id);
            auto package = ProjectStore::open(path);
            QVERIFY(package);
            AnnotationStore store(**package);
            for (int i = 0; i < (change ? 1 : 3); ++i) {
                const QString item = aliases.target(queue[i].target.toString());
                if (change) {
                    QVERIFY(store.set({ ann, Target::parse(item), QStringLiteral("C1"), QStringLiteral("A_BETTER"),
                        QStringLiteral("on reflection"), s.id, QStringLiteral("offline") }));
                    QVERIFY(store.clear(ann, Target::parse(item), QStringLiteral("C1_tie_quality"), QString(), s.id));
                    QVERIFY(store.set({ ann, Target::parse(item), QStringLiteral("C1_failure"), QStringLiteral("DEEP"),
                        {}, s.id, QStringLiteral("offline") }));
                    continue;
                }
                QVERIFY(store.set({ ann, Target::parse(item), QStringLiteral("C1"), QStringLiteral("Tie"), {}, s.id,
                    QStringLiteral("offline") }));
                QVERIFY(store.set({ ann, Target::parse(item), QStringLiteral("C1_tie_quality"), QStringLiteral("HIGH"),
                    QStringLiteral("both thorough"), s.id, QStringLiteral("offline") }));
                QVERIFY(StudyStore(**package).markItem(
                    s.id, ann, Target::parse(item), draudit::models::QueueStatus::Done, 20));
            }
        };
        const QString first = m_dir.filePath(QStringLiteral("first-%1.draudit").arg(counts.size()));
        answer(first, false);
        const auto added = mergePackage(*master, first);
        QVERIFY2(added, qPrintable(added ? QString() : added.error().toString()));
        const QString second = m_dir.filePath(QStringLiteral("second-%1.draudit").arg(counts.size()));
        answer(second, true);
        const auto updated = mergePackage(*master, second);
        QVERIFY2(updated, qPrintable(updated ? QString() : updated.error().toString()));
        counts.append({ added->added, updated->updated });
        answers << queryRows(*master,
            QStringLiteral("SELECT target, field, value, reason, version, client_id FROM annotations ORDER BY target, "
                           "field"));
        history << queryRows(*master,
            QStringLiteral(
                "SELECT target, field, old_value, new_value, CASE WHEN reason IS NULL THEN 1 ELSE 0 END FROM "
                "annotation_history ORDER BY "
                "target, field, id"));
        const auto problems = checkProject(*master);
        QVERIFY2(problems && problems->isEmpty(), qPrintable(problems ? problems->join(u'\n') : QString()));
    }
    QCOMPARE(counts[0], std::make_pair(6, 2));
    QCOMPARE(counts[1], counts[0]);
    QCOMPARE(answers[1], answers[0]);
    QCOMPARE(history[1], history[0]);
    QCOMPARE(answers[0].size(), 7); // C1 and the tie quality on three items, then the failure on the first
    QVERIFY2(answers[0].join(QLatin1Char('\n')).contains(QStringLiteral("|C1|A_BETTER|on reflection|")),
        qPrintable(answers[0].join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestPgBulk)
#include "tst_pgbulk.moc"
