// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Readings the paper leaves open, fixed here and said in the notes: "annotations" of Rate_host is Eval's
// report_url_num (else the report's cited links); target links are Eval's ref_url_num (else the task's TSL); the
// annotated links of RetrievalIndex are the report's `annotations`, its retrieved links `pure_annotations`.
#include "models/benchmarks/drbench/integratedprotocol.h"

#include "judge/correlation.h"
#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/benchmarks/drbench/integratedscore.h"
#include "models/benchmarks/drbench/rubricprotocol.h"
#include "models/core/resulttry.h"
#include "models/forms/itemquestions.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/report/scorebias.h"
#include "models/report/scorerows.h"
#include "models/store/queries/itemsource.h"
#include "models/store/queries/labelqueries.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <functional>
#include <numeric>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct IntegratedProtocol
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::IntegratedProtocol)
};

struct Item
{
    qint64 id = 0;
    QString kind; // qsr or grr
    double max = 0;
    QHash<QString, double> points; // label -> points
};

// What Eval_<model>.jsonl says of one report.
struct EvalRecord
{
    QHash<QString, double> fields; // qsr_sum, grr_sum, url_full_match, ...
    QMap<int, double> focusRelevance, focusCount, deviationRelevance, deviationCount;
};

struct Report
{
    qint64 id = 0;
    QString system;
    QString task;
    QList<Item> items;
    ReportInputs base; // links and tokens; sums and keywords are filled per source
};

using ItemLabels = QHash<QString, std::pair<QString, double>>; // item target -> (label, points)

struct HumanLabels
{
    QHash<QString, QString> items; // item target -> majority label
    QHash<QString, double> relevance; // "response:R#keywords_fak_relevance:I" -> mean relevance
};

class IntegratedAnalysis
{
public:
    IntegratedAnalysis(ProjectStore &store, const ReportRequest &request, ReportTable &table)
        : m_store(store)
        , m_request(request)
        , m_table(table)
    {
    }
    Result<void> run();

private:
    Result<void> loadReports();
    Result<void> loadItems(Report &report);
    Result<void> loadJudges();
    Result<void> loadHumans();
    std::optional<ReportInputs> inputs(const Report &r, const ItemLabels *judge, bool withHumans) const;
    std::optional<double> sum(const Report &r, const QString &kind, const ItemLabels *judge, bool withHumans) const;
    QList<Keyword> keywords(const Report &r, const EvalRecord &e, bool focus, bool withHumans) const;
    void addSource(const QString &source, const ItemLabels *judge, bool withHumans);
    void addComparison(const QString &judgeName, const ItemLabels &judge);
    void addReportRows(const QString &comparison, const ReportMetrics &m);
    bool humanAudited(const Report &r) const;

    ProjectStore &m_store;
    const ReportRequest &m_request;
    ReportTable &m_table;
    DrBenchParameters m_parameters;
    QList<Report> m_reports;
    QHash<qint64, EvalRecord> m_eval;
    QMap<QString, ItemLabels> m_judges; // judges with per-rubric labels
    HumanLabels m_humans;
    int m_withoutEval = 0;
    bool m_perReport = false; // --param per_report=1: a row per report and statistic besides the model means
    mutable QSet<qint64> m_overMaximum; // reports whose points exceed their rubrics' maximum
};

double number(const QJsonValue &v)
{
    return v.isDouble() ? v.toDouble() : v.toString().toDouble();
}

Result<void> IntegratedAnalysis::loadReports()
{
    const ItemSource source(m_store);
    DRAUDIT_TRY(usage, source.reportUsage(kDrBench.toString()));
    for (const ReportUsage &u : usage) {
        Report r { u.id, u.system, u.taskExternalId, {}, {} };
        const QJsonObject meta = QJsonDocument::fromJson(u.metadata.toUtf8()).object();
        r.base.inputTokens = u.inputTokens;
        if (meta.contains(QStringLiteral("total_tokens")))
            r.base.totalTokens = number(meta.value(QStringLiteral("total_tokens")));
        r.base.annotatedLinks = static_cast<double>(QJsonDocument::fromJson(u.citations.toUtf8()).array().size());
        r.base.retrievedLinks = static_cast<double>(meta.value(QStringLiteral("pure_annotations")).toArray().size());
        DRAUDIT_TRY(task, source.taskMetadata(u.id, kDrBench.toString()));
        r.base.targetLinks = static_cast<double>(
            QJsonDocument::fromJson(task.value_or(QString()).toUtf8())[QStringLiteral("tsl")].toArray().size());
        r.base.annotations = r.base.annotatedLinks;
        DRAUDIT_TRY_VOID(loadItems(r));
        m_reports << r;
    }
    return {};
}

