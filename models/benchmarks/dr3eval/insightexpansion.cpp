// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each generated question copies the form's "insight" question (its options: covered, half, not covered).
#include "models/benchmarks/dr3eval/insightexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/itemquestions.h"
#include "models/forms/target.h"
#include "models/store/queries/itemsource.h"

namespace draudit::models {

Result<FormDefinition> expandInsights(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const qint64 response = target.responseId();
    DRAUDIT_TRY(items, ItemSource(store).rubricItems(response, { QStringLiteral("insight") }));
    DRAUDIT_TRY(generated, rubricItemQuestions(items, form, target.toString(), response, target.itemId(), true));
    FormDefinition out = form;
    out.questions = generated + questionsAfterGenerated(form, true);
    return out;
}

} // namespace draudit::models
