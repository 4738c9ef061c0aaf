// DeepResearch Bench: RACE against expert scores (PAR, OPC, FAP, FAS, human inter-agreement PAR) and FACT support
// labels. FAP/FAS intervals are t intervals over the kept tasks; PAR intervals are Wilson intervals over pairs (pairs
// share reports, so they are narrower than a cluster bootstrap would give; the paper reports none).
#include "models/benchmarks/deepresearchbench/drbanalysis.h"

#include "judge/correlation.h"
#include "judge/icc.h"
#include "judge/pairwiseagreement.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/report/agreementrows.h"
#include "models/report/scorebias.h"
#include "models/report/scorerows.h"
#include "models/store/labelqueries.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>
#include <tuple>

namespace draudit::models {

namespace {
void drbDimension(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension)
{
    const QString analysis = QStringLiteral("DeepResearch Bench: RACE vs humans");
    const QMap<QString, QList<ScoredReport>> tasks = byTask(reports);
    // PAR: every pair of a task's reports; the human side is the mean expert score.
    double agreeing = 0, pairs = 0, humanAgreeing = 0, humanPairs = 0;
    std::vector<double> fap, fas;
    int kept = 0;
    for (const QList<ScoredReport> &task : tasks) {
        std::vector<double> method, human;
        for (const ScoredReport &r : task) {
            method.push_back(r.method);
            human.push_back(r.humanMean());
        }
        const judge::ParResult par = judge::pairwiseAgreement(method, human, judge::ParVariant::ThreeWay);
        agreeing += par.agreeing;
        pairs += par.pairs;
        const QStringList experts = completeExperts(task);
        // Human inter-agreement PAR: each expert against the mean of the others.
        if (experts.size() >= 2)
            for (const QString &e : experts) {
                std::vector<double> mine, others;
                for (const ScoredReport &r : task) {
                    mine.push_back(r.human.value(e));
                    double sum = 0;
                    for (const QString &o : experts)
                        sum += o == e ? 0 : r.human.value(o);
                    others.push_back(sum / static_cast<double>(experts.size() - 1));
                }
                const judge::ParResult h = judge::pairwiseAgreement(mine, others, judge::ParVariant::ThreeWay);
                humanAgreeing += h.agreeing;
                humanPairs += h.pairs;
            }
        // FAP / FAS: tasks whose experts agree at all (ICC(1,1) >= 0), three or more reports.
        if (experts.size() < 2 || task.size() < 3)
            continue;
        std::vector<std::vector<double>> matrix;
        for (const ScoredReport &r : task) {
            std::vector<double> scores;
            for (const QString &e : experts)
                scores.push_back(r.human.value(e));
            matrix.push_back(scores);
        }
        const double icc = judge::intraclassCorrelation(matrix).forms[0].value;
        if (!(icc >= 0))
            continue;
        ++kept;
        const double r = judge::pearson(method, human).r;
        const double rho = judge::spearman(method, human).rho;
        if (std::isfinite(r))
            fap.push_back(r);
        if (std::isfinite(rho))
            fas.push_back(rho);
    }
    if (pairs > 0) {
        ReportRow par = proportionRow(
            analysis, dimension, QStringLiteral("PAR"), static_cast<int>(agreeing), static_cast<int>(pairs));
        par.headline = dimension == QLatin1String("overall");
        t.rows << par;
    }
    // OPC: per-model means over tasks.
    QMap<QString, std::pair<double, double>> sums;
    QMap<QString, int> counts;
    for (const ScoredReport &r : reports) {
        sums[r.model].first += r.method;
        sums[r.model].second += r.humanMean();
        ++counts[r.model];
    }
    if (sums.size() >= 3) {
        std::vector<double> m, h;
        for (auto it = sums.begin(); it != sums.end(); ++it) {
            m.push_back(it->first / counts[it.key()]);
            h.push_back(it->second / counts[it.key()]);
        }
        const judge::PearsonResult p = judge::pearson(m, h);
        t.rows << correlationRow(
            analysis, dimension, QStringLiteral("OPC"), p.r, p.ci95, static_cast<double>(m.size()));
    }
    if (!fap.empty())
        t.rows << meanRow(analysis, dimension, QStringLiteral("FAP"), fap);
    if (!fas.empty())
        t.rows << meanRow(analysis, dimension, QStringLiteral("FAS"), fas);
    t.rows << valueRow(analysis, dimension, QStringLiteral("tasks_kept_icc_nonnegative"), kept, tasks.size());
    if (humanPairs > 0)
        t.rows << proportionRow(QStringLiteral("DeepResearch Bench: human inter-agreement"), dimension,
            QStringLiteral("PAR_expert_vs_others"), static_cast<int>(humanAgreeing), static_cast<int>(humanPairs));
}

// FACT: humans label statement–URL pairs supported / unsupported (field "support", on the judge record's target);
// agreement with the judge's label per class (the paper: 96% on supported, 92% on not supported) and overall.
Result<void> appendFactAgreement(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    DRAUDIT_TRY(answers, LabelQueries(store).answersWithJudge(o.studyId, fields::support, QStringLiteral("fact")));
    int agree[2] = { 0, 0 }, total[2] = { 0, 0 };
    for (const JudgedAnswer &a : answers) {
        if (a.judgeValue != QLatin1String("supported") && a.judgeValue != QLatin1String("unsupported"))
            continue;
        const int cls = a.judgeValue == QLatin1String("supported") ? 0 : 1;
        ++total[cls];
        agree[cls] += a.humanValue.compare(a.judgeValue, Qt::CaseInsensitive) == 0 ? 1 : 0;
    }
    if (total[0] + total[1] == 0)
        return {};
    const QString analysis = QStringLiteral("DeepResearch Bench: FACT support labels");
    const QString comparison = QStringLiteral("humans vs judge");
    t.rows << proportionRow(analysis, comparison, QStringLiteral("agreement_on_supported"), agree[0], total[0])
           << proportionRow(analysis, comparison, QStringLiteral("agreement_on_unsupported"), agree[1], total[1])
           << proportionRow(
                  analysis, comparison, QStringLiteral("percent_agreement"), agree[0] + agree[1], total[0] + total[1]);
    return {};
}
} // namespace

Result<ReportTable> analyseDeepResearchBench(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = QStringLiteral("drb");
    t.title = QCoreApplication::translate(
        "draudit::models::ScoreProtocols", "DeepResearch Bench: RACE scores against expert scores");
    for (const auto &[human, judgeField] :
        { std::pair { "overall", "overall_score" }, std::pair { "comprehensiveness", "comprehensiveness" },
            std::pair { "insight", "insight" }, std::pair { "instruction_following", "instruction_following" },
            std::pair { "readability", "readability" } }) {
        DRAUDIT_TRY(reports,
            scoredReports(store,
                { QStringLiteral("race"), QString::fromLatin1(judgeField), {}, QString::fromLatin1(human),
                    o.studyId }));
        if (!reports.isEmpty())
            drbDimension(t, reports, QString::fromLatin1(human));
        if (QLatin1String(human) == QLatin1String("overall"))
            if (auto r = appendScoreBias(t, store, reports, QStringLiteral("race"), o); !r)
                return tl::unexpected(r.error());
    }
    if (auto r = appendFactAgreement(t, store, o); !r)
        return tl::unexpected(r.error());
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
            "no report has both a RACE score and an expert score: import raw_results.jsonl and the human file");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
