// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's audit forms: one question per item the judge decided, keyed as its decisions are (dr3decisions.h), so
// a human answer and the judge's decision on the same thing share target and field.
//   insight coverage      response:R#insight:<component>:<id>  insight           covered | half | not covered
//   claim–citation        response:R#claim:<id>#<citation>     citation_support  supported | unsupported
//   checklist             response:R#requirement:<id>          requirement       satisfied | not satisfied
//   required documents    response:R#required:<title>          cited             cited | missing
//   depth                 response:R                           depth_quality     1..10
// Gold insights and checklist items come from the task's files where imported (their 1-based position is the id),
// claims from the judge's extraction (its text; never its verdict), required documents from the judge's list.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The metrics a DR3-Eval audit form asks about, from its id (dr3-audit: all five).
QStringList dr3FormMetrics(const QString &formId);

// Every item of a report the audit asks about (the dr3-audit form's questions), and the claims the judge extracted
// ("claim:N", with or without citations): what a human's answers are rolled up over.
struct Dr3Items
{
    QList<FormQuestion> questions;
    QStringList claims;
};
Result<Dr3Items> dr3Items(ProjectStore &store, qint64 response);

Result<FormDefinition> expandDr3Items(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed);

} // namespace draudit::models
