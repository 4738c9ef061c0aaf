// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an import may read, and the rules the annotations importer keeps like every other importer: only regular
// files (a FIFO would hang, a link to /dev/zero never end), never the open project's own files (closing a descriptor
// on them drops the process's locks), no repeated JSON key, no second answer to one question in a file, no control
// character, no JSON object where text belongs, and no answer as an annotator with a PIN without it.
#include "models/benchmarks/importplan.h"
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/io/inputfile.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"
#include "tests/testdata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace draudit::models;

class TestInputRules : public QObject
{
    Q_OBJECT

private slots:
    void fifoIsRefusedAtOnce();
    void linkToADeviceInAFolderIsNeverOpened();
    void openProjectFilesAreNeverInput();
    void theOpenedFileIsCheckedNotOnlyItsName();
    void annotationFilesKeepTheImportRules_data();
    void annotationFilesKeepTheImportRules();
    void ownerImportIsRecordedAsSuch();

private:
    std::unique_ptr<ProjectStore> project(const QString &name);
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

std::unique_ptr<ProjectStore> TestInputRules::project(const QString &name)
{
    auto store = ProjectStore::create(m_dir.filePath(name));
    return store ? std::move(*store) : nullptr;
}

QString TestInputRules::write(const QString &name, const QByteArray &bytes)
{
    QFile f(m_dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return f.fileName();
}

void TestInputRules::fifoIsRefusedAtOnce()
{
    auto store = project(QStringLiteral("fifo.draudit"));
    QVERIFY(store);
    const QString fifo = m_dir.filePath(QStringLiteral("named.jsonl"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer t;
    t.start();
    const auto r = importFile(*store, fifo, {});
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(QStringLiteral("not a regular file")), qPrintable(r.error().toString()));
    QVERIFY(r.error().toString().startsWith(fifo)); // names the file
    QVERIFY(t.elapsed() < 5000); // opening a FIFO with no writer would block for ever
}

void TestInputRules::linkToADeviceInAFolderIsNeverOpened()
{
    const QString folder = m_dir.filePath(QStringLiteral("with-device"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder + QStringLiteral("/zero.jsonl")));
    QVERIFY(QFile::copy(
        draudit::tests::fixture(QStringLiteral("import/replay_small.json")), folder + QStringLiteral("/replay.json")));
    const auto ignoredAs = [&folder](const QString &name) {
        for (const ImportInput &in : planImport({ folder }, {}))
            if (in.name == folder + name)
                return in.action == ImportInput::Action::Ignore ? in.ignoredBecause : QStringLiteral("imported");
        return QString();
    };
    // Listed with its reason, so the user is told of it.
    QVERIFY(ignoredAs(QStringLiteral("/zero.jsonl")).contains(QStringLiteral("not a regular file")));
    const auto why = inputFileProblem(folder + QStringLiteral("/zero.jsonl"));
    QVERIFY(why && why->contains(QStringLiteral("not a regular file")));
    QCOMPARE(detectImporter(folder + QStringLiteral("/zero.jsonl")), nullptr); // detection never reads it
    auto store = project(QStringLiteral("device.draudit"));
    QVERIFY(store);
    QElapsedTimer t;
    t.start();
    const auto r = importFile(*store, folder + QStringLiteral("/zero.jsonl"), {});
    QVERIFY(!r && t.elapsed() < 5000);
    QVERIFY(importFile(*store, folder + QStringLiteral("/replay.json"), {}));
    // A FIFO in the folder is listed (then ignored with its reason), never passed over unseen.
    QCOMPARE(::mkfifo(QFile::encodeName(folder + QStringLiteral("/pipe.jsonl")).constData(), 0600), 0);
    QVERIFY(ignoredAs(QStringLiteral("/pipe.jsonl")).contains(QStringLiteral("not a regular file")));
    // Files read beside an input (a generic file's field mapping) keep the rule too: a mapping linked to /dev/zero.
    const QString data = write(QStringLiteral("generic.jsonl"),
        R"({"q":"x"})"
        "\n");
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), data + QStringLiteral(".mapping.json")));
    t.restart();
    QVERIFY(!importFile(*store, data, {}) && t.elapsed() < 5000);
    // A link inside the folder to a file outside it is named and skipped; a link within the folder is a file of it.
    const QString outside = write(QStringLiteral("secret.json"), R"({"private": true})");
    QVERIFY(QFile::link(outside, folder + QStringLiteral("/elsewhere.json")));
    QVERIFY(QFile::link(folder + QStringLiteral("/replay.json"), folder + QStringLiteral("/again.json")));
    const auto away = folderEntryProblem(folder, folder + QStringLiteral("/elsewhere.json"));
    QVERIFY(away && away->contains(QStringLiteral("outside the folder")));
    QVERIFY(!folderEntryProblem(folder, folder + QStringLiteral("/again.json")));
    QVERIFY(!folderEntryProblem(folder, folder + QStringLiteral("/replay.json")));
    QVERIFY(!inputFileProblem(folder + QStringLiteral("/elsewhere.json"))); // named on its own, it may be read
}

