// Each question stores on the FACT judge record's own target ("response:ID#URL#N", field support).
#include "models/benchmarks/deepresearchbench/statementexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/itemsource.h"

#include <QCoreApplication>

namespace draudit::models {

Result<FormDefinition> expandStatements(
    ProjectStore &store, const FormDefinition &form, const QString &itemTarget, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const FormQuestion *support = form.question(QStringLiteral("support"));
    if (!support)
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "the form has no 'support' question"));
    DRAUDIT_TRY(records,
        ItemSource(store).responsePartRecords(
            Target::parse(itemTarget).responseId(), QStringLiteral("fact"), QStringLiteral("support")));
    QList<FormQuestion> generated;
    for (const JudgeTextRow &record : records) {
        FormQuestion question = *support;
        question.id = QStringLiteral("stmt:%1").arg(generated.size() + 1);
        question.text = record.reasoning;
        // The part is "URL#N": the URL is everything before the last '#'.
        question.context = Target::parse(record.target).part().section(QLatin1Char('#'), 0, -2);
        question.target = record.target;
        question.field = QStringLiteral("support");
        generated << question;
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 has no FACT statement–URL pairs: import the validated FACT file first")
                        .arg(itemTarget));
    FormDefinition out = form;
    out.questions = generated;
    return out;
}

} // namespace draudit::models
