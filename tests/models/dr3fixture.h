// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Self-written DR3-Eval files shaped as eval.py and its evaluators write them (FORMATS.md §5, §6): a dataset folder
// (query.jsonl; per task its checklist and gold insights) and an evaluator output folder
// <results>/<context>/<model>/<NNN>/ with final_report.md and one eval_<metric>_<timestamp>.json per metric.
#pragma once

#include "tests/models/importtesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::tests {

inline QByteArray dr3Json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// One metric file: {metric_name, score, weight, details}.
inline QByteArray dr3Metric(const char *name, double score, const QJsonObject &details)
{
    return dr3Json({ { QStringLiteral("metric_name"), QString::fromLatin1(name) }, { QStringLiteral("score"), score },
        { QStringLiteral("weight"), 1.0 }, { QStringLiteral("details"), details } });
}

// information_recall's details: per component the judged insights (1-based ids) with coverage 0 / 0.5 / 1.
inline QJsonObject dr3RecallDetails(const QList<double> &longContext, const QList<double> &source)
{
    const auto component = [](const QList<double> &scores) {
        QJsonArray insights;
        int full = 0;
        for (int i = 0; i < scores.size(); ++i) {
            full += scores[i] == 1 ? 1 : 0;
            insights.append(QJsonObject { { QStringLiteral("id"), i + 1 }, { QStringLiteral("score"), scores[i] },
                { QStringLiteral("covered"), scores[i] > 0 }, { QStringLiteral("found_in_report"), QString() },
                { QStringLiteral("explanation"), QStringLiteral("judged %1").arg(scores[i]) },
                { QStringLiteral("insight_text"), QStringLiteral("insight %1").arg(i + 1) } });
        }
        const double rate = scores.isEmpty() ? 0 : 100.0 * full / scores.size();
        return QJsonObject { { QStringLiteral("score"), rate }, { QStringLiteral("available"), !scores.isEmpty() },
            { QStringLiteral("details"),
                QJsonObject { { QStringLiteral("evaluation_result"),
                    QJsonObject { { QStringLiteral("covered_insights"), insights } } } } } };
    };
    return { { QStringLiteral("components"),
        QJsonObject { { QStringLiteral("long_context"), component(longContext) },
            { QStringLiteral("source_documents"), component(source) } } } };
}

// A claim of factual_accuracy: its citations, each supported (1), not (0) or not verified (-1).
struct Dr3Claim
{
    QString text;
    QList<std::pair<const char *, int>> citations; // citation (as the report writes it), verdict
};

inline QJsonObject dr3AccuracyDetails(const QList<Dr3Claim> &claims)
{
    QJsonArray extracted, verifications;
    for (int i = 0; i < claims.size(); ++i) {
        QJsonArray citations, results;
        bool all = !claims[i].citations.isEmpty();
        for (const auto &[cited, verdict] : claims[i].citations) {
            const QString source = QString::fromUtf8(cited);
            citations.append(source);
            all = all && verdict == 1;
            results.append(QJsonObject { { QStringLiteral("citation"), source },
                { QStringLiteral("supported"), verdict == 1 },
                { QStringLiteral("explanation"),
                    verdict < 0 ? QStringLiteral("Not verified") : QStringLiteral("checked against the source") } });
        }
        extracted.append(
            QJsonObject { { QStringLiteral("id"), i + 1 }, { QStringLiteral("claim_text"), claims[i].text },
                { QStringLiteral("citations"), citations }, { QStringLiteral("source_type"), QStringLiteral("rag") } });
        verifications.append(QJsonObject { { QStringLiteral("id"), i + 1 },
            { QStringLiteral("claim_text"), claims[i].text.left(100) }, { QStringLiteral("supported"), all },
            { QStringLiteral("explanation"),
                claims[i].citations.isEmpty() ? QStringLiteral("No citations") : QStringLiteral("per citation") },
            { QStringLiteral("citation_results"), results } });
    }
    return { { QStringLiteral("method"), QStringLiteral("llm_agent_extraction") },
        { QStringLiteral("extraction"),
            QJsonObject {
                { QStringLiteral("total_claims"), claims.size() }, { QStringLiteral("claims"), extracted } } },
        { QStringLiteral("verification_result"), QJsonObject { { QStringLiteral("verifications"), verifications } } } };
}

// format_compliance's details: per checklist item satisfied (1), not (0) or not judged (-1: null, status error).
inline QJsonObject dr3ComplianceDetails(const QList<int> &verdicts)
{
    QJsonArray items;
    for (int i = 0; i < verdicts.size(); ++i)
        items.append(QJsonObject { { QStringLiteral("id"), i + 1 },
            { QStringLiteral("requirement"), QStringLiteral("requirement %1").arg(i + 1) },
            { QStringLiteral("category"), QStringLiteral("format") },
            { QStringLiteral("satisfied"), verdicts[i] < 0 ? QJsonValue() : QJsonValue(verdicts[i] == 1) },
            { QStringLiteral("explanation"), verdicts[i] < 0 ? QStringLiteral("API error: timeout") : QString() },
            { QStringLiteral("status"), verdicts[i] < 0 ? QStringLiteral("error") : QStringLiteral("success") } });
    return { { QStringLiteral("checklist_evaluation"), items } };
}

inline QJsonObject dr3CoverageDetails(const QStringList &cited, const QStringList &missing)
{
    QJsonObject matches;
    for (const QString &title : cited)
        matches.insert(title,
            QJsonObject { { QStringLiteral("match_type"), QStringLiteral("exact") },
                { QStringLiteral("matched_citation"), title } });
    return { { QStringLiteral("cited"), QJsonArray::fromStringList(cited) },
        { QStringLiteral("missing"), QJsonArray::fromStringList(missing) },
        { QStringLiteral("match_details"), matches } };
}

// overall_quality's details as depth_quality.py writes them: the 1..10 rating stored divided by 10.
inline QJsonObject dr3DepthDetails(int rating)
{
    const QJsonObject depth { { QStringLiteral("score"), rating / 10.0 },
        { QStringLiteral("justification"),
            rating > 0 ? QStringLiteral("deep enough")
                       : QStringLiteral("No valid response found for depth_quality") } };
    return { { QStringLiteral("sub_scores"), QJsonObject { { QStringLiteral("depth_quality"), rating * 10.0 } } },
        { QStringLiteral("raw_evaluation"),
            QJsonObject {
                { QStringLiteral("metric_result"), QJsonObject { { QStringLiteral("depth_quality"), depth } } },
                { QStringLiteral("score"), rating / 10.0 } } } };
}

// A small PDF with one line of text per page (Helvetica), written out by hand with its cross-reference table.
inline QByteArray dr3Pdf(const QStringList &pages)
{
    QList<QByteArray> objects { "<< /Type /Catalog /Pages 2 0 R >>", {},
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" };
    QByteArray kids;
    for (const QString &text : pages) {
        const QByteArray stream = "BT /F1 12 Tf 72 720 Td (" + text.toLatin1() + ") Tj ET";
        const int content = static_cast<int>(objects.size()) + 2;
        objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                   "/Contents "
                + QByteArray::number(content) + " 0 R >>";
        objects << "<< /Length " + QByteArray::number(stream.size()) + " >>\nstream\n" + stream + "\nendstream";
        kids += QByteArray::number(objects.size() - 1) + " 0 R ";
    }
    objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages.size()) + " >>";
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
        + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

} // namespace draudit::tests
