// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench and DR3-Eval protocols on small hand-built projects; the expected values are worked out by
// hand in the comments.
#include "models/benchmarks/deepresearchbench/drbanalysis.h"
#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/drbench/rubricprotocol.h"
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <random>

using namespace draudit::models;

class TestScoreProtocols : public QObject
{
    Q_OBJECT

private slots:
    void deepResearchBench();
    void dr3();
    void drBenchRescores();
    void scoreBiasFindsPlantedLengthAndFamilyEffects();

private:
    // Reports of `models` on `tasks`, judge scores from `judgeName`, returning the response id per (task, model).
    QMap<QPair<QString, QString>, qint64> reports(
        ProjectStore &store, const QString &benchmark, const QStringList &tasks, const QStringList &models);
    void judgeScore(ProjectStore &store, const QString &judgeName, const QString &run, qint64 response,
        const QString &field, double score);
    QTemporaryDir m_dir;
};

QMap<QPair<QString, QString>, qint64> TestScoreProtocols::reports(
    ProjectStore &store, const QString &benchmark, const QStringList &tasks, const QStringList &models)
{
    QMap<QPair<QString, QString>, qint64> ids;
    QSqlQuery q(store.database());
    for (const QString &m : models)
        q.exec(QStringLiteral("INSERT INTO systems (name) VALUES ('%1')").arg(m));
    for (const QString &t : tasks) {
        q.exec(QStringLiteral("INSERT INTO tasks (benchmark, external_id, prompt) VALUES ('%1', '%2', 'prompt %2')")
                   .arg(benchmark, t));
        const qint64 task = q.lastInsertId().toLongLong();
        for (const QString &m : models) {
            q.exec(
                QStringLiteral("INSERT INTO responses (task_id, system_id, text) VALUES (%1, (SELECT id FROM systems "
                               "WHERE name = '%2'), 'report')")
                    .arg(task)
                    .arg(m));
            ids.insert({ t, m }, q.lastInsertId().toLongLong());
        }
    }
    return ids;
}

void TestScoreProtocols::judgeScore(ProjectStore &store, const QString &judgeName, const QString &run, qint64 response,
    const QString &field, double score)
{
    QSqlQuery q(store.database());
    q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('%1', '%2') ON CONFLICT DO NOTHING")
               .arg(judgeName, run));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, score) VALUES ((SELECT id FROM "
                                  "judges WHERE name = '%1' AND run = '%2'), 'response:%3', '%4', %5)")
                       .arg(judgeName, run)
                       .arg(response)
                       .arg(field)
                       .arg(score)));
}

namespace {
const ReportRow *find(
    const ReportTable &t, const QString &analysis, const QString &comparison, const QString &statistic)
{
    for (const ReportRow &r : t.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == statistic)
            return &r;
    return nullptr;
}
} // namespace

