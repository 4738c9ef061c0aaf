// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The streamed SHA-256 (OpenSSL) against the published test vectors and against QCryptographicHash on every length
// and split a streaming reader can produce.
#include "models/core/sha256.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

using draudit::models::Sha256;

class TestSha256 : public QObject
{
    Q_OBJECT

private slots:
    void publishedVectors_data();
    void publishedVectors();
    void agreesWithQtOnEveryLengthAndSplit();
    void largeInput();
};

namespace {
QByteArray digestOf(const QByteArray &bytes, qsizetype chunk)
{
    Sha256 h;
    for (qsizetype i = 0; i < bytes.size(); i += chunk)
        h.addData(bytes.constData() + i, std::min(chunk, bytes.size() - i));
    return h.result().toHex();
}
} // namespace

void TestSha256::publishedVectors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("digest");
    // FIPS 180-2 appendix B examples.
    QTest::newRow("empty") << QByteArray()
                           << QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    QTest::newRow("abc") << QByteArray("abc")
                         << QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    QTest::newRow("448 bits") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                              << QByteArray("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    QTest::newRow("million a") << QByteArray(1000000, 'a')
                               << QByteArray("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

void TestSha256::publishedVectors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, digest);
    QCOMPARE(digestOf(input, std::max<qsizetype>(1, input.size())), digest);
    QCOMPARE(digestOf(input, 7), digest);
}

void TestSha256::agreesWithQtOnEveryLengthAndSplit()
{
    QRandomGenerator random(20261122);
    QByteArray bytes(300, Qt::Uninitialized);
    for (char &c : bytes)
        c = static_cast<char>(random.bounded(256));
    for (qsizetype length = 0; length <= bytes.size(); ++length) {
        const QByteArray part = bytes.left(length);
        const QByteArray expected = QCryptographicHash::hash(part, QCryptographicHash::Sha256).toHex();
        for (qsizetype chunk : { 1, 3, 63, 64, 65, 128, 1000 })
            QCOMPARE(digestOf(part, chunk), expected);
    }
}

void TestSha256::largeInput()
{
    QByteArray bytes(5 * 1024 * 1024 + 17, Qt::Uninitialized);
    QRandomGenerator random(7);
    for (char &c : bytes)
        c = static_cast<char>(random.bounded(256));
    QCOMPARE(digestOf(bytes, 1 << 20), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QTEST_GUILESS_MAIN(TestSha256)
#include "tst_sha256.moc"
