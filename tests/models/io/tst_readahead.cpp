// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON Lines read on a second thread while the first stores: file order, errors, skipping, cancelling and the digest
// must be what a sequential import gives; and the text arena that carries a record's texts across.
#include "models/benchmarks/registry.h"
#include "models/core/textarena.h"
#include "models/import/importrunner.h"
#include "models/io/jsonwriter.h"
#include "models/io/readahead.h"
#include "models/store/storage/projectstore.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::count;

class TestReadAhead : public QObject
{
    Q_OBJECT

private slots:
    void readAheadKeepsFileOrder();
    void textArenaKeepsEveryText();
    void replayLinesReadAhead();
    void jsonWriterWritesCompactJson();
    void stringListsStayJson();

private:
    QString replayLines(const QString &name, int battles, int badLine = 0);
    std::unique_ptr<ProjectStore> project(const QString &name) { return m_scratch.project(name); }
    QString write(const QString &name, const QByteArray &content) { return m_scratch.write(name, content); }
    draudit::tests::Scratch m_scratch;
};

QString TestReadAhead::replayLines(const QString &name, int battles, int badLine)
{
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    if (!fixture.open(QIODevice::ReadOnly))
        return {};
    const QByteArray replay = QJsonDocument::fromJson(fixture.readAll()).toJson(QJsonDocument::Compact);
    QByteArray lines;
    for (int i = 1; i <= battles; ++i) {
        QByteArray line = replay;
        line.replace("\"id\":\"", "\"id\":\"line" + QByteArray::number(i) + "_");
        if (i == badLine)
            line.replace("\"B_BETTER\"", "\"B_WINS\"");
        lines += line + '\n';
    }
    return write(name, lines);
}

void TestReadAhead::readAheadKeepsFileOrder()
{
    QByteArray text;
    for (int i = 1; i <= 40; ++i)
        text += "{\"n\":" + QByteArray::number(i) + "}\n";
    text += "{\"n\": broken\n{\"n\":42}\n";
    const QString path = write(QStringLiteral("ahead/numbers.jsonl"), text);
    const auto readN = [](const JsonRecord &r) { return r.number("n"); };

    // A one-byte budget makes the reader wait for the store at every line: order, errors and the end still hold.
    QList<double> seen;
    const auto all = forEachJsonLineReadAhead<double>(
        path, readN,
        [&](const Result<double> &n) -> Result<void> {
            seen << n.value_or(-1);
            return {};
        },
        nullptr, false, 1);
    QCOMPARE(seen.size(), 40); // every good line before the broken one, in file order
    for (int i = 0; i < 40; ++i)
        QCOMPARE(seen[i], i + 1.0);
    QVERIFY(!all);
    QCOMPARE(all.error().line, 41); // the reader's error comes after the records before it

    // The store stops the file: the reader stops too, and the store's own error is what comes back.
    seen.clear();
    const auto stopped = forEachJsonLineReadAhead<double>(path, readN, [&](const Result<double> &n) -> Result<void> {
        seen << *n;
        if (*n == 3)
            return fail(QStringLiteral("enough"), path, 3);
        return {};
    });
    QVERIFY(!stopped);
    QCOMPARE(stopped.error().message, QStringLiteral("enough"));
    QCOMPARE(seen.size(), 3);

    // Skipping bad lines: the broken line reaches the store as an error in its place and the last line still comes.
    QList<qint64> errors;
    seen.clear();
    const auto skipped = forEachJsonLineReadAhead<double>(
        path, readN,
        [&](const Result<double> &n) -> Result<void> {
            if (n)
                seen << *n;
            else
                errors << n.error().line;
            return {};
        },
        nullptr, true, 1);
    QVERIFY(skipped);
    QCOMPARE(seen.size(), 41);
    QCOMPARE(seen.last(), 42.0);
    QCOMPARE(errors, QList<qint64> { 41 });
}

void TestReadAhead::textArenaKeepsEveryText()
{
    // Short texts share blocks, long ones (a block or more) get their own, before and after short ones: every text
    // handed out must still read back intact once all are added.
    TextArena arena;
    std::vector<std::string> originals;
    std::vector<Utf8Text> texts;
    for (int i = 0; i < 400; ++i) {
        const size_t size = i % 50 == 7 ? 70000 + static_cast<size_t>(i) : static_cast<size_t>(i * 37 % 3000);
        originals.push_back(std::string(size, static_cast<char>('a' + i % 26)) + std::to_string(i));
        texts.push_back(arena.add(originals.back()));
    }
    QVERIFY(arena.add({}).isEmpty());
    arena.reserve(5000); // a block of exactly this size, then the texts that fill it and one that does not fit
    for (const size_t size : { 3000, 2000, 10 }) {
        originals.push_back(std::string(size, 'r'));
        texts.push_back(arena.add(originals.back()));
    }
    for (size_t i = 0; i < originals.size(); ++i)
        QCOMPARE(texts[i].bytes.toStdString(), originals[i]);
}