void TestScoreProtocols::deepResearchBench()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("drb.draudit")));
    QVERIFY(store);
    const auto ids
        = reports(**store, QStringLiteral("deepresearch-bench"), { QStringLiteral("T1"), QStringLiteral("T2") },
            { QStringLiteral("M1"), QStringLiteral("M2"), QStringLiteral("M3") });
    // RACE overall scores, and two experts' overall scores.
    const double method[2][3] = { { 0.6, 0.5, 0.4 }, { 0.3, 0.5, 0.5 } };
    const double e1[2][3] = { { 8, 6, 4 }, { 5, 6, 6 } };
    const double e2[2][3] = { { 7, 7, 3 }, { 5, 8, 4 } };
    AnnotationStore answers(**store);
    for (int t = 0; t < 2; ++t)
        for (int m = 0; m < 3; ++m) {
            const QString task = QStringLiteral("T%1").arg(t + 1), model = QStringLiteral("M%1").arg(m + 1);
            const qint64 id = ids.value({ task, model });
            judgeScore(**store, QStringLiteral("race"), model, id, QStringLiteral("overall_score"), method[t][m]);
            for (const auto &[who, score] : { std::pair { "e1", e1[t][m] }, std::pair { "e2", e2[t][m] } })
                QVERIFY(answers.set({ QString::fromLatin1(who), Target::response(id), QStringLiteral("overall"),
                    QString::number(score), {}, 1, {} }));
        }
    const auto report = analyseDeepResearchBench(**store);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QString a = QStringLiteral("DeepResearch Bench: RACE vs humans");
    // T1: human means 7.5 > 6.5 > 3.5 and RACE agrees on all 3 pairs. T2: means 5, 7, 5 against 0.3, 0.5, 0.5:
    // M2 > M1 agrees; M1 = M3 (humans) but M3 > M1 (RACE) and M2 = M3 (RACE) but M2 > M3 (humans) do not. 4 / 6.
    const ReportRow *par = find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("PAR"));
    QVERIFY(par);
    QVERIFY(std::abs(par->value - 4.0 / 6.0) < 1e-12);
    QCOMPARE(par->n, 6.0);
    QVERIFY(!par->headline);
    // OPC: model means (0.45, 0.5, 0.45) against (6.25, 6.75, 4.25): r = 0.05 / sqrt(0.0016667 · 3.5) = 0.654654.
    const ReportRow *opc = find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("OPC"));
    QVERIFY(opc && std::abs(opc->value - 0.6546537) < 1e-6);
    // ICC(1,1): T1 8.1667 / 9.1667 = 0.891, T2 1.3333 / 4 = 0.333; both kept.
    QCOMPARE(
        find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("tasks_kept_icc_nonnegative"))->value,
        2.0);
    // FAP: mean of r(T1) = 0.4 / 0.416333 = 0.960769 and r(T2) = 0.5; FAS: mean of rho 1 and 0.5.
    QVERIFY(std::abs(find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("FAP"))->value
                - (0.9607689 + 0.5) / 2)
        < 1e-6);
    QVERIFY(std::abs(find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("FAS"))->value - 0.75)
        < 1e-12);
    // Two tasks give a wide t interval: it is cut at [-1, 1], and says so.
    for (const char *statistic : { "FAP", "FAS" }) {
        const ReportRow *row = find(*report, a, QStringLiteral("overall · judge race"), QString::fromLatin1(statistic));
        QVERIFY(row->ciLow >= -1 && row->ciHigh <= 1);
        QVERIFY(row->ciHigh < 1 || row->ciMethod.endsWith(QStringLiteral("cut at [-1, 1]")));
    }
    // The paper's Overall Score: the mean of the four, the headline, with a task bootstrap interval around it.
    const ReportRow *overall
        = find(*report, a, QStringLiteral("overall · judge race"), QStringLiteral("overall_score"));
    QVERIFY(overall && overall->headline);
    QVERIFY(std::abs(overall->value - (4.0 / 6 + 0.6546537 + (0.9607689 + 0.5) / 2 + 0.75) / 4) < 1e-6);
    QVERIFY(overall->ciLow <= overall->ciHigh && overall->ciMethod.contains(QStringLiteral("bootstrap over tasks")));
    QCOMPARE(report->rows.front().statistic, QStringLiteral("overall_score"));
    // Expert vs the other: 2 of 3 pairs agree on T1 and 1 of 3 on T2, for each of the two experts: 6 / 12.
    const ReportRow *human = find(*report, QStringLiteral("DeepResearch Bench: human inter-agreement"),
        QStringLiteral("overall"), QStringLiteral("PAR_expert_vs_others"));
    QVERIFY(human && std::abs(human->value - 0.5) < 1e-12 && human->n == 12.0);

    // A task whose experts disagree (ICC(1,1) < 0) is left out of FAP and FAS.
    const auto more = reports(**store, QStringLiteral("deepresearch-bench"), { QStringLiteral("T3") }, {});
    Q_UNUSED(more);
    QSqlQuery q((*store)->database());
    for (int m = 0; m < 3; ++m) {
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO responses (task_id, system_id, text) VALUES ((SELECT id FROM tasks WHERE "
                           "external_id = 'T3'), (SELECT id FROM systems WHERE name = 'M%1'), 'r')")
                .arg(m + 1)));
        const qint64 id = q.lastInsertId().toLongLong();
        judgeScore(**store, QStringLiteral("race"), QStringLiteral("M%1").arg(m + 1), id,
            QStringLiteral("overall_score"), 0.2 * (m + 1));
        const double opposite[3][2] = { { 1, 9 }, { 5, 5 }, { 9, 1 } };
        QVERIFY(answers.set({ QStringLiteral("e1"), Target::response(id), QStringLiteral("overall"),
            QString::number(opposite[m][0]), {}, 1, {} }));
        QVERIFY(answers.set({ QStringLiteral("e2"), Target::response(id), QStringLiteral("overall"),
            QString::number(opposite[m][1]), {}, 1, {} }));
    }
    const auto again = analyseDeepResearchBench(**store);
    QVERIFY(again);
    const ReportRow *kept
        = find(*again, a, QStringLiteral("overall · judge race"), QStringLiteral("tasks_kept_icc_nonnegative"));
    QCOMPARE(kept->value, 2.0);
    QCOMPARE(kept->n, 3.0);
    QVERIFY(std::abs(find(*again, a, QStringLiteral("overall · judge race"), QStringLiteral("FAP"))->value
                - (0.9607689 + 0.5) / 2)
        < 1e-6);

    // FACT: the judge labels 3 pairs supported, 3 unsupported and 1 unknown; per judge class the expert agrees on 2 of
    // 3 and 1 of 3, per human class (the paper's) on 2 of 4 supported and 1 of 2 unsupported; the unknown is counted
    // and left out.
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('fact', '')")));
    const qint64 fact = q.lastInsertId().toLongLong();
    const char *labels[7][2] = { { "supported", "supported" }, { "supported", "supported" },
        { "supported", "unsupported" }, { "unsupported", "unsupported" }, { "unsupported", "supported" },
        { "unsupported", "supported" }, { "unknown", "supported" } };
    for (int i = 0; i < 7; ++i) {
        const QString target = QStringLiteral("response:1#https://example.org/%1#0").arg(i);
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value) VALUES (%1, '%2', 'support', "
                           "'%3')")
                .arg(fact)
                .arg(target, QString::fromLatin1(labels[i][0]))));
        QVERIFY(answers.set({ QStringLiteral("e1"), Target::parse(target), QStringLiteral("support"),
            QString::fromLatin1(labels[i][1]), {}, 1, {} }));
    }
    const auto withFact = analyseDeepResearchBench(**store);
    QVERIFY(withFact);
    const QString factAnalysis = QStringLiteral("DeepResearch Bench: FACT support labels");
    const QString vs = QStringLiteral("humans vs judge fact");
    const auto value = [&](const char *statistic) {
        const ReportRow *row = find(*withFact, factAnalysis, vs, QString::fromLatin1(statistic));
        return row ? row->value : -1.0;
    };
    QCOMPARE(value("agreement_on_human_supported"), 0.5);
    QCOMPARE(find(*withFact, factAnalysis, vs, QStringLiteral("agreement_on_human_supported"))->n, 4.0);
    QCOMPARE(value("agreement_on_human_unsupported"), 0.5);
    QVERIFY(std::abs(value("agreement_on_judge_supported") - 2.0 / 3) < 1e-12);
    QVERIFY(std::abs(value("agreement_on_judge_unsupported") - 1.0 / 3) < 1e-12);
    QCOMPARE(value("percent_agreement"), 0.5);
    QCOMPARE(value("judge_unknown_excluded"), 1.0);
    QCOMPARE(find(*withFact, factAnalysis, vs, QStringLiteral("judge_unknown_excluded"))->n, 7.0);
    QVERIFY(find(*withFact, factAnalysis, vs, QStringLiteral("agreement_on_human_supported"))->headline);
}

