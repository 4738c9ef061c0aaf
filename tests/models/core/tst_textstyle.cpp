// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Length and Markdown style of an answer, as the judge-bias analyses count them.
#include "models/core/textstyle.h"

#include <QTest>

using namespace draudit::models;

class TestTextStyle : public QObject
{
    Q_OBJECT

private slots:
    void countsWordsCitationsAndStructure();
    void countsChineseCharactersAsWords();
    void emptyTextIsAllZero();
};

void TestTextStyle::countsWordsCitationsAndStructure()
{
    const QString text = QStringLiteral("# Title\n\nCreative Bloq's list [1] is **well known** [2][1].\n\n"
                                        "- first item\n* second\n1. third\n  2) fourth\n\n## References\n"
                                        "[1] See https://example.org/a-b and __this__.\n[2] https://example.org/c\n");
    const TextStyle s = textStyle(text);
    // Title(1) Creative Bloq's list is well known(6) first item second third fourth(5) References(1)
    // See and this(3) = 16: markers, URLs and list numbers are not words.
    QCOMPARE(s.words, 16.0);
    QCOMPARE(s.citations, 2.0); // markers [1] [2]; URLs: two distinct
    QCOMPARE(s.headers, 2.0);
    QCOMPARE(s.listItems, 4.0);
    QCOMPARE(s.bold, 2.0);
    // Three URLs and one marker: the larger count wins.
    QCOMPARE(textStyle(QStringLiteral("a http://x.org b https://y.org/p c https://z.org [1]")).citations, 3.0);
    // "#hashtag" and "-dash" without a space are neither headings nor list items.
    const TextStyle loose = textStyle(QStringLiteral("#hashtag\n-dash\n**not closed"));
    QCOMPARE(loose.headers, 0.0);
    QCOMPARE(loose.listItems, 0.0);
    QCOMPARE(loose.bold, 0.0);
}

void TestTextStyle::countsChineseCharactersAsWords()
{
    // Six Han characters, one Latin word and a number.
    QCOMPARE(textStyle(QStringLiteral("深度研究 agent 评测 2025")).words, 8.0);
}

void TestTextStyle::emptyTextIsAllZero()
{
    const TextStyle s = textStyle(QString());
    QCOMPARE(s.words + s.citations + s.headers + s.listItems + s.bold, 0.0);
}

QTEST_GUILESS_MAIN(TestTextStyle)
#include "tst_textstyle.moc"
