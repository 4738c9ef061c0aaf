// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The long-format ratings reader: accepted shapes and, above all, precise errors.
#include "models/io/pairedscoresreader.h"
#include "models/io/ratingsreader.h"
#include "models/io/simpleratings.h"
#include "models/io/tabularfile.h"
#include "tests/testdata.h"

#include <QTemporaryDir>
#include <QtTest>
#include <random>

using namespace draudit;
using namespace draudit::models;

class TestRatingsReader : public QObject
{
    Q_OBJECT

private slots:
    void quotedCsvWithClusters();
    void jsonlWithMissingRatings();
    void errors_data();
    void errors();
    void pairedScores();
    void pairedScoresErrors();
    void fastCsvAgreesWithTheGeneralReader();
    void simpleRatingsAgreeWithTheGeneralReader();

private:
    QString write(const QByteArray &content, const QString &name = QStringLiteral("r.csv"));
    QTemporaryDir m_dir;
};

QString TestRatingsReader::write(const QByteArray &content, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(content);
    return path;
}

void TestRatingsReader::quotedCsvWithClusters()
{
    RatingsOptions o;
    o.clusterColumn = QStringLiteral("task");
    const auto d = readRatings(tests::fixture(QStringLiteral("ratings_quoted.csv")), o);
    QVERIFY2(d, qPrintable(d ? QString() : d.error().toString()));
    QCOMPARE(d->items.size(), std::size_t(4));
    QCOMPARE(d->items.front(), std::string("q1, part a"));
    QCOMPARE(d->categories, (std::vector<std::string> { "no", "yes" }));
    QCOMPARE(d->clusters, (std::vector<std::size_t> { 0, 0, 1, 1 }));
    QCOMPARE(d->positions(1, 1), 1.0); // q2 / bob = "yes" (quoted)
}

void TestRatingsReader::jsonlWithMissingRatings()
{
    RatingsOptions o;
    o.level = judge::Level::Interval;
    const auto d = readRatings(tests::fixture(QStringLiteral("ratings.jsonl")), o);
    QVERIFY2(d, qPrintable(d ? QString() : d.error().toString()));
    QCOMPARE(d->raters.size(), std::size_t(3));
    QCOMPARE(d->values.totalRatings(), std::size_t(11));
    QVERIFY(judge::RatingMatrix::missing(d->values(3, 1))); // r4 has no expert-2 rating
    QCOMPARE(d->values(0, 1), 5.0);
    QCOMPARE(d->categories, (std::vector<std::string> { "2", "3", "4", "5" }));
}

void TestRatingsReader::errors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("categories");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing column") << QByteArray("item,who,value\n1,a,1\n") << "nominal"
                                    << ""
                                    << "r.csv:1: field 'rater': required column 'rater' is missing";
    QTest::newRow("duplicate rating") << QByteArray("item,rater,value\n1,a,1\n2,a,1\n1,a,2\n") << "nominal"
                                      << ""
                                      << "r.csv:4:3: field 'value': rater 'a' already rated item '1' on line 2";
    QTest::newRow("non-numeric interval")
        << QByteArray("item,rater,value\n1,a,1\n1,b,high\n") << "interval"
        << ""
        << "r.csv:3:3: field 'value': 'high' is not a number, but the level is interval";
    QTest::newRow("unknown category")
        << QByteArray("item,rater,value\n1,a,yes\n1,b,maybe\n") << "nominal"
        << "yes,no"
        << "r.csv:3:3: field 'value': 'maybe' is not one of the declared categories (yes,no)";
    QTest::newRow("one item") << QByteArray("item,rater,value\n1,a,1\n1,b,1\n") << "nominal"
                              << ""
                              << "r.csv: at least 2 items are needed, found 1";
    QTest::newRow("unterminated quote") << QByteArray("item,rater,value\n1,a,\"yes\n") << "nominal"
                                        << ""
                                        << "r.csv:2: unterminated quoted field";
    QTest::newRow("wrong field count") << QByteArray("item,rater,value\n1,a\n") << "nominal"
                                       << ""
                                       << "r.csv:2: expected 3 fields as in the header, found 2";
    QTest::newRow("empty value") << QByteArray("item,rater,value\n1,a,\n") << "nominal"
                                 << ""
                                 << "r.csv:2:3: field 'value': the value is empty";
    QTest::newRow("invalid utf-8") << QByteArray("item,rater,value\n1,a,caf\xe9\n") << "nominal"
                                   << ""
                                   << "r.csv:2: the text is not valid UTF-8";
    QTest::newRow("unordered ordinal") << QByteArray("item,rater,value\n1,a,low\n1,b,high\n2,a,low\n2,b,low\n")
                                       << "ordinal"
                                       << ""
                                       << "declare it with --categories";
}

