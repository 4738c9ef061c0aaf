// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Generated questions keep the template's options and judge field; only their id, text, context and stored target
// are per item. Question ids are unique within a form ("item:7", "claim:0.name", "stmt:3").
#include "models/forms/itemquestions.h"

#include "models/forms/target.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace draudit::models {

QList<FormOption> rubricOptions(const QString &allowedValues)
{
    QList<FormOption> out;
    const QJsonDocument doc = QJsonDocument::fromJson(allowedValues.toUtf8());
    if (doc.isArray()) {
        for (const QJsonValue &v : doc.array()) {
            const QString label = v[QStringLiteral("label")].toString();
            if (!label.isEmpty())
                out << FormOption { label, label,
                    v[QStringLiteral("points")].isDouble() ? std::optional(v[QStringLiteral("points")].toDouble())
                                                           : std::nullopt };
        }
    } else if (doc.isObject()) {
        const QJsonObject o = doc.object();
        for (auto it = o.begin(); it != o.end(); ++it)
            out << FormOption { it.key(), it.key(),
                it.value().isDouble() ? std::optional(it.value().toDouble()) : std::nullopt };
    }
    std::stable_sort(out.begin(), out.end(),
        [](const FormOption &a, const FormOption &b) { return a.points.value_or(0) > b.points.value_or(0); });
    return out;
}

Result<QList<FormQuestion>> rubricItemQuestions(const QList<RubricItemRow> &items, const FormDefinition &form,
    const QString &itemTarget, qint64 response, qint64 onlyItem, bool insights)
{
    const FormQuestion *insight = form.question(QStringLiteral("insight"));
    QList<FormQuestion> generated;
    for (const RubricItemRow &row : items) {
        if (onlyItem && row.id != onlyItem)
            continue;
        FormQuestion question;
        if (insights && insight)
            question = *insight;
        else
            question.options = rubricOptions(row.allowedValues);
        question.kind = FormQuestion::Kind::SingleChoice;
        question.id = QStringLiteral("item:%1").arg(row.id);
        question.text = row.text;
        question.context = row.rubricName;
        question.field = row.kind == QLatin1String("dr3-requirement") ? QStringLiteral("requirement") : row.kind;
        question.judgeField = question.field;
        question.target = Target::rubricItem(row.id, response).toString();
        if (question.options.size() < 2)
            question.options
                = { { QStringLiteral("Yes"), QCoreApplication::translate("draudit::models::ItemForms", "Yes"), 1.0 },
                      { QStringLiteral("No"), QCoreApplication::translate("draudit::models::ItemForms", "No"), 0.0 } };
        generated << question;
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 has no %2 to check: import the task's rubric first")
                        .arg(itemTarget,
                            insights ? QCoreApplication::translate("draudit::models::ItemForms", "gold insights")
                                     : QCoreApplication::translate("draudit::models::ItemForms", "rubric items")));
    return generated;
}

QList<FormQuestion> questionsAfterGenerated(const FormDefinition &form, bool insights)
{
    QList<FormQuestion> rest;
    for (const FormQuestion &t : form.questions)
        if (!(insights && t.id == QLatin1String("insight")))
            rest << t;
    return rest;
}

QHash<QString, QString> answersByQuestion(
    const FormDefinition &form, const QString &itemTarget, const QHash<QuestionKey, QString> &stored)
{
    QHash<QString, QString> out;
    for (const FormQuestion &q : form.questions) {
        const QuestionKey key = questionKey(q.storedTarget(itemTarget), q.storedField());
        if (stored.contains(key))
            out.insert(q.id, stored.value(key));
    }
    return out;
}

} // namespace draudit::models
