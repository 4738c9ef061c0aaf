// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real processes: a writer SIGKILLed at random moments loses no reported edit; 8 concurrent writers lose nothing;
// a large import SIGKILLed at random moments (through the rollback journal) leaves all of its file or none of it.
#include "models/benchmarks/registry.h"
#include "models/store/imports/importsources.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/postgresserver.h"
#include "tests/testdata.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <csignal>

using namespace draudit::models;

namespace {
struct Reported
{
    qint64 historyId;
    QString target, field, value;
};

QList<Reported> parse(const QByteArray &output)
{
    QList<Reported> out;
    for (const QByteArray &line : output.split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() == 5 && parts[0] == "committed")
            out << Reported { parts[1].toLongLong(), QString::fromUtf8(parts[2]), QString::fromUtf8(parts[3]),
                QString::fromUtf8(parts[4]) };
    }
    return out;
}
} // namespace

class TestDurability : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killedWriterLosesNoCommittedEdit();
    void killedBulkImportIsAllOrNothing();
    void bulkImportBesideAnotherConnectionUsesTheLog();
    void writerArrivingDuringABulkImportWaitsAndCommits();
    void concurrentWriters_data();
    void concurrentWriters();
    void concurrentFirstAnswersKeepExactHistory_data();
    void concurrentFirstAnswersKeepExactHistory();

private:
    QString bulkCorpus();

    QTemporaryDir m_dir;
    QString m_corpus;
    qint64 m_corpusBattles = 0;
    std::unique_ptr<draudit::tests::PostgresServer> m_pg;
};

void TestDurability::initTestCase()
{
    m_pg = std::make_unique<draudit::tests::PostgresServer>();
}

