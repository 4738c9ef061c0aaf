// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Questions are the newest import of each LiveDRBench key; a system's prediction is scored on its own task's truth.
// A judge is scored on every question (a question the system did not predict scores 0, as the evaluator counts it;
// a prediction the judge left undecided is left out and counted in the notes). Humans are scored on the predictions
// they audited; where they gave no match the judges' match is used (judges in name order), else draudit's
// suggestion. Intervals: percentile bootstrap over questions (1,000 resamples, seed 1).
#include "models/benchmarks/livedrbench/claimprotocol.h"

#include "judge/bootstrap.h"
#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/claimmetrics.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/benchmarks/livedrbench/truthexpansion.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QMap>

namespace draudit::models {

namespace {
// The analysis names the tables carry ("LiveDRBench %1" with each metric's name), for the report view, which
// translates analysis names under ReportTerms.
[[maybe_unused]] const char *const kAnalysisNames[] = {
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "LiveDRBench official"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "LiveDRBench paper-eq1"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "LiveDRBench paper-eq1-strict"),
};
} // namespace

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct ClaimProtocol
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ClaimProtocol)
};

// The two summaries of a source's questions, named in the comparison.
const QString kQuestionMean = QStringLiteral("overall (mean over questions, evaluate.py)");
const QString kCategoryMean = QStringLiteral("mean of categories (paper Table 11)");
enum class Summary
{
    Questions,
    Categories,
};

QStringList sortedFirst(const QSet<QString> &set, qsizetype n)
{
    QStringList out = set.values();
    out.sort();
    return out.mid(0, n);
}

struct Prediction
{
    qint64 response = 0;
    qint64 taskId = 0;
    QList<PredictedItem> items;
};

struct Question
{
    QuestionTruth truth;
    QList<AddedClaim> added; // claims humans marked missing, to expand the truth with
};

using Decisions = QHash<qint64, ClaimDecisions>; // response -> decisions

struct Scored
{
    QString category;
    Prf prf;
};

// One source scored on one system: the decisions, and the question keys it is scored on (empty = all).
struct Scoring
{
    QString source;
    const Decisions *decisions = nullptr;
    QSet<QString> onlyKeys;
    bool allQuestions = true;
};

class ClaimAnalysis
{
public:
    ClaimAnalysis(ProjectStore &store, qint64 studyId)
        : m_store(store)
        , m_studyId(studyId)
    {
    }
    Result<ReportTable> run();

private:
    Result<void> loadQuestions();
    Result<void> loadPredictions();
    Result<void> loadDecisions();
    void expandQuestions();
    QList<Scored> score(ClaimMetric metric, bool expanded, const QString &system, const Scoring &scoring);
    void addRows(const QString &analysis, const QString &comparison, const QList<Scored> &scored, bool headline,
        Summary summary = Summary::Questions);
    void scoreSystem(const QString &system);
    QList<Scoring> scoringsOf(const QString &system) const;
    void addNotes();

    ProjectStore &m_store;
    qint64 m_studyId = 1;
    QHash<qint64, QuestionTruth> m_truths; // every task's truth
    QMap<QString, Question> m_questions; // key -> question
    QMap<QString, QHash<QString, Prediction>> m_predictions; // system -> key -> prediction
    QMap<QString, Decisions> m_judges;
    Decisions m_humans;
    QSet<QString> m_undecided; // "source · system · key": predictions scored without a single decision
    QStringList m_unreadable;
    ReportTable m_table;
};

Result<void> ClaimAnalysis::loadQuestions()
{
    DRAUDIT_TRY(truths, questionTruths(m_store));
    m_truths = truths;
    QHash<QString, qint64> newest;
    for (auto it = truths.begin(); it != truths.end(); ++it)
        if (it.key() > newest.value(it->key, 0))
            newest.insert(it->key, it.key());
    for (auto it = newest.begin(); it != newest.end(); ++it)
        m_questions[it.key()].truth = truths.value(it.value());
    return {};
}