void TestScoreProtocols::dr3()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("dr3.draudit")));
    QVERIFY(store);
    const auto ids = reports(**store, QStringLiteral("dr3-eval"),
        { QStringLiteral("001"), QStringLiteral("002"), QStringLiteral("003"), QStringLiteral("004") },
        { QStringLiteral("agent") });
    const double judge[4] = { 80, 60, 70, 50 };
    const double h1[4] = { 8, 5, 7, 4 };
    const double h2[4] = { 9, 6, 6, 5 };
    AnnotationStore answers(**store);
    for (int i = 0; i < 4; ++i) {
        const qint64 id = ids.value({ QStringLiteral("00%1").arg(i + 1), QStringLiteral("agent") });
        judgeScore(
            **store, QStringLiteral("dr3-eval"), QStringLiteral("agent"), id, QStringLiteral("total_score"), judge[i]);
        for (const auto &[who, score] : { std::pair { "h1", h1[i] }, std::pair { "h2", h2[i] } })
            QVERIFY(answers.set({ QString::fromLatin1(who), Target::response(id), QStringLiteral("total_score"),
                QString::number(score), {}, 1, {} }));
    }
    const auto report = analyseDr3(**store);
    QVERIFY(report);
    const QString a = QStringLiteral("DR3-Eval: judge vs mean human");
    // Means 8.5, 5.5, 6.5, 4.5 order the reports as the judge does: every pair concordant, rho 1;
    // r = 65 / (sqrt(500) · sqrt(8.75)) = 0.982708.
    const QString total = QStringLiteral("total_score · judge dr3-eval");
    QVERIFY(std::abs(find(*report, a, total, QStringLiteral("pearson_r"))->value - 0.9827076) < 1e-6);
    QCOMPARE(find(*report, a, total, QStringLiteral("spearman_rho"))->value, 1.0);
    QCOMPARE(find(*report, a, total, QStringLiteral("PAR_strict"))->value, 1.0);
    // Ceiling: h1 and h2 tie on reports 2 and 3 (6 = 6), which strict PAR counts as a disagreement: 5 / 6.
    const ReportRow *ceiling = find(*report, QStringLiteral("DR3-Eval: human vs human (ceiling)"),
        QStringLiteral("total_score"), QStringLiteral("mean_pairwise_PAR_strict"));
    QVERIFY(ceiling && std::abs(ceiling->value - 5.0 / 6.0) < 1e-12);

    // Claim extraction: 3 of the judge's 4 extracted claims hold up; it found 1 of the 2 claims a human extracted.
    const qint64 first = ids.value({ QStringLiteral("001"), QStringLiteral("agent") });
    for (const auto &[target, field, value] : { std::tuple { QStringLiteral("#claim:0"), "claim_valid", "yes" },
             std::tuple { QStringLiteral("#claim:1"), "claim_valid", "yes" },
             std::tuple { QStringLiteral("#claim:2"), "claim_valid", "no" },
             std::tuple { QStringLiteral("#claim:3"), "claim_valid", "yes" },
             std::tuple { QStringLiteral("#human-claim:0"), "judge_found", "yes" },
             std::tuple { QStringLiteral("#human-claim:1"), "judge_found", "no" } })
        QVERIFY(answers.set({ QStringLiteral("h1"), Target::parse(QStringLiteral("response:%1").arg(first) + target),
            QString::fromLatin1(field), QString::fromLatin1(value), {}, 1, {} }));
    const auto withClaims = analyseDr3(**store);
    QVERIFY(withClaims);
    const QString extraction = QStringLiteral("DR3-Eval: judge claim extraction");
    QCOMPARE(
        find(*withClaims, extraction, QStringLiteral("judge vs hand-extracted claims"), QStringLiteral("precision"))
            ->value,
        0.75);
    QCOMPARE(find(*withClaims, extraction, QStringLiteral("judge vs hand-extracted claims"), QStringLiteral("recall"))
                 ->value,
        0.5);
}

