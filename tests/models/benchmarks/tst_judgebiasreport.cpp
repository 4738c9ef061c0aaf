// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge-bias section of the DR-Arena report end to end: replays shaped like the real ones (self-written), an
// examiner planted to prefer longer answers, two annotators who ignore length; the slopes recovered within their
// intervals and the examiner's slope equal to an independent fit (statsmodels).
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/registry.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/models/importtesting.h"
#include "tests/models/studytesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <cmath>
#include <random>

using namespace draudit::models;

class TestJudgeBiasReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void plantedLengthPreferenceIsFoundInTheExaminerOnly();
    void examinerSlopeMatchesStatsmodels();
    void styleControlAndPositionRowsArePresent();

private:
    const ReportRow *find(const QString &comparison, const QString &statistic) const;
    draudit::tests::Scratch m_scratch;
    std::unique_ptr<ProjectStore> m_store;
    ReportTable m_report;
    QHash<QString, int> m_words; // answer text -> words written
    QString m_judgeData; // CSV of x = log2 length ratio, y = A preferred, for the examiner's non-tie verdicts
};

namespace {
constexpr double kPlantedSlope = 1.2;
const char *const kModels[] = { "gpt-5-search", "gemini-3-pro-grounding", "claude-opus-search", "Kimi-k2" };

QString answer(int id, int words)
{
    QStringList w { QStringLiteral("a%1x").arg(id) };
    for (int i = 1; i < words; ++i)
        w << QStringLiteral("word");
    return w.join(QLatin1Char(' '));
}

QJsonObject round(int number, const QString &a, const QString &b, const QString &verdict)
{
    return QJsonObject { { QStringLiteral("round"), number }, { QStringLiteral("depth"), 1 },
        { QStringLiteral("width"), 1 }, { QStringLiteral("logic_chain"), QJsonArray { QStringLiteral("topic") } },
        { QStringLiteral("question"), QStringLiteral("Question %1?").arg(number) },
        { QStringLiteral("word_limit_instruction"), QStringLiteral("Answer length: 100-200 words.") },
        { QStringLiteral("checklist_width"), QJsonArray { QStringLiteral("names it") } },
        { QStringLiteral("checklist_depth"), QJsonArray { QStringLiteral("dates it") } },
        { QStringLiteral("source_nodes"), QJsonArray { QStringLiteral("topic") } }, { QStringLiteral("answer_a"), a },
        { QStringLiteral("answer_b"), b }, { QStringLiteral("verdict"), verdict },
        { QStringLiteral("tie_quality"), QStringLiteral("N/A") },
        { QStringLiteral("failure_type"), QStringLiteral("NONE") },
        { QStringLiteral("judge_reasoning"), QStringLiteral("reasons") }, { QStringLiteral("score_a"), 0.0 },
        { QStringLiteral("score_b"), 0.0 } };
}
} // namespace