// The report's newest QSR rubric and the shared GRR rubric, with each item's points per label.
Result<void> IntegratedAnalysis::loadItems(Report &report)
{
    DRAUDIT_TRY(all,
        ItemSource(m_store).rubricItems(
            report.id, { QStringLiteral("qsr"), QStringLiteral("grr") }, generalReportRubric()));
    QHash<QString, qint64> newest;
    for (const RubricItemRow &row : all)
        newest[row.kind] = std::max(newest.value(row.kind), row.rubricId);
    for (const RubricItemRow &row : all) {
        if (row.rubricId != newest.value(row.kind))
            continue;
        Item item { row.id, row.kind, 0, {} };
        for (const FormOption &o : rubricOptions(row.allowedValues)) {
            item.points.insert(o.value, o.points.value_or(0));
            item.max = std::max(item.max, o.points.value_or(0));
        }
        report.items << item;
    }
    return {};
}

void addEvalRecord(EvalRecord &e, const Target &target, const JudgeDecision &d)
{
    const double score = d.score.value_or(d.value.toDouble());
    if (target.kind() == Target::Kind::Response) {
        e.fields.insert(d.field, score);
        return;
    }
    const QString part = target.part(); // keywords_fak_relevance:3
    const int index = part.section(QLatin1Char(':'), 1).toInt();
    const QString name = part.section(QLatin1Char(':'), 0, 0);
    if (name == QLatin1String("keywords_fak_relevance"))
        e.focusRelevance.insert(index, score);
    else if (name == QLatin1String("keywords_fak_count"))
        e.focusCount.insert(index, score);
    else if (name == QLatin1String("keywords_fdk_relevance"))
        e.deviationRelevance.insert(index, score);
    else if (name == QLatin1String("keywords_fdk_count"))
        e.deviationCount.insert(index, score);
}

Result<void> IntegratedAnalysis::loadJudges()
{
    const LabelQueries labels(m_store);
    DRAUDIT_TRY(onReports, labels.judgeDecisions(Target::Kind::Response));
    for (const JudgeDecision &d : onReports) {
        const Target &target = d.target;
        if (target.kind() == Target::Kind::Response || target.kind() == Target::Kind::ResponsePart)
            addEvalRecord(m_eval[target.responseId()], target, d);
    }
    DRAUDIT_TRY(onItems, labels.judgeDecisions(Target::Kind::RubricItem));
    for (const JudgeDecision &d : onItems)
        if (d.field == QLatin1String("qsr") || d.field == QLatin1String("grr"))
            m_judges[d.judge].insert(d.target.toString(), { d.value, d.score.value_or(std::nan("")) });
    return {};
}

Result<void> IntegratedAnalysis::loadHumans()
{
    const LabelQueries labels(m_store);
    for (const QString &kind : { QStringLiteral("qsr"), QStringLiteral("grr") }) {
        DRAUDIT_TRY(answered, labels.humanLabels(m_request.studyId, kind, Target::Kind::RubricItem));
        QHash<QString, QMap<QString, QString>> byTarget; // item target -> annotator -> label
        for (auto a = answered.begin(); a != answered.end(); ++a)
            for (auto it = a->begin(); it != a->end(); ++it)
                byTarget[it.key()].insert(a.key(), it.value());
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it)
            m_humans.items.insert(it.key(), majorityLabel(it.value()));
    }
    DRAUDIT_TRY(relevance, labels.humanLabels(m_request.studyId, QStringLiteral("relevance"), std::nullopt));
    QHash<QString, std::pair<double, int>> sums;
    for (const auto &byTarget : std::as_const(relevance))
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it) {
            sums[it.key()].first += it.value().toDouble();
            ++sums[it.key()].second;
        }
    for (auto it = sums.begin(); it != sums.end(); ++it)
        m_humans.relevance.insert(it.key(), it->first / it->second);
    return {};
}

