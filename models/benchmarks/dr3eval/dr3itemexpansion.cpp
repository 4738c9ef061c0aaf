// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Options carry no points: a DR3 audit is rolled up into the evaluator's metrics (dr3rollup.h), not summed, so the
// form shows no points total. Questions are built per metric, in the order information recall, factual accuracy,
// format compliance, citation coverage, depth; within a metric by the benchmark's own ids.
#include "models/benchmarks/dr3eval/dr3itemexpansion.h"

#include "models/benchmarks/dr3eval/dr3claimpart.h"
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/itemsource.h"
#include "models/store/queries/referencetree.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace draudit::models {

namespace {
// The items are the keys of the judge's decisions, under any judge: in a blind package they stand, without the
// decisions, under the package's own judge (dr3-items).
const QString kAnyJudge;

// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct Dr3ItemExpansion
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::Dr3ItemExpansion)
};

FormQuestion choice(const QString &target, const QString &part, const QString &field, const QString &text,
    const QString &context, const QList<FormOption> &options)
{
    FormQuestion q(field + QLatin1Char(':') + part, text, FormQuestion::Kind::SingleChoice, options, field);
    q.target = target;
    q.field = field;
    q.context = context;
    return q;
}

// The part after "response:R#" of each judge record of this field on the report.
Result<QStringList> judgedParts(ItemSource &source, qint64 response, const QString &field)
{
    DRAUDIT_TRY(rows, source.responsePartRecords(response, kAnyJudge, field));
    QStringList parts;
    for (const JudgeTextRow &row : rows)
        parts << row.target.part();
    parts.removeDuplicates(); // decided by several runs of the judge
    return parts;
}

// "insight:long_context:3" -> sorted by component, then id as a number.
bool byNumberedKey(const QString &a, const QString &b)
{
    const QString ka = a.section(QLatin1Char(':'), 0, -2), kb = b.section(QLatin1Char(':'), 0, -2);
    if (ka != kb)
        return ka < kb;
    return a.section(QLatin1Char(':'), -1).toInt() < b.section(QLatin1Char(':'), -1).toInt();
}

Result<QList<FormQuestion>> insightQuestions(ItemSource &source, qint64 response)
{
    DRAUDIT_TRY(gold, source.rubricItems(response, { QStringLiteral("insight") }));
    QMap<QString, QString> texts; // part -> the gold insight's text
    QHash<QString, int> positions;
    for (const RubricItemRow &item : gold) {
        const QString component = item.rubricName.contains(QLatin1String("long_context"))
            ? QStringLiteral("long_context")
            : QStringLiteral("source_documents");
        texts.insert(QStringLiteral("insight:%1:%2").arg(component).arg(++positions[item.rubricName]), item.text);
    }
    DRAUDIT_TRY(judged, judgedParts(source, response, QStringLiteral("insight")));
    for (const QString &part : judged)
        if (!texts.contains(part))
            texts.insert(part,
                Dr3ItemExpansion::tr("Gold insight %1 (its text is not imported)")
                    .arg(part.section(QLatin1Char(':'), -1)));
    QStringList parts = texts.keys();
    std::sort(parts.begin(), parts.end(), byNumberedKey);
    const QList<FormOption> options { { QStringLiteral("covered"), Dr3ItemExpansion::tr("Covered") },
        { QStringLiteral("half"), Dr3ItemExpansion::tr("Half covered") },
        { QStringLiteral("not covered"), Dr3ItemExpansion::tr("Not covered") } };
    QList<FormQuestion> out;
    for (const QString &part : parts)
        out << choice(Target::responsePart(response, part).toString(), part, QStringLiteral("insight"), texts[part],
            part.contains(QLatin1String("long_context"))
                ? Dr3ItemExpansion::tr("Information recall · gold insight from the long context")
                : Dr3ItemExpansion::tr("Information recall · gold insight from the source documents"),
            options);
    return out;
}