void TestDurability::killedWriterLosesNoCommittedEdit()
{
    const QString path = m_dir.filePath(QStringLiteral("kill.draudit"));
    QVERIFY(ProjectStore::create(path));
    QList<Reported> all;
    const int kills = 12;
    for (int k = 0; k < kills; ++k) {
        QProcess writer;
        writer.start(
            QStringLiteral(DRAUDIT_STORE_WRITER), { path, QStringLiteral("k%1").arg(k), QStringLiteral("100000") });
        QVERIFY(writer.waitForStarted());
        // Kill after a random number of reported commits, mid-stream.
        const int after = 5 + static_cast<int>(QRandomGenerator::global()->bounded(120));
        QByteArray output;
        while (output.count('\n') < after && writer.state() == QProcess::Running) {
            writer.waitForReadyRead(2000);
            output += writer.readAllStandardOutput();
        }
        QTest::qWait(static_cast<int>(QRandomGenerator::global()->bounded(15)));
        ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
        writer.waitForFinished();
        output += writer.readAllStandardOutput();
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        const QList<Reported> reported = parse(output);
        QVERIFY(reported.size() >= after - 1);
        all += reported;

        auto store = ProjectStore::open(path);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        QSqlQuery q((*store)->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
        const auto problems = checkProject(**store);
        QVERIFY(problems && problems->isEmpty());
        for (const Reported &r : all) {
            q.prepare(QStringLiteral("SELECT target, field, new_value FROM annotation_history WHERE id = ?"));
            q.addBindValue(r.historyId);
            QVERIFY(q.exec());
            QVERIFY2(q.next(),
                qPrintable(QStringLiteral("reported history id %1 is missing after kill %2").arg(r.historyId).arg(k)));
            QCOMPARE(q.value(2).toString(), r.value);
        }
    }
    QVERIFY(all.size() >= kills * 5);
}

namespace {
// Enough copies of a replay to pass the size from which an import is written in bulk.
constexpr qint64 kCorpusBytes = kBulkImportBytes + kBulkImportBytes / 4;

qint64 count(ProjectStore &store, const QString &table)
{
    QSqlQuery q(store.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next() ? q.value(0).toLongLong() : -1;
}

// Runs the import helper to its end, its output discarded; returns its exit code.
int runImporter(const QString &project, const QString &file)
{
    QProcess importer;
    importer.start(QStringLiteral(DRAUDIT_STORE_IMPORTER), { project, file });
    importer.waitForFinished(-1);
    return importer.exitStatus() == QProcess::NormalExit ? importer.exitCode() : -1;
}

QString journalMode(ProjectStore &store)
{
    QSqlQuery q(store.database());
    return q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next() ? q.value(0).toString() : QString();
}
} // namespace

QString TestDurability::bulkCorpus()
{
    if (!m_corpus.isEmpty())
        return m_corpus;
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    if (!fixture.open(QIODevice::ReadOnly))
        return {};
    const QByteArray replay = QJsonDocument::fromJson(fixture.readAll()).toJson(QJsonDocument::Compact);
    const qsizetype id = replay.indexOf("\"id\":\"") + 6;
    QFile out(m_dir.filePath(QStringLiteral("bulk.jsonl")));
    if (id < 6 || !out.open(QIODevice::WriteOnly))
        return {};
    for (int i = 0; out.size() < kCorpusBytes; ++i, ++m_corpusBattles)
        out.write(replay.left(id) + "bulk" + QByteArray::number(i) + '_' + replay.mid(id) + '\n');
    out.close();
    return m_corpus = out.fileName();
}

void TestDurability::killedBulkImportIsAllOrNothing()
{
    // The import writes straight into the database through the rollback journal (BulkWriteMode). Killed at any
    // moment it leaves a journal the next open rolls back: none of the file, or (killed after its commit) all of it.
    const QString corpus = bulkCorpus();
    QVERIFY(!corpus.isEmpty());
    QVERIFY(QFileInfo(corpus).size() >= kBulkImportBytes);
    // Kills spread over the import's whole length, a few after it: timed by one import run to its end.
    QElapsedTimer timer;
    timer.start();
    const QString timed = m_dir.filePath(QStringLiteral("timed.draudit"));
    QCOMPARE(runImporter(timed, corpus), 1); // no such project: start-up and refusal only
    const qint64 startup = timer.restart();
    QVERIFY(ProjectStore::create(timed));
    timer.restart();
    QCOMPARE(runImporter(timed, corpus), 0);
    const qint64 whole_ms = timer.elapsed();
    int none = 0, whole = 0;
    for (int k = 0; k < 12; ++k) {
        const QString path = m_dir.filePath(QStringLiteral("bulk-%1.draudit").arg(k));
        QVERIFY(ProjectStore::create(path));
        QProcess importer;
        importer.start(QStringLiteral(DRAUDIT_STORE_IMPORTER), { path, corpus });
        QVERIFY(importer.waitForStarted());
        const qint64 span = std::max<qint64>(whole_ms - startup, 20);
        QTest::qWait(static_cast<int>(startup / 2 + QRandomGenerator::global()->bounded(span + span / 4)));
        // processId() is 0 once the process has ended, and kill(0) would signal this test's own process group.
        if (importer.state() == QProcess::Running && importer.processId() > 0)
            ::kill(static_cast<pid_t>(importer.processId()), SIGKILL);
        importer.waitForFinished();
        const bool reported = importer.readAllStandardOutput().startsWith("imported");

        auto store = ProjectStore::open(path);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        QCOMPARE(journalMode(**store), QStringLiteral("wal"));
        const auto problems = checkProject(**store);
        QVERIFY(problems && problems->isEmpty());
        const qint64 sources = count(**store, QStringLiteral("sources"));
        const qint64 battles = count(**store, QStringLiteral("comparisons"));
        QVERIFY2((sources == 0 && battles == 0) || (sources == 1 && battles == m_corpusBattles),
            qPrintable(QStringLiteral("kill %1 left %2 source(s) and %3 battle(s)").arg(k).arg(sources).arg(battles)));
        QVERIFY(!reported || battles == m_corpusBattles);
        (battles == 0 ? none : whole) += 1;
        // Importing again brings the file in whole, or finds it there.
        const auto again = importFile(**store, corpus, {});
        QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
        QCOMPARE(count(**store, QStringLiteral("comparisons")), qint64(m_corpusBattles));
        QCOMPARE(journalMode(**store), QStringLiteral("wal"));
    }
    qInfo("%d import(s) killed before their commit, %d after (an import took %lld ms)", none, whole, whole_ms);
    QVERIFY(none > 0);
}

void TestDurability::bulkImportBesideAnotherConnectionUsesTheLog()
{
    // A second connection keeps the project in WAL: the import cannot switch journals and writes through the log,
    // while the other connection goes on reading.
    const QString corpus = bulkCorpus();
    QVERIFY(!corpus.isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("shared.draudit"));
    QVERIFY(ProjectStore::create(path));
    auto reader = ProjectStore::open(path);
    auto writer = ProjectStore::open(path);
    QVERIFY(reader && writer);
    QCOMPARE(count(**reader, QStringLiteral("comparisons")), qint64(0));
    const auto imported = importFile(**writer, corpus, {});
    QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
    QCOMPARE(journalMode(**writer), QStringLiteral("wal"));
    QCOMPARE(count(**reader, QStringLiteral("comparisons")), qint64(m_corpusBattles));
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    const auto problems = checkProject(**reader);
    QVERIFY(problems && problems->isEmpty());
}

// An import alone on the project writes through the rollback journal (BulkWriteMode). A writer that opens the project
// meanwhile used to fail at once ("cannot configure the project database: database is locked": switching to WAL
// needs the file alone, and SQLite calls no busy handler for it). Now it waits for the import's commit, then commits.
void TestDurability::writerArrivingDuringABulkImportWaitsAndCommits()
{
    const QString corpus = bulkCorpus();
    QVERIFY(!corpus.isEmpty());
    int caught = 0;
    for (int attempt = 0; attempt < 5 && caught < 2; ++attempt) {
        const QString path = m_dir.filePath(QStringLiteral("arriving-%1.draudit").arg(attempt));
        QVERIFY(ProjectStore::create(path));
        QProcess importer;
        importer.start(QStringLiteral(DRAUDIT_STORE_IMPORTER), { path, corpus });
        QVERIFY(importer.waitForStarted());
        QElapsedTimer seen;
        seen.start();
        while (!QFileInfo::exists(path + QStringLiteral("-journal")) && importer.state() == QProcess::Running
            && seen.elapsed() < 20000)
            QThread::usleep(500);
        const bool during = QFileInfo::exists(path + QStringLiteral("-journal"));
        QElapsedTimer waited;
        waited.start();
        auto store = ProjectStore::open(path);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        const auto saved = AnnotationStore(**store).set({ QStringLiteral("ann"), Target::round(1), QStringLiteral("C1"),
            QStringLiteral("Tie"), {}, 1, QStringLiteral("test") });
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
        const qint64 ms = waited.elapsed();
        QVERIFY(importer.waitForFinished(60000));
        QVERIFY2(importer.exitCode() == 0, importer.readAllStandardError().constData());
        QCOMPARE(count(**store, QStringLiteral("comparisons")), qint64(m_corpusBattles));
        QCOMPARE(count(**store, QStringLiteral("annotation_history")), qint64(1));
        if (during) {
            ++caught;
            qInfo("a writer arriving during the import waited %lld ms, then committed", ms);
        }
    }
    QVERIFY2(caught > 0, "the import was never caught in its rollback-journal phase");
}

void TestDurability::concurrentWriters_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestDurability::concurrentWriters()
{
    QFETCH(QString, backend);
    if (backend == QLatin1String("postgresql") && !m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    const QString where = backend == QLatin1String("sqlite") ? m_dir.filePath(QStringLiteral("concurrent.draudit"))
                                                             : m_pg->createDatabase(QStringLiteral("concurrent"));
    QVERIFY(ProjectStore::create(where));
    const int writers = 8;
    const int edits = 500;
    std::vector<std::unique_ptr<QProcess>> procs;
    for (int w = 0; w < writers; ++w) {
        procs.push_back(std::make_unique<QProcess>());
        procs.back()->start(
            QStringLiteral(DRAUDIT_STORE_WRITER), { where, QStringLiteral("w%1").arg(w), QString::number(edits) });
    }
    QMap<QString, QString> expected; // annotator|target|field -> last value
    int reported = 0;
    for (int w = 0; w < writers; ++w) {
        QProcess &p = *procs[static_cast<std::size_t>(w)];
        QVERIFY(p.waitForFinished(600000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        for (const Reported &r : parse(p.readAllStandardOutput())) {
            expected[QStringLiteral("w%1|%2|%3").arg(w).arg(r.target, r.field)] = r.value;
            ++reported;
        }
    }
    QCOMPARE(reported, writers * edits);
    auto store = ProjectStore::open(where);
    QVERIFY(store);
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotation_history")) && q.next());
    QCOMPARE(q.value(0).toInt(), writers * edits);
    QVERIFY(q.exec(QStringLiteral("SELECT a.name, n.target, n.field, n.value FROM annotations n JOIN annotators a ON "
                                  "a.id = n.annotator_id")));
    QMap<QString, QString> actual;
    while (q.next())
        actual[QStringLiteral("%1|%2|%3").arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString())]
            = q.value(3).toString();
    QCOMPARE(actual, expected);
    const auto problems = checkProject(**store);
    QVERIFY(problems && problems->isEmpty());
}

void TestDurability::concurrentFirstAnswersKeepExactHistory_data()
{
    concurrentWriters_data();
}

// 8 processes make the first answer of one annotator on the same 100 new targets at once: every history chain must
// stay exact ("(none) -> x" only once per answer), which `draudit check` verifies.
void TestDurability::concurrentFirstAnswersKeepExactHistory()
{
    QFETCH(QString, backend);
    if (backend == QLatin1String("postgresql") && !m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    const QString where = backend == QLatin1String("sqlite") ? m_dir.filePath(QStringLiteral("firsts.draudit"))
                                                             : m_pg->createDatabase(QStringLiteral("firsts"));
    QVERIFY(ProjectStore::create(where));
    const int writers = 8;
    const int targets = 100;
    std::vector<std::unique_ptr<QProcess>> procs;
    for (int w = 0; w < writers; ++w) {
        procs.push_back(std::make_unique<QProcess>());
        procs.back()->start(QStringLiteral(DRAUDIT_STORE_WRITER),
            { where, QStringLiteral("shared"), QString::number(targets), QStringLiteral("7000") });
    }
    for (auto &p : procs) {
        QVERIFY(p->waitForFinished(600000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    }
    auto store = ProjectStore::open(where);
    QVERIFY(store);
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT annotation_id), sum(CASE WHEN old_value IS NULL "
                                  "THEN 1 ELSE 0 END) FROM annotation_history"))
        && q.next());
    QCOMPARE(q.value(0).toInt(), writers * targets); // every edit recorded
    QCOMPARE(q.value(1).toInt(), targets);
    QCOMPARE(q.value(2).toInt(), targets); // exactly one "(none) -> ..." per answer
    const auto problems = checkProject(**store);
    QVERIFY(problems);
    QVERIFY2(problems->isEmpty(), qPrintable(problems->join(QLatin1Char('\n')).left(2000)));
    // A broken link ("(none) -> x" twice) is what `draudit check` reports.
    QVERIFY(q.exec(QStringLiteral("UPDATE annotation_history SET old_value = NULL WHERE id = (SELECT max(id) FROM "
                                  "annotation_history)")));
    const auto broken = checkProject(**store);
    QVERIFY(broken);
    QCOMPARE(broken->size(), 1);
    QVERIFY2(broken->front().contains(QStringLiteral("starts from '(none)'")), qPrintable(broken->front()));
}

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