void TestJudgeBiasReport::initTestCase()
{
    std::mt19937_64 rng(17);
    std::uniform_real_distribution<double> u(0, 1);
    m_store = m_scratch.project(QStringLiteral("bias.draudit"));
    QVERIFY(m_store);
    QStringList judgeRows { QStringLiteral("x,y") };
    int id = 0;
    for (int battle = 0; battle < 160; ++battle) {
        const int a = battle % 4, b = (battle / 4 + 1 + battle % 4) % 4 == a ? (a + 1) % 4 : (battle / 4 + 1 + a) % 4;
        QJsonArray rounds;
        for (int r = 1; r <= 2; ++r) {
            const int wa = static_cast<int>(40 * std::pow(2.0, 3 * u(rng))),
                      wb = static_cast<int>(40 * std::pow(2.0, 3 * u(rng)));
            const QString ta = answer(++id, wa), tb = answer(++id, wb);
            m_words.insert(ta, wa);
            m_words.insert(tb, wb);
            const double x = std::log2((wa + 1.0) / (wb + 1.0));
            const bool tie = u(rng) < 0.1;
            const bool aWins = u(rng) < 1 / (1 + std::exp(-kPlantedSlope * x));
            rounds.append(round(r, ta, tb,
                tie         ? QStringLiteral("Tie")
                    : aWins ? QStringLiteral("A_BETTER")
                            : QStringLiteral("B_BETTER")));
            if (!tie)
                judgeRows << QStringLiteral("%1,%2").arg(x, 0, 'g', 17).arg(aWins ? 1 : 0);
        }
        const QJsonObject replay { { QStringLiteral("id"), QStringLiteral("R1_b%1_tree_%2").arg(battle).arg(battle) },
            { QStringLiteral("tree_id"), QStringLiteral("tree_%1").arg(battle) },
            { QStringLiteral("tree_title"), QStringLiteral("Topic %1").arg(battle) },
            { QStringLiteral("model_a"), QString::fromLatin1(kModels[a]) },
            { QStringLiteral("model_b"), QString::fromLatin1(kModels[b]) }, { QStringLiteral("total_rounds"), 2 },
            { QStringLiteral("rounds"), rounds } };
        const QString path = m_scratch.write(
            QStringLiteral("replays/R1_b%1.json").arg(battle), QJsonDocument(replay).toJson(QJsonDocument::Compact));
        const auto imported = importFile(*m_store, path, ImportOptions {});
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
    }
    m_judgeData = m_scratch.write(QStringLiteral("judge.csv"), judgeRows.join(QLatin1Char('\n')).toUtf8());

    // Two annotators answer every round, ignoring length.
    const StudyInfo study = draudit::tests::pilot(*m_store, QStringLiteral("bias"), 3);
    StudyStore studies(*m_store);
    QVERIFY(
        studies.assign(QStringLiteral("bias"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }));
    AnnotationStore answers(*m_store);
    const QStringList targets = studies.sampleTargets(study.id).value();
    QVERIFY(targets.size() == 320);
    for (const QString &target : targets)
        for (const QString &who : { QStringLiteral("ann"), QStringLiteral("bob") }) {
            const QString v = u(rng) < 0.1 ? QStringLiteral("Tie")
                : u(rng) < 0.5             ? QStringLiteral("A_BETTER")
                                           : QStringLiteral("B_BETTER");
            QVERIFY(answers.set(
                { who, Target::parse(target), QStringLiteral("C1"), v, {}, study.id, QStringLiteral("test") }));
        }
    ArenaAnalysisOptions o;
    o.studyId = study.id;
    o.bootstrap = 300;
    const auto report = analyseArena(*m_store, o);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    m_report = *report;
}

const ReportRow *TestJudgeBiasReport::find(const QString &comparison, const QString &statistic) const
{
    for (const ReportRow &row : m_report.rows)
        if (row.comparison == comparison && row.statistic == statistic)
            return &row;
    return nullptr;
}

void TestJudgeBiasReport::plantedLengthPreferenceIsFoundInTheExaminerOnly()
{
    const QString all = QStringLiteral("dr-arena-examiner (all rounds)");
    const QString same = QStringLiteral("dr-arena-examiner vs humans (same rounds)");
    const ReportRow *judge = find(all, QStringLiteral("length_words_log_odds_judge"));
    QVERIFY(judge);
    QVERIFY2(
        judge->ciLow <= kPlantedSlope && kPlantedSlope <= judge->ciHigh, qPrintable(QString::number(judge->value)));
    QVERIFY(judge->ciLow > 0.5);
    QCOMPARE(judge->analysis, QStringLiteral("judge bias"));
    const ReportRow *humans = find(same, QStringLiteral("length_words_log_odds_humans"));
    QVERIFY(humans);
    QVERIFY(humans->ciLow <= 0 && 0 <= humans->ciHigh);
    const ReportRow *difference = find(same, QStringLiteral("length_words_difference"));
    QVERIFY(difference);
    QVERIFY(difference->ciLow > 0);
    QVERIFY(find(same, QStringLiteral("length_citations_log_odds_humans")) == nullptr
        || std::isfinite(find(same, QStringLiteral("length_citations_log_odds_humans"))->value));
    // The examiner is Gemini (built-in family): rounds with exactly one Gemini agent give a win rate.
    const ReportRow *own = find(same, QStringLiteral("self_preference_win_rate_judge"));
    QVERIFY(own);
    QVERIFY(own->n > 20 && own->ciLow < own->value && own->value < own->ciHigh);
    QVERIFY(find(same, QStringLiteral("self_preference_difference")));
}

