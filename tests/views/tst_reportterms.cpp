// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Report terms in the user's language: every comparison the analyses write keeps its names and loses its English
// words under zh_CN, and stays exactly as written without a translation.
#include "views/reportterms.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

using draudit::views::displayComparison;
using draudit::views::displayTerm;

namespace {
// Comparisons as the analyses of the five benchmarks write them (names: judges, models, annotators, runs).
const QStringList kComparisons {
    QStringLiteral("alice vs bob"),
    QStringLiteral("all 3 annotators"),
    QStringLiteral("all humans vs dr-arena-examiner"),
    QStringLiteral("all humans (left answer)"),
    QStringLiteral("dr-arena-examiner (all rounds)"),
    QStringLiteral("dr-arena-examiner (seat A)"),
    QStringLiteral("dr-arena-examiner (seat A, rounds the humans answered)"),
    QStringLiteral("dr-arena-examiner vs humans (same rounds)"),
    QStringLiteral("gpt-4.1 vs humans (same reports)"),
    QStringLiteral("humans vs judge dr-arena-examiner, battles cut after round 2"),
    QStringLiteral("humans vs judge dr-arena-examiner, battles cut after round 1"),
    QStringLiteral("humans, per round vs judge dr-arena-examiner, per round"),
    QStringLiteral("humans: Atlas Research 2"),
    QStringLiteral("judge dr-arena-examiner, battles cut after round 2 vs leaderboard current_leaderboard"),
    QStringLiteral("judge dr-arena-examiner, per model pair"),
    QStringLiteral("judge dr-arena-examiner, per battle"),
    QStringLiteral("judge dr-arena-examiner: Borealis Deep"),
    QStringLiteral("judge gpt-4o · livedrbench_preds_alpha · overall (mean over questions, evaluate.py)"),
    QStringLiteral("humans · livedrbench_preds_alpha · mean of categories (paper Table 11)"),
    QStringLiteral("qsr · judge gpt-4o"),
    QStringLiteral("all items · judge gpt-4o"),
    QStringLiteral("reports with re-scored items · judge gpt-4o"),
    QStringLiteral("comprehensiveness · judge gemini-2.5-pro"),
    QStringLiteral("gold vs dr-arena-examiner"),
    QStringLiteral("alice vs gold"),
};
} // namespace

class TestReportTerms : public QObject
{
    Q_OBJECT

private slots:
    void englishIsUnchanged();
    void chineseKeepsTheNames();
};

void TestReportTerms::englishIsUnchanged()
{
    for (const QString &c : kComparisons)
        QCOMPARE(displayComparison(c), c);
}

void TestReportTerms::chineseKeepsTheNames()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/draudit_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(displayComparison(QStringLiteral("humans vs judge dr-arena-examiner, battles cut after round 2")),
        QStringLiteral("人工 与 评审 dr-arena-examiner，对战截至第 2 轮"));
    QCOMPARE(displayComparison(QStringLiteral("all 3 annotators")), QStringLiteral("全部 3 名标注者"));
    QCOMPARE(displayComparison(QStringLiteral("dr-arena-examiner vs humans (same rounds)")),
        QStringLiteral("dr-arena-examiner 与 人工（相同轮次）"));
    QCOMPARE(displayComparison(QStringLiteral("qsr · judge gpt-4o")), QStringLiteral("qsr · 评审 gpt-4o"));
    // RACE's dimensions in the form's words; a style covariate after its source.
    QCOMPARE(displayComparison(QStringLiteral("comprehensiveness · judge gemini-2.5-pro")),
        QStringLiteral("全面性 · 评审 gemini-2.5-pro"));
    QCOMPARE(displayComparison(QStringLiteral("humans: list_items")), QStringLiteral("人工：列表项"));
    QCOMPARE(displayComparison(QStringLiteral("humans: Atlas Research 2")), QStringLiteral("人工：Atlas Research 2"));
    // No English word the analyses add is left; every name is.
    static const QRegularExpression english(QStringLiteral(
        "\\b(vs|humans?|judge|rounds?|seat|leaderboard|per|battle|pair|items|annotators|gold|reports|all|only)\\b"));
    static const QRegularExpression names(
        QStringLiteral("alice|bob|dr-arena-examiner|gpt-4o|gpt-4\\.1|gemini-2\\.5-pro|Atlas Research 2|Borealis Deep|"
                       "current_leaderboard|livedrbench_preds_alpha|qsr"));
    for (const QString &c : kComparisons) {
        const QString shown = displayComparison(c);
        QString rest = shown;
        rest.remove(names);
        QVERIFY2(!english.match(rest).hasMatch(), qPrintable(c + QStringLiteral(" → ") + shown));
        for (auto m = names.globalMatch(c); m.hasNext();) {
            const QString name = m.next().captured();
            QVERIFY2(shown.contains(name), qPrintable(c + QStringLiteral(" lost ") + name));
        }
    }
    // Statistic names and an interval method with the note on too few clusters (they stayed English in Chinese).
    QCOMPARE(displayTerm(QStringLiteral("first_position_win_rate")), QStringLiteral("先展示位置胜率"));
    QCOMPARE(displayTerm(QStringLiteral("3-level cohen_kappa")), QStringLiteral("三级 Cohen κ"));
    const QString method
        = displayTerm(QStringLiteral("normal (FCE asymptotic SE) (only 3 battles: too few for a cluster "
                                     "bootstrap)"));
    QVERIFY2(!method.contains(QStringLiteral("only")) && !method.contains(QStringLiteral("battles"))
            && method.contains(QStringLiteral("3")),
        qPrintable(method));
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestReportTerms)
#include "tst_reportterms.moc"