void TestRatingsReader::errors()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, level);
    QFETCH(QString, categories);
    QFETCH(QString, expected);
    RatingsOptions o;
    QVERIFY(judge::parseLevel(level.toStdString(), &o.level));
    if (!categories.isEmpty())
        o.categories = categories.split(QLatin1Char(','));
    const auto d = readRatings(write(content), o);
    QVERIFY(!d);
    const QString message = d.error().toString().replace(m_dir.path() + QLatin1Char('/'), QString());
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestRatingsReader::pairedScores()
{
    PairedScoresOptions o;
    o.x = QStringLiteral("judge");
    o.y = QStringLiteral("human");
    o.group = QStringLiteral("task");
    o.raterColumns = { QStringLiteral("e1"), QStringLiteral("e2"), QStringLiteral("e3") };
    const auto d = readPairedScores(tests::fixture(QStringLiteral("paired.csv")), o);
    QVERIFY(d);
    QCOMPARE(d->x.size(), std::size_t(12));
    QCOMPARE(d->groups.back(), std::string("t3"));
    QCOMPARE(d->raterScores.at(9), (std::vector<double> { 8, 3, 7 }));
}

void TestRatingsReader::pairedScoresErrors()
{
    const auto d = readPairedScores(write("x,y\n1,2\n3,abc\n", QStringLiteral("p.csv")), {});
    QVERIFY(!d);
    QVERIFY2(d.error().toString().endsWith(QStringLiteral("p.csv:3:2: field 'y': 'abc' is not a number")),
        qPrintable(d.error().toString()));
}

// Files without quotes take a one-pass reader; on 2,000 random files of commas, spaces, CR, LF, BOMs, blank lines,
// CJK text and ragged rows it gives exactly the rows, line numbers and errors of the general reader.
void TestRatingsReader::fastCsvAgreesWithTheGeneralReader()
{
    std::mt19937 rng(7);
    const QList<QByteArray> pieces { "a", "b,", ",", " ", "\r\n", "\n", "\n\n", "12", "3.5", "\xe4\xb8\xad\xe6\x96\x87",
        "\r", "item,rater,value\n", "  \n", "x,y,z\n" };
    for (int round = 0; round < 2000; ++round) {
        QByteArray text = rng() % 5 == 0 ? QByteArray("\xef\xbb\xbf") : QByteArray();
        const int n = static_cast<int>(rng() % 40);
        for (int k = 0; k < n; ++k)
            text += pieces[static_cast<int>(rng() % pieces.size())];
        const QString path = write(text, QStringLiteral("fuzz.csv"));
        const auto fast = TabularFile::read(path);
        const auto general = TabularFile::readCsvGeneral(path);
        QCOMPARE(fast.has_value(), general.has_value());
        if (!fast) {
            QCOMPARE(fast.error().toString(), general.error().toString());
            continue;
        }
        QCOMPARE(fast->columns(), general->columns());
        QCOMPARE(fast->rows().size(), general->rows().size());
        for (std::size_t r = 0; r < fast->rows().size(); ++r) {
            QCOMPARE(fast->rows()[r].cells, general->rows()[r].cells);
            QCOMPARE(fast->rows()[r].line, general->rows()[r].line);
        }
    }
}

