// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The project store on both backends: create/open, durable edits with history, version checks, migrations.
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/store/imports/referencecheck.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/location.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/schema.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/importtesting.h"
#include "tests/models/postgresserver.h"
#include "tests/testdata.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <unistd.h>

using namespace draudit::models;
using draudit::tests::PostgresServer;

class TestProjectStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void annotationsAndHistory_data();
    void annotationsAndHistory();
    void staleAdjudicationIsRejected_data();
    void staleAdjudicationIsRejected();
    void skippedRecordIsUndone_data();
    void skippedRecordIsUndone();
    void newRowReferencesAreChecked();
    void createRefusesExistingFile();
    void newerSchemaIsRefused();
    void migratesVersion1WithBackup();
    void migrationKeysOldChecklistsByPosition();
    void readOnlyFileIsRefused();
    void fullDiskLeavesProjectIntact();
    void notAProject();
    void badUrl();
    void urlKeywordsAreQuotedNeverPasted();
    void urlConnectsWithServiceAndKeywords();

private:
    void backends();
    QString location(const QString &backend, const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<PostgresServer> m_pg;
    int m_databases = 0;
};

void TestProjectStore::initTestCase()
{
    m_pg = std::make_unique<PostgresServer>();
}

void TestProjectStore::backends()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

QString TestProjectStore::location(const QString &backend, const QString &name)
{
    if (backend == QLatin1String("sqlite"))
        return m_dir.filePath(name + QStringLiteral(".draudit"));
    return m_pg->createDatabase(QStringLiteral("t%1").arg(++m_databases));
}

#define SKIP_WITHOUT_BACKEND(backend)                                                                                  \
    if ((backend) == QLatin1String("postgresql") && !m_pg->isRunning())                                                \
    QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()))

void TestProjectStore::annotationsAndHistory_data()
{
    backends();
}

void TestProjectStore::annotationsAndHistory()
{
    QFETCH(QString, backend);
    SKIP_WITHOUT_BACKEND(backend);
    const QString where = location(backend, QStringLiteral("history"));
    {
        auto store = ProjectStore::create(where);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    }
    auto store = ProjectStore::open(where);
    QVERIFY(store);
    AnnotationStore annotations(**store);
    const auto first = annotations.set({ QStringLiteral("alice"), Target::round(1), QStringLiteral("C1"),
        QStringLiteral("A_BETTER"), QStringLiteral("clearer"), 1, QStringLiteral("t") });
    QVERIFY2(first, qPrintable(first ? QString() : first.error().toString()));
    const auto second = annotations.set({ QStringLiteral("alice"), Target::round(1), QStringLiteral("C1"),
        QStringLiteral("Tie"), QStringLiteral("re-read"), 1, QStringLiteral("t") });
    QVERIFY(second && *second > *first);
    QVERIFY(annotations.set(
        { QStringLiteral("bob"), Target::round(1), QStringLiteral("C1"), QStringLiteral("B_BETTER"), {}, 1, {} }));

    const auto history = annotations.history(QStringLiteral("alice"));
    QVERIFY(history);
    QCOMPARE(history->size(), 2);
    QVERIFY(!history->at(0).hadOldValue);
    QCOMPARE(history->at(1).oldValue, QStringLiteral("A_BETTER"));
    QCOMPARE(history->at(1).newValue, QStringLiteral("Tie"));
    QCOMPARE(history->at(1).reason, QStringLiteral("re-read"));

    const auto current = annotations.annotations(Target::round(1));
    QVERIFY(current);
    QCOMPARE(current->size(), 2);
    QCOMPARE(current->at(0).value, QStringLiteral("Tie"));
    QCOMPARE(current->at(0).version, 2);

    // Withdrawing an answer keeps the history: old value -> empty, and a second withdrawal changes nothing.
    const auto cleared = annotations.clear(
        QStringLiteral("bob"), Target::round(1), QStringLiteral("C1"), QStringLiteral("no longer applies"));
    QVERIFY(cleared && *cleared > 0);
    const auto bobHistory = annotations.history(QStringLiteral("bob"));
    QCOMPARE(bobHistory->size(), 2);
    QCOMPARE(bobHistory->at(1).oldValue, QStringLiteral("B_BETTER"));
    QCOMPARE(bobHistory->at(1).newValue, QString());
    QCOMPARE(annotations.clear(QStringLiteral("bob"), Target::round(1), QStringLiteral("C1"), {}).value_or(-1), 0);
    QCOMPARE(annotations.clear(QStringLiteral("nobody"), Target::round(1), QStringLiteral("C1"), {}).value_or(-1), 0);

    const auto problems = checkProject(**store);
    QVERIFY(problems);
    QVERIFY2(problems->isEmpty(), qPrintable(problems->join(QLatin1Char('\n'))));
    QVERIFY(!annotations.set(
        { QString(), Target::parse(QStringLiteral("x")), QStringLiteral("y"), QStringLiteral("z"), {}, 1, {} }));
}

