// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each question stores on the FACT judge record's own target ("response:ID#URL#N", field support).
#include "models/benchmarks/deepresearchbench/statementexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QSet>

namespace draudit::models {

Result<FormDefinition> expandStatements(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const FormQuestion *support = form.question(QStringLiteral("support"));
    if (!support)
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "the form has no 'support' question"));
    // A report item asks about every pair of the report; a pair item (a pair-level FACT sample) about itself.
    const bool onePair = item.kind() == Target::Kind::ResponsePart;
    DRAUDIT_TRY(records, ItemSource(store).responsePartRecords(item.responseId(), {}, QStringLiteral("support")));
    QList<FormQuestion> generated;
    QSet<QString> asked; // several FACT runs may label the same pair
    for (const JudgeTextRow &record : records) {
        if ((onePair && record.target != item) || asked.contains(record.target.toString()))
            continue;
        asked.insert(record.target.toString());
        FormQuestion question = *support;
        question.id = QStringLiteral("stmt:%1").arg(generated.size() + 1);
        question.text = record.reasoning;
        // The part is "URL#N": the URL is everything before the last '#'.
        question.context = record.target.part().section(QLatin1Char('#'), 0, -2);
        question.target = record.target.toString();
        question.field = QStringLiteral("support");
        generated << question;
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 has no FACT statement–URL pairs: import the validated FACT file first")
                        .arg(item.toString()));
    FormDefinition out = form;
    out.questions = generated;
    return out;
}

} // namespace draudit::models
