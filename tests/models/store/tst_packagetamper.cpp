// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every way a returned package was found to lie, as a table: each is refused (naming the package, and leaving the
// master byte for byte as it was) or accepted with a flag the owner reads. The package is ann's blind package of a
// pilot study, every item answered (C1 A_BETTER, failure DEEP) and marked done, then edited with SQL as an annotator
// with the file and sqlite3 would. %BOB_ID% is bob's package id, %ITEM% the first item.
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/models/studytesting.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace draudit::models;
using draudit::tests::packageAliases;
using draudit::tests::pilot;

class TestPackageTamper : public QObject
{
    Q_OBJECT

private slots:
    void tamperedPackages_data();
    void tamperedPackages();
    void olderPackageAfterANewerOneIsRefused();
    void blindPackageCannotAnswerAfterTheReveal();
    void revealPackageChangesCountAfterTheReveal();
    void blindPackageAfterARevealIsRefused();
    void anAnswerLeftNotApplyingIsRefused();
    void packageNameCarriesNoControlCharacter();
    void mergeNeverWritesToAnotherSchemasFile();
    void carriedItemsAreNeverRead();
    void aQuestionAnsweredTwiceIsMergedInOrder();

private:
    struct Pilot
    {
        std::unique_ptr<ProjectStore> master;
        StudyInfo study;
        QString package; // ann's, answered and done
        QString bobPackage;
    };
    Pilot makePilot(const QString &name, const FormDefinition &form);
    static QString dump(QSqlDatabase &db);
    static QString tag();

    QTemporaryDir m_dir;
};

QString TestPackageTamper::tag()
{
    return QString::fromUtf8(QTest::currentTestFunction() + QByteArray("-") + QTest::currentDataTag())
        .replace(QLatin1Char(' '), QLatin1Char('-'));
}

namespace {
// A step of the fixture: false (with the reason in the log) when it failed.
template<typename T>
bool ok(const Result<T> &r)
{
    if (!r)
        qWarning().noquote() << r.error().toString();
    return r.has_value();
}
} // namespace

TestPackageTamper::Pilot TestPackageTamper::makePilot(const QString &name, const FormDefinition &form)
{
    Pilot p;
    p.master = draudit::tests::demoProject(m_dir.filePath(name + QStringLiteral(".draudit")), 6);
    if (!p.master)
        return p;
    StudySpec spec;
    spec.name = QStringLiteral("t");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = form;
    spec.sample.kind = SampleSpec::Kind::All;
    spec.sample.seed = 3;
    const auto created = createStudy(*p.master, spec);
    p.package = m_dir.filePath(name + QStringLiteral("-ann.draudit"));
    p.bobPackage = m_dir.filePath(name + QStringLiteral("-bob.draudit"));
    if (!ok(created)
        || !ok(StudyStore(*p.master).assign(QStringLiteral("t"), { QStringLiteral("ann"), QStringLiteral("bob") }, {}))
        || !ok(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), p.package))
        || !ok(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("bob"), p.bobPackage))) {
        p.master.reset();
        return p;
    }
    p.study = *created;
    auto package = ProjectStore::open(p.package);
    const auto queue
        = package ? StudyStore(**package).queue(p.study.id, QStringLiteral("ann")) : tl::unexpected(package.error());
    if (!ok(queue)) {
        p.master.reset();
        return p;
    }
    bool answered = true;
    // Every required question of either form: the pipeline audit asks A1, A2, A3 and B1 before the verdict.
    const bool audit = form.question(QStringLiteral("A1")) != nullptr;
    QList<std::pair<const char *, const char *>> fields { { "C1", "A_BETTER" }, { "C1_failure", "DEEP" } };
    if (audit)
        fields << std::pair { "A1", "Yes" } << std::pair { "A2", "Yes" } << std::pair { "A3", "Yes" }
               << std::pair { "B1", "Completely correct" };
    for (const QueueItem &item : *queue) {
        for (const auto &[field, value] : fields)
            answered = answered
                && ok(AnnotationStore(**package).set({ QStringLiteral("ann"), item.target, QString::fromLatin1(field),
                    QString::fromLatin1(value), {}, p.study.id, QStringLiteral("offline") }));
        answered = answered
            && ok(StudyStore(**package).markItem(
                p.study.id, QStringLiteral("ann"), item.target, draudit::models::QueueStatus::Done, 30));
    }
    if (!answered)
        p.master.reset();
    return p;
}

