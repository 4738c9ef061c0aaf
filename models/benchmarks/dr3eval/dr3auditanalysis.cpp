// A person's total uses the metrics the judge has for the same report (the valid ones for the paper's total), so the
// two totals are over the same metrics; a person who has not answered every item of them has no total there.
#include "models/benchmarks/dr3eval/dr3auditanalysis.h"

#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3rollup.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/labelqueries.h"

#include <QSet>
#include <cmath>

namespace draudit::models {

namespace {
const QString kJudge = QStringLiteral("dr3-eval");
const QString kDepth = QStringLiteral("depth_quality");

const QStringList &itemFields()
{
    static const QStringList fields { QStringLiteral("insight"), QStringLiteral("citation_support"),
        QStringLiteral("requirement"), QStringLiteral("cited") };
    return fields;
}

QString key(const QString &target, const QString &field)
{
    return target + QLatin1Char('\n') + field;
}

bool isDr3Judge(const QString &judge)
{
    return judge == kJudge || judge.startsWith(kJudge + QLatin1Char('/'));
}

struct AuditData
{
    QMap<QString, QHash<QString, QString>> answers; // annotator -> key(target, field) -> value
    QSet<qint64> reports;
    QHash<qint64, QMap<QString, double>> judgeMetrics; // report -> metric -> score (-1: the judge failed)
    QHash<QString, QString> judgeItems; // key(target, field) -> the judge's decision (failures left out)
};

Result<void> readAnswers(AuditData &d, ProjectStore &store, qint64 studyId)
{
    for (const QString &field : itemFields() + QStringList { kDepth }) {
        DRAUDIT_TRY(labels,
            LabelQueries(store).humanLabels(
                studyId, field, field == kDepth ? Target::Kind::Response : Target::Kind::ResponsePart));
        for (auto person = labels.begin(); person != labels.end(); ++person)
            for (auto it = person->begin(); it != person->end(); ++it) {
                d.answers[person.key()].insert(key(it.key(), field), it.value());
                d.reports.insert(Target::parse(it.key()).responseId());
            }
    }
    return {};
}

Result<void> readJudge(AuditData &d, ProjectStore &store)
{
    for (const Target::Kind kind : { Target::Kind::ResponsePart, Target::Kind::Response }) {
        DRAUDIT_TRY(decisions, LabelQueries(store).judgeDecisions(kind));
        for (const JudgeDecision &j : decisions) {
            if (!isDr3Judge(j.judge))
                continue;
            const Target target = Target::parse(j.target);
            if (j.field == QLatin1String("metric"))
                d.judgeMetrics[target.responseId()].insert(target.part(), j.score.value_or(-1));
            else if ((itemFields().contains(j.field) || j.field == kDepth) && !j.value.isEmpty())
                d.judgeItems.insert(key(j.target, j.field), j.value);
        }
    }
    return {};
}

// A person's total over the judge's metrics of the report (only those the judge scored validly, for the paper's).
std::optional<double> personTotal(const QMap<QString, double> &person, const QMap<QString, double> &judge, bool valid)
{
    QList<double> values;
    for (const QString &m : dr3Metrics()) {
        if (!judge.contains(m) || (valid && judge.value(m) < 0))
            continue;
        if (!person.contains(m))
            return std::nullopt;
        values << person.value(m);
    }
    if (values.isEmpty())
        return std::nullopt;
    return std::accumulate(values.begin(), values.end(), 0.0) / values.size();
}

const QString kTotalPaper = QStringLiteral("total (paper: mean of valid metrics)");
const QString kTotalCode = QStringLiteral("total_score (eval.py: mean of metrics present)");

// Adds one report to each dimension where the judge has a score and at least one person a roll-up.
void addReport(QMap<QString, QList<ScoredReport>> &dims, qint64 report, const QMap<QString, double> &judge,
    const QMap<QString, QMap<QString, double>> &people)
{
    const QString target = Target::response(report).toString();
    const auto add = [&](const QString &dimension, std::optional<double> method, const auto &personValue) {
        if (!method || *method < 0)
            return;
        ScoredReport r { target, {}, {}, *method, {} };
        for (auto p = people.begin(); p != people.end(); ++p)
            if (const std::optional<double> v = personValue(*p))
                r.human.insert(p.key(), *v);
        if (!r.human.isEmpty())
            dims[dimension] << r;
    };
    for (const QString &m : dr3Metrics()
            + QStringList { QStringLiteral("information_recall_long_context"),
                QStringLiteral("information_recall_source_documents") })
        add(m, judge.contains(m) ? std::optional(judge.value(m)) : std::nullopt,
            [&](const QMap<QString, double> &p) { return p.contains(m) ? std::optional(p.value(m)) : std::nullopt; });
    const Dr3Totals totals = dr3Totals(judge);
    add(kTotalPaper, totals.valid, [&](const QMap<QString, double> &p) { return personTotal(p, judge, true); });
    add(kTotalCode, totals.present, [&](const QMap<QString, double> &p) { return personTotal(p, judge, false); });
}

// Two depth ratings (1..10) at most one point apart; false when either is not a number.
bool withinOnePoint(const QString &a, const QString &b)
{
    bool aOk = false, bOk = false;
    const double x = a.toDouble(&aOk), y = b.toDouble(&bOk);
    return aOk && bOk && std::abs(x - y) <= 1;
}

// Per metric, the share of answers equal to the judge's decision on the same item (depth: within one point).
void appendItemAgreement(ReportTable &t, const AuditData &d)
{
    const QString analysis = QStringLiteral("DR3-Eval: item decisions, human vs judge");
    const QHash<QString, QString> metricOf { { QStringLiteral("insight"), QStringLiteral("information_recall") },
        { QStringLiteral("citation_support"), QStringLiteral("factual_accuracy (claim-citation pairs)") },
        { QStringLiteral("requirement"), QStringLiteral("format_compliance") },
        { QStringLiteral("cited"), QStringLiteral("citation_coverage") },
        { kDepth, QStringLiteral("overall_quality") } };
    QMap<QString, std::pair<int, int>> tally; // field -> (agreeing, compared)
    for (const auto &person : d.answers)
        for (auto it = person.begin(); it != person.end(); ++it) {
            const auto judged = d.judgeItems.constFind(it.key());
            if (judged == d.judgeItems.constEnd())
                continue;
            const QString field = it.key().section(QLatin1Char('\n'), 1);
            const bool same = field == kDepth ? withinOnePoint(it.value(), *judged) : it.value() == *judged;
            tally[field].first += same ? 1 : 0;
            ++tally[field].second;
        }
    for (auto it = tally.begin(); it != tally.end(); ++it)
        t.rows << proportionRow(analysis, metricOf.value(it.key()),
            it.key() == kDepth ? QStringLiteral("agreement_within_1_point") : QStringLiteral("agreement"), it->first,
            it->second);
}
} // namespace

Result<void> appendItemAudits(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    AuditData d;
    DRAUDIT_TRY_VOID(readAnswers(d, store, o.studyId));
    if (d.reports.isEmpty())
        return {};
    DRAUDIT_TRY_VOID(readJudge(d, store));
    QList<qint64> reports(d.reports.begin(), d.reports.end());
    std::sort(reports.begin(), reports.end());
    QMap<QString, QList<ScoredReport>> dims;
    for (const qint64 report : reports) {
        DRAUDIT_TRY(items, dr3Items(store, report));
        QMap<QString, QMap<QString, double>> people;
        for (auto person = d.answers.begin(); person != d.answers.end(); ++person)
            people.insert(person.key(), rollUpMetrics(items, [&](const QString &target, const QString &field) {
                return person->value(key(target, field));
            }));
        addReport(dims, report, d.judgeMetrics.value(report), people);
    }
    const Dr3AnalysisNames names { QStringLiteral("DR3-Eval: judge vs mean human (item audits)"),
        QStringLiteral("DR3-Eval: human vs human (item audits, ceiling)") };
    for (const QString &dimension : QStringList { kTotalPaper, kTotalCode } + dr3Metrics()
            + QStringList { QStringLiteral("information_recall_long_context"),
                QStringLiteral("information_recall_source_documents") })
        appendDr3Dimension(t, dims.value(dimension), dimension, names, dimension == kTotalPaper);
    appendItemAgreement(t, d);
    return {};
}

} // namespace draudit::models
