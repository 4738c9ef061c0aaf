// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Imports that never hide a failure: bad lines skipped one by one under --on-error skip and remembered with their
// source, records repeated inside a file refused with both line numbers, repeated JSON keys refused with the key and
// its line. Real files (../shared/data) with a line repeated, where the defects were found, and self-written fixtures.
#include "models/benchmarks/registry.h"
#include "models/import/importrunner.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QJsonDocument>
#include <QtTest>
#include <algorithm>

using namespace draudit::models;
using draudit::tests::count;
using draudit::tests::shared;

class TestImportIntegrity : public QObject
{
    Q_OBJECT

private slots:
    void badLinesAreSkippedOneByOne();
    void skippedRecordsStayWithTheirSource();
    void repeatedRecordIsRefused();
    void repeatedKeyIsRefused();
    void repeatedKeyInADocumentNamesItsLine();
    void realFilesWithARepeatedLine_data();
    void realFilesWithARepeatedLine();

private:
    std::unique_ptr<ProjectStore> project(const QString &name) { return m_scratch.project(name); }
    QString write(const QString &name, const QByteArray &content) { return m_scratch.write(name, content); }
    static ImportOptions skipping()
    {
        ImportOptions o;
        o.onError = OnError::Skip;
        return o;
    }
    draudit::tests::Scratch m_scratch;
};

namespace {
QByteArray query(int id, const char *prompt)
{
    return "{\"id\":" + QByteArray::number(id) + ",\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"" + prompt
        + "\"}\n";
}

// Five good records with four bad lines between them: cut short, invalid UTF-8, a NUL byte, a repeated key.
QByteArray mixedQueries()
{
    QByteArray text = query(1, "one");
    text += "{\"id\":2,\"topic\":\"t\",\"lang\n"; // cut short
    text += query(3, "three");
    text += "{\"id\":4,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"\xff\xfe\"}\n"; // invalid UTF-8
    text += query(5, "five");
    static const char nul[] = "{\"id\":6,\0\"topic\":\"t\"}\n"; // a NUL byte
    text += QByteArray(nul, sizeof nul - 1);
    text += query(7, "seven");
    text += "{\"id\":8,\"topic\":\"t\",\"language\":\"en\",\"prompt\":\"a\",\"prompt\":\"b\"}\n"; // repeated key
    text += query(9, "nine");
    return text;
}
} // namespace

void TestImportIntegrity::badLinesAreSkippedOneByOne()
{
    auto store = project(QStringLiteral("badlines.draudit"));
    const QString path = write(QStringLiteral("bad/query.jsonl"), mixedQueries());

    const auto stopped = importFile(*store, path, {});
    QVERIFY(!stopped);
    QCOMPARE(stopped.error().line, 2); // the first bad line ends the file; nothing of it is written
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);

    const auto r = importFile(*store, path, skipping());
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.tasks, 5); // every good record arrives
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT external_id FROM tasks ORDER BY CAST(external_id AS INTEGER)")));
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    QCOMPARE(ids.join(u','), QStringLiteral("1,3,5,7,9"));
    QCOMPARE(r->counts.skipped, 4);
    QList<qint64> lines;
    for (const Error &e : r->skipped)
        lines << e.line;
    QCOMPARE(lines, QList<qint64>({ 2, 4, 6, 8 }));
    QVERIFY2(r->skipped[1].message.contains(QStringLiteral("UTF-8")), qPrintable(r->skipped[1].message));
    QCOMPARE(r->skipped[3].field, QStringLiteral("prompt"));
}

void TestImportIntegrity::skippedRecordsStayWithTheirSource()
{
    auto store = project(QStringLiteral("partial.draudit"));
    const QString path = write(QStringLiteral("partial/query.jsonl"), mixedQueries());
    const auto first = importFile(*store, path, skipping());
    QVERIFY(first && first->partial());

    // Re-running says the file is in the project only in part, with the same errors, whatever the error policy.
    for (const ImportOptions &o : { ImportOptions {}, skipping() }) {
        const auto again = importFile(*store, path, o);
        QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
        QVERIFY(again->alreadyImported);
        QVERIFY(again->partial());
        QCOMPARE(again->skipped.size(), 4);
        for (qsizetype i = 0; i < 4; ++i) {
            QCOMPARE(again->skipped[i].line, first->skipped[i].line);
            QCOMPARE(again->skipped[i].message, first->skipped[i].message);
            QCOMPARE(again->skipped[i].field, first->skipped[i].field);
        }
    }
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 5);

    // A dry run records nothing; the fixed file is a new version with nothing skipped.
    const QString fixedPath = write(QStringLiteral("partial/query.jsonl"), query(1, "one") + query(2, "two"));
    ImportOptions dry;
    dry.dryRun = true;
    QVERIFY(importFile(*store, fixedPath, dry));
    const auto fixed = importFile(*store, fixedPath, {});
    QVERIFY2(fixed, qPrintable(fixed ? QString() : fixed.error().toString()));
    QCOMPARE(fixed->version, 2);
    QVERIFY(!fixed->partial());
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM source_skips")), 4);
}