QString TestPackageTamper::dump(QSqlDatabase &db)
{
    QString out;
    for (const QString &table : db.tables()) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(table));
        while (q.next()) {
            out += table;
            for (int i = 0; i < q.record().count(); ++i)
                out += QLatin1Char('|') + q.value(i).toString();
            out += QLatin1Char('\n');
        }
    }
    return out;
}

void TestPackageTamper::tamperedPackages_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<bool>("refused"); // else accepted with a flag
    QTest::addColumn<QString>("why");
    const auto row = [](const char *name, QStringList edits, bool refused, const char *why) {
        QTest::newRow(name) << edits << refused << QString::fromUtf8(why);
    };
    // Identity: who and which package.
    row("renamed annotator",
        { QStringLiteral("UPDATE annotators SET name = 'bob'"),
            QStringLiteral("UPDATE meta SET value = 'bob' WHERE key = 'package_annotator'") },
        true, "was issued to ann");
    row("renamed annotator row only", { QStringLiteral("UPDATE annotators SET name = 'bob'") }, true,
        "belongs to 'bob'");
    row("unknown package id", { QStringLiteral("UPDATE meta SET value = 'forged' WHERE key = 'package_id'") }, true,
        "not issued by this project");
    row("no package id", { QStringLiteral("DELETE FROM meta WHERE key = 'package_id'") }, true, "has no id");
    row("bob's package id in ann's package",
        { QStringLiteral("UPDATE meta SET value = '%BOB_ID%' WHERE key = 'package_id'"),
            QStringLiteral("UPDATE meta SET value = 'bob' WHERE key = 'package_annotator'"),
            QStringLiteral("UPDATE annotators SET name = 'bob'") },
        true, "token does not prove");
    row("no token", { QStringLiteral("DELETE FROM meta WHERE key = 'package_token'") }, true, "token does not prove");
    row("forged phase", { QStringLiteral("UPDATE meta SET value = 'reveal' WHERE key = 'package_phase'") }, true,
        "was issued to ann (blind package)");
    // Answers: questions, values, text, revisions.
    row("value outside the form",
        { QStringLiteral("UPDATE annotations SET value = 'A_SLIGHTLY_BETTER' WHERE field = 'C1'") }, true,
        "'A_SLIGHTLY_BETTER' is not an answer");
    row("question not asked", { QStringLiteral("UPDATE annotations SET field = 'Z9' WHERE field = 'C1'") }, true,
        "not a question");
    row("answer excluded by only_if",
        { QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, created_at, "
                         "updated_at, version) SELECT study_id, annotator_id, target, 'C1_tie_quality', 'HIGH', "
                         "created_at, updated_at, 1 FROM annotations WHERE field = 'C1' LIMIT 1") },
        true, "asked only when C1=Tie");
    row("version 2^32+1", { QStringLiteral("UPDATE annotations SET version = 4294967297 WHERE field = 'C1'") }, true,
        "revision 4294967297");
    row("a 20 MB reason", { QStringLiteral("UPDATE annotations SET reason = printf('%.*c', 20000000, 'x')") }, true,
        "a text of 20000000 characters");
    row("a NUL in a reason",
        { QStringLiteral("UPDATE annotations SET reason = 'fine' || char(0) || 'print' WHERE field = 'C1'") }, true,
        "control character (U+0000)");
    row("history out of order",
        { QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, "
                         "old_value, new_value, changed_at, client_id) SELECT annotation_id, study_id, annotator_id, "
                         "target, field, new_value, new_value, '2020-01-01T00:00:00.000Z', 'offline' FROM "
                         "annotation_history WHERE field = 'C1' LIMIT 1") },
        true, "dated before the change it follows");
    row("history dated before the package was issued",
        { QStringLiteral("UPDATE annotation_history SET changed_at = '2026-01-01T00:00:00.000Z' WHERE field = 'C1'") },
        false, "outside the package's life");
    // Progress: done means answered.
    row("done without answers",
        { QStringLiteral("DELETE FROM annotation_history"), QStringLiteral("DELETE FROM annotations") }, true,
        "marked done without an answer to C1");
    row("done without the failure type",
        { QStringLiteral("DELETE FROM annotation_history WHERE field = 'C1_failure'"),
            QStringLiteral("DELETE FROM annotations WHERE field = 'C1_failure'") },
        true, "without an answer to C1_failure");
    row("hacked status", { QStringLiteral("UPDATE assignments SET status = 'hacked'") }, true, "not a state");
    row("negative seconds", { QStringLiteral("UPDATE assignments SET seconds = -5") }, true, "not a time spent");
    row("seconds 'abc'", { QStringLiteral("UPDATE assignments SET seconds = 'abc'") }, true, "abc seconds");
    // Times: impossible orders refused, implausible ones flagged.
    row("revealed in a blind package",
        { QStringLiteral("UPDATE blinding SET committed_at = '2026-11-23T09:00:00.000Z', "
                         "revealed_at = '2026-11-23T10:00:00.000Z'") },
        true, "nothing in it can have been revealed");
    row("committed before shown",
        { QStringLiteral("UPDATE blinding SET shown_at = '2026-11-23T10:00:00.000Z', "
                         "committed_at = '2026-11-23T09:00:00.000Z'") },
        true, "committed before it was shown");
    row("a time with an offset",
        { QStringLiteral("UPDATE annotation_history SET changed_at = '2026-11-26T20:01:20.000+14:00'") }, true,
        "not valid");
    row("history dated 2000",
        { QStringLiteral("UPDATE annotation_history SET changed_at = '2000-01-01T00:00:00.000Z'") }, false,
        "2000-01-01T00:00:00.000Z is outside the package's life");
    row("history dated 2099",
        { QStringLiteral("UPDATE annotation_history SET changed_at = '2099-01-01T00:00:00.000Z'") }, false,
        "2099-01-01T00:00:00.000Z is outside the package's life");
    row("done dated 2000", { QStringLiteral("UPDATE assignments SET done_at = '2000-01-01T00:00:00.000Z'") }, false,
        "assignments row");
}