// The line of the report's references that a citation marker begins, if any.
QString referenceLine(const QString &report, const QString &citation)
{
    const QString marker = citation.trimmed();
    if (marker.isEmpty())
        return {};
    for (const QStringView line : QStringView(report).split(QLatin1Char('\n'))) {
        const QStringView t = line.trimmed();
        if (t.startsWith(marker) && t.size() > marker.size())
            return t.left(400).toString();
    }
    return {};
}

// The text a citation points to among the task's documents (dr3documentimporters.h): a long-context entry by its
// title, a source document by its file name; empty when it is not imported (PDF and Word files never are).
QString citedText(ProjectStore &store, const ReportText &report, const QString &citation)
{
    static const QRegularExpression longContext(QStringLiteral("long_context:\\s*\"([^\"]+)\""));
    static const QRegularExpression document(QStringLiteral("(?:[Dd]oc|\u6587\u6863):\\s*([^,\\]]+)"));
    const QString tree = taskDocumentsTree(report.taskId);
    std::optional<QString> text;
    if (const auto m = longContext.match(citation); m.hasMatch()) {
        const QString context
            = QJsonDocument::fromJson(report.metadata.toUtf8()).object().value(kDr3Context.key).toString();
        for (const QString &file :
            { QStringLiteral("long_context_sampled_%1.json").arg(context), QStringLiteral("long_context.json") })
            if (!text)
                text = documentText(store, tree, file, m.captured(1)).value_or(std::nullopt);
    } else if (const auto d = document.match(citation); d.hasMatch()) {
        // A PDF is kept page by page: the cited page ("Page 34", the first of "Page 3-4"), else the whole text.
        static const QRegularExpression page(
            QStringLiteral("Page\\s*(\\d+)"), QRegularExpression::CaseInsensitiveOption);
        const QString file = d.captured(1).trimmed();
        if (const auto p = page.match(citation); p.hasMatch())
            text = documentText(store, tree, file, QStringLiteral("Page ") + p.captured(1)).value_or(std::nullopt);
        if (!text)
            text = documentText(store, tree, file).value_or(std::nullopt);
    }
    if (!text || text->trimmed().isEmpty())
        return {};
    constexpr qsizetype kExcerpt = 1500;
    return text->size() > kExcerpt ? text->left(kExcerpt) + QStringLiteral(" …") : *text;
}

Result<QList<FormQuestion>> claimQuestions(ProjectStore &store, ItemSource &source, qint64 response)
{
    DRAUDIT_TRY(claims, source.responsePartValues(response, kAnyJudge, QStringLiteral("claim")));
    QHash<QString, QString> claimText;
    for (const JudgeTextRow &row : claims)
        claimText.insert(row.target.part(), row.reasoning);
    DRAUDIT_TRY(pairs, judgedParts(source, response, QStringLiteral("citation_support")));
    DRAUDIT_TRY(report, source.report(response));
    const QList<FormOption> options { { QStringLiteral("supported"), Dr3ItemExpansion::tr("Supported") },
        { QStringLiteral("unsupported"), Dr3ItemExpansion::tr("Not supported") } };
    QList<FormQuestion> out;
    for (const QString &part : pairs) {
        const Dr3ClaimPart pair = Dr3ClaimPart::parse(part).value_or(Dr3ClaimPart { part });
        const QString claim = pair.claimItself().toString();
        const QString &citation = pair.citation;
        const QString reference = report ? referenceLine(report->text, citation) : QString();
        QString context = reference.isEmpty()
            ? Dr3ItemExpansion::tr("Factual accuracy · is the claim supported by the cited source %1?").arg(citation)
            : Dr3ItemExpansion::tr("Factual accuracy · is the claim supported by the cited source %1 (%2)?")
                  .arg(citation, reference);
        if (const QString cited = report ? citedText(store, *report, citation) : QString(); !cited.isEmpty())
            context += QLatin1Char('\n') + Dr3ItemExpansion::tr("Cited text: %1").arg(cited);
        else
            context += QLatin1Char('\n') + Dr3ItemExpansion::tr("(The cited document's text is not imported.)");
        out << choice(Target::responsePart(response, part).toString(), part, QStringLiteral("citation_support"),
            claimText.value(claim, Dr3ItemExpansion::tr("(the claim's text is not imported)")), context, options);
    }
    return out;
}

