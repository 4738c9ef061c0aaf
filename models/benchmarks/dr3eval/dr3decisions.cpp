// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each evaluator's details are read only where its item lists are present: other shapes (older runs, a metric
// that failed before judging anything) hold no item decisions.
#include "models/benchmarks/dr3eval/dr3decisions.h"

#include "models/benchmarks/dr3eval/dr3case.h"
#include "models/benchmarks/dr3eval/dr3claimpart.h"
#include "models/core/resulttry.h"
#include "models/import/importcontext.h"
#include "models/io/jsonrecord.h"

#include <QCoreApplication>
#include <cmath>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct Dr3Decisions
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::Dr3Decisions)
};

// Explanations that say the judge did not decide (eval.py's own retry checks look for these).
bool failureExplanation(const QString &explanation)
{
    static const char *const prefixes[]
        = { "Not verified", "Parse error", "API error", "Max retries", "Source not found", "No result" };
    const QString e = explanation.trimmed();
    return std::any_of(std::begin(prefixes), std::end(prefixes),
        [&](const char *p) { return e.startsWith(QLatin1String(p), Qt::CaseInsensitive); });
}

Result<std::optional<bool>> optionalBool(const JsonRecord &r, const char *key)
{
    const QString raw = r.has(key) ? r.rawJson(key) : QStringLiteral("null");
    if (raw == QLatin1String("true") || raw == QLatin1String("false"))
        return std::optional<bool>(raw == QLatin1String("true"));
    if (raw == QLatin1String("null"))
        return std::optional<bool>();
    return tl::unexpected(r.error(key, Dr3Decisions::tr("must be true, false or null")));
}

// One decision: a value with its score, or (failed) neither, flagged.
struct Decision
{
    QString part = {}; // empty: the report itself
    QString field = {};
    QString value = {};
    std::optional<double> score = {};
    QString reasoning = {};
    bool failed = false;
};

Result<void> write(ImportContext &c, const Dr3Target &t, const Decision &d, const QString &file)
{
    const QString target = d.part.isEmpty() ? t.target : t.target + QLatin1Char('#') + d.part;
    DRAUDIT_TRY(existing, c.lookups().judgeRecord(t.judge, target, d.field));
    if (existing) {
        DRAUDIT_TRY(same,
            d.score ? c.lookups().judgeRecordHasScore(*existing, *d.score, false)
                    : c.lookups().judgeRecordHasValue(*existing, d.value));
        if (!same)
            c.addCheck(
                Dr3Decisions::tr("%1: the judge's %2 on %3 differs from the one imported before; the first is kept")
                    .arg(file, d.field, target));
        return {};
    }
    JudgeRecordRow record(t.judge, target, d.field);
    record.value = d.failed || d.value.isEmpty() ? QVariant() : QVariant(d.value);
    record.score = d.failed || !d.score ? QVariant() : QVariant(*d.score);
    record.reasoning = d.reasoning.isEmpty() ? QVariant() : QVariant(d.reasoning);
    record.flags = d.failed ? QVariant(QStringLiteral("judge-failure")) : t.unlinked;
    DRAUDIT_TRY(id, c.judgeRecord(record));
    Q_UNUSED(id);
    ++c.counts().judgeRecords;
    c.counts().flagged += d.failed ? 1 : 0;
    return {};
}