void TestPackageTamper::tamperedPackages()
{
    QFETCH(QStringList, edits);
    QFETCH(bool, refused);
    QFETCH(QString, why);
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    QString bobId;
    {
        auto bob = ProjectStore::open(p.bobPackage);
        QVERIFY(bob);
        bobId = packageIdentity(**bob).value().value().id;
    }
    {
        auto package = ProjectStore::open(p.package);
        QVERIFY(package);
        QSqlQuery q((*package)->database());
        for (QString edit : edits)
            QVERIFY2(q.exec(edit.replace(QStringLiteral("%BOB_ID%"), bobId)), qPrintable(edit));
    }
    const QString before = dump(p.master->database());
    const auto r = mergePackage(*p.master, p.package);
    if (refused) {
        QVERIFY2(!r, "accepted");
        QVERIFY2(r.error().toString().contains(why), qPrintable(r.error().toString()));
        QVERIFY2(r.error().toString().startsWith(p.package), qPrintable(r.error().toString())); // names the package
        QCOMPARE(dump(p.master->database()), before);
        return;
    }
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY2(!r->flags.isEmpty() && r->flags.join(QLatin1Char('\n')).contains(why),
        qPrintable(r->flags.join(QLatin1Char('\n'))));
}

// A package issued before another that was merged since cannot come back, whatever revision it claims: it would
// take back the later answer (before, an inflated version did exactly that).
void TestPackageTamper::olderPackageAfterANewerOneIsRefused()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    QVERIFY(mergePackage(*p.master, p.package));
    const QString newer = m_dir.filePath(tag() + QStringLiteral("-newer.draudit"));
    QVERIFY(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), newer));
    {
        auto package = ProjectStore::open(newer);
        const QString first
            = StudyStore(**package).queue(p.study.id, QStringLiteral("ann")).value().front().target.toString();
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first), QStringLiteral("C1"),
            QStringLiteral("Tie"), {}, p.study.id, QStringLiteral("offline") }));
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first),
            QStringLiteral("C1_tie_quality"), QStringLiteral("HIGH"), {}, p.study.id, QStringLiteral("offline") }));
        QVERIFY(AnnotationStore(**package).clear(QStringLiteral("ann"), Target::parse(first),
            QStringLiteral("C1_failure"), QStringLiteral("tie"), p.study.id));
    }
    QVERIFY(mergePackage(*p.master, newer));
    {
        auto older = ProjectStore::open(p.package);
        QSqlQuery q((*older)->database());
        QVERIFY(q.exec(QStringLiteral("UPDATE annotations SET version = 99, value = 'B_MUCH_BETTER' WHERE field = "
                                      "'C1'")));
    }
    const QString before = dump(p.master->database());
    const auto replayed = mergePackage(*p.master, p.package);
    QVERIFY(!replayed);
    QVERIFY2(replayed.error().toString().contains(QStringLiteral("would take back")),
        qPrintable(replayed.error().toString()));
    QCOMPARE(dump(p.master->database()), before);
}