void TestReadAhead::replayLinesReadAhead()
{
    // A JSONL of replays is parsed on a second thread while the first stores: the result must be what a plain
    // sequential import gives, including the all-or-nothing rule, skipping and cancelling.
    const QString good = replayLines(QStringLiteral("ahead/good.jsonl"), 60);
    auto store = project(QStringLiteral("ahead.draudit"));
    const auto r = importFile(*store, good, {});
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QCOMPARE(r->counts.comparisons, 60);
    QCOMPARE(r->counts.rounds, 180);
    QCOMPARE(r->counts.flagged, 60);
    QVERIFY(r->checks.isEmpty());
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM responses WHERE text = 'Felixstowe.'")), 60);
    // Metadata, lists and the evolution are stored as compact JSON: metadata keys in order, lists and objects as
    // written (replayLines wrote the keys in QJsonDocument's order).
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM comparisons WHERE metadata = '{\"total_rounds\":3,"
                                "\"tree_id\":\"tree_0001\"}'")),
        60);
    QCOMPARE(
        count(*store,
            QStringLiteral("SELECT count(*) FROM rounds WHERE round_no = 1 AND logic_chain = '[\"Harbour cranes\"]' "
                           "AND evolution = '{\"kind\":\"start\",\"lines\":[],\"summary\":\"start\"}'")),
        60);
    // The battles are stored in file order, so ids follow the lines.
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM comparisons WHERE external_id = 'line' || id || "
                                "'_R1_alpha_beta_tree_0001'")),
        60);
    // The reader hashed the file as it read it: the stored digest is the file's SHA-256, so the same bytes again,
    // under this name or another, are a no-op.
    QFile file(good);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QString digest = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM sources WHERE sha256 = '%1'").arg(digest)), 1);
    const auto again = importFile(*store, good, {});
    QVERIFY(again && again->alreadyImported);
    const auto renamed = importFile(*store, write(QStringLiteral("ahead/renamed.jsonl"), bytes), {});
    QVERIFY(renamed && renamed->alreadyImported);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM comparisons")), 60);

    const QString bad = replayLines(QStringLiteral("ahead/bad.jsonl"), 60, 37);
    auto strict = project(QStringLiteral("strict.draudit"));
    const auto stopped = importFile(*strict, bad, {});
    QVERIFY(!stopped);
    QCOMPARE(stopped.error().line, 37);
    QCOMPARE(stopped.error().field, QStringLiteral("rounds[0].verdict"));
    QCOMPARE(count(*strict, QStringLiteral("SELECT count(*) FROM comparisons")), 0);
    QCOMPARE(count(*strict, QStringLiteral("SELECT count(*) FROM sources")), 0);

    // The import changes some of the connection's settings while it runs (foreign keys among them) and puts them back.
    const auto settings = [&] {
        QStringList values;
        for (const char *name : { "foreign_keys", "secure_delete", "cache_size", "temp_store", "wal_autocheckpoint" })
            values << QString::number(count(*strict, QStringLiteral("PRAGMA %1").arg(QString::fromLatin1(name))));
        return values;
    };
    const QStringList before = settings();
    QCOMPARE(before.first(), QStringLiteral("1"));
    ImportOptions skip;
    skip.onError = OnError::Skip;
    const auto skipped = importFile(*strict, bad, skip);
    QCOMPARE(settings(), before);
    QVERIFY(skipped);
    QCOMPARE(skipped->counts.comparisons, 59);
    QCOMPARE(skipped->skipped.size(), 1);
    QCOMPARE(skipped->skipped.front().line, 37);

    // A replay repeating a round number is refused when it is read, naming the round.
    QFile fixture(draudit::tests::fixture(QStringLiteral("import/replay_small.json")));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QByteArray twice = QJsonDocument::fromJson(fixture.readAll()).toJson(QJsonDocument::Compact);
    twice.replace("\"round\":2", "\"round\":1");
    const auto refused = importFile(
        *project(QStringLiteral("twice.draudit")), write(QStringLiteral("ahead/twice.jsonl"), twice + '\n'), {});
    QVERIFY(!refused);
    QCOMPARE(refused.error().field, QStringLiteral("rounds[1].round"));

    auto cancelled = project(QStringLiteral("cancelled.draudit"));
    ImportOptions cancel;
    cancel.progress = [](qint64 records) { return records < 10; };
    const auto none = importFile(*cancelled, good, cancel);
    QVERIFY(!none);
    QVERIFY(none.error().message.contains(QStringLiteral("cancelled")));
    QCOMPARE(count(*cancelled, QStringLiteral("SELECT count(*) FROM comparisons")), 0);
}