void TestImportIntegrity::repeatedRecordIsRefused()
{
    auto store = project(QStringLiteral("repeated.draudit"));
    const QString path
        = write(QStringLiteral("repeat/query.jsonl"), query(1, "one") + query(2, "two") + query(1, "one"));
    const auto r = importFile(*store, path, {});
    QVERIFY(!r);
    QCOMPARE(r.error().line, 3);
    QVERIFY2(r.error().message.contains(QStringLiteral("task 1 appears twice in this file (lines 1 and 3)")),
        qPrintable(r.error().message));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);

    const auto skipped = importFile(*store, path, skipping());
    QVERIFY(skipped);
    QCOMPARE(skipped->counts.tasks, 2);
    QCOMPARE(skipped->skipped.size(), 1);
    QCOMPARE(skipped->skipped.front().line, 3);

    // A record skipped for another reason gives its key back: the later good record with that key is imported.
    const QString second = write(QStringLiteral("repeat/second/query.jsonl"),
        "{\"id\":5,\"topic\":\"t\",\"language\":\"xx\",\"prompt\":\"bad language\"}\n" + query(5, "five"));
    const auto again = importFile(*store, second, skipping());
    QVERIFY(again);
    QCOMPARE(again->counts.tasks, 1);
    QCOMPARE(again->skipped.front().field, QStringLiteral("language"));
}

void TestImportIntegrity::repeatedKeyIsRefused()
{
    auto store = project(QStringLiteral("keys.draudit"));
    // Python keeps the last "prompt", simdjson's lookup the first: the line is refused rather than read one way.
    const QString path = write(QStringLiteral("keys/query.jsonl"),
        query(1, "one")
            + "{\"id\":2,\"topic\":\"t\",\"language\":\"en\",\"meta\":{\"x\":1,\"x\":2},\"prompt\":\"p\"}\n");
    const auto r = importFile(*store, path, {});
    QVERIFY(!r);
    QCOMPARE(r.error().line, 2);
    QCOMPARE(r.error().field, QStringLiteral("x"));
    QVERIFY2(r.error().message.contains(QStringLiteral("\"x\" appears twice in one object (at $.meta)")),
        qPrintable(r.error().message));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM tasks")), 0);
}

void TestImportIntegrity::repeatedKeyInADocumentNamesItsLine()
{
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray pretty = QJsonDocument::fromJson(fixture.readAll()).toJson(QJsonDocument::Indented);
    QList<QByteArray> lines = pretty.split('\n');
    const auto modelB
        = std::find_if(lines.begin(), lines.end(), [](const QByteArray &l) { return l.contains("\"model_b\""); });
    QVERIFY(modelB != lines.end());
    const qint64 repeatedLine = (modelB - lines.begin()) + 2; // the copy goes below the original
    lines.insert(modelB + 1, *modelB);
    auto store = project(QStringLiteral("document.draudit"));
    const auto r = importFile(*store, write(QStringLiteral("doc/replay.json"), lines.join('\n')), {});
    QVERIFY(!r);
    QCOMPARE(r.error().field, QStringLiteral("model_b"));
    QCOMPARE(r.error().line, repeatedLine);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 0);
}

void TestImportIntegrity::realFilesWithARepeatedLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line"); // the line copied to the end of the file
    QTest::addColumn<QString>("table");
    QTest::addColumn<qint64>("rows"); // in that table after importing with the copy skipped
    QTest::newRow("RACE criteria") << QStringLiteral("deepresearch-bench/official/data/criteria_data/criteria.jsonl")
                                   << 55 << QStringLiteral("rubric_items") << qint64(2517);
    QTest::newRow("RigorousBench") << QStringLiteral("dr-bench/mr-dre/data/RigorousBench.jsonl") << 7
                                   << QStringLiteral("rubrics") << qint64(214);
    QTest::newRow("reports") << QStringLiteral(
        "deepresearch-bench/official/data/test_data/cleaned_data/claude-3-7-sonnet-latest.jsonl")
                             << 12 << QStringLiteral("responses") << qint64(100);
}

void TestImportIntegrity::realFilesWithARepeatedLine()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, table);
    QFETCH(qint64, rows);
    const QString real = shared(file);
    SKIP_WITHOUT_SHARED(real);
    QFile f(real);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    if (!text.endsWith('\n'))
        text += '\n';
    const qint64 total = text.count('\n');
    text += text.split('\n').at(line - 1) + '\n';
    const QString copy = write(
        QStringLiteral("real/%1/%2").arg(QString::fromLatin1(QTest::currentDataTag()), QFileInfo(real).fileName()),
        text);

    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    auto store = project(QStringLiteral("real-%1.draudit").arg(tag));
    const auto refused = importFile(*store, copy, {});
    QVERIFY(!refused);
    QCOMPARE(refused.error().line, total + 1);
    QVERIFY2(refused.error().message.contains(QStringLiteral("(lines %1 and %2)").arg(line).arg(total + 1)),
        qPrintable(refused.error().message));

    const auto once = importFile(*store, real, {});
    QVERIFY2(once, qPrintable(once ? QString() : once.error().toString()));
    const qint64 expected = count(*store, QStringLiteral("SELECT count(*) FROM %1").arg(table));
    if (rows >= 0)
        QCOMPARE(expected, rows);
    // With the copy skipped, the file brings exactly what the real file brought: a second project to compare.
    auto other = project(QStringLiteral("other-%1.draudit").arg(tag));
    const auto skipped = importFile(*other, copy, skipping());
    QVERIFY2(skipped, qPrintable(skipped ? QString() : skipped.error().toString()));
    QCOMPARE(skipped->skipped.size(), 1);
    QCOMPARE(count(*other, QStringLiteral("SELECT count(*) FROM %1").arg(table)), expected);
    QCOMPARE(count(*other, QStringLiteral("SELECT count(*) FROM rubrics")),
        count(*store, QStringLiteral("SELECT count(*) FROM rubrics")));
}

QTEST_GUILESS_MAIN(TestImportIntegrity)
#include "tst_importintegrity.moc"