// D1 asks about the revealed verdict: a blind package that answers it is refused.
void TestPackageTamper::blindPackageCannotAnswerAfterTheReveal()
{
    Pilot p = makePilot(tag(), pipelineAuditForm());
    QVERIFY(p.master);
    {
        auto package = ProjectStore::open(p.package);
        const QueueItem item = StudyStore(**package).queue(p.study.id, QStringLiteral("ann")).value().front();
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), item.target, QStringLiteral("D1"),
            QStringLiteral("Yes"), {}, p.study.id, QStringLiteral("offline") }));
    }
    const QString before = dump(p.master->database());
    const auto r = mergePackage(*p.master, p.package);
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(QStringLiteral("D1 is asked after the judge is revealed")),
        qPrintable(r.error().toString()));
    QCOMPARE(dump(p.master->database()), before);
}

// Whatever time a reveal package claims for a change, it is recorded as made no earlier than the package's issue, so
// a change of mind after the reveal never passes for a blind answer.
void TestPackageTamper::revealPackageChangesCountAfterTheReveal()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    QVERIFY(mergePackage(*p.master, p.package));
    const QString reveal = m_dir.filePath(tag() + QStringLiteral("-reveal.draudit"));
    const auto issued = exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), reveal, true);
    QVERIFY(issued);
    const QString first
        = StudyStore(*p.master).queue(p.study.id, QStringLiteral("ann")).value().front().target.toString();
    {
        auto package = ProjectStore::open(reveal);
        // The package's own name of the item: its ids are aliased.
        const QString mine = packageAliases(*p.master, issued->id).target(first);
        QCOMPARE(
            StudyStore(**package).queue(p.study.id, QStringLiteral("ann")).value().front().target.toString(), mine);
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(mine), QStringLiteral("C1"),
            QStringLiteral("B_BETTER"), {}, p.study.id, QStringLiteral("offline") }));
        QSqlQuery q((*package)->database());
        // Just after her blind answer, so before the reveal package was issued.
        QVERIFY(q.exec(QStringLiteral("UPDATE annotation_history SET changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', "
                                      "(SELECT max(changed_at) FROM annotation_history WHERE new_value = 'A_BETTER' "
                                      "AND field = 'C1' AND target = '%1'), '+0.001 seconds') WHERE new_value = "
                                      "'B_BETTER'")
                           .arg(mine)));
    }
    const auto r = mergePackage(*p.master, reveal);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY2(r->flags.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("before this package was issued once the judge was shown")),
        qPrintable(r->flags.join(QLatin1Char('\n'))));
    QSqlQuery q(p.master->database());
    QVERIFY(q.exec(QStringLiteral("SELECT h.changed_at >= k.issued_at FROM annotation_history h, packages k WHERE "
                                  "h.new_value = 'B_BETTER' AND k.phase = 'reveal'")));
    QVERIFY(q.next());
    QVERIFY(q.value(0).toBool());
}