// The points of a rubric kind: the judge's labels (humans' where they re-scored and withHumans), or Eval's sum when
// the judge labelled no item of that kind in this report.
std::optional<double> IntegratedAnalysis::sum(
    const Report &r, const QString &kind, const ItemLabels *judge, bool withHumans) const
{
    const EvalRecord &e = m_eval.value(r.id);
    const QString evalField = kind + QStringLiteral("_sum");
    std::optional<double> total;
    for (const Item &item : r.items) {
        if (item.kind != kind || !judge)
            continue;
        const QString target = Target::rubricItem(item.id, r.id).toString();
        const auto labelled = judge->constFind(target);
        if (labelled == judge->constEnd())
            continue;
        // A human label replaces the judge's points only where it differs (Mr-Dre's 0.5 coverage of a 3-point item
        // is 1.5 points, more than the label Partial's 1).
        const QString human = withHumans ? m_humans.items.value(target) : QString();
        const bool replaced = !human.isEmpty() && human != labelled->first;
        const double points = replaced     ? item.points.value(human)
            : std::isnan(labelled->second) ? item.points.value(labelled->first)
                                           : labelled->second;
        total = total.value_or(0) + points;
    }
    if (total)
        return total;
    return e.fields.contains(evalField) ? std::optional(e.fields.value(evalField)) : std::nullopt;
}

QList<Keyword> IntegratedAnalysis::keywords(const Report &r, const EvalRecord &e, bool focus, bool withHumans) const
{
    const QMap<int, double> &relevance = focus ? e.focusRelevance : e.deviationRelevance;
    const QMap<int, double> &count = focus ? e.focusCount : e.deviationCount;
    QList<Keyword> out;
    for (auto it = relevance.begin(); it != relevance.end(); ++it) {
        const QString target = Target::responsePart(r.id,
            QStringLiteral("%1:%2")
                .arg(focus ? QLatin1String("keywords_fak_relevance") : QLatin1String("keywords_fdk_relevance"))
                .arg(it.key()))
                                   .toString();
        const double human = withHumans ? m_humans.relevance.value(target, 0) : 0;
        out << Keyword { count.value(it.key()), human > 0 ? human : it.value() };
    }
    return out;
}

std::optional<ReportInputs> IntegratedAnalysis::inputs(const Report &r, const ItemLabels *judge, bool withHumans) const
{
    const auto e = m_eval.constFind(r.id);
    if (e == m_eval.constEnd())
        return std::nullopt;
    ReportInputs in = r.base;
    const auto qsr = sum(r, QStringLiteral("qsr"), judge, withHumans);
    if (!qsr)
        return std::nullopt;
    in.qsr = *qsr;
    in.grr = sum(r, QStringLiteral("grr"), judge, withHumans).value_or(0);
    for (const Item &item : r.items)
        (item.kind == QLatin1String("qsr") ? in.qsrMax : in.grrMax) += item.max;
    if (!sum(r, QStringLiteral("grr"), judge, withHumans))
        in.grrMax = 0; // no GRR points from any source: Quality is QSR alone
    if (in.qsr > in.qsrMax + 1e-9 || (in.grrMax > 0 && in.grr > in.grrMax + 1e-9)) {
        m_overMaximum.insert(r.id); // e.g. Eval's grr_sum from the paper's 73 points over a shorter GRR list
        return std::nullopt;
    }
    in.focus = keywords(r, *e, true, withHumans);
    in.deviation = keywords(r, *e, false, withHumans);
    in.fullMatches = e->fields.value(QStringLiteral("url_full_match"));
    in.hostMatches = e->fields.value(QStringLiteral("url_host_match"));
    in.targetLinks = e->fields.value(QStringLiteral("ref_url_num"), in.targetLinks);
    in.annotations = e->fields.value(QStringLiteral("report_url_num"), in.annotations);
    return in;
}