Result<void> ClaimAnalysis::loadPredictions()
{
    DRAUDIT_TRY(reports, ItemSource(m_store).reportsOfBenchmark(kLiveDrBench.toString()));
    for (const ReportText &report : reports) {
        const auto truth = m_truths.constFind(report.taskId);
        if (truth == m_truths.constEnd())
            continue;
        const auto items = predictedItems(*truth, report.text);
        if (!items) {
            m_unreadable << QStringLiteral("%1 · %2: %3").arg(report.system, truth->key, items.error().message);
            continue;
        }
        m_predictions[report.system][truth->key] = Prediction { report.id, report.taskId, *items };
    }
    return {};
}

Result<void> ClaimAnalysis::loadDecisions()
{
    DRAUDIT_TRY(judges, judgeClaimDecisions(m_store));
    m_judges = judges;
    DRAUDIT_TRY(humans, humanClaimDecisions(m_store, m_studyId));
    m_humans = humans;
    for (const auto &bySystem : std::as_const(m_predictions))
        for (const Prediction &p : bySystem) {
            const auto human = m_humans.find(p.response);
            if (human == m_humans.end())
                continue;
            for (const Decisions &judge : std::as_const(m_judges))
                human->fillMatchesFrom(judge.value(p.response));
            human->fillMatchesFrom(suggestedMatches(m_truths.value(p.taskId), p.items));
        }
    return {};
}

void ClaimAnalysis::expandQuestions()
{
    for (auto q = m_questions.begin(); q != m_questions.end(); ++q) {
        QList<std::pair<QList<PredictedItem>, QSet<int>>> marked;
        for (const auto &bySystem : std::as_const(m_predictions))
            if (const auto p = bySystem.constFind(q.key()); p != bySystem.constEnd())
                marked << std::pair { p->items, m_humans.value(p->response).missing };
        q->added = claimsToAdd(q->truth, marked);
    }
}

QList<Scored> ClaimAnalysis::score(ClaimMetric metric, bool expanded, const QString &system, const Scoring &s)
{
    QList<Scored> out;
    const QHash<QString, Prediction> predictions = m_predictions.value(system);
    for (auto q = m_questions.begin(); q != m_questions.end(); ++q) {
        if (!s.allQuestions && !s.onlyKeys.contains(q.key()))
            continue;
        const auto p = predictions.constFind(q.key());
        if (p == predictions.constEnd()) {
            out << Scored { q->truth.category, Prf {} }; // no prediction: 0, 0, 0
            continue;
        }
        static const ClaimDecisions none;
        const auto found = s.decisions->constFind(p->response);
        const ClaimDecisions *d = found == s.decisions->constEnd() ? &none : &*found;
        if (d->isEmpty())
            m_undecided.insert(QStringLiteral("%1 · %2 · %3").arg(s.source, system, q.key()));
        const QuestionTruth truth = m_truths.value(p->taskId);
        if (!expanded) {
            out << Scored { truth.category, scoreQuestion(metric, truth, p->items, *d) };
            continue;
        }
        const QuestionTruth wider = expandTruth(truth, q->added);
        const ClaimDecisions onWider = decisionsOnExpandedTruth(truth, wider, p->items, *d);
        out << Scored { truth.category, scoreQuestion(metric, wider, p->items, onWider) };
    }
    return out;
}