void TestReadAhead::jsonWriterWritesCompactJson()
{
    JsonWriter w;
    w.beginObject();
    w.key("say \"hi\"");
    w.string("a\\b\n\t\x01\x1f \xe4\xb8\xad/"); // controls escaped, UTF-8 and '/' kept as they are
    w.key("n");
    w.beginArray();
    for (const double v : { 3.0, -2.0, 0.5, 1e300, 9007199254740993.0, std::nan("") })
        w.number(v);
    w.boolean(true);
    w.null();
    w.beginObject();
    w.endObject();
    w.endArray();
    w.key("e");
    w.beginArray();
    w.endArray();
    w.endObject();
    const QByteArray expected = R"({"say \"hi\"":"a\\b\n\t\u0001\u001f )"
                                "\xe4\xb8\xad"
                                R"(/","n":[3,-2,0.5,1e+300,9007199254740992,null,true,null,{}],"e":[]})";
    QCOMPARE(QByteArray(w.text().data(), static_cast<qsizetype>(w.text().size())), expected);
    // What it writes is JSON that reads back to the same values.
    QVERIFY(!QJsonDocument::fromJson(expected).isNull());

    // Eight bytes are checked at a time: a character to escape is found wherever it falls.
    for (const char special : { '"', '\\', '\n', '\x7f' }) {
        for (int at = 0; at < 20; ++at) {
            std::string text(20, 'x');
            text[static_cast<size_t>(at)] = special;
            w.clear();
            w.string(text);
            const QJsonDocument read
                = QJsonDocument::fromJson("[" + QByteArray(w.text().data(), qsizetype(w.text().size())) + "]");
            QCOMPARE(read.array().at(0).toString().toStdString(), text);
            QCOMPARE(w.text().size(), text.size() + (special == '\x7f' ? 2 : 3));
        }
    }

    // A parsed value comes out as its compact text: order, nesting, big and negative numbers, escapes.
    const std::string compact
        = R"({"a":[1,-2,18446744073709551615,1.5,"x\"y\u0002",null,false,{"b":{}}],"c":"\u00e9t\u00e9","d":{}})";
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    QCOMPARE(parser.parse(compact).get(doc), simdjson::SUCCESS);
    w.clear();
    w.element(doc);
    QCOMPARE(std::string(w.text()),
        R"({"a":[1,-2,18446744073709551615,1.5,"x\"y\u0002",null,false,{"b":{}}],"c":"été","d":{}})");
}

void TestReadAhead::stringListsStayJson()
{
    const std::string text = R"({"l":["a",null,"b\n"],"n":null,"e":[],"bad":["a",1],"o":{"k":1}})";
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    QCOMPARE(parser.parse(text).get(doc), simdjson::SUCCESS);
    const JsonRecord r(doc.get_object().value_unsafe(), QStringLiteral("f.jsonl"), 4);
    JsonWriter scratch;
    QCOMPARE(std::string(*r.stringListJson("l", scratch, true)), R"(["a",null,"b\n"])");
    QCOMPARE(std::string(*r.stringListJson("n", scratch, true)), "[]");
    QCOMPARE(std::string(*r.stringListJson("absent", scratch, true)), "[]");
    QCOMPARE(std::string(*r.stringListJson("e", scratch)), "[]");
    // The same checks as stringList, with the same messages and paths.
    const auto nullItem = r.stringListJson("l", scratch);
    QVERIFY(!nullItem);
    QCOMPARE(nullItem.error().field, QStringLiteral("l[1]"));
    QCOMPARE(nullItem.error().field, r.stringList("l").error().field);
    const auto number = r.stringListJson("bad", scratch, true);
    QVERIFY(!number);
    QCOMPARE(number.error().field, QStringLiteral("bad[1]"));
    QCOMPARE(number.error().message, r.stringList("bad", true).error().message);
    const auto object = r.stringListJson("o", scratch);
    QVERIFY(!object);
    QCOMPARE(object.error().message, r.stringList("o").error().message);
    QCOMPARE(*r.stringList("l", true), QStringList({ QStringLiteral("a"), QString(), QStringLiteral("b\n") }));
    QCOMPARE(std::string(r.rawJsonText("o", scratch)), R"({"k":1})");
    QVERIFY(r.rawJsonText("absent", scratch).empty());
}

QTEST_GUILESS_MAIN(TestReadAhead)
#include "tst_readahead.moc"
