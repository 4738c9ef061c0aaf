// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compressed files and archives imported as they are downloaded (models/io/archivereader.h,
// models/benchmarks/importplan.h): the same rows as the unpacked files, each member its own file (identity, errors
// named "x.zip:member:line", all or nothing), and an archive that would unpack too far, lead outside itself or hold a
// name twice refused whole. The archives are written here with libarchive's writer.
#include "models/benchmarks/importplan.h"
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QTest>
#include <archive.h>
#include <archive_entry.h>

using namespace draudit::models;
using draudit::tests::count;
using draudit::tests::shared;

class TestArchives : public QObject
{
    Q_OBJECT

private slots:
    void realReplaysAsArchives();
    void membersAreFilesOfTheirOwn();
    void membersAreNamedInErrors();
    void oneCompressedFile();
    void bombsAreRefused();
    void hostileMembers_data();
    void hostileMembers();
    void aDamagedHeaderRefusesTheArchive();

private:
    draudit::tests::Scratch m_scratch;
};

namespace {
struct Entry
{
    Entry(QString name_, QByteArray bytes_, QString linkTo_ = {}, QString hardLinkTo_ = {})
        : name(std::move(name_))
        , bytes(std::move(bytes_))
        , linkTo(std::move(linkTo_))
        , hardLinkTo(std::move(hardLinkTo_))
    {
    }
    QString name;
    QByteArray bytes;
    QString linkTo; // a symbolic link when set
    QString hardLinkTo; // a hard link when set
};

// format: "zip", "pax" (tar) or "raw" (one compressed file); filter: "gzip", "zstd" or "none".
bool writeArchive(const QString &path, const char *format, const char *filter, const QList<Entry> &entries)
{
    archive *a = archive_write_new();
    bool ok
        = (qstrcmp(format, "raw") == 0 ? archive_write_set_format_raw(a) : archive_write_set_format_by_name(a, format))
        == ARCHIVE_OK;
    if (qstrcmp(filter, "none") != 0)
        ok = ok && archive_write_add_filter_by_name(a, filter) == ARCHIVE_OK;
    ok = ok && archive_write_open_filename(a, QFile::encodeName(path).constData()) == ARCHIVE_OK;
    for (const Entry &e : entries) {
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname_utf8(entry, e.name.toUtf8().constData());
        archive_entry_set_perm(entry, 0644);
        if (!e.hardLinkTo.isEmpty()) {
            archive_entry_set_filetype(entry, AE_IFREG);
            archive_entry_set_hardlink(entry, e.hardLinkTo.toUtf8().constData());
            archive_entry_set_size(entry, 0);
        } else if (e.linkTo.isEmpty()) {
            archive_entry_set_filetype(entry, AE_IFREG);
            archive_entry_set_size(entry, e.bytes.size());
        } else {
            archive_entry_set_filetype(entry, AE_IFLNK);
            archive_entry_set_symlink(entry, e.linkTo.toUtf8().constData());
        }
        ok = ok && archive_write_header(a, entry) == ARCHIVE_OK;
        if (!e.bytes.isEmpty())
            ok = ok && archive_write_data(a, e.bytes.constData(), e.bytes.size()) == e.bytes.size();
        archive_entry_free(entry);
    }
    ok = archive_write_close(a) == ARCHIVE_OK && ok;
    archive_write_free(a);
    return ok;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Totals
{
    qint64 battles = 0, rounds = 0, failed = 0, ignored = 0;
    QStringList names;
};

Totals importAll(ProjectStore &store, const QStringList &roots)
{
    Totals t;
    const QList<ImportInput> plan = planImport(roots, {});
    ImportOptions o;
    o.batch = batchOf(plan);
    for (const ImportInput &in : plan) {
        if (in.action == ImportInput::Action::Ignore) {
            ++t.ignored;
            continue;
        }
        const auto r = in.failure ? Result<ImportResult>(tl::unexpected(*in.failure)) : importInput(store, in, o);
        if (!r) {
            ++t.failed;
            qWarning("%s", qPrintable(r.error().toString()));
            continue;
        }
        t.battles += r->counts.comparisons;
        t.rounds += r->counts.rounds;
        t.names << r->path;
    }
    return t;
}

QStringList sourcePaths(ProjectStore &store)
{
    QSqlQuery q(store.database());
    q.exec(QStringLiteral("SELECT path FROM sources ORDER BY id"));
    QStringList paths;
    while (q.next())
        paths << q.value(0).toString();
    return paths;
}

const QByteArray kRound = R"({"round":1,"question":"q","answer_a":"a","answer_b":"b","verdict":"A_BETTER"})";

QByteArray replay(const char *id)
{
    return QByteArray(R"({"id":")") + id + R"(","tree_id":"tree_0001","model_a":"x","model_b":"y","rounds":[)" + kRound
        + "]}";
}
} // namespace

// The 1,078 DR-Arena replays as a folder, a .zip and a .tar.gz: the same battles and rounds.
void TestArchives::realReplaysAsArchives()
{
    const QString dir = shared(QStringLiteral("dr-arena/dashboard/battle-replays"));
    SKIP_WITHOUT_SHARED(dir);
    QList<Entry> entries;
    QDirIterator it(dir, QDir::Files);
    while (it.hasNext()) {
        const QString file = it.next();
        entries << Entry { QStringLiteral("battle-replays/") + QFileInfo(file).fileName(), readAll(file), {} };
    }
    QCOMPARE(entries.size(), 1078);
    const QString zip = m_scratch.filePath(QStringLiteral("replays.zip"));
    const QString tgz = m_scratch.filePath(QStringLiteral("replays.tar.gz"));
    QVERIFY(writeArchive(zip, "zip", "none", entries));
    QVERIFY(writeArchive(tgz, "pax", "gzip", entries));
    QVERIFY(QFileInfo(tgz).size() < 33 * 1024 * 1024 / 3); // compressed, as downloaded
    for (const QString &root : { dir, zip, tgz }) {
        auto store = m_scratch.project(QFileInfo(root).fileName() + QStringLiteral(".draudit"));
        const Totals t = importAll(*store, { root });
        QCOMPARE(t.failed, 0);
        QCOMPARE(t.battles, 1078);
        QCOMPARE(t.rounds, 3119);
        QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 1078);
        if (root != dir)
            QVERIFY(sourcePaths(*store).first().startsWith(
                QFileInfo(root).absoluteFilePath() + QStringLiteral(":battle-replays/R1_")));
    }
}

// Each member is a file of its own: imported, recorded under "archive:member", unchanged when the archive comes
// again, and the same bytes inside another archive are the same file. What no importer knows is listed as ignored.
void TestArchives::membersAreFilesOfTheirOwn()
{
    const QByteArray fixture = readAll(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(!fixture.isEmpty());
    const QString zip = m_scratch.filePath(QStringLiteral("run.zip"));
    QVERIFY(writeArchive(zip, "zip", "none",
        { { QStringLiteral("run/replays/small.json"), fixture, {} }, { QStringLiteral("run/README.txt"), "notes", {} },
            { QStringLiteral("run/b1.json"), replay("b1"), {} } }));
    auto store = m_scratch.project(QStringLiteral("members.draudit"));
    auto plain = m_scratch.project(QStringLiteral("plain.draudit"));
    const QString small = m_scratch.write(QStringLiteral("plain/small.json"), fixture);
    const QString b1 = m_scratch.write(QStringLiteral("plain/b1.json"), replay("b1"));
    const Totals fromZip = importAll(*store, { zip });
    const Totals fromFiles = importAll(*plain, { small, b1 });
    QCOMPARE(fromZip.failed, 0);
    QCOMPARE(fromZip.ignored, 1); // README.txt, listed
    QCOMPARE(fromZip.battles, fromFiles.battles);
    QCOMPARE(fromZip.rounds, fromFiles.rounds);
    QCOMPARE(fromZip.names,
        QStringList({ zip + QStringLiteral(":run/b1.json"), zip + QStringLiteral(":run/replays/small.json") }));
    for (const char *table : { "comparisons", "rounds", "responses", "judge_records" }) {
        QVERIFY(count(*store, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) > 0);
        QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))),
            count(*plain, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))));
    }
    QCOMPARE(sourcePaths(*store),
        QStringList({ zip + QStringLiteral(":run/b1.json"), zip + QStringLiteral(":run/replays/small.json") }));
    // The same archive again: every member unchanged.
    const QList<ImportInput> again = planImport({ zip }, {});
    for (const ImportInput &in : again)
        if (in.action == ImportInput::Action::Import) {
            const auto r = importInput(*store, in, {});
            QVERIFY(r && r->alreadyImported);
        }
    // The same bytes in a .tar.zst: the same files, nothing new.
    const QString tzst = m_scratch.filePath(QStringLiteral("copy.tar.zst"));
    QVERIFY(writeArchive(tzst, "pax", "zstd", { { QStringLiteral("b1.json"), replay("b1"), {} } }));
    const QList<ImportInput> copy = planImport({ tzst }, {});
    QCOMPARE(copy.size(), 1);
    const auto r = importInput(*store, copy.first(), {});
    QVERIFY2(r && r->alreadyImported, qPrintable(r ? QString() : r.error().toString()));
}