// Means of P, R and F1 over questions (the evaluator's overall), or the unweighted mean of the categories' means (the
// paper's Table 11), with percentile bootstrap intervals over questions.
void ClaimAnalysis::addRows(
    const QString &analysis, const QString &comparison, const QList<Scored> &scored, bool headline, Summary summary)
{
    static const char *const names[] = { "precision", "recall", "f1" };
    const auto questionMeans = [&](const std::vector<double> &w, const QString &category) {
        std::vector<double> sum(3, 0.0);
        double total = 0;
        for (qsizetype i = 0; i < scored.size(); ++i) {
            if (!category.isNull() && scored[i].category != category)
                continue;
            const double weight = w[static_cast<std::size_t>(i)];
            sum[0] += weight * scored[i].prf.precision;
            sum[1] += weight * scored[i].prf.recall;
            sum[2] += weight * scored[i].prf.f1;
            total += weight;
        }
        for (double &v : sum)
            v = total > 0 ? v / total : std::nan("");
        return sum;
    };
    QStringList categories;
    for (const Scored &s : scored)
        if (!categories.contains(s.category))
            categories << s.category;
    const auto means = [&](const std::vector<double> &w) {
        if (summary == Summary::Questions)
            return questionMeans(w, QString());
        // A category no question of a resample falls in is left out of that resample's mean.
        std::vector<double> sum(3, 0.0);
        int present = 0;
        for (const QString &c : std::as_const(categories))
            if (const std::vector<double> m = questionMeans(w, c); !std::isnan(m[0])) {
                for (std::size_t s = 0; s < 3; ++s)
                    sum[s] += m[s];
                ++present;
            }
        for (double &v : sum)
            v = present > 0 ? v / present : std::nan("");
        return sum;
    };
    const std::vector<double> value = means(std::vector<double>(static_cast<std::size_t>(scored.size()), 1.0));
    std::vector<judge::BootstrapInterval> ci;
    if (scored.size() >= 2)
        ci = judge::bootstrap(static_cast<std::size_t>(scored.size()), means, judge::BootstrapOptions {});
    for (std::size_t s = 0; s < 3; ++s) {
        ReportRow row = valueRow(
            analysis, comparison, QString::fromLatin1(names[s]), value[s], static_cast<double>(scored.size()));
        if (!ci.empty()) {
            row.ciLow = ci[s].percentile.lo;
            row.ciHigh = ci[s].percentile.hi;
            row.ciMethod = ClaimProtocol::tr("bootstrap percentile over questions (1000 resamples)");
        }
        row.headline = headline && s == 2;
        m_table.rows << row;
    }
}

QList<Scoring> ClaimAnalysis::scoringsOf(const QString &system) const
{
    QSet<QString> audited;
    const QHash<QString, Prediction> predictions = m_predictions.value(system);
    for (auto p = predictions.begin(); p != predictions.end(); ++p)
        if (!m_humans.value(p->response).isEmpty())
            audited.insert(p.key());
    QList<Scoring> out;
    if (!audited.isEmpty())
        out << Scoring { QStringLiteral("humans"), &m_humans, audited, false };
    for (auto j = m_judges.begin(); j != m_judges.end(); ++j) {
        out << Scoring { ClaimProtocol::tr("judge %1").arg(j.key()), &j.value(), {}, true };
        if (!audited.isEmpty() && audited.size() < m_questions.size())
            out << Scoring { ClaimProtocol::tr("judge %1 (questions humans audited)").arg(j.key()), &j.value(), audited,
                false };
    }
    return out;
}

void ClaimAnalysis::scoreSystem(const QString &system)
{
    bool anyAdded = false;
    for (const Question &q : std::as_const(m_questions))
        anyAdded = anyAdded || !q.added.isEmpty();
    for (const ClaimMetric metric : { ClaimMetric::Official, ClaimMetric::PaperEq1, ClaimMetric::PaperEq1Strict })
        for (const bool expanded : { false, true }) {
            if (expanded && !anyAdded)
                continue;
            const QString analysis = expanded
                ? ClaimProtocol::tr("LiveDRBench %1, expanded ground truth").arg(claimMetricName(metric))
                : ClaimProtocol::tr("LiveDRBench %1").arg(claimMetricName(metric));
            for (const Scoring &scoring : scoringsOf(system)) {
                const QList<Scored> scored = score(metric, expanded, system, scoring);
                QMap<QString, QList<Scored>> byCategory;
                for (const Scored &s : scored)
                    byCategory[s.category] << s;
                const bool headline
                    = metric == ClaimMetric::Official && !expanded && scoring.source == QLatin1String("humans");
                const QString base = QStringLiteral("%1 · %2").arg(scoring.source, system);
                for (auto it = byCategory.begin(); it != byCategory.end(); ++it)
                    addRows(analysis, QStringLiteral("%1 · %2").arg(base, it.key()), it.value(), false);
                if (scored.isEmpty())
                    continue;
                // The paper's Table 11 summarises by the categories, the evaluator's overall by the questions.
                addRows(analysis, QStringLiteral("%1 · %2").arg(base, kCategoryMean), scored, headline,
                    Summary::Categories);
                addRows(analysis, QStringLiteral("%1 · %2").arg(base, kQuestionMean), scored, false);
            }
        }
}