void TestProjectStore::staleAdjudicationIsRejected_data()
{
    backends();
}

void TestProjectStore::staleAdjudicationIsRejected()
{
    QFETCH(QString, backend);
    SKIP_WITHOUT_BACKEND(backend);
    const QString where = location(backend, QStringLiteral("adjudication"));
    QVERIFY(ProjectStore::create(where));
    auto first = ProjectStore::open(where);
    auto second = ProjectStore::open(where);
    QVERIFY(first && second);
    AnnotationStore a(**first), b(**second);
    const auto v1 = a.adjudicate(QStringLiteral("carol"), Target::round(3), QStringLiteral("C1"), QStringLiteral("Tie"),
        QStringLiteral("both weak"), 0);
    QCOMPARE(v1.value_or(-1), 1);
    // Both windows loaded version 1; the first to save wins, the second is told, not silently applied.
    QCOMPARE(
        a.adjudicate(QStringLiteral("carol"), Target::round(3), QStringLiteral("C1"), QStringLiteral("A_BETTER"), {}, 1)
            .value_or(-1),
        2);
    const auto stale = b.adjudicate(
        QStringLiteral("dave"), Target::round(3), QStringLiteral("C1"), QStringLiteral("B_BETTER"), {}, 1);
    QVERIFY(!stale);
    QVERIFY(stale.error().message.contains(QStringLiteral("someone else changed")));
    QSqlQuery q((*first)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT value, version FROM adjudications")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("A_BETTER"));
    QCOMPARE(q.value(1).toInt(), 2);
}

void TestProjectStore::skippedRecordIsUndone_data()
{
    backends();
}

void TestProjectStore::skippedRecordIsUndone()
{
    // Under --on-error skip each record is written in a savepoint: a record that fails after writing some rows leaves
    // none behind, and on PostgreSQL the transaction goes on after the failed statement. Line 2 brings a new model,
    // whose system row is written before its battle's insert fails (a trigger stands in for a store failure: a battle
    // repeated in a file is refused before anything is written); the id the import had cached for the model is undone
    // too, so line 3 (same new model) creates the system again.
    QFETCH(QString, backend);
    SKIP_WITHOUT_BACKEND(backend);
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray replay = QJsonDocument::fromJson(fixture.readAll()).toJson(QJsonDocument::Compact);
    QByteArray gamma = replay; // a new model, written before the battle fails
    gamma.replace("\"model_a\":\"alpha\"", "\"model_a\":\"gamma\"");
    QByteArray refused = gamma;
    refused.replace("\"id\":\"", "\"id\":\"refused_");
    QByteArray third = gamma;
    third.replace("\"id\":\"", "\"id\":\"third_");
    QFile lines(m_dir.filePath(QStringLiteral("undo-%1.jsonl").arg(backend)));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    lines.write(replay + '\n' + refused + '\n' + third + '\n');
    lines.close();

    auto store = ProjectStore::create(location(backend, QStringLiteral("undo")));
    QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    QSqlQuery trigger((*store)->database());
    const QStringList refuse = backend == QLatin1String("sqlite")
        ? QStringList { QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON comparisons WHEN NEW.external_id LIKE "
                                       "'refused%' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END") }
        : QStringList { QStringLiteral("CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF "
                                       "NEW.external_id LIKE 'refused%' THEN RAISE EXCEPTION 'refused by the test'; "
                                       "END IF; RETURN NEW; END $$"),
              QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON comparisons FOR EACH ROW EXECUTE FUNCTION "
                             "refuse()") };
    for (const QString &sql : refuse)
        QVERIFY2(trigger.exec(sql), qPrintable(trigger.lastError().text()));
    ImportOptions skip;
    skip.onError = OnError::Skip;
    auto r = importFile(**store, lines.fileName(), skip);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->skipped.size(), 1);
    QCOMPARE(r->skipped.front().line, 2); // a store error names the record's line
    QVERIFY(r->skipped.front().message.contains(QStringLiteral("refused by the test")));
    QCOMPARE(r->counts.comparisons, 2);
    QCOMPARE(r->counts.rounds, 6);
    QCOMPARE(r->counts.systems, 3); // alpha and beta, then gamma once: the skipped record's gamma was undone
    using draudit::tests::count;
    QCOMPARE(count(**store, QStringLiteral("SELECT count(*) FROM comparisons")), 2);
    QCOMPARE(count(**store, QStringLiteral("SELECT count(*) FROM rounds")), 6);
    QCOMPARE(count(**store, QStringLiteral("SELECT count(*) FROM systems WHERE name = 'gamma'")), 1);
    const auto problems = checkProject(**store);
    QVERIFY2(
        problems && problems->isEmpty(), qPrintable(problems ? problems->join(u'\n') : problems.error().toString()));

    // The skipped record stays with its source: importing the same bytes again says the file is in the project only in
    // part and gives the record's error again, on both backends.
    QCOMPARE(count(**store, QStringLiteral("SELECT count(*) FROM source_skips")), 1);
    const auto again = importFile(**store, lines.fileName(), ImportOptions {});
    QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
    QVERIFY(again->alreadyImported);
    QVERIFY(again->partial());
    QCOMPARE(again->skipped.size(), 1);
    QCOMPARE(again->skipped.front().line, 2);
    QCOMPARE(again->skipped.front().file, QFileInfo(lines.fileName()).absoluteFilePath());
    QCOMPARE(again->skipped.front().message, r->skipped.front().message);
}

