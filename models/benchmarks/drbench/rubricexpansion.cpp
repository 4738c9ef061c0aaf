// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyword questions store where the judge's keywords_fak_relevance / keywords_fdk_relevance scores are
// ("response:ID#keywords_fak_relevance:I", field relevance), so agreement needs no wiring.
#include "models/benchmarks/drbench/rubricexpansion.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/itemquestions.h"
#include "models/forms/target.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <tuple>

namespace draudit::models {

namespace {
// DR. BENCH focus and deviation keywords (FAK / FDK of the task): relevance 1..5 each.
Result<QList<FormQuestion>> keywordQuestions(ProjectStore &store, qint64 response)
{
    DRAUDIT_TRY(metadata, ItemSource(store).taskMetadata(response, kDrBench.toString()));
    QList<FormQuestion> out;
    if (!metadata)
        return out;
    const QJsonObject meta = QJsonDocument::fromJson(metadata->toUtf8()).object();
    const QList<FormOption> scale = FormOption::scale(1, 5);
    for (const auto &[key, judged, text] :
        { std::tuple { QStringLiteral("fak"), QStringLiteral("keywords_fak_relevance"),
              QCoreApplication::translate("draudit::models::ItemForms", "Relevance of focus keyword “%1” (1–5)") },
            std::tuple { QStringLiteral("fdk"), QStringLiteral("keywords_fdk_relevance"),
                QCoreApplication::translate(
                    "draudit::models::ItemForms", "Relevance of deviation keyword “%1” (1–5)") } }) {
        const QJsonArray words = meta.value(key).toArray();
        for (int i = 0; i < words.size(); ++i) {
            FormQuestion question(QStringLiteral("%1:%2").arg(key).arg(i), text.arg(words.at(i).toString()),
                FormQuestion::Kind::SingleChoice, scale, QStringLiteral("relevance"));
            question.target = Target::responsePart(response, QStringLiteral("%1:%2").arg(judged).arg(i)).toString();
            question.field = QStringLiteral("relevance");
            question.context = QCoreApplication::translate("draudit::models::ItemForms", "Keywords");
            out << question;
        }
    }
    return out;
}
} // namespace

Result<FormDefinition> expandRubric(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const qint64 response = target.responseId();
    DRAUDIT_TRY(items,
        ItemSource(store).rubricItems(response,
            { QStringLiteral("qsr"), QStringLiteral("grr"), QStringLiteral("dr3-requirement") },
            generalReportRubric()));
    DRAUDIT_TRY(generated, rubricItemQuestions(items, form, target.toString(), response, target.itemId(), false));
    if (!target.itemId()) {
        DRAUDIT_TRY(keywords, keywordQuestions(store, response));
        generated << keywords;
    }
    FormDefinition out = form;
    out.questions = generated + questionsAfterGenerated(form, false);
    return out;
}

} // namespace draudit::models
