// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH's form: the rubric checklist (also asked for DR3-Eval requirement checklists).
#include "models/benchmarks/drbench/drbenchforms.h"

#include "models/forms/fieldnames.h"

#include <QCoreApplication>

namespace draudit::models {

FormDefinition rubricChecklistForm()
{
    FormDefinition f;
    f.id = QStringLiteral("rubric-checklist");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Rubric checklist");
    f.expand = QStringLiteral("rubric");
    f.hideJudgeUntilRevealed = true; // re-scoring is blind: the judge's labels show after the commit
    return f;
}

} // namespace draudit::models