void TestScoreProtocols::drBenchRescores()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("drbench.draudit")));
    QVERIFY(store);
    const auto ids = reports(**store, QStringLiteral("dr-bench"), { QStringLiteral("00001") },
        { QStringLiteral("r1"), QStringLiteral("r2") });
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(
        QStringLiteral("INSERT INTO rubrics (task_id, kind, name) VALUES ((SELECT id FROM tasks), 'qsr', 'QSR')")));
    // Item A is worth Yes = 2; item B Yes = 3, Partial = 1 (the two spellings of allowed values).
    QVERIFY(q.exec(
        QStringLiteral("INSERT INTO rubric_items (rubric_id, position, kind, text, weight, allowed_values) VALUES "
                       "(1, 0, 'qsr', 'A', 2, '{\"Yes\":2,\"No\":0}')")));
    const qint64 a = q.lastInsertId().toLongLong();
    QVERIFY(q.exec(
        QStringLiteral("INSERT INTO rubric_items (rubric_id, position, kind, text, weight, allowed_values) VALUES "
                       "(1, 1, 'qsr', 'B', 3, '[{\"label\":\"Yes\",\"points\":3},{\"label\":\"Partial\","
                       "\"points\":1},{\"label\":\"No\",\"points\":0}]')")));
    const qint64 b = q.lastInsertId().toLongLong();
    const qint64 r1 = ids.value({ QStringLiteral("00001"), QStringLiteral("r1") });
    const qint64 r2 = ids.value({ QStringLiteral("00001"), QStringLiteral("r2") });
    const auto item = [](qint64 i, qint64 r) { return QStringLiteral("item:%1@response:%2").arg(i).arg(r); };
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('drbench-judge', 'run')")));
    for (const auto &[target, label] : { std::pair { item(a, r1), "Yes" }, std::pair { item(b, r1), "Partial" },
             std::pair { item(a, r2), "No" }, std::pair { item(b, r2), "Yes" } })
        QVERIFY(q.exec(
            QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value) VALUES (1, '%1', 'qsr', '%2')")
                .arg(target, QString::fromLatin1(label))));
    // The items are what a re-scoring study samples.
    QCOMPARE(studyCandidates(**store, QStringLiteral("drbench-items")).value().size(), 4);
    AnnotationStore answers(**store);
    for (const auto &[who, target, label] :
        { std::tuple { "ann", item(a, r1), "Yes" }, std::tuple { "ann", item(b, r1), "No" },
            std::tuple { "ann", item(a, r2), "No" }, std::tuple { "bob", item(b, r1), "Partial" } })
        QVERIFY(answers.set({ QString::fromLatin1(who), Target::parse(target), QStringLiteral("qsr"),
            QString::fromLatin1(label), {}, 1, {} }));
    const auto report = analyseDrBench(**store);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    // 3 of the 4 re-scores agree with the judge.
    QCOMPARE(report->rows.front().statistic, QStringLiteral("percent_agreement"));
    QCOMPARE(report->rows.front().comparison, QStringLiteral("all items · judge drbench-judge/run"));
    QCOMPARE(report->rows.front().value, 0.75);
    // Quality out of 5 points: r1 judge 3 (0.6), human 2 (0.4: B is a 1–1 tie, and ann comes first); r2 0.6 both.
    const QString analysis = QStringLiteral("DR. BENCH: Quality recomputed");
    const QString comparison = QStringLiteral("reports with re-scored items · judge drbench-judge/run");
    QVERIFY(std::abs(find(*report, analysis, comparison, QStringLiteral("mean_quality_judge"))->value - 0.6) < 1e-12);
    QVERIFY(std::abs(find(*report, analysis, comparison, QStringLiteral("mean_quality_human"))->value - 0.5) < 1e-12);
    QVERIFY(
        std::abs(find(*report, analysis, comparison, QStringLiteral("mean_difference_human_minus_judge"))->value + 0.1)
        < 1e-12);
}