// Once the judge was shown to her (a reveal package issued), her old blind package cannot bring answers back as
// blind; a blind package issued after the reveal merges (unchanged), its changes dated after its issue.
void TestPackageTamper::blindPackageAfterARevealIsRefused()
{
    Pilot p = makePilot(tag(), pipelineAuditForm());
    QVERIFY(p.master);
    QVERIFY(mergePackage(*p.master, p.package));
    // The last item open again before any reveal package: none shows its judge.
    const QList<QueueItem> queue = StudyStore(*p.master).queue(p.study.id, QStringLiteral("ann")).value();
    QVERIFY(StudyStore(*p.master).markItem(
        p.study.id, QStringLiteral("ann"), queue.back().target, draudit::models::QueueStatus::Pending, 0));
    const QString reveal = m_dir.filePath(tag() + QStringLiteral("-reveal.draudit"));
    QVERIFY(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), reveal, true));
    const QString before = dump(p.master->database());
    const auto again = mergePackage(*p.master, p.package);
    QVERIFY(!again);
    QVERIFY2(
        again.error().toString().contains(QStringLiteral("shows the judge")), qPrintable(again.error().toString()));
    QCOMPARE(dump(p.master->database()), before);
    // D1 in the reveal package on an item the master does not have as done: its judge was never shown.
    const QString reveal2 = m_dir.filePath(tag() + QStringLiteral("-reveal2.draudit"));
    QVERIFY(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), reveal2, true));
    {
        auto package = ProjectStore::open(reveal2);
        QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), queue.back().target, QStringLiteral("D1"),
            QStringLiteral("Yes"), {}, p.study.id, QStringLiteral("offline") }));
    }
    const auto d1 = mergePackage(*p.master, reveal2);
    QVERIFY(!d1);
    QVERIFY2(d1.error().toString().contains(QStringLiteral("is asked after the judge is revealed")),
        qPrintable(d1.error().toString()));
    // A blind package issued after the reveal, returned unchanged, merges.
    const QString later = m_dir.filePath(tag() + QStringLiteral("-later.draudit"));
    QVERIFY(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), later));
    const auto unchanged = mergePackage(*p.master, later);
    QVERIFY2(unchanged, qPrintable(unchanged ? QString() : unchanged.error().toString()));
}

// A second package turns the merged verdict into a tie and answers the tie's quality, but leaves the failure type
// the master holds from the first: once merged the item would hold an answer its conditions exclude, which the
// session never leaves (it withdraws it). The master's answer is checked too, not only the package's changes.
void TestPackageTamper::anAnswerLeftNotApplyingIsRefused()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    QVERIFY(mergePackage(*p.master, p.package));
    const QString second = m_dir.filePath(tag() + QStringLiteral("-second.draudit"));
    QVERIFY(exportStudyPackage(*p.master, QStringLiteral("t"), QStringLiteral("ann"), second));
    {
        auto package = ProjectStore::open(second);
        const QString first
            = StudyStore(**package).queue(p.study.id, QStringLiteral("ann")).value().front().target.toString();
        for (const auto &[field, value] : { std::pair { "C1", "Tie" }, std::pair { "C1_tie_quality", "HIGH" } })
            QVERIFY(AnnotationStore(**package).set({ QStringLiteral("ann"), Target::parse(first),
                QString::fromLatin1(field), QString::fromLatin1(value), {}, p.study.id, QStringLiteral("offline") }));
    }
    const QString before = dump(p.master->database());
    const auto r = mergePackage(*p.master, second);
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(QStringLiteral("C1_failure"))
            && r.error().toString().contains(QStringLiteral("asked only when")),
        qPrintable(r.error().toString()));
    QCOMPARE(dump(p.master->database()), before);
}

// The package's file name goes into the history's reasons: an escape sequence in it never reaches a terminal.
void TestPackageTamper::packageNameCarriesNoControlCharacter()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    const QString evil = m_dir.filePath(QStringLiteral("evil\x1b[2J\x07.draudit"));
    QVERIFY(QFile::rename(p.package, evil));
    QVERIFY(mergePackage(*p.master, evil));
    QSqlQuery q(p.master->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotation_history WHERE instr(reason, char(27)) > 0 OR "
                                  "instr(reason, char(7)) > 0")));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

