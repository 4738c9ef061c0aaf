// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Report tables shaped like each protocol's real ones (names, comparisons and statistics as the analyses write them),
// with names that need escaping, long identifiers, and rows no paper table places, whose number each returns.
#pragma once

#include "models/report/reporttable.h"

#include <QStringList>

namespace draudit::tests {

inline models::ReportRow paperRow(const QString &analysis, const QString &comparison, const QString &statistic,
    double value, double n = 40, bool interval = true)
{
    models::ReportRow r;
    r.analysis = analysis;
    r.comparison = comparison;
    r.statistic = statistic;
    r.value = value;
    r.ciLow = interval ? value - 0.061 : std::nan("");
    r.ciHigh = interval ? value + 0.047 : std::nan("");
    r.n = n;
    return r;
}

// A judge and a model whose names need every escape a table cell can meet.
const QString kOddJudge = QStringLiteral("gpt_4o & co #2 (50% off) {x} ~^$");
const QString kLongModel = QStringLiteral("Qwen/Qwen2.5-72B-Instruct_deep_research_agent_with_a_very_long_run_name");

inline models::ReportTable arenaRows(int *leftOut)
{
    models::ReportTable t { QStringLiteral("dr-arena"), QStringLiteral("DR-Arena: human and judge verdict agreement"),
        {}, { QStringLiteral("3 judge verdicts are UNKNOWN") } };
    const QString vsJudge = QStringLiteral("human vs judge verdict");
    for (const QString &who : { QStringLiteral("all humans"), QStringLiteral("alice_1") })
        for (const char *s : { "3-level cohen_kappa", "cohen_kappa", "direction agreement", "percent_agreement",
                 "gwet_ac1", "krippendorff_alpha" })
            t.rows << paperRow(vsJudge, QStringLiteral("%1 vs %2").arg(who, kOddJudge), QString::fromLatin1(s), 0.912);
    for (const char *s : { "3-level cohen_kappa", "direction agreement", "scott_pi" })
        t.rows << paperRow(
            QStringLiteral("human vs human verdict"), QStringLiteral("alice_1 vs bob"), QString::fromLatin1(s), 0.88);
    t.rows << paperRow(QStringLiteral("judge vs judge verdict (cross-examiner)"),
        QStringLiteral("%1 vs %2").arg(kOddJudge, kLongModel), QStringLiteral("3-level cohen_kappa"), -0.0004);
    const QStringList audits { QStringLiteral("A1"), QStringLiteral("A2"), QStringLiteral("A3"), QStringLiteral("B1"),
        QStringLiteral("D1"), QStringLiteral("D2"), QStringLiteral("A1 and A2") };
    for (const QString &field : audits)
        t.rows << paperRow(
            QStringLiteral("audit pass rate"), field, QStringLiteral("question validity (depth)"), 0.906, 64);
    t.rows << paperRow(QStringLiteral("audit pass rate"), QStringLiteral("A1 · alice_1"),
        QStringLiteral("question validity (depth)"), 0.9, 32)
           << paperRow(QStringLiteral("audit pass rate"), QStringLiteral("A3, rounds 2 on"),
                  QStringLiteral("transition logic"), 0.97, 34);
    for (int m = 0; m < 15; ++m)
        t.rows << paperRow(QStringLiteral("ratings (per battle, Elo scale)"),
            QStringLiteral("judge %1: %2 %3").arg(kOddJudge, kLongModel).arg(m), QStringLiteral("elo"), 1043.2 + m);
    // Left out: alice_1's 6 rows, the 3 extras (2 pooled, 1 between humans), 2 audit rows, 15 ratings.
    *leftOut = 6 + 3 + 2 + 15;
    return t;
}

inline models::ReportTable drbRows(int *leftOut)
{
    models::ReportTable t { QStringLiteral("drb"),
        QStringLiteral("DeepResearch Bench: RACE scores against expert scores"), {}, {} };
    const QString race = QStringLiteral("DeepResearch Bench: RACE vs humans");
    for (const QString &judge : { kOddJudge, kLongModel, QStringLiteral("gemini-2.5-pro reverse position") })
        for (const QString &dimension : { QStringLiteral("overall"), QStringLiteral("comprehensiveness") })
            for (const char *s : { "PAR", "OPC", "FAP", "FAS", "tasks_kept_icc_nonnegative", "overall_score" })
                t.rows << paperRow(
                    race, QStringLiteral("%1 · judge %2").arg(dimension, judge), QString::fromLatin1(s), -0.7256);
    t.rows << paperRow(QStringLiteral("DeepResearch Bench: human inter-agreement"), QStringLiteral("overall"),
        QStringLiteral("PAR_expert_vs_others"), 0.6844, 600);
    *leftOut = 3 * 6 + 3; // the comprehensiveness rows and the overall tasks kept
    return t;
}

inline models::ReportTable liveDrRows(int *leftOut)
{
    models::ReportTable t { QStringLiteral("livedrbench"),
        QStringLiteral("LiveDRBench: precision, recall and F1 per category, from judge and human decisions"), {}, {} };
    const QStringList categories { QStringLiteral("entities"), QStringLiteral("flights"),
        QStringLiteral("novel-datasets-identi-extraction"), QStringLiteral("novel-datasets-peer-extraction"),
        QStringLiteral("prior-art"), QStringLiteral("scifacts-geo"), QStringLiteral("scifacts-materials"),
        QStringLiteral("sota-benchmarks"), QStringLiteral("mean of categories (paper Table 11)"),
        QStringLiteral("overall (mean over questions, evaluate.py)") };
    for (const QString &analysis : { QStringLiteral("LiveDRBench official"), QStringLiteral("LiveDRBench paper-eq1") })
        for (const QString &system : { QStringLiteral("livedrbench_preds_alpha"), kLongModel })
            for (const QString &source : { QStringLiteral("humans"), QStringLiteral("judge ") + kOddJudge,
                     QStringLiteral("judge %1 (questions humans audited)").arg(kOddJudge) })
                for (const QString &category : categories)
                    for (const char *s : { "precision", "recall", "f1" })
                        t.rows << paperRow(analysis,
                            QStringList { source, system, category }.join(QStringLiteral(" · ")),
                            QString::fromLatin1(s), 0.412, 12);
    *leftOut = 2 * 3 * 10 * 3; // the paper-eq1 rows
    return t;
}

inline models::ReportTable dr3Rows(int *leftOut)
{
    models::ReportTable t { QStringLiteral("dr3"), QStringLiteral("DR3-Eval: judge metrics against human scores"), {},
        {} };
    const QStringList metrics { QStringLiteral("total_score"), QStringLiteral("information_recall"),
        QStringLiteral("citation_coverage"), QStringLiteral("factual_accuracy"), QStringLiteral("format_compliance"),
        QStringLiteral("overall_quality"), QStringLiteral("information_recall_long_context"),
        QStringLiteral("information_recall_source_documents") };
    for (const QString &metric : metrics) {
        for (const char *s : { "pearson_r", "spearman_rho", "PAR_strict" }) {
            t.rows << paperRow(
                QStringLiteral("DR3-Eval: judge vs mean human"), metric, QString::fromLatin1(s), 0.78, 30)
                   << paperRow(QStringLiteral("DR3-Eval: judge vs mean human"),
                          QStringLiteral("%1 · judge %2").arg(metric, kOddJudge), QString::fromLatin1(s), 0.73, 30)
                   << paperRow(QStringLiteral("DR3-Eval: human vs human (ceiling)"), metric,
                          QStringLiteral("mean_pairwise_") + QString::fromLatin1(s), 0.83, 6);
        }
        t.rows << paperRow(
            QStringLiteral("DR3-Eval: item decisions, human vs judge"), metric, QStringLiteral("agreement"), 0.89, 200);
    }
    t.rows << paperRow(QStringLiteral("DR3-Eval: judge claim extraction"),
        QStringLiteral("judge vs hand-extracted claims"), QStringLiteral("precision"), 0.924, 300)
           << paperRow(QStringLiteral("DR3-Eval: judge claim extraction"),
                  QStringLiteral("judge vs hand-extracted claims"), QStringLiteral("recall"), 0.96, 300);
    *leftOut = static_cast<int>(metrics.size()); // the item decisions
    return t;
}

inline models::ReportTable drBenchRows(int *leftOut)
{
    models::ReportTable t { QStringLiteral("drbench"), QStringLiteral("DR. BENCH: human re-scores of rubric items"), {},
        { QStringLiteral("parameters: epsilon_plus = 3, epsilon_minus = 3") } };
    const QString items = QStringLiteral("DR. BENCH: human vs judge item scores");
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr"), QStringLiteral("all items") })
        for (const char *s : { "percent_agreement", "cohen_kappa", "krippendorff_alpha" })
            t.rows << paperRow(
                items, QStringLiteral("%1 · judge %2").arg(kind, kOddJudge), QString::fromLatin1(s), 0.993, 412);
    const QStringList sources { QStringLiteral("eval"), QStringLiteral("judge ") + kOddJudge,
        QStringLiteral("judge %1 + humans").arg(kOddJudge) };
    for (int m = 0; m < 12; ++m)
        for (const QString &source : sources)
            for (const char *s : { "integrated_score", "quality", "semantic_drift" })
                t.rows << paperRow(QStringLiteral("DR. BENCH: IntegratedScore"),
                    QStringLiteral("%1 · %2-%3").arg(source, kLongModel).arg(m), QString::fromLatin1(s), 83.4127, 9);
    *leftOut = 3 + 12 * 3 * 2; // krippendorff's alpha, quality and drift
    return t;
}

inline models::ReportTable genericRows(const QString &protocol, int *leftOut)
{
    models::ReportTable t { protocol, QStringLiteral("Agreement on C1 with the judge's verdict"), {}, {} };
    for (const QString &who : { QStringLiteral("alice_1"), QStringLiteral("bob & carol") })
        for (const char *s : { "cohen_kappa", "percent_agreement", "length_words_odds_ratio_judge" }) {
            models::ReportRow r = paperRow(QStringLiteral("human vs judge"),
                QStringLiteral("%1 vs %2").arg(who, kOddJudge), QString::fromLatin1(s), 0.5);
            r.headline = QLatin1String(s) == QLatin1String("cohen_kappa");
            t.rows << r;
        }
    *leftOut = 4;
    return t;
}

} // namespace draudit::tests
