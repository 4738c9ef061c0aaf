// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Questions generated from an item (rubric items, gold insights): the options a rubric item allows, and where a
// form's answers are stored (per question, on the question's own target and field).
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/questionkey.h"

#include <QHash>

namespace draudit::models {

// One rubric item as stored: its id, rubric kind ("qsr", "grr", "dr3-requirement", "insight"), text, allowed
// values (JSON) and the rubric's name.
struct RubricItemRow
{
    qint64 id = 0;
    QString kind;
    QString text;
    QString allowedValues;
    QString rubricName;
    qint64 rubricId = 0;
    QString key; // the item's own id in its file (rubric_items.item_key), empty when the file gave none
};

// A rubric item's allowed values ([{label, points}] or {"Yes": 2, ...}) as options, most points first.
QList<FormOption> rubricOptions(const QString &allowedValues);
// One question per rubric item of a response ("item:ID", stored on "item:ID@response:R" in the item's kind), asked
// before the form's own questions. With insights, each takes the form's "insight" question as its template.
// onlyItem (non-zero) keeps that item alone. Fails when no item is left.
Result<QList<FormQuestion>> rubricItemQuestions(const QList<RubricItemRow> &items, const FormDefinition &form,
    const QString &itemTarget, qint64 response, qint64 onlyItem, bool insights);
// The form's own questions that follow the generated ones (all of them, less the insight template).
QList<FormQuestion> questionsAfterGenerated(const FormDefinition &form, bool insights);
// Annotations are stored per (target, field); these map them to and from a form's question ids.
QHash<QString, QString> answersByQuestion(
    const FormDefinition &form, const QString &itemTarget, const QHash<QuestionKey, QString> &stored);

} // namespace draudit::models
