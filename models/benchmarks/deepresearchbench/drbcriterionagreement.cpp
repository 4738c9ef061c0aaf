// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/deepresearchbench/drbcriterionagreement.h"

#include "judge/correlation.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/scoredreports.h"
#include "models/report/scorerows.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/itemsource.h"
#include "models/store/queries/labelqueries.h"

#include <QHash>
#include <QMap>
#include <optional>

namespace draudit::models {

namespace {
const char *const kDimensions[] = { "comprehensiveness", "insight", "instruction_following", "readability" };

using TaskModel = std::pair<QString, QString>;

// The judge's weighted dimension scores per (task, model): dimension -> key -> score.
Result<QHash<QString, QMap<TaskModel, double>>> judgeDimensionScores(ProjectStore &store, const QString &run)
{
    DRAUDIT_TRY(scores, LabelQueries(store).judgeScores(run, QStringLiteral("article_1_score")));
    // Per report, once: its (task, model) and its criteria's weights ("race:dim:i" -> weight).
    struct Report
    {
        std::optional<TaskModel> names;
        QHash<QString, double> weights;
    };
    QHash<qint64, Report> reports;
    QHash<QString, QMap<TaskModel, std::pair<double, double>>> sums; // dimension -> key -> (Σ w·s, Σ w)
    for (const ScoredTarget &s : scores) {
        const Target &t = s.target;
        if (t.kind() != Target::Kind::ResponsePart || !t.part().startsWith(QLatin1String("race:")))
            continue;
        if (!reports.contains(t.responseId())) {
            Report &r = reports[t.responseId()];
            DRAUDIT_TRY(names, Catalog(store).taskAndSystemOf(t.responseId()));
            r.names = names;
            DRAUDIT_TRY(criteria, ItemSource(store).taskCriteria(t.responseId(), QStringLiteral("race")));
            QHash<QString, int> seen;
            for (const CriterionRow &c : criteria)
                r.weights.insert(QStringLiteral("%1:%2").arg(c.kind).arg(seen[c.kind]++), c.weight);
        }
        const Report &report = reports[t.responseId()];
        if (!report.names)
            continue;
        const double w = report.weights.value(t.part(), 0);
        std::pair<double, double> &sum = sums[t.part().section(QLatin1Char(':'), 1, 1)][*report.names];
        sum.first += w * s.score;
        sum.second += w;
    }
    QHash<QString, QMap<TaskModel, double>> out;
    for (auto d = sums.cbegin(); d != sums.cend(); ++d)
        for (auto it = d->cbegin(); it != d->cend(); ++it)
            if (it->second > 0)
                out[d.key()].insert(it.key(), it->first / it->second);
    return out;
}

void appendRows(
    ReportTable &t, const QString &comparison, const std::vector<double> &judge, const std::vector<double> &experts)
{
    const QString analysis = QStringLiteral(QT_TRANSLATE_NOOP(
        "draudit::models::ReportTerms", "DeepResearch Bench: RACE criterion scores vs experts (0–10)"));
    const auto n = static_cast<double>(judge.size());
    const judge::PearsonResult r = judge::pearson(judge, experts);
    const judge::SpearmanResult rho = judge::spearman(judge, experts);
    std::vector<double> differences;
    for (std::size_t i = 0; i < judge.size(); ++i)
        differences.push_back(experts[i] - judge[i]);
    ReportRow difference
        = meanRow(analysis, comparison, QStringLiteral("mean_difference_expert_minus_judge"), differences);
    difference.ciMethod = QStringLiteral("t interval over reports");
    t.rows << correlationRow(analysis, comparison, QStringLiteral("pearson_r"), r.r, r.ci95, n)
           << correlationRow(analysis, comparison, QStringLiteral("spearman_rho"), rho.rho, rho.ci95, n) << difference;
}
} // namespace

Result<void> appendCriterionAgreement(ReportTable &t, ProjectStore &store, qint64 studyId)
{
    DRAUDIT_TRY(runs, LabelQueries(store).judgeNamesWithField(QStringLiteral("article_1_score")));
    if (runs.isEmpty())
        return {};
    QHash<QString, QList<ScoredReport>> experts; // dimension -> the experts' scores, read once for every run
    for (const char *d : kDimensions) {
        DRAUDIT_TRY(humans, scoredReports(store, { {}, {}, {}, QString::fromLatin1(d), studyId }));
        experts.insert(QString::fromLatin1(d), humans);
    }
    for (const QString &run : runs) {
        DRAUDIT_TRY(byDimension, judgeDimensionScores(store, run));
        for (const char *d : kDimensions) {
            const QString dimension = QString::fromLatin1(d);
            const QMap<TaskModel, double> judged = byDimension.value(dimension);
            std::vector<double> judge, mean;
            for (const ScoredReport &r : experts.value(dimension)) {
                const auto it = judged.constFind({ r.task, r.model });
                if (it == judged.constEnd())
                    continue;
                judge.push_back(*it);
                mean.push_back(r.humanMean());
            }
            if (judge.size() >= 3)
                appendRows(t, QStringLiteral("%1 · judge %2").arg(dimension, run), judge, mean);
        }
    }
    return {};
}

} // namespace draudit::models
