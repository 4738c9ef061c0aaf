// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A person's total uses the metrics the judge has for the same report (the valid ones for the paper's total), so the
// two totals are over the same metrics; a person who has not answered every item of them has no total there.
#include "models/benchmarks/dr3eval/dr3auditanalysis.h"

#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3rollup.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/labelqueries.h"

#include <QCoreApplication>
#include <QSet>
#include <cmath>

namespace draudit::models {

namespace {
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

struct JudgeSide
{
    QHash<qint64, QMap<QString, double>> metrics; // report -> metric -> score (-1: the judge failed)
    QHash<QString, QString> items; // key(target, field) -> the judge's decision (failures left out)
};

struct AuditData
{
    QMap<QString, QHash<QString, QString>> answers; // annotator -> key(target, field) -> value
    QSet<qint64> reports;
    QMap<QString, JudgeSide> judges; // judge name -> its records
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

Result<void> readJudges(AuditData &d, ProjectStore &store, const QStringList &judges)
{
    for (const Target::Kind kind : { Target::Kind::ResponsePart, Target::Kind::Response }) {
        DRAUDIT_TRY(decisions, LabelQueries(store).judgeDecisions(kind));
        for (const JudgeDecision &j : decisions) {
            if (!judges.contains(j.judgeName))
                continue;
            JudgeSide &side = d.judges[j.judgeName];
            const Target &target = j.target;
            if (j.field == QLatin1String("metric"))
                side.metrics[target.responseId()].insert(target.part(), j.score.value_or(-1));
            else if ((itemFields().contains(j.field) || j.field == kDepth) && !j.value.isEmpty())
                side.items.insert(key(j.target.toString(), j.field), j.value);
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

// A report the people audited: its task and model (the bootstrap resamples tasks) and each person's metrics.
struct AuditedReport
{
    qint64 id = 0;
    QString task, model;
    QMap<QString, QMap<QString, double>> people; // person -> metric -> score
};
const QString kTotalCode = QStringLiteral("total_score (eval.py: mean of metrics present)");

// Adds one report to each dimension where the judge has a score and at least one person a roll-up.
void addReport(
    QMap<QString, QList<ScoredReport>> &dims, const AuditedReport &report, const QMap<QString, double> &judge)
{
    const QString target = Target::response(report.id).toString();
    const QMap<QString, QMap<QString, double>> &people = report.people;
    const auto add = [&](const QString &dimension, std::optional<double> method, const auto &personValue) {
        if (!method || *method < 0)
            return;
        ScoredReport r { target, report.task, report.model, *method, {} };
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
void appendItemAgreement(ReportTable &t, const AuditData &d, const QString &judge)
{
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR3-Eval: item decisions, human vs judge"));
    const QHash<QString, QString> metricOf { { QStringLiteral("insight"), QStringLiteral("information_recall") },
        { QStringLiteral("citation_support"), QStringLiteral("factual_accuracy (claim-citation pairs)") },
        { QStringLiteral("requirement"), QStringLiteral("format_compliance") },
        { QStringLiteral("cited"), QStringLiteral("citation_coverage") },
        { kDepth, QStringLiteral("overall_quality") } };
    const QHash<QString, QString> judgeItems = d.judges.value(judge).items;
    QMap<QString, std::pair<int, int>> tally; // field -> (agreeing, compared)
    for (const auto &person : d.answers)
        for (auto it = person.begin(); it != person.end(); ++it) {
            const auto judged = judgeItems.constFind(it.key());
            if (judged == judgeItems.constEnd())
                continue;
            const QString field = it.key().section(QLatin1Char('\n'), 1);
            const bool same = field == kDepth ? withinOnePoint(it.value(), *judged) : it.value() == *judged;
            tally[field].first += same ? 1 : 0;
            ++tally[field].second;
        }
    for (auto it = tally.begin(); it != tally.end(); ++it)
        t.rows << proportionRow(analysis, dr3ComparisonName(metricOf.value(it.key()), judge),
            it.key() == kDepth ? QStringLiteral("agreement_within_1_point") : QStringLiteral("agreement"), it->first,
            it->second);
}

Result<QList<AuditedReport>> auditedReports(ProjectStore &store, const AuditData &d)
{
    QList<qint64> ids(d.reports.begin(), d.reports.end());
    std::sort(ids.begin(), ids.end());
    QList<AuditedReport> out;
    for (const qint64 id : ids) {
        DRAUDIT_TRY(items, dr3Items(store, id));
        DRAUDIT_TRY(names, Catalog(store).taskAndSystemOf(id));
        AuditedReport r { id, names ? names->first : QString(), names ? names->second : QString(), {} };
        for (auto person = d.answers.begin(); person != d.answers.end(); ++person)
            r.people.insert(person.key(), rollUpMetrics(items, [&](const QString &target, const QString &field) {
                return person->value(key(target, field));
            }));
        out << r;
    }
    return out;
}

QStringList auditDimensions()
{
    return QStringList { kTotalPaper, kTotalCode } + dr3Metrics()
        + QStringList { QStringLiteral("information_recall_long_context"),
              QStringLiteral("information_recall_source_documents") };
}

// A dimension people answered in full somewhere that still has no rows says why, instead of vanishing.
void noteLeftOut(ReportTable &t, const QMap<QString, QList<ScoredReport>> &dims, const QList<AuditedReport> &reports,
    const QString &judge)
{
    for (const QString &dimension : dr3Metrics()) {
        int answered = 0;
        for (const AuditedReport &r : reports)
            answered += std::any_of(r.people.begin(), r.people.end(),
                            [&](const QMap<QString, double> &p) { return p.contains(dimension); })
                ? 1
                : 0;
        const qsizetype both = dims.value(dimension).size();
        if (answered > 0 && both < 3)
            t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
                "DR3-Eval item audits, judge %1: %2 is not compared: people answered all its items on %n report(s), "
                "of which %3 have a valid score of the judge's (3 are needed)",
                "", int(answered))
                           .arg(judge, dimension)
                           .arg(both);
    }
}
} // namespace

Result<void> appendItemAudits(
    ReportTable &t, ProjectStore &store, const QStringList &judges, const ScoreProtocolOptions &o)
{
    AuditData d;
    DRAUDIT_TRY_VOID(readAnswers(d, store, o.studyId));
    if (d.reports.isEmpty() || judges.isEmpty())
        return {};
    DRAUDIT_TRY_VOID(readJudges(d, store, judges));
    DRAUDIT_TRY(reports, auditedReports(store, d));
    const QString analysis = QStringLiteral("DR3-Eval: judge vs mean human (item audits)");
    const int resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    for (const QString &judge : judges) {
        QMap<QString, QList<ScoredReport>> dims;
        for (const AuditedReport &r : std::as_const(reports))
            addReport(dims, r, d.judges.value(judge).metrics.value(r.id));
        for (const QString &dimension : auditDimensions()) {
            appendDr3JudgeRows(
                t, dims.value(dimension), { analysis, dimension, judge, dimension == kTotalPaper, resamples, o.seed });
            // The ceiling is the humans' own; on the first judge's reports (the totals take its valid metrics).
            if (judge == judges.front())
                appendDr3Ceiling(t, dims.value(dimension),
                    QStringLiteral("DR3-Eval: human vs human (item audits, ceiling)"), dimension);
        }
        noteLeftOut(t, dims, reports, judge);
        appendItemAgreement(t, d, judge);
    }
    if (judges.size() > 1)
        t.notes << QCoreApplication::translate("draudit::models::ScoreProtocols",
            "DR3-Eval item audits: the human-vs-human ceilings are over the reports judge %1 scored validly")
                       .arg(judges.front());
    return {};
}

} // namespace draudit::models
