// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scrubber every blind text goes through: whole words in any case, longest name first, names with regex
// characters taken literally, and every name of a long list (PCRE2 refuses one pattern of ~1,500 names).
#include "models/forms/namescrubber.h"

#include <QtTest>

using draudit::models::NameScrubber;

class TestNameScrubber : public QObject
{
    Q_OBJECT

private slots:
    void wholeWordsInAnyCase();
    void everyNameOfALongList();
};

void TestNameScrubber::wholeWordsInAnyCase()
{
    NameScrubber scrub;
    QVERIFY(!scrub.active());
    QCOMPARE(scrub(QStringLiteral("gpt-4o wrote this")), QStringLiteral("gpt-4o wrote this"));
    scrub.add(QStringLiteral("gpt-4o"));
    scrub.add(QStringLiteral("gpt-4o-mini"));
    scrub.add(QStringLiteral("o3+(beta)"));
    scrub.add(QStringLiteral("A")); // one character: never taken out
    QVERIFY(scrub.active());
    QCOMPARE(scrub(QStringLiteral("As GPT-4O-MINI, I (gpt-4o) disagree with O3+(BETA). A gpt-4oX stays.")),
        QStringLiteral("As [system], I ([system]) disagree with [system]. A gpt-4oX stays."));
    QCOMPARE(scrub(QVariant(QStringLiteral("gpt-4o"))).toString(), QStringLiteral("[system]"));
    QVERIFY(scrub(QVariant()).isNull());
}

void TestNameScrubber::everyNameOfALongList()
{
    NameScrubber scrub;
    QStringList text;
    for (int i = 0; i < 3000; ++i) {
        const QString name = QStringLiteral("research-agent-model-%1").arg(i, 5, 10, QLatin1Char('0'));
        scrub.add(name);
        if (i % 499 == 0)
            text << name.toUpper();
    }
    text << QStringLiteral("research-agent-model-02999");
    const QString out = scrub(text.join(QLatin1Char(' ')));
    QCOMPARE(out, QStringList(text.size(), QStringLiteral("[system]")).join(QLatin1Char(' ')));
}

QTEST_GUILESS_MAIN(TestNameScrubber)
#include "tst_namescrubber.moc"