// A name checked, then swapped before it is opened: the descriptor itself is checked. A FIFO opened through it does
// not block, and an open project's file is refused and never closed (closing it would drop the project's locks).
void TestInputRules::theOpenedFileIsCheckedNotOnlyItsName()
{
    const QString fifo = m_dir.filePath(QStringLiteral("swapped.jsonl"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer t;
    t.start();
    InputFile pipe(fifo);
    QVERIFY(!pipe.open(QIODevice::ReadOnly));
    QVERIFY(t.elapsed() < 5000);
    QVERIFY2(pipe.errorString().contains(QStringLiteral("not a regular file")), qPrintable(pipe.errorString()));
    auto store = project(QStringLiteral("descriptor.draudit"));
    QVERIFY(store);
    InputFile own(m_dir.filePath(QStringLiteral("descriptor.draudit")));
    QVERIFY(!own.open(QIODevice::ReadOnly));
    QVERIFY2(own.errorString().contains(QStringLiteral("open project")), qPrintable(own.errorString()));
    InputFile fine(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(fine.open(QIODevice::ReadOnly | QIODevice::Text));
    QVERIFY(fine.readAll().startsWith("{"));
}

void TestInputRules::openProjectFilesAreNeverInput()
{
    const QString folder = m_dir.filePath(QStringLiteral("with-project"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/kept-here.draudit");
    auto store = ProjectStore::create(path);
    QVERIFY(store);
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    // The project, its log and shared memory, and the project under another name (a hard link) are all refused.
    QVERIFY(
        ::link(QFile::encodeName(path).constData(), QFile::encodeName(folder + QStringLiteral("/alias.db")).constData())
        == 0);
    for (const QString &file :
        { path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm"), folder + QStringLiteral("/alias.db") }) {
        const auto why = inputFileProblem(file);
        QVERIFY2(why && why->contains(QStringLiteral("open project itself")), qPrintable(file));
        QCOMPARE(detectImporter(file), nullptr);
        const auto r = importFile(**store, file, {});
        QVERIFY(!r && r.error().toString().contains(QStringLiteral("open project itself")));
    }
    // Once the project is closed, its file is an ordinary file again.
    store->reset();
    QVERIFY(!inputFileProblem(path));
}

void TestInputRules::annotationFilesKeepTheImportRules_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("why");
    QTest::newRow("repeated key") << QStringLiteral("a.jsonl")
                                  << QByteArray(R"({"annotator":"bob","target":"round:1","field":"C1","value":"Tie",)"
                                                R"("value":"A_BETTER"})"
                                                "\n")
                                  << QStringLiteral(":1:1: field 'value': the key 'value' appears twice");
    QTest::newRow("second answer to one question")
        << QStringLiteral("b.csv")
        << QByteArray("annotator,target,field,value\nbob,round:1,C1,Tie\nbob,round:2,C1,Tie\nbob,round:1,C1,A_BETTER\n")
        << QStringLiteral(":4:3: field 'field': bob answered C1 of round:1 already on line 2");
    QTest::newRow("NUL in a value") << QStringLiteral("c.csv")
                                    << QByteArray("annotator,target,field,value\nbob,round:1,C1,Ti\0e\n", 49)
                                    << QStringLiteral("field 'value': the value holds a control character (U+0000)");
    QTest::newRow("object as a value") << QStringLiteral("d.jsonl")
                                       << QByteArray(
                                              R"({"annotator":"bob","target":"round:1","field":"C1","value":{"x":1}})"
                                              "\n")
                                       << QStringLiteral(
                                              "field 'value': the value must be text, not a JSON object or array");
    QTest::newRow("annotator with a PIN")
        << QStringLiteral("e.csv") << QByteArray("annotator,target,field,value\npinned,round:1,C1,Tie\n")
        << QStringLiteral(":2:1: field 'annotator': pinned has a PIN");
}

void TestInputRules::annotationFilesKeepTheImportRules()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    auto store = project(name + QStringLiteral(".draudit"));
    QVERIFY(store);
    QVERIFY(StudyStore(*store).addAnnotator(QStringLiteral("pinned"), {}, QStringLiteral("secret-6")));
    const QString file = write(name, bytes);
    ImportOptions o;
    o.format = QStringLiteral("annotations");
    const auto r = importFile(*store, file, o);
    QVERIFY2(!r, "imported");
    QVERIFY2(r.error().toString().contains(why), qPrintable(r.error().toString()));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotations")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0); // all or nothing
}

// The project's owner may import answers of an annotator with a PIN on purpose; the history says who wrote them.
void TestInputRules::ownerImportIsRecordedAsSuch()
{
    auto store = project(QStringLiteral("owner.draudit"));
    QVERIFY(store);
    QVERIFY(StudyStore(*store).addAnnotator(QStringLiteral("pinned"), {}, QStringLiteral("secret-6")));
    const QString file = write(QStringLiteral("owner.csv"), "annotator,target,field,value\npinned,round:1,C1,Tie\n");
    ImportOptions o;
    o.format = QStringLiteral("annotations");
    o.authority.pin = QStringLiteral("secret-6");
    QVERIFY(importFile(*store, file, o)); // with her PIN
    const QString second = write(QStringLiteral("owner2.csv"), "annotator,target,field,value\npinned,round:2,C1,Tie\n");
    o.authority = { {}, true };
    QVERIFY(importFile(*store, second, o)); // as the owner
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT target, client_id FROM annotation_history ORDER BY id")));
    QVERIFY(q.next() && q.value(1).toString() == QLatin1String("import"));
    QVERIFY(q.next() && q.value(1).toString() == QLatin1String("owner-import"));
}

QTEST_GUILESS_MAIN(TestInputRules)
#include "tst_inputrules.moc"