void TestJudgeBiasReport::examinerSlopeMatchesStatsmodels()
{
    // Debian's python3 (which has python3-statsmodels) before any other on the PATH.
    const QString python = QFileInfo::exists(QStringLiteral("/usr/bin/python3"))
        ? QStringLiteral("/usr/bin/python3")
        : QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QSKIP("python3 is not installed: the independent fit cannot run");
    QProcess p;
    p.start(python,
        { QStringLiteral("-c"),
            QStringLiteral("import sys, numpy as np, statsmodels.api as sm\n"
                           "d = np.loadtxt(sys.argv[1], delimiter=',', skiprows=1)\n"
                           "f = sm.Logit(d[:, 1], sm.add_constant(d[:, 0])).fit(disp=0, tol=1e-12)\n"
                           "print(repr(f.params[1]))\n"),
            m_judgeData });
    QVERIFY(p.waitForFinished(60000));
    if (p.exitCode() != 0 && p.readAllStandardError().contains("No module named"))
        QSKIP("statsmodels is not installed: the independent fit cannot run");
    QCOMPARE(p.exitCode(), 0);
    const double expected = p.readAllStandardOutput().trimmed().toDouble();
    const ReportRow *judge
        = find(QStringLiteral("dr-arena-examiner (all rounds)"), QStringLiteral("length_words_log_odds_judge"));
    QVERIFY(judge);
    QVERIFY2(std::abs(judge->value - expected) < 1e-6,
        qPrintable(QStringLiteral("%1 vs %2").arg(judge->value).arg(expected)));
}

void TestJudgeBiasReport::styleControlAndPositionRowsArePresent()
{
    int plain = 0, controlled = 0, coefficients = 0;
    for (const ReportRow &row : m_report.rows) {
        if (!row.analysis.startsWith(QLatin1String("style-controlled ratings")))
            continue;
        plain += row.statistic == QLatin1String("elo_plain") ? 1 : 0;
        controlled += row.statistic == QLatin1String("elo_style_controlled") ? 1 : 0;
        coefficients += row.statistic == QLatin1String("style_log_odds_per_sd") ? 1 : 0;
        QVERIFY(row.ciLow <= row.value && row.value <= row.ciHigh);
    }
    QCOMPARE(plain, 8); // four models, from the examiner and from the humans
    QCOMPARE(controlled, 8);
    QCOMPARE(coefficients, 2); // words from each source; headers, list items and bold never vary here
    QVERIFY(m_report.notes.join(QLatin1Char('\n')).contains(QLatin1String("no answer differs in bold")));
    // The examiner's words coefficient is positive (it prefers longer answers); the humans' covers zero.
    const ReportRow *judgeWords
        = find(QStringLiteral("judge dr-arena-examiner: words"), QStringLiteral("style_log_odds_per_sd"));
    QVERIFY(judgeWords && judgeWords->ciLow > 0);
    const ReportRow *humanWords = find(QStringLiteral("humans: words"), QStringLiteral("style_log_odds_per_sd"));
    QVERIFY(humanWords && humanWords->ciLow <= 0 && 0 <= humanWords->ciHigh);
    QVERIFY(find(QStringLiteral("dr-arena-examiner (seat A, rounds the humans answered)"),
        QStringLiteral("first_position_win_rate")));
}

QTEST_GUILESS_MAIN(TestJudgeBiasReport)
#include "tst_judgebiasreport.moc"