void TestProjectStore::newRowReferencesAreChecked()
{
    // Imports write with SQLite's foreign keys off and check the rows they added once, before committing.
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("references.draudit")));
    QVERIFY(store);
    QSqlDatabase &db = (*store)->database();
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys=OFF")));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO systems (name) VALUES ('s')")));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO tasks (benchmark, external_id, prompt) VALUES ('b', 't1', 'p')")));
    // A dangling row from before is not the import's doing, and is left to `draudit check`.
    QVERIFY(q.exec(QStringLiteral("INSERT INTO responses (task_id, system_id, text) VALUES (500, 1, 'old')")));
    QVERIFY(db.transaction());
    auto references = NewRowReferences::start(db);
    QVERIFY(references);
    QVERIFY(q.exec(QStringLiteral("INSERT INTO responses (task_id, system_id, text) VALUES (1, 1, 'fine')")));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO rounds (comparison_id, round_no, task_id) VALUES (7, 1, 1)")));
    const auto none = references->verify(QStringLiteral("x.jsonl"));
    QVERIFY(!none);
    QCOMPARE(none.error().file, QStringLiteral("x.jsonl"));
    QVERIFY2(none.error().message.contains(QStringLiteral("row 1 of rounds would have comparison_id = 7, which is not "
                                                          "in comparisons")),
        qPrintable(none.error().message));
    QVERIFY(q.exec(QStringLiteral("DELETE FROM rounds")));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO responses (task_id, system_id, text) VALUES (1, 9, 'bad')")));
    const auto system = references->verify({});
    QVERIFY(!system);
    QVERIFY2(system.error().message.contains(QStringLiteral("responses would have system_id = 9")),
        qPrintable(system.error().message));
    QVERIFY(q.exec(QStringLiteral("DELETE FROM responses WHERE text = 'bad'")));
    QVERIFY(references->verify({}));
    QVERIFY(db.rollback());
    QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys=ON")));
}

void TestProjectStore::createRefusesExistingFile()
{
    const QString path = m_dir.filePath(QStringLiteral("exists.draudit"));
    QVERIFY(ProjectStore::create(path));
    const auto again = ProjectStore::create(path);
    QVERIFY(!again);
    QVERIFY(again.error().message.contains(QStringLiteral("already exists")));
}

void TestProjectStore::newerSchemaIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("newer.draudit"));
    {
        auto store = ProjectStore::create(path);
        QVERIFY(store);
        QSqlQuery((*store)->database())
            .exec(QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'"));
    }
    const auto store = ProjectStore::open(path);
    QVERIFY(!store);
    QVERIFY2(store.error().message.contains(QStringLiteral("newer draudit")), qPrintable(store.error().toString()));
}

