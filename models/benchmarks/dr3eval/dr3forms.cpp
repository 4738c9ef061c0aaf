// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's form: gold insight coverage.
#include "models/benchmarks/dr3eval/dr3forms.h"

#include "models/forms/fieldnames.h"

#include <QCoreApplication>

namespace draudit::models {

FormDefinition insightCoverageForm()
{
    FormDefinition f;
    f.id = QStringLiteral("insight-coverage");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Insight coverage");
    f.expand = QStringLiteral("insights");
    f.hideJudgeUntilRevealed = true;
    f.questions << FormQuestion { QStringLiteral("insight"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Insight"), FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("covered"), QCoreApplication::translate("draudit::models::FormDefinition", "Covered"), 1.0 },
            { QStringLiteral("half"), QCoreApplication::translate("draudit::models::FormDefinition", "Half covered"),
                0.5 },
            { QStringLiteral("not covered"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Not covered"), 0.0 } },
        QStringLiteral("insight"), {}, true };
    return f;
}

namespace {
FormDefinition itemForm(const QString &id, const QString &title)
{
    FormDefinition f;
    f.id = id;
    f.title = title;
    f.expand = QStringLiteral("dr3-items");
    f.hideJudgeUntilRevealed = true;
    return f;
}

} // namespace

FormDefinition dr3AuditForm()
{
    return itemForm(QStringLiteral("dr3-audit"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "DR3-Eval audit: every item of the five metrics"));
}

FormDefinition dr3InsightsForm()
{
    return itemForm(QStringLiteral("dr3-insights"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: gold insight coverage"));
}

FormDefinition dr3ClaimsForm()
{
    return itemForm(QStringLiteral("dr3-claims"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: claim–citation support"));
}

FormDefinition dr3ChecklistForm()
{
    return itemForm(QStringLiteral("dr3-checklist"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: checklist satisfaction"));
}

FormDefinition dr3CitationsForm()
{
    return itemForm(QStringLiteral("dr3-citations"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: required documents cited"));
}

FormDefinition dr3ExtractionForm()
{
    return itemForm(QStringLiteral("dr3-extraction"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: the judge's claim extraction"));
}

FormDefinition dr3DepthForm()
{
    return itemForm(QStringLiteral("dr3-depth"),
        QCoreApplication::translate("draudit::models::FormDefinition", "DR3-Eval: depth and quality"));
}

} // namespace draudit::models