// Checklist items in the checklist's order, each by its own id (the judge's decisions name them by it), then the
// items only the judge names, whose text is not imported.
Result<QList<FormQuestion>> checklistQuestions(ItemSource &source, qint64 response)
{
    DRAUDIT_TRY(items, source.rubricItems(response, { QStringLiteral("dr3-requirement") }));
    QList<std::pair<QString, QString>> texts; // id -> text
    QSet<QString> known;
    for (const RubricItemRow &item : items) {
        const QString id = item.key.isEmpty() ? QString::number(texts.size() + 1) : item.key;
        texts.append({ id, item.text });
        known.insert(id);
    }
    DRAUDIT_TRY(judged, judgedParts(source, response, QStringLiteral("requirement")));
    static const QString prefix = QStringLiteral("requirement:");
    QStringList onlyJudged;
    for (const QString &part : judged)
        if (const QString id = part.mid(prefix.size()); part.startsWith(prefix) && !known.contains(id))
            onlyJudged << id;
    onlyJudged.removeDuplicates();
    onlyJudged.sort();
    for (const QString &id : std::as_const(onlyJudged))
        texts.append({ id, Dr3ItemExpansion::tr("Requirement %1 (its text is not imported)").arg(id) });
    const QList<FormOption> options { { QStringLiteral("satisfied"), Dr3ItemExpansion::tr("Satisfied") },
        { QStringLiteral("not satisfied"), Dr3ItemExpansion::tr("Not satisfied") } };
    QList<FormQuestion> out;
    for (const auto &[id, text] : texts) {
        const QString part = QStringLiteral("requirement:") + id;
        out << choice(Target::responsePart(response, part).toString(), part, QStringLiteral("requirement"), text,
            Dr3ItemExpansion::tr("Format compliance · checklist item %1").arg(id), options);
    }
    return out;
}

Result<QList<FormQuestion>> requiredQuestions(ItemSource &source, qint64 response)
{
    DRAUDIT_TRY(required, judgedParts(source, response, QStringLiteral("cited")));
    const QList<FormOption> options { { QStringLiteral("cited"), Dr3ItemExpansion::tr("Cited") },
        { QStringLiteral("missing"), Dr3ItemExpansion::tr("Not cited") } };
    QList<FormQuestion> out;
    for (const QString &part : required)
        out << choice(Target::responsePart(response, part).toString(), part, QStringLiteral("cited"),
            part.section(QLatin1Char(':'), 1),
            Dr3ItemExpansion::tr("Citation coverage · does the report cite this required document?"), options);
    return out;
}

// The judge's extracted claims, each valid or not, and how many of the report's claims the list misses.
Result<QList<FormQuestion>> extractionQuestions(ItemSource &source, qint64 response)
{
    DRAUDIT_TRY(claims, source.responsePartValues(response, kAnyJudge, QStringLiteral("claim")));
    const QList<FormOption> options { { QStringLiteral("yes"), Dr3ItemExpansion::tr("Yes, a claim the report makes") },
        { QStringLiteral("no"), Dr3ItemExpansion::tr("No") } };
    QList<FormQuestion> out;
    for (const JudgeTextRow &row : claims) {
        const QString part = row.target.part();
        out << choice(row.target.toString(), part, QStringLiteral("claim_valid"), row.reasoning,
            Dr3ItemExpansion::tr("Claim extraction · is this a factual claim the report makes, extracted faithfully?"),
            options);
        out.back().judgeField.clear(); // the judge's extraction is the item, not a decision to reveal
    }
    if (out.isEmpty())
        return out;
    FormQuestion missed(QStringLiteral("claims_missed"),
        Dr3ItemExpansion::tr("How many factual claims with citations does the report make that the list above misses?"),
        FormQuestion::Kind::Number);
    missed.target = Target::response(response).toString();
    missed.field = QStringLiteral("claims_missed");
    missed.context = Dr3ItemExpansion::tr("Claim extraction · recall");
    missed.minimum = 0;
    missed.maximum = 500;
    out << missed;
    return out;
}