void TestProjectStore::migratesVersion1WithBackup()
{
    const QString path = m_dir.filePath(QStringLiteral("v1.draudit"));
    {
        // A version-1 project, made the way draudit 0.0 would have made it, with one annotation.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(Schema::create(db, Backend::Sqlite, 1));
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO annotators (name, created_at) VALUES ('alice', 'then')")));
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, created_at, "
                                  "updated_at) VALUES (1, 1, 'round:1', 'C1', 'Tie', 'then', 'then')")));
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, "
                                  "field, new_value, changed_at) VALUES (1, 1, 1, 'round:1', 'C1', 'Tie', 'then')")));
        QVERIFY(!db.tables().contains(QStringLiteral("adjudications")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    auto store = ProjectStore::open(path);
    QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    QCOMPARE(Schema::version((*store)->database()).value_or(-1), Schema::kCurrentVersion);
    QVERIFY((*store)->database().tables().contains(QStringLiteral("adjudications")));
    QVERIFY(QFile::exists(path + QStringLiteral(".v1.bak")));
    QCOMPARE((*store)->backupPath(), path + QStringLiteral(".v1.bak"));
    const auto kept = AnnotationStore(**store).annotations();
    QVERIFY(kept && kept->size() == 1 && kept->front().value == QLatin1String("Tie"));
    // The backup is the untouched version-1 project.
    QSqlDatabase backup = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bak"));
    backup.setDatabaseName(path + QStringLiteral(".v1.bak"));
    QVERIFY(backup.open());
    QCOMPARE(Schema::version(backup).value_or(-1), 1);
    backup.close();
    backup = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("bak"));
}

// Schema 9 keeps a checklist item's own id. A DR3-Eval checklist imported before had only its position, and the forms
// numbered its items 1..n: the migration writes those numbers as the keys, so answers given on them still meet.
void TestProjectStore::migrationKeysOldChecklistsByPosition()
{
    const QString path = m_dir.filePath(QStringLiteral("v8.draudit"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v8"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(Schema::create(db, Backend::Sqlite, 8));
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO tasks (benchmark, external_id, prompt) VALUES ('dr3-eval', "
                                      "'001', 'q')")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO rubrics (task_id, kind, name) VALUES (1, 'dr3-requirement', 'c'), "
                                      "(1, 'insight', 'g')")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO rubric_items (rubric_id, position, kind, text) VALUES "
                                      "(1, 0, 'dr3-requirement', 'a'), (1, 1, 'dr3-requirement', 'b'), "
                                      "(2, 0, 'insight', 'i')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v8"));
    auto store = ProjectStore::open(path);
    QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT coalesce(item_key, 'null') FROM rubric_items ORDER BY id")));
    QStringList keys;
    while (q.next())
        keys << q.value(0).toString();
    QCOMPARE(keys, (QStringList { QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("null") }));
}

void TestProjectStore::readOnlyFileIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("ro.draudit"));
    {
        auto created = ProjectStore::create(path);
        QVERIFY(created);
        QVERIFY(AnnotationStore(**created).set(
            { QStringLiteral("alice"), Target::round(1), QStringLiteral("C1"), QStringLiteral("Tie"), {}, 1, {} }));
        QSqlQuery((*created)->database()).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    // Root ignores permission bits, so root makes the file immutable instead (where the file system allows it).
    const bool root = geteuid() == 0;
    if (root) {
        if (QProcess::execute(QStringLiteral("chattr"), { QStringLiteral("+i"), path }) != 0)
            QSKIP("running as root on a file system without chattr +i: a read-only file cannot be made");
    } else {
        QFile::setPermissions(path, QFile::ReadOwner);
    }
    const auto store = ProjectStore::open(path);
    if (root)
        QProcess::execute(QStringLiteral("chattr"), { QStringLiteral("-i"), path });
    else
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!store);
    QVERIFY2(store.error().message.contains(QStringLiteral("read-only")), qPrintable(store.error().toString()));
    // Intact: it opens normally once writable again, with its answer.
    auto reopened = ProjectStore::open(path);
    QVERIFY(reopened);
    QCOMPARE(AnnotationStore(**reopened).annotations()->size(), 1);
}