void ClaimAnalysis::addNotes()
{
    int added = 0;
    for (const Question &q : std::as_const(m_questions))
        added += static_cast<int>(q.added.size());
    if (added > 0)
        m_table.notes << ClaimProtocol::tr(
            "%n claim(s) marked right but missing from the ground truth were added to it; the "
            "\"expanded ground truth\" rows are computed on the truth with them.",
            nullptr, added);
    if (!m_undecided.isEmpty())
        m_table.notes << ClaimProtocol::tr(
            "%n prediction(s) have no decision from a judge and are scored as the evaluator would score "
            "them with every judge call negative (exact matches still count): %1",
            nullptr, static_cast<int>(m_undecided.size()))
                             .arg(sortedFirst(m_undecided, 10).join(QStringLiteral("; ")));
    for (const QString &bad : std::as_const(m_unreadable))
        m_table.notes << ClaimProtocol::tr("prediction not scored: %1").arg(bad);
    m_table.notes << ClaimProtocol::tr(
        "official = the evaluator's per-question P/R/F1 averaged per category; \"overall (mean over questions, "
        "evaluate.py)\" over every question (a question without a prediction scores 0), \"mean of categories (paper "
        "Table 11)\" the unweighted mean of the categories' means; paper-eq1 = claim-level Eq. 1 (mean of "
        "a claim's keys), paper-eq1-strict = the minimum of a claim's keys.");
}

Result<ReportTable> ClaimAnalysis::run()
{
    m_table.protocol = kLiveDrBenchProtocol.toString();
    m_table.title
        = ClaimProtocol::tr("LiveDRBench: precision, recall and F1 per category, from judge and human decisions");
    DRAUDIT_TRY_VOID(loadQuestions());
    DRAUDIT_TRY_VOID(loadPredictions());
    DRAUDIT_TRY_VOID(loadDecisions());
    expandQuestions();
    for (auto it = m_predictions.begin(); it != m_predictions.end(); ++it)
        scoreSystem(it.key());
    const bool anyHeadline
        = std::any_of(m_table.rows.begin(), m_table.rows.end(), [](const ReportRow &r) { return r.headline; });
    for (ReportRow &row : m_table.rows)
        if (!anyHeadline
            && row.analysis == ClaimProtocol::tr("LiveDRBench %1").arg(claimMetricName(ClaimMetric::Official))
            && row.comparison.endsWith(QStringLiteral(" · ") + kCategoryMean) && row.statistic == QLatin1String("f1"))
            row.headline = true;
    if (m_table.rows.isEmpty())
        m_table.notes << ClaimProtocol::tr(
            "no LiveDRBench prediction has a decision yet: import the judge's key scores (long "
            "format) or audit claims in a study");
    addNotes();
    std::stable_sort(m_table.rows.begin(), m_table.rows.end(),
        [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return m_table;
}
} // namespace

Result<ReportTable> analyseLiveDrBench(ProjectStore &store, const ScoreProtocolOptions &options)
{
    return ClaimAnalysis(store, options.studyId).run();
}

} // namespace draudit::models