FormQuestion depthQuestion(qint64 response)
{
    const QList<FormOption> scale = FormOption::scale(1, 10);
    FormQuestion q
        = choice(Target::response(response).toString(), QStringLiteral("report"), QStringLiteral("depth_quality"),
            Dr3ItemExpansion::tr("Depth and quality of the analysis (1 = superficial, 10 = exceptional)"),
            Dr3ItemExpansion::tr("Overall quality"), scale);
    return q;
}
} // namespace

QStringList dr3FormMetrics(const QString &formId)
{
    static const QHash<QString, QStringList> metrics {
        { QStringLiteral("dr3-audit"),
            { QStringLiteral("information_recall"), QStringLiteral("factual_accuracy"),
                QStringLiteral("format_compliance"), QStringLiteral("citation_coverage"),
                QStringLiteral("overall_quality") } },
        { QStringLiteral("dr3-insights"), { QStringLiteral("information_recall") } },
        { QStringLiteral("dr3-claims"), { QStringLiteral("factual_accuracy") } },
        { QStringLiteral("dr3-checklist"), { QStringLiteral("format_compliance") } },
        { QStringLiteral("dr3-citations"), { QStringLiteral("citation_coverage") } },
        { QStringLiteral("dr3-depth"), { QStringLiteral("overall_quality") } },
        { QStringLiteral("dr3-extraction"), { QStringLiteral("claim_extraction") } },
    };
    return metrics.value(formId);
}

namespace {
Result<QList<FormQuestion>> metricQuestions(
    ProjectStore &store, ItemSource &source, qint64 response, const QString &metric)
{
    if (metric == QLatin1String("claim_extraction"))
        return extractionQuestions(source, response);
    if (metric == QLatin1String("information_recall"))
        return insightQuestions(source, response);
    if (metric == QLatin1String("factual_accuracy"))
        return claimQuestions(store, source, response);
    if (metric == QLatin1String("format_compliance"))
        return checklistQuestions(source, response);
    return requiredQuestions(source, response);
}

Result<QList<FormQuestion>> questionsOf(ProjectStore &store, qint64 response, const QStringList &metrics)
{
    ItemSource source(store);
    QList<FormQuestion> questions;
    for (const QString &metric : metrics) {
        if (metric == QLatin1String("overall_quality")) {
            questions << depthQuestion(response);
            continue;
        }
        DRAUDIT_TRY(more, metricQuestions(store, source, response, metric));
        questions << more;
    }
    return questions;
}
} // namespace

Result<Dr3Items> dr3Items(ProjectStore &store, qint64 response)
{
    Dr3Items items;
    DRAUDIT_TRY(questions, questionsOf(store, response, dr3FormMetrics(QStringLiteral("dr3-audit"))));
    items.questions = questions;
    DRAUDIT_TRY(claims, ItemSource(store).responsePartValues(response, kAnyJudge, QStringLiteral("claim")));
    for (const JudgeTextRow &row : claims)
        items.claims << row.target.part();
    return items;
}

Result<FormDefinition> expandDr3Items(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    DRAUDIT_TRY(questions, questionsOf(store, item.responseId(), dr3FormMetrics(form.id)));
    if (questions.isEmpty())
        return fail(Dr3ItemExpansion::tr(
            "%1 has nothing to audit: import the task's files and the judge's eval_<metric> files first")
                        .arg(item.toString()));
    FormDefinition out = form;
    out.questions = questions + form.questions;
    return out;
}

} // namespace draudit::models