void TestProjectStore::fullDiskLeavesProjectIntact()
{
    const QString path = m_dir.filePath(QStringLiteral("full.draudit"));
    QVERIFY(ProjectStore::create(path));
    auto store = ProjectStore::open(path);
    QVERIFY(store);
    AnnotationStore annotations(**store);
    QVERIFY(annotations.set(
        { QStringLiteral("alice"), Target::round(1), QStringLiteral("C1"), QStringLiteral("Tie"), {}, 1, {} }));
    // Cap the database at its current size: the next page it needs behaves exactly like a full disk.
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
    const int pages = q.value(0).toInt();
    QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
    const auto full = annotations.set({ QStringLiteral("alice"), Target::round(2), QStringLiteral("C1"),
        QString(200000, QLatin1Char('x')), {}, 1, {} });
    QVERIFY(!full);
    QVERIFY2(full.error().message.contains(QStringLiteral("disk is full")), qPrintable(full.error().toString()));
    store->reset();
    auto reopened = ProjectStore::open(path);
    QVERIFY(reopened);
    const auto problems = checkProject(**reopened);
    QVERIFY(problems && problems->isEmpty());
    const auto kept = AnnotationStore(**reopened).annotations();
    QVERIFY(kept && kept->size() == 1 && kept->front().value == QLatin1String("Tie"));
    QCOMPARE(AnnotationStore(**reopened).history()->size(), 1);
}

void TestProjectStore::notAProject()
{
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("this is not a database, just some text that is long enough to look like a file header.......\n");
    f.close();
    const auto store = ProjectStore::open(path);
    QVERIFY(!store);
    QVERIFY2(
        store.error().message.contains(QStringLiteral("not a draudit project")), qPrintable(store.error().toString()));
}

void TestProjectStore::badUrl()
{
    const auto store = ProjectStore::open(QStringLiteral("postgresql://nohost"));
    QVERIFY(!store);
    QVERIFY(store.error().message.contains(QStringLiteral("not a valid postgresql://")));
}

void TestProjectStore::urlKeywordsAreQuotedNeverPasted()
{
    // A query value cannot start another keyword: "1 password=x" is one (bad) timeout, not a password.
    const auto injected
        = Location::parse(QStringLiteral("postgresql://ann@db.example:5433/team?connect_timeout=1%20password=x"));
    QVERIFY(injected);
    QCOMPARE(injected->options, QStringLiteral("connect_timeout='1 password=x'"));
    QVERIFY(injected->password.isEmpty());
    const auto quotes = Location::parse(QStringLiteral("postgresql://h/db?application_name=it%27s%5C"));
    QVERIFY(quotes);
    QCOMPARE(quotes->options, QStringLiteral("application_name='it\\'s\\\\'"));
    // A password in the query, or an unknown keyword, is refused with where the password goes instead.
    for (const char *url : { "postgresql://h/db?password=x", "postgresql://h/db?host=elsewhere",
             "postgresql://h/db?sslmode=require;password=x" }) {
        const auto refused = Location::parse(QString::fromLatin1(url));
        QVERIFY2(!refused, url);
    }
    QVERIFY(Location::parse(QStringLiteral("postgresql://h/db?password=x"))
                .error()
                .message.contains(QStringLiteral("PGPASSWORD")));
    // The password in a URL is used but never shown.
    const auto secret = Location::parse(QStringLiteral("postgresql://ann:s3cret@h:5432/db"));
    QVERIFY(secret);
    QCOMPARE(secret->password, QStringLiteral("s3cret"));
    QCOMPARE(secret->displayName(), QStringLiteral("postgresql://ann@h:5432/db"));
    // A service (PGSERVICEFILE / ~/.pg_service.conf) may give the host and port.
    const auto service = Location::parse(QStringLiteral("postgresql:///team?service=lab"));
    QVERIFY(service);
    QCOMPARE(service->port, -1);
    QCOMPARE(service->displayName(), QStringLiteral("postgresql:///team"));
}

void TestProjectStore::urlConnectsWithServiceAndKeywords()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    const QString url = m_pg->createDatabase(QStringLiteral("svc"));
    QVERIFY(ProjectStore::create(url));
    const QUrl parsed(url);
    // A service file gives host, port and user; the URL names only the database and a keyword.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("pg_service.conf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral("[lab]\nhost=%1\nport=%2\nuser=postgres\n").arg(parsed.host()).arg(parsed.port()).toUtf8());
    f.close();
    qputenv("PGSERVICEFILE", file.toLocal8Bit());
    auto store = ProjectStore::open(QStringLiteral("postgresql:///svc?service=lab&application_name=draudit%20test"));
    qunsetenv("PGSERVICEFILE");
    QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT current_setting('application_name')")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("draudit test"));
}

QTEST_GUILESS_MAIN(TestProjectStore)
#include "tst_projectstore.moc"