// A member's error names the archive, the member and the line; that member is imported all or nothing and the
// others are imported.
void TestArchives::membersAreNamedInErrors()
{
    const QString zip = m_scratch.filePath(QStringLiteral("mixed.zip"));
    QByteArray bad = replay("b2");
    bad.replace("A_BETTER", "A_WINS");
    QVERIFY(writeArchive(zip, "zip", "none",
        { { QStringLiteral("good/b1.json"), replay("b1"), {} }, { QStringLiteral("bad/b2.json"), bad, {} } }));
    auto store = m_scratch.project(QStringLiteral("mixed.draudit"));
    int imported = 0;
    QString error;
    for (const ImportInput &in : planImport({ zip }, {})) {
        const auto r = importInput(*store, in, {});
        if (r)
            ++imported;
        else
            error = r.error().toString();
    }
    QCOMPARE(imported, 1);
    QVERIFY2(error.startsWith(zip + QStringLiteral(":bad/b2.json:1: field 'rounds[0].verdict': 'A_WINS'")),
        qPrintable(error));
    QCOMPARE(error.count(QStringLiteral("b2.json")), 1); // never the unpacked copy's path
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources")), 1);
}

// One compressed file is the file itself under its own name: .jsonl.gz and .zst, read in the folder it lies in (a
// DeepResearch Bench raw_data/ report file keeps its variant), its errors named "m.jsonl.gz:2".
void TestArchives::oneCompressedFile()
{
    const QByteArray reports = R"({"id":"1","prompt":"p","article":"a"})"
                               "\n"
                               R"({"id":"2","prompt":"p","article":"b"})"
                               "\n";
    QVERIFY(QDir().mkpath(m_scratch.filePath(QStringLiteral("raw_data"))));
    const QString gz = m_scratch.filePath(QStringLiteral("raw_data/model-x.jsonl.gz"));
    QVERIFY(writeArchive(gz, "raw", "gzip", { { QStringLiteral("data"), reports, {} } }));
    auto store = m_scratch.project(QStringLiteral("gz.draudit"));
    const QList<ImportInput> plan = planImport({ gz }, {});
    QCOMPARE(plan.size(), 1);
    QCOMPARE(plan.first().name, gz);
    const auto r = importInput(*store, plan.first(), {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->format, QStringLiteral("drb-reports"));
    QCOMPARE(r->counts.responses, 2);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM responses WHERE metadata LIKE '%\"raw\"%'")), 2);
    QCOMPARE(sourcePaths(*store), QStringList { gz });

    const QString zst = m_scratch.filePath(QStringLiteral("raw_data/model-y.jsonl.zst"));
    QVERIFY(writeArchive(
        zst, "raw", "zstd", { { QStringLiteral("data"), QByteArray(reports).replace("\"b\"}", "b}"), {} } }));
    const QList<ImportInput> damaged = planImport({ zst }, {});
    QCOMPARE(damaged.size(), 1);
    const auto e = importInput(*store, damaged.first(), {});
    QVERIFY(!e);
    QVERIFY2(e.error().toString().startsWith(zst + QStringLiteral(":2")), qPrintable(e.error().toString()));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM responses")), 2); // all or nothing

    // A name that says compressed on a file that is not.
    const QString fake = m_scratch.write(QStringLiteral("fake.jsonl.gz"), reports);
    const QList<ImportInput> refused = planImport({ fake }, {});
    QCOMPARE(refused.first().action, ImportInput::Action::Fail);
    QVERIFY(refused.first().failure->message.contains(QStringLiteral("not")));
}

// 100 MB of zeros compress to about 100 KB: more than 200 times the archive and more than 64 MB, so unpacking stops
// at 64 MB and the archive is refused whole, its good member with it.
void TestArchives::bombsAreRefused()
{
    const QByteArray zeros(100 * 1024 * 1024, '\0');
    const QString zip = m_scratch.filePath(QStringLiteral("bomb.zip"));
    QVERIFY(writeArchive(zip, "zip", "none",
        { { QStringLiteral("b1.json"), replay("b1"), {} }, { QStringLiteral("zeros.jsonl"), zeros, {} } }));
    QVERIFY(QFileInfo(zip).size() < 1024 * 1024);
    QElapsedTimer clock;
    clock.start();
    const QList<ImportInput> plan = planImport({ zip }, {});
    QCOMPARE(plan.size(), 1);
    QCOMPARE(plan.first().action, ImportInput::Action::Fail);
    const QString message = plan.first().failure->toString();
    QVERIFY2(message.startsWith(zip + QStringLiteral(":zeros.jsonl: unpacking stopped at 64 MB")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("decompression bomb")));
    // A smaller budget for the user who asks for one, and the total limit.
    const QList<ImportInput> strict = planImport({ zip }, {}, ArchiveLimits { 10 << 20, 1000, 1 << 20, 100 });
    QVERIFY(strict.first().failure->message.contains(QStringLiteral("stopped at 10 MB")));
    qInfo("refused after %lld ms", static_cast<long long>(clock.elapsed()));
}

void TestArchives::hostileMembers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("members");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *tag, const char *name, const char *format,
                         std::initializer_list<const char *> members, const char *expected) {
        QStringList list;
        for (const char *m : members)
            list << QString::fromUtf8(m);
        QTest::newRow(tag) << QString::fromUtf8(name) << QString::fromUtf8(format) << list
                           << QString::fromUtf8(expected);
    };
    row("up and out", "up.zip", "zip", { "ok.json", "../escaped.json" },
        "up.zip:../escaped.json: the member's name leads outside the archive");
    row("absolute", "abs.tar.gz", "pax", { "/tmp/absolute.json" },
        "abs.tar.gz:/tmp/absolute.json: the member's name leads outside");
    row("twice", "twice.tar", "pax", { "a/b1.json", "a/./b1.json" },
        "twice.tar:a/./b1.json: the archive holds this name twice");
    row("link", "link.tar", "pax", { "ok.json", "link.json->/etc/passwd" },
        "ignored link.tar:link.json: not a regular file");
    row("hard link", "hard.tar", "pax", { "ok.json", "same.json=>ok.json" },
        "ignored hard.tar:same.json: not a regular file");
    // A link and then a file of its name (tar -x would leave whichever came last): the name twice.
    row("link then file", "linkfile.tar", "pax", { "a.json->/etc/passwd", "a.json" },
        "linkfile.tar:a.json: the archive holds this name twice");
    // A name that would print a forged line.
    row("control characters", "ctrl.zip", "zip", { "a.json\nimported evil.json" },
        "ctrl.zip: a member's name holds control characters");
    // Never unpacked in turn, nor read as the JSON a stored member shows.
    row("archive inside", "nest.zip", "zip", { "ok.json", "inner.zip" },
        "ignored nest.zip:inner.zip: an archive inside an archive");
}

