// DR3-Eval: Pearson, Spearman and strict PAR between judge and mean human scores, with inter-human ceilings, and the
// judge's claim extraction against hand-extracted claims.
#include "models/benchmarks/dr3eval/dr3analysis.h"

#include "judge/correlation.h"
#include "judge/icc.h"
#include "judge/pairwiseagreement.h"
#include "models/benchmarks/dr3eval/dr3auditanalysis.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
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
void appendCeiling(
    ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension, const QString &ceiling);
} // namespace

void appendDr3Dimension(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension,
    const Dr3AnalysisNames &names, bool headline)
{
    if (reports.size() < 3)
        return;
    const QString &analysis = names.judgeVsHumans;
    std::vector<double> method, human;
    for (const ScoredReport &r : reports) {
        method.push_back(r.method);
        human.push_back(r.humanMean());
    }
    const judge::PearsonResult p = judge::pearson(method, human);
    const judge::SpearmanResult s = judge::spearman(method, human);
    const judge::ParResult par = judge::pairwiseAgreement(method, human, judge::ParVariant::Strict);
    ReportRow r = correlationRow(analysis, dimension, QStringLiteral("pearson_r"), p.r, p.ci95, p.n);
    r.headline = headline;
    t.rows << r << correlationRow(analysis, dimension, QStringLiteral("spearman_rho"), s.rho, s.ci95, s.n)
           << proportionRow(analysis, dimension, QStringLiteral("PAR_strict"), static_cast<int>(par.agreeing),
                  static_cast<int>(par.pairs));
    appendCeiling(t, reports, dimension, names.ceiling);
}

namespace {
// Ceiling: every pair of annotators over the reports both scored, averaged.
void appendCeiling(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension, const QString &ceiling)
{
    QSet<QString> annotators;
    for (const ScoredReport &rep : reports)
        for (auto it = rep.human.begin(); it != rep.human.end(); ++it)
            annotators.insert(it.key());
    QStringList people(annotators.begin(), annotators.end());
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
    for (const auto &[name, values] : { std::pair { QStringLiteral("pearson_r"), rs },
             std::pair { QStringLiteral("spearman_rho"), rhos }, std::pair { QStringLiteral("PAR_strict"), pars } })
        if (!values.empty()) {
            ReportRow m = meanRow(ceiling, dimension, QStringLiteral("mean_pairwise_") + name, values);
            m.ciMethod = m.ciMethod.isEmpty() ? QString() : QStringLiteral("t interval over annotator pairs");
            t.rows << m;
        }
}
} // namespace

namespace {
const Dr3AnalysisNames kScoreNames { QStringLiteral("DR3-Eval: judge vs mean human"),
    QStringLiteral("DR3-Eval: human vs human (ceiling)") };

void dr3Dimension(ReportTable &t, const QList<ScoredReport> &reports, const QString &dimension)
{
    appendDr3Dimension(t, reports, dimension, kScoreNames, dimension == QLatin1String("total_score"));
}

bool isYes(const QString &value)
{
    const QString v = value.toLower();
    return v == QLatin1String("yes") || v == QLatin1String("true") || v == QLatin1String("1");
}

// The judge's claim extraction against the hand-extracted claims. Precision: humans mark each claim the judge
// extracted ("response:ID#claim:N", field claim_valid yes/no). Recall, from either of two audits: a claim a human
// extracted by hand ("response:ID#human-claim:N", field judge_found yes/no), or (the dr3-extraction form) the number
// of the report's claims the judge's list misses ("response:ID", field claims_missed): the hand-extracted claims are
// then the judge's valid ones and the missed ones. Answers are pooled over annotators; Wilson intervals over claims.
Result<void> appendClaimExtraction(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    const QString analysis = QStringLiteral("DR3-Eval: judge claim extraction");
    const LabelQueries labels(store);
    DRAUDIT_TRY(valid, labels.humanLabels(o.studyId, QStringLiteral("claim_valid"), Target::Kind::ResponsePart));
    DRAUDIT_TRY(found, labels.humanLabels(o.studyId, QStringLiteral("judge_found"), Target::Kind::ResponsePart));
    DRAUDIT_TRY(missed, labels.humanLabels(o.studyId, QStringLiteral("claims_missed"), Target::Kind::Response));
    int precisionYes = 0, precisionAll = 0, recallYes = 0, recallAll = 0;
    QHash<QString, int> validOf; // "annotator\nresponse:ID" -> the judge's claims marked valid
    for (auto person = valid.begin(); person != valid.end(); ++person)
        for (auto it = person->begin(); it != person->end(); ++it) {
            const Target target = Target::parse(it.key());
            // A part "claim:3" (the DR3-Eval judge's claim), not one of its citations ("claim:3#[2]").
            static const QString claimPart = QStringLiteral("claim:");
            bool claimItself = false;
            if (target.part().startsWith(claimPart))
                target.part().mid(claimPart.size()).toInt(&claimItself);
            if (!claimItself)
                continue;
            ++precisionAll;
            if (isYes(it.value())) {
                ++precisionYes;
                ++validOf[person.key() + QLatin1Char('\n') + Target::response(target.responseId()).toString()];
            }
        }
    for (const auto &byTarget : std::as_const(found))
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it)
            if (Target::parse(it.key()).part().startsWith(QLatin1String("human-claim:"))) {
                recallYes += isYes(it.value()) ? 1 : 0;
                ++recallAll;
            }
    for (auto person = missed.begin(); person != missed.end(); ++person)
        for (auto it = person->begin(); it != person->end(); ++it) {
            const int judgeValid = validOf.value(person.key() + QLatin1Char('\n') + it.key());
            recallYes += judgeValid;
            recallAll += judgeValid + std::max(0, it.value().toInt());
        }
    const QString comparison = QStringLiteral("judge vs hand-extracted claims");
    if (precisionAll > 0)
        t.rows << proportionRow(analysis, comparison, QStringLiteral("precision"), precisionYes, precisionAll);
    if (recallAll > 0)
        t.rows << proportionRow(analysis, comparison, QStringLiteral("recall"), recallYes, recallAll);
    return {};
}
} // namespace

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
    if (auto r = appendScoreBias(t, store, total, QStringLiteral("dr3-eval"), o); !r)
        return tl::unexpected(r.error());
    for (const char *metric :
        { "information_recall", "information_recall_long_context", "information_recall_source_documents",
            "citation_coverage", "factual_accuracy", "format_compliance", "overall_quality" }) {
        DRAUDIT_TRY(reports,
            scoredReports(store,
                { QStringLiteral("dr3-eval"), QStringLiteral("metric"),
                    QStringLiteral("#") + QString::fromLatin1(metric), QString::fromLatin1(metric), o.studyId }));
        dr3Dimension(t, reports, QString::fromLatin1(metric));
    }
    if (auto r = appendClaimExtraction(t, store, o); !r)
        return tl::unexpected(r.error());
    if (auto r = appendItemAudits(t, store, o); !r)
        return tl::unexpected(r.error());
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate(
            "draudit::models::ScoreProtocols", "fewer than 3 reports have both a judge score and a human score");
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