// information_recall: covered_insights of each component's evaluation_result.
Result<void> recallDecisions(ImportContext &c, const Dr3Target &t, const JsonRecord &details)
{
    if (!details.has("components") || details.isNull("components"))
        return {};
    DRAUDIT_TRY(components, details.object("components"));
    for (const char *component : { "long_context", "source_documents" }) {
        if (!components.has(component) || components.isNull(component))
            continue;
        DRAUDIT_TRY(part, components.object(component));
        if (!part.has("details") || part.isNull("details"))
            continue;
        DRAUDIT_TRY(inner, part.object("details"));
        if (!inner.has("evaluation_result") || inner.isNull("evaluation_result"))
            continue;
        DRAUDIT_TRY(result, inner.object("evaluation_result"));
        DRAUDIT_TRY(insights, result.objects("covered_insights"));
        for (const JsonRecord &insight : insights) {
            DRAUDIT_TRY(id, insight.idText("id"));
            DRAUDIT_TRY(score, insight.number("score"));
            DRAUDIT_TRY(explanation, insight.optionalString("explanation"));
            if (score != 0 && score != 0.5 && score != 1)
                return tl::unexpected(insight.error("score", Dr3Decisions::tr("an insight's coverage is 0, 0.5 or 1")));
            const QString label = score == 1 ? QStringLiteral("covered")
                : score == 0.5               ? QStringLiteral("half")
                                             : QStringLiteral("not covered");
            DRAUDIT_TRY_VOID(write(c, t,
                { QStringLiteral("insight:%1:%2").arg(QLatin1String(component), id), QStringLiteral("insight"), label,
                    score, explanation, failureExplanation(explanation) },
                insight.file()));
        }
    }
    return {};
}

// One claim's citations; returns the claim's decision: unsupported when a citation is, failed when none is
// unsupported but one was not judged, supported when all are (a claim without citations is unsupported).
Result<Decision> citationDecisions(
    ImportContext &c, const Dr3Target &t, const Dr3ClaimPart &claimPart, const JsonRecord &verification)
{
    DRAUDIT_TRY(citations, verification.objects("citation_results"));
    bool unsupported = citations.isEmpty(), failed = false;
    for (const JsonRecord &citation : citations) {
        DRAUDIT_TRY(source, citation.string("citation"));
        DRAUDIT_TRY(supported, optionalBool(citation, "supported"));
        DRAUDIT_TRY(explanation, citation.optionalString("explanation"));
        const bool notJudged = !supported || failureExplanation(explanation);
        unsupported = unsupported || (!notJudged && !*supported);
        failed = failed || notJudged;
        DRAUDIT_TRY_VOID(write(c, t,
            { Dr3ClaimPart { claimPart.claim, source }.toString(), QStringLiteral("citation_support"),
                supported.value_or(false) ? QStringLiteral("supported") : QStringLiteral("unsupported"),
                supported.value_or(false) ? 1.0 : 0.0, explanation, notJudged },
            citation.file()));
    }
    DRAUDIT_TRY(explanation, verification.optionalString("explanation"));
    Decision claim { claimPart.toString(), QStringLiteral("claim_support"),
        unsupported ? QStringLiteral("unsupported") : QStringLiteral("supported"), unsupported ? 0.0 : 1.0, explanation,
        !unsupported && failed };
    return claim;
}

// factual_accuracy: the extracted claims (their text) and each verification, per citation and per claim.
Result<void> accuracyDecisions(ImportContext &c, const Dr3Target &t, const JsonRecord &details)
{
    if (details.has("extraction") && !details.isNull("extraction")) {
        DRAUDIT_TRY(extraction, details.object("extraction"));
        DRAUDIT_TRY(claims, extraction.objects("claims"));
        for (const JsonRecord &claim : claims) {
            DRAUDIT_TRY(id, claim.idText("id"));
            DRAUDIT_TRY(text, claim.string("claim_text"));
            DRAUDIT_TRY_VOID(
                write(c, t, { Dr3ClaimPart { id }.toString(), QStringLiteral("claim"), text }, claim.file()));
        }
    }
    if (!details.has("verification_result") || details.isNull("verification_result"))
        return {};
    DRAUDIT_TRY(result, details.object("verification_result"));
    DRAUDIT_TRY(verifications, result.objects("verifications"));
    for (const JsonRecord &verification : verifications) {
        DRAUDIT_TRY(id, verification.idText("id"));
        DRAUDIT_TRY(claim, citationDecisions(c, t, Dr3ClaimPart { id }, verification));
        DRAUDIT_TRY_VOID(write(c, t, claim, verification.file()));
    }
    return {};
}