// Names that would write outside the folder unpacked into, a name twice (a later member replacing an earlier one),
// and links: the archive is refused whole (links are listed as ignored), and nothing is written outside.
void TestArchives::hostileMembers()
{
    QFETCH(QString, name);
    QFETCH(QString, format);
    QFETCH(QStringList, members);
    QFETCH(QString, expected);
    QList<Entry> entries;
    for (const QString &m : members) {
        const QStringList link = m.split(QStringLiteral("->"));
        const QStringList hard = m.split(QStringLiteral("=>"));
        if (hard.size() > 1)
            entries << Entry { hard.first(), {}, {}, hard.value(1) };
        else
            entries << Entry { link.first(), link.size() > 1 ? QByteArray() : replay("b1"), link.value(1), {} };
    }
    const QString path = m_scratch.filePath(name);
    QVERIFY(writeArchive(path, qPrintable(format), name.endsWith(QStringLiteral(".gz")) ? "gzip" : "none", entries));
    QStringList said;
    for (const ImportInput &in : planImport({ path }, {}))
        said << (in.action == ImportInput::Action::Ignore
                ? QStringLiteral("ignored %1: %2").arg(in.name, in.ignoredBecause)
                : in.failure ? in.failure->toString()
                             : QStringLiteral("import %1").arg(in.name));
    const QString all = said.join(QLatin1Char('\n')).replace(m_scratch.path() + QLatin1Char('/'), QString());
    QVERIFY2(all.contains(expected), qPrintable(all));
    if (!expected.startsWith(QStringLiteral("ignored")))
        QCOMPARE(said.size(), 1); // refused whole
    QVERIFY(!QFileInfo::exists(QDir::tempPath() + QStringLiteral("/escaped.json")));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/absolute.json")));
}

// A tar whose second header's checksum is broken: libarchive would skip to the next header, and the member would be
// lost without a word. The archive is refused whole.
void TestArchives::aDamagedHeaderRefusesTheArchive()
{
    const QString path = m_scratch.filePath(QStringLiteral("badheader.tar"));
    QVERIFY(writeArchive(path, "ustar", "none",
        { { QStringLiteral("a.json"), replay("b1") }, { QStringLiteral("b.json"), replay("b2") } }));
    QFile tar(path);
    QVERIFY(tar.open(QIODevice::ReadWrite));
    const qint64 second = 512 + (replay("b1").size() + 511) / 512 * 512;
    QVERIFY(tar.seek(second + 148) && tar.write("0000000", 7) == 7);
    tar.close();
    const QList<ImportInput> plan = planImport({ path }, {});
    QCOMPARE(plan.size(), 1);
    QCOMPARE(plan.first().action, ImportInput::Action::Fail);
    QVERIFY2(plan.first().failure->message.contains(QStringLiteral("damaged")),
        qPrintable(plan.first().failure->toString()));
}

QTEST_GUILESS_MAIN(TestArchives)
#include "tst_archives.moc"