void IntegratedAnalysis::addSource(const QString &source, const ItemLabels *judge, bool withHumans)
{
    QMap<QString, QList<ReportMetrics>> byModel;
    for (const Report &r : std::as_const(m_reports))
        if (const auto in = inputs(r, judge, withHumans)) {
            byModel[r.system] << drBenchMetrics(*in, m_parameters);
            if (m_perReport)
                addReportRows(QStringLiteral("%1 · %2 · %3").arg(source, r.system, r.task), byModel[r.system].back());
        }
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: IntegratedScore"));
    for (auto it = byModel.begin(); it != byModel.end(); ++it) {
        const auto column = [&](auto field) {
            std::vector<double> v;
            for (const ReportMetrics &m : *it)
                if (const std::optional<double> x = field(m))
                    v.push_back(*x);
            return v;
        };
        const QString comparison = QStringLiteral("%1 · %2").arg(source, it.key());
        using M = const ReportMetrics &;
        const std::pair<const char *, std::function<std::optional<double>(M)>> stats[] = {
            { "integrated_score", [](M m) { return std::optional(m.integrated); } },
            { "integrated_score_algorithm1", [](M m) { return std::optional(m.integratedAlgorithm1); } },
            { "quality", [](M m) { return std::optional(m.quality); } },
            { "semantic_drift", [](M m) { return std::optional(m.semanticDrift); } },
            { "fak_drift", [](M m) { return std::optional(m.fakDrift); } },
            { "fdk_drift", [](M m) { return std::optional(m.fdkDrift); } },
            { "tboost", [](M m) { return std::optional(m.tboost); } },
            { "tboost_algorithm1", [](M m) { return std::optional(m.tboostAlgorithm1); } },
            { "contribution_per_token", [](M m) { return m.contributionPerToken; } },
            { "retrieval_index", [](M m) { return std::optional(m.retrievalIndex); } },
        };
        for (const auto &[name, field] : stats)
            if (const std::vector<double> v = column(field); !v.empty())
                m_table.rows << meanRow(analysis, comparison, QString::fromLatin1(name), v);
    }
}

void IntegratedAnalysis::addReportRows(const QString &comparison, const ReportMetrics &m)
{
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: IntegratedScore per report"));
    for (const auto &[name, value] : { std::pair { "integrated_score", m.integrated },
             std::pair { "integrated_score_algorithm1", m.integratedAlgorithm1 }, std::pair { "quality", m.quality },
             std::pair { "semantic_drift", m.semanticDrift }, std::pair { "fak_drift", m.fakDrift },
             std::pair { "fdk_drift", m.fdkDrift }, std::pair { "tboost", m.tboost },
             std::pair { "tboost_algorithm1", m.tboostAlgorithm1 },
             std::pair { "contribution_per_token", m.contributionPerToken.value_or(std::nan("")) },
             std::pair { "retrieval_index", m.retrievalIndex } })
        m_table.rows << valueRow(analysis, comparison, QString::fromLatin1(name), value, 1);
}