namespace {
bool sameMatrix(const judge::RatingMatrix &a, const judge::RatingMatrix &b)
{
    if (a.units() != b.units() || a.raters() != b.raters())
        return false;
    for (std::size_t u = 0; u < a.units(); ++u)
        for (std::size_t r = 0; r < a.raters(); ++r)
            if (!(a(u, r) == b(u, r) || (std::isnan(a(u, r)) && std::isnan(b(u, r)))))
                return false;
    return true;
}
} // namespace

// `agree`'s fast path (views into the bytes) gives exactly what the general reader gives, or leaves the file to it:
// random files of every level, with clusters, declared categories, numbers written several ways, Chinese labels,
// and now and then a duplicate, an empty value, a blank line or a quote.
void TestRatingsReader::simpleRatingsAgreeWithTheGeneralReader()
{
    std::mt19937 rng(11);
    const QList<QByteArray> labels { "yes", "no", "maybe", "\xe4\xb8\xad", " yes ", "\xc2\xa0no" };
    const QList<QByteArray> numbers { "1", "2", "3", "4", "4.0", " 5 ", "+2", "1e0", "0.5", "-1" };
    const QList<judge::Level> levels { judge::Level::Nominal, judge::Level::Ordinal, judge::Level::Interval };
    int fastTaken = 0;
    for (int round = 0; round < 400; ++round) {
        RatingsOptions o;
        o.level = levels[static_cast<int>(rng() % levels.size())];
        const bool numeric = o.level != judge::Level::Nominal || rng() % 2;
        const bool clustered = rng() % 2;
        if (!numeric && rng() % 3 == 0)
            o.categories = { QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("maybe"),
                QString::fromUtf8("\xe4\xb8\xad") };
        if (clustered)
            o.clusterColumn = QStringLiteral("task");
        QByteArray text = clustered ? "task,item,rater,value\r\n" : "item,rater,value\n";
        const int items = 2 + static_cast<int>(rng() % 30), raters = 2 + static_cast<int>(rng() % 4);
        for (int i = 0; i < items; ++i)
            for (int r = 0; r < raters; ++r) {
                if (rng() % 7 == 0)
                    continue; // a missing rating
                const QByteArray &value = numeric ? numbers[static_cast<int>(rng() % numbers.size())]
                                                  : labels[static_cast<int>(rng() % labels.size())];
                QByteArray line = (clustered ? QByteArray::number(i / 3) + ',' : QByteArray())
                    + (i % 5 == 0 ? QByteArray("\xe6\x96\x87") : QByteArray()) + QByteArray::number(i) + ",r"
                    + QByteArray::number(r) + ',' + value + '\n';
                const auto odd = rng() % 400;
                if (odd == 0)
                    line += line; // a second rating of the item by the rater
                else if (odd == 1)
                    line = "1,r0,\n";
                else if (odd == 2)
                    line += "\n";
                else if (odd == 3)
                    line.replace(value, '"' + value + '"');
                text += line;
            }
        const QString path = write(text, QStringLiteral("ratings.csv"));
        fastTaken += readSimpleRatings(text, o).has_value() ? 1 : 0;
        const auto fast = readRatings(path, o);
        const auto general = readRatingsGeneral(path, o);
        QCOMPARE(fast.has_value(), general.has_value());
        if (!fast) {
            QCOMPARE(fast.error().toString(), general.error().toString());
            continue;
        }
        QVERIFY(fast->items == general->items);
        QVERIFY(fast->raters == general->raters);
        QVERIFY(fast->categories == general->categories);
        QVERIFY(fast->clusters == general->clusters);
        QVERIFY2(sameMatrix(fast->positions, general->positions), qPrintable(QString::number(round)));
        QVERIFY2(sameMatrix(fast->values, general->values), qPrintable(QString::number(round)));
    }
    QVERIFY2(fastTaken > 200, qPrintable(QString::number(fastTaken))); // the fast path did most of them
}

QTEST_GUILESS_MAIN(TestRatingsReader)
#include "tst_ratingsreader.moc"