// A file of another schema handed to merge is refused before anything writes to it (it used to be migrated in place,
// with a world-readable backup of it beside it).
void TestPackageTamper::mergeNeverWritesToAnotherSchemasFile()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    {
        auto package = ProjectStore::open(p.package);
        QSqlQuery q((*package)->database());
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '7' WHERE key = 'schema_version'")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QFile file(p.package);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();
    const auto r = mergePackage(*p.master, p.package);
    QVERIFY(!r);
    QVERIFY2(r.error().toString().contains(QStringLiteral("schema 7")), qPrintable(r.error().toString()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    QVERIFY(!QFile::exists(p.package + QStringLiteral(".v7.bak")));
}

// A package whose annotations table lost its UNIQUE constraint answers one question twice. The merge writes answers
// in chunks read and written together, so a chunk ends before the repeat: the second answer then meets the first in
// the master, as it did when answers were merged one at a time (kept as stale), instead of failing the merge.
void TestPackageTamper::aQuestionAnsweredTwiceIsMergedInOrder()
{
    Pilot p = makePilot(tag(), blindPairwiseForm());
    QVERIFY(p.master);
    {
        auto package = ProjectStore::open(p.package);
        QVERIFY(package);
        QSqlQuery q((*package)->database());
        const QString columns = QStringLiteral(
            "id, study_id, annotator_id, target, field, value, reason, created_at, updated_at, client_id, version");
        for (const QString &edit :
            { QStringLiteral("PRAGMA foreign_keys = OFF"), QStringLiteral("PRAGMA legacy_alter_table = ON"),
                QStringLiteral("ALTER TABLE annotations RENAME TO annotations_old"),
                QStringLiteral("CREATE TABLE annotations (id INTEGER PRIMARY KEY, study_id BIGINT, annotator_id "
                               "BIGINT, target TEXT, field TEXT, value TEXT, reason TEXT, created_at TEXT, "
                               "updated_at TEXT, client_id TEXT, version INTEGER)"),
                QStringLiteral("INSERT INTO annotations (%1) SELECT %1 FROM annotations_old").arg(columns),
                QStringLiteral("DROP TABLE annotations_old"),
                QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, created_at, "
                               "updated_at, client_id, version) SELECT study_id, annotator_id, target, field, "
                               "'B_BETTER', created_at, updated_at, client_id, 1 FROM annotations WHERE field = "
                               "'C1' ORDER BY id LIMIT 1") })
            QVERIFY2(q.exec(edit), qPrintable(edit + QStringLiteral(": ") + q.lastError().text()));
    }
    const auto r = mergePackage(*p.master, p.package);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->stale, 1);
    QVERIFY(r->added > 2);
    QSqlQuery q(p.master->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*), sum(value = 'B_BETTER') FROM annotations WHERE field = 'C1'")));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), r->added / 2); // C1 and C1_failure on every item
    QCOMPARE(q.value(1).toInt(), 0);
    const auto problems = checkProject(*p.master);
    QVERIFY2(problems && problems->isEmpty(), qPrintable(problems ? problems->join(u'\n') : QString()));
}

QTEST_GUILESS_MAIN(TestPackageTamper)

// The items a package carries (package_items) are what the annotator was shown, for readers of the file: the merge
// reads answers only, so a package whose items were rewritten or dropped merges exactly as the one issued.
void TestPackageTamper::carriedItemsAreNeverRead()
{
    Pilot issued = makePilot(tag() + QStringLiteral("-issued"), blindPairwiseForm());
    Pilot edited = makePilot(tag() + QStringLiteral("-edited"), blindPairwiseForm());
    QVERIFY(issued.master && edited.master);
    {
        auto package = ProjectStore::open(edited.package);
        QVERIFY(package);
        QSqlQuery q((*package)->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM package_items")) && q.next());
        QVERIFY(q.value(0).toInt() > 0);
        QVERIFY(q.exec(
            QStringLiteral("UPDATE package_items SET item = '{\"target\":\"round:1\",\"title\":\"A_BETTER\"}'")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM package_items WHERE position > 1")));
    }
    const auto a = mergePackage(*issued.master, issued.package);
    const auto b = mergePackage(*edited.master, edited.package);
    QVERIFY2(a && b, qPrintable(a ? (b ? QString() : b.error().toString()) : a.error().toString()));
    QVERIFY(a->added > 0);
    QCOMPARE(b->added, a->added);
    QCOMPARE(b->progress, a->progress);
    QCOMPARE(b->flags, a->flags);
}

#include "tst_packagetamper.moc"