// Judge bias on report scores: RACE planted to reward length and Gemini's reports (the judge named Gemini in the
// families file); the experts score quality only.
void TestScoreProtocols::scoreBiasFindsPlantedLengthAndFamilyEffects()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("drb-bias.draudit")));
    QVERIFY(store);
    QStringList tasks;
    for (int t = 0; t < 40; ++t)
        tasks << QStringLiteral("T%1").arg(t);
    const QStringList models { QStringLiteral("gpt-5"), QStringLiteral("gemini-2.5-pro"), QStringLiteral("claude-4"),
        QStringLiteral("kimi-k2") };
    const auto ids = reports(**store, QStringLiteral("deepresearch-bench"), tasks, models);
    std::mt19937_64 rng(9);
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0, 1);
    AnnotationStore answers(**store);
    QSqlQuery q((*store)->database());
    for (auto it = ids.begin(); it != ids.end(); ++it) {
        const int words = static_cast<int>(200 * std::pow(2.0, 3 * u(rng)));
        QStringList text(words, QStringLiteral("word"));
        QVERIFY(q.exec(QStringLiteral("UPDATE responses SET text = '%1' WHERE id = %2")
                           .arg(text.join(QLatin1Char(' ')))
                           .arg(it.value())));
        const double quality = g(rng);
        const bool gemini = it.key().second.startsWith(QLatin1String("gemini"));
        const double race = 0.5 + 0.05 * quality + 0.04 * std::log2(words + 1.0) + (gemini ? 0.06 : 0) + 0.01 * g(rng);
        judgeScore(**store, QStringLiteral("race"), it.key().second, it.value(), QStringLiteral("overall_score"), race);
        for (const char *who : { "e1", "e2", "e3" })
            QVERIFY(answers.set({ QString::fromLatin1(who), Target::response(it.value()), QStringLiteral("overall"),
                QString::number(5 + quality + 0.5 * g(rng)), {}, 1, {} }));
    }
    const QString familiesFile = m_dir.filePath(QStringLiteral("families.csv"));
    QFile file(familiesFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("name,family\nrace,google\n");
    file.close();
    ScoreProtocolOptions o;
    o.families = ModelFamilies::load(familiesFile).value();
    o.bootstrap = 300;
    const auto report = analyseDeepResearchBench(**store, o);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QString a = QStringLiteral("judge bias"), c = QStringLiteral("race vs humans (same reports)");
    const ReportRow *judge = find(*report, a, c, QStringLiteral("length_words_partial_r_judge"));
    QVERIFY(judge && judge->ciLow > 0.3 && judge->n == 160);
    const ReportRow *humans = find(*report, a, c, QStringLiteral("length_words_partial_r_humans"));
    QVERIFY(humans && humans->ciLow < 0.1); // the experts' score follows length only through the judge's
    const ReportRow *plain = find(*report, a, c, QStringLiteral("length_words_r_humans"));
    QVERIFY(plain && plain->ciLow <= 0 && 0 <= plain->ciHigh);
    const ReportRow *own = find(*report, a, c, QStringLiteral("self_preference_difference"));
    QVERIFY(own && own->ciLow > 0 && own->n == 40);
    QVERIFY(find(*report, a, c, QStringLiteral("self_preference_mean_z_humans"))->ciLow < 0.3);
    // Without the families file the judge's family is unknown: no self-preference rows, and a note says why.
    const auto plainReport = analyseDeepResearchBench(**store, ScoreProtocolOptions {});
    QVERIFY(!find(*plainReport, a, c, QStringLiteral("self_preference_difference")));
    QVERIFY(plainReport->notes.join(QLatin1Char('\n')).contains(QLatin1String("--families")));
    // A bad families file is an error naming the file and line.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("name,family\nrace,\n");
    file.close();
    const auto bad = ModelFamilies::load(familiesFile);
    QVERIFY(!bad);
    QCOMPARE(bad.error().line, 2);
    QCOMPARE(bad.error().field, QStringLiteral("family"));
}

QTEST_GUILESS_MAIN(TestScoreProtocols)
#include "tst_scoreprotocols.moc"
