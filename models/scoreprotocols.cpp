// FAP/FAS intervals are t intervals over the kept tasks; PAR intervals are Wilson intervals over pairs (pairs share
// reports, so they are narrower than a cluster bootstrap would give; the paper reports none).
#include "models/scoreprotocols.h"

#include "judge/correlation.h"
#include "judge/distributions.h"
#include "judge/icc.h"
#include "judge/pairwiseagreement.h"
#include "models/agreementrows.h"
#include "models/projectstore.h"
#include "models/resulttry.h"
#include "models/scoredreports.h"
#include "models/statementcache.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>

namespace draudit::models {

namespace {
ReportRow meanRow(
    const QString &analysis, const QString &comparison, const QString &statistic, const std::vector<double> &values)
{
    const auto k = static_cast<double>(values.size());
    double mean = 0, ss = 0;
    for (double v : values)
        mean += v / k;
    for (double v : values)
        ss += (v - mean) * (v - mean);
    ReportRow r = valueRow(analysis, comparison, statistic, k > 0 ? mean : std::nan(""), k);
    if (k >= 2) {
        r.se = std::sqrt(ss / (k - 1) / k);
        const double t = judge::studentQuantile(0.975, k - 1);
        r.ciLow = mean - t * r.se;
        r.ciHigh = mean + t * r.se;
        r.ciMethod = QStringLiteral("t interval over tasks");
    }
    return r;
}

ReportRow correlationRow(const QString &analysis, const QString &comparison, const QString &statistic, double value,
    const judge::Interval &ci, double n)
{
    return intervalRow(analysis, comparison, statistic, value, ci.lo, ci.hi, QStringLiteral("Fisher z"), n);
}

QMap<QString, QList<ScoredReport>> byTask(const QList<ScoredReport> &reports)
{
    QMap<QString, QList<ScoredReport>> out;
    for (const ScoredReport &r : reports)
        out[r.task] << r;
    return out;
}

// Experts who scored every report of the task, in name order.
QStringList completeExperts(const QList<ScoredReport> &task)
{
    QSet<QString> all;
    for (const ScoredReport &r : task)
        for (auto it = r.human.begin(); it != r.human.end(); ++it)
            all.insert(it.key());
    QStringList out;
    for (const QString &e : all) {
        bool complete = true;
        for (const ScoredReport &r : task)
            complete = complete && r.human.contains(e);
        if (complete)
            out << e;
    }
    out.sort();
    return out;
}

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

void dr3Dimension(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension)
{
    if (reports.size() < 3)
        return;
    const QString analysis = QStringLiteral("DR3-Eval: judge vs mean human");
    std::vector<double> method, human;
    for (const ScoredReport &r : reports) {
        method.push_back(r.method);
        human.push_back(r.humanMean());
    }
    const judge::PearsonResult p = judge::pearson(method, human);
    const judge::SpearmanResult s = judge::spearman(method, human);
    const judge::ParResult par = judge::pairwiseAgreement(method, human, judge::ParVariant::Strict);
    ReportRow r = correlationRow(analysis, dimension, QStringLiteral("pearson_r"), p.r, p.ci95, p.n);
    r.headline = dimension == QLatin1String("total_score");
    t.rows << r << correlationRow(analysis, dimension, QStringLiteral("spearman_rho"), s.rho, s.ci95, s.n)
           << proportionRow(analysis, dimension, QStringLiteral("PAR_strict"), static_cast<int>(par.agreeing),
                  static_cast<int>(par.pairs));
    // Ceiling: every pair of annotators over the reports both scored, averaged.
    QSet<QString> names;
    for (const ScoredReport &rep : reports)
        for (auto it = rep.human.begin(); it != rep.human.end(); ++it)
            names.insert(it.key());
    QStringList people(names.begin(), names.end());
    people.sort();
    std::vector<double> rs, rhos, pars;
    for (int a = 0; a < people.size(); ++a)
        for (int b = a + 1; b < people.size(); ++b) {
            std::vector<double> x, y;
            for (const ScoredReport &rep : reports)
                if (rep.human.contains(people[a]) && rep.human.contains(people[b])) {
                    x.push_back(rep.human.value(people[a]));
                    y.push_back(rep.human.value(people[b]));
                }
            if (x.size() < 3)
                continue;
            rs.push_back(judge::pearson(x, y).r);
            rhos.push_back(judge::spearman(x, y).rho);
            pars.push_back(judge::pairwiseAgreement(x, y, judge::ParVariant::Strict).value);
        }
    const QString ceiling = QStringLiteral("DR3-Eval: human vs human (ceiling)");
    for (const auto &[name, values] : { std::pair { QStringLiteral("pearson_r"), rs },
             std::pair { QStringLiteral("spearman_rho"), rhos }, std::pair { QStringLiteral("PAR_strict"), pars } })
        if (!values.empty()) {
            ReportRow m = meanRow(ceiling, dimension, QStringLiteral("mean_pairwise_") + name, values);
            m.ciMethod = m.ciMethod.isEmpty() ? QString() : QStringLiteral("t interval over annotator pairs");
            t.rows << m;
        }
}
// FACT: humans label statement–URL pairs supported / unsupported (field "support", on the judge record's target);
// agreement with the judge's label per class (the paper: 96% on supported, 92% on not supported) and overall.
Result<void> appendFactAgreement(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT jr.value, a.value FROM annotations a JOIN judge_records jr ON jr.target = a.target AND "
                "jr.field = 'support' JOIN judges j ON j.id = jr.judge_id AND j.name = 'fact' WHERE "
                "a.study_id = ? AND a.field = 'support' AND a.value <> '' AND jr.value IN ('supported', "
                "'unsupported')"),
            { o.studyId }));
    int agree[2] = { 0, 0 }, total[2] = { 0, 0 };
    while (q.next()) {
        const int cls = q.value(0).toString() == QLatin1String("supported") ? 0 : 1;
        ++total[cls];
        agree[cls] += q.value(1).toString().compare(q.value(0).toString(), Qt::CaseInsensitive) == 0 ? 1 : 0;
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

// The judge's claim extraction against the hand-extracted claims: humans mark each claim the judge extracted
// ("response:ID#claim:N", field claim_valid yes/no: precision) and, for each claim they extracted by hand
// ("response:ID#human-claim:N", field judge_found yes/no: recall), whether the judge found it too. Answers are
// pooled over annotators; Wilson intervals over claims.
Result<void> appendClaimExtraction(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    const QString analysis = QStringLiteral("DR3-Eval: judge claim extraction");
    for (const auto &[field, pattern, statistic] :
        { std::tuple {
              QStringLiteral("claim_valid"), QStringLiteral("response:%#claim:%"), QStringLiteral("precision") },
            std::tuple { QStringLiteral("judge_found"), QStringLiteral("response:%#human-claim:%"),
                QStringLiteral("recall") } }) {
        DRAUDIT_TRY(q,
            runQuery(store.database(),
                QStringLiteral(
                    "SELECT lower(value) FROM annotations WHERE study_id = ? AND field = ? AND target LIKE ? "
                    "AND value <> ''"),
                { o.studyId, field, pattern }));
        int yes = 0, all = 0;
        while (q.next()) {
            const QString v = q.value(0).toString();
            yes += v == QLatin1String("yes") || v == QLatin1String("true") || v == QLatin1String("1") ? 1 : 0;
            ++all;
        }
        if (all > 0)
            t.rows << proportionRow(analysis, QStringLiteral("judge vs hand-extracted claims"), statistic, yes, all);
    }
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

Result<ReportTable> analyseDr3(ProjectStore &store, const ScoreProtocolOptions &o)
{
    ReportTable t;
    t.protocol = QStringLiteral("dr3");
    t.title = QCoreApplication::translate(
        "draudit::models::ScoreProtocols", "DR3-Eval: judge metrics against human scores");
    DRAUDIT_TRY(total,
        scoredReports(store,
            { QStringLiteral("dr3-eval"), QStringLiteral("total_score"), {}, QStringLiteral("total_score"),
                o.studyId }));
    dr3Dimension(t, total, QStringLiteral("total_score"));
    for (const char *metric :
        { "information_recall", "citation_coverage", "factual_accuracy", "format_compliance", "overall_quality" }) {
        DRAUDIT_TRY(reports,
            scoredReports(store,
                { QStringLiteral("dr3-eval"), QStringLiteral("metric"),
                    QStringLiteral("#") + QString::fromLatin1(metric), QString::fromLatin1(metric), o.studyId }));
        dr3Dimension(t, reports, QString::fromLatin1(metric));
    }
    if (auto r = appendClaimExtraction(t, store, o); !r)
        return tl::unexpected(r.error());
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate(
            "draudit::models::ScoreProtocols", "fewer than 3 reports have both a judge score and a human score");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