// The judge's labels against the same labels with the human re-scores substituted: per report, and the models'
// order.
void IntegratedAnalysis::addComparison(const QString &judgeName, const ItemLabels &judge)
{
    std::vector<double> differences;
    QMap<QString, std::pair<std::vector<double>, std::vector<double>>> byModel;
    QList<ScoredReport> audited; // reports with a human label: the judge's score against the re-scored one
    for (const Report &r : std::as_const(m_reports)) {
        const auto before = inputs(r, &judge, false);
        const auto after = inputs(r, &judge, true);
        if (!before || !after)
            continue;
        const double a = drBenchMetrics(*before, m_parameters).integrated;
        const double b = drBenchMetrics(*after, m_parameters).integrated;
        if (humanAudited(r))
            audited << ScoredReport { Target::response(r.id).toString(), r.task, r.system, a,
                { { QStringLiteral("humans"), b } } };
        differences.push_back(b - a);
        byModel[r.system].first.push_back(a);
        byModel[r.system].second.push_back(b);
    }
    if (differences.empty())
        return;
    const QString analysis = QStringLiteral(
        QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR. BENCH: IntegratedScore, judge vs human labels"));
    const QString comparison = QStringLiteral("judge %1 vs judge %1 + humans").arg(judgeName);
    m_table.rows << meanRow(analysis, comparison, QStringLiteral("mean_difference_human_minus_judge"), differences);
    std::vector<double> judgeMeans, humanMeans;
    for (const auto &[a, b] : std::as_const(byModel)) {
        judgeMeans.push_back(std::accumulate(a.begin(), a.end(), 0.0) / static_cast<double>(a.size()));
        humanMeans.push_back(std::accumulate(b.begin(), b.end(), 0.0) / static_cast<double>(b.size()));
    }
    if (judgeMeans.size() >= 3) {
        const judge::SpearmanResult rho = judge::spearman(judgeMeans, humanMeans);
        m_table.rows << correlationRow(analysis, comparison, QStringLiteral("spearman_models"), rho.rho, rho.ci95,
            static_cast<double>(judgeMeans.size()));
    }
    const ScoreProtocolOptions bias { m_request.studyId, m_request.bootstrap, m_request.seed, m_request.families };
    if (auto r = appendScoreBias(m_table, m_store, audited, judgeName, bias); !r)
        m_table.notes << r.error().toString();
}

bool IntegratedAnalysis::humanAudited(const Report &r) const
{
    for (const Item &item : r.items)
        if (m_humans.items.contains(Target::rubricItem(item.id, r.id).toString()))
            return true;
    return false;
}

Result<void> IntegratedAnalysis::run()
{
    QHash<QString, double> parameters = m_request.parameters;
    m_perReport = parameters.take(QStringLiteral("per_report")) != 0;
    const QStringList unknown = m_parameters.set(parameters);
    if (!unknown.isEmpty())
        m_table.notes << IntegratedProtocol::tr(
            "unknown parameter(s) left unused: %1", nullptr, static_cast<int>(unknown.size()))
                             .arg(unknown.join(QStringLiteral(", ")));
    DRAUDIT_TRY_VOID(loadReports());
    DRAUDIT_TRY_VOID(loadJudges());
    DRAUDIT_TRY_VOID(loadHumans());
    const qsizetype before = m_table.rows.size();
    addSource(QStringLiteral("eval"), nullptr, false);
    for (auto it = m_judges.begin(); it != m_judges.end(); ++it) {
        addSource(QStringLiteral("judge %1").arg(it.key()), &it.value(), false);
        if (!m_humans.items.isEmpty() || !m_humans.relevance.isEmpty()) {
            addSource(QStringLiteral("judge %1 + humans").arg(it.key()), &it.value(), true);
            addComparison(it.key(), it.value());
        }
    }
    for (const Report &r : std::as_const(m_reports))
        m_withoutEval += m_eval.contains(r.id) ? 0 : 1;
    if (!m_overMaximum.isEmpty())
        m_table.notes << IntegratedProtocol::tr(
            "%n report(s) score more QSR or GRR points than their rubrics in the project allow (is "
            "the general-report list complete?) and are left out of the IntegratedScore",
            nullptr, static_cast<int>(m_overMaximum.size()));
    if (m_withoutEval > 0)
        m_table.notes << IntegratedProtocol::tr(
            "%n report(s) have no Eval_<model>.jsonl record and are left out of the IntegratedScore", nullptr,
            m_withoutEval);
    if (m_table.rows.size() > before)
        m_table.notes << IntegratedProtocol::tr(
            "IntegratedScore parameters: %1. Rate_host: integrated_score and tboost read it as §4.3 "
            "(host matches / (annotations + 1)), the *_algorithm1 rows as Algorithm 1 ((host − full "
            "matches) / (annotations + 1)). Annotations = Eval's report_url_num; RetrievalIndex = the "
            "report's annotations / (its pure_annotations + 1). Rows per report: --param per_report=1.")
                             .arg(m_parameters.describe());
    return {};
}
} // namespace

Result<void> appendIntegratedScores(ProjectStore &store, const ReportRequest &request, ReportTable &table)
{
    return IntegratedAnalysis(store, request, table).run();
}

} // namespace draudit::models