// format_compliance: each checklist item satisfied or not (null, or status error: not judged).
Result<void> complianceDecisions(ImportContext &c, const Dr3Target &t, const JsonRecord &details)
{
    if (!details.has("checklist_evaluation") || details.isNull("checklist_evaluation"))
        return {};
    DRAUDIT_TRY(items, details.objects("checklist_evaluation"));
    for (const JsonRecord &item : items) {
        DRAUDIT_TRY(id, item.idText("id"));
        DRAUDIT_TRY(satisfied, optionalBool(item, "satisfied"));
        DRAUDIT_TRY(status, item.optionalString("status"));
        DRAUDIT_TRY(explanation, item.optionalString("explanation"));
        const bool failed = !satisfied || status == QLatin1String("error") || failureExplanation(explanation);
        DRAUDIT_TRY_VOID(write(c, t,
            { QStringLiteral("requirement:") + id, QStringLiteral("requirement"),
                satisfied.value_or(false) ? QStringLiteral("satisfied") : QStringLiteral("not satisfied"),
                satisfied.value_or(false) ? 1.0 : 0.0, explanation, failed },
            item.file()));
    }
    return {};
}

// citation_coverage (no model): each required document cited or missed, with how it was matched.
Result<void> coverageDecisions(ImportContext &c, const Dr3Target &t, const JsonRecord &details)
{
    if (!details.has("cited") || !details.has("missing"))
        return {};
    const bool matches = details.has("match_details") && !details.isNull("match_details");
    for (const auto &[key, label, score] : { std::tuple { "cited", QStringLiteral("cited"), 1.0 },
             std::tuple { "missing", QStringLiteral("missing"), 0.0 } }) {
        DRAUDIT_TRY(titles, details.stringList(key));
        for (const QString &title : titles) {
            QString how;
            if (matches) {
                DRAUDIT_TRY(match, details.object("match_details"));
                const QByteArray utf8 = title.toUtf8();
                how = match.has(utf8.constData()) ? match.rawJson(utf8.constData()) : QString();
            }
            DRAUDIT_TRY_VOID(write(c, t,
                { QStringLiteral("required:") + title, QStringLiteral("cited"), label, score, how }, details.file()));
        }
    }
    return {};
}

// overall_quality: the depth rating. eval.py stores the 1..10 rating divided by 10; 0 with "Failed to parse" or
// "No valid response" when it could not read one.
Result<void> depthDecision(ImportContext &c, const Dr3Target &t, const JsonRecord &details)
{
    if (!details.has("raw_evaluation") || details.isNull("raw_evaluation"))
        return {};
    DRAUDIT_TRY(raw, details.object("raw_evaluation"));
    if (!raw.has("metric_result"))
        return {};
    DRAUDIT_TRY(result, raw.object("metric_result"));
    if (!result.has("depth_quality"))
        return {};
    DRAUDIT_TRY(depth, result.object("depth_quality"));
    DRAUDIT_TRY(stored, depth.number("score"));
    DRAUDIT_TRY(justification, depth.optionalString("justification"));
    const double rating = stored <= 1 ? std::round(stored * 10) : stored;
    const bool failed = rating < 1 || justification.startsWith(QLatin1String("Failed to parse"))
        || justification.startsWith(QLatin1String("No valid response"));
    if (!failed && (rating > 10 || rating != std::floor(rating)))
        return tl::unexpected(
            depth.error("score", Dr3Decisions::tr("a depth rating is 1..10 (or 0.1..1, as eval.py stores it)")));
    return write(c, t,
        { QString(), QStringLiteral("depth_quality"), QString::number(rating), rating, justification, failed },
        depth.file());
}
} // namespace

Result<void> writeItemDecisions(ImportContext &c, const Dr3Target &t, const QString &metric, const JsonRecord &details)
{
    if (metric == QLatin1String("information_recall"))
        return recallDecisions(c, t, details);
    if (metric == QLatin1String("factual_accuracy"))
        return accuracyDecisions(c, t, details);
    if (metric == QLatin1String("format_compliance"))
        return complianceDecisions(c, t, details);
    if (metric == QLatin1String("citation_coverage"))
        return coverageDecisions(c, t, details);
    if (metric == QLatin1String("overall_quality"))
        return depthDecision(c, t, details);
    return {};
}

} // namespace draudit::models
