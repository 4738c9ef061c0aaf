// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/deepresearchbench/drbfactagreement.h"

#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/labelqueries.h"

namespace draudit::models {

namespace {
// 0 supported, 1 unsupported, -1 anything else (unknown, empty).
int labelClass(const QString &label)
{
    if (label.compare(QLatin1String("supported"), Qt::CaseInsensitive) == 0)
        return 0;
    if (label.compare(QLatin1String("unsupported"), Qt::CaseInsensitive) == 0)
        return 1;
    return -1;
}

struct FactCounts
{
    int byHuman[2][2] = { { 0, 0 }, { 0, 0 } }; // [human class][judge class]
    int excluded = 0; // the run's label is unknown or its validation failed
    int all = 0;

    int humanTotal(int h) const { return byHuman[h][0] + byHuman[h][1]; }
    int judgeTotal(int j) const { return byHuman[0][j] + byHuman[1][j]; }
};

FactCounts countAnswers(const QList<JudgedAnswer> &answers)
{
    FactCounts c;
    for (const JudgedAnswer &a : answers) {
        const int human = labelClass(a.humanValue);
        if (human < 0)
            continue;
        ++c.all;
        const int judge = labelClass(a.judgeValue);
        if (judge < 0 || a.judgeFlags.contains(QLatin1String("validate-error"))) {
            ++c.excluded;
            continue;
        }
        ++c.byHuman[human][judge];
    }
    return c;
}
} // namespace

Result<void> appendFactAgreement(ReportTable &t, ProjectStore &store, qint64 studyId)
{
    const LabelQueries queries(store);
    DRAUDIT_TRY(runs, queries.judgeNamesWithField(fields::support));
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DeepResearch Bench: FACT support labels"));
    for (const QString &run : runs) {
        DRAUDIT_TRY(answers, queries.answersWithJudge(studyId, fields::support, run));
        const FactCounts c = countAnswers(answers);
        if (c.all == 0)
            continue;
        const QString comparison = QStringLiteral("humans vs judge %1").arg(run);
        ReportRow onSupported = proportionRow(
            analysis, comparison, QStringLiteral("agreement_on_human_supported"), c.byHuman[0][0], c.humanTotal(0));
        ReportRow onUnsupported = proportionRow(
            analysis, comparison, QStringLiteral("agreement_on_human_unsupported"), c.byHuman[1][1], c.humanTotal(1));
        onSupported.headline = onUnsupported.headline = true;
        t.rows << onSupported << onUnsupported
               << proportionRow(analysis, comparison, QStringLiteral("agreement_on_judge_supported"), c.byHuman[0][0],
                      c.judgeTotal(0))
               << proportionRow(analysis, comparison, QStringLiteral("agreement_on_judge_unsupported"), c.byHuman[1][1],
                      c.judgeTotal(1))
               << proportionRow(analysis, comparison, QStringLiteral("percent_agreement"),
                      c.byHuman[0][0] + c.byHuman[1][1], c.all - c.excluded)
               << valueRow(analysis, comparison, QStringLiteral("judge_unknown_excluded"), c.excluded, c.all);
    }
    return {};
}

} // namespace draudit::models
