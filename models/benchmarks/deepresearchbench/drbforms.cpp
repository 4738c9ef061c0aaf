// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench's forms: RACE report scoring and FACT statement support.
#include "models/benchmarks/deepresearchbench/drbforms.h"

#include "models/forms/fieldnames.h"

#include <QCoreApplication>

namespace draudit::models {

FormDefinition reportScoringForm(int low, int high)
{
    FormDefinition f;
    f.id = low == 0 && high == 10 ? QStringLiteral("report-scoring")
                                  : QStringLiteral("report-scoring:%1-%2").arg(low).arg(high);
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Report scoring (%1 to %2)")
                  .arg(low)
                  .arg(high);
    // The task's RACE criteria join the questions (criteriaexpansion.h); the judge's scores stay hidden until the
    // report is committed, and are then shown on their own scale.
    f.expand = QStringLiteral("race-criteria");
    f.hideJudgeUntilRevealed = true;
    const QList<FormOption> scale = FormOption::scale(low, high);
    const auto dimension = [&](const char *id, const QString &text, const char *judgeField) {
        FormQuestion q { QString::fromLatin1(id), text, FormQuestion::Kind::SingleChoice, scale,
            QString::fromLatin1(judgeField), {}, true };
        q.judgeScale = QCoreApplication::translate(
            "draudit::models::FormDefinition", "RACE, relative to a reference report: 0–1, 0.5 = as good as it");
        return q;
    };
    f.questions << dimension("comprehensiveness",
        QCoreApplication::translate("draudit::models::FormDefinition", "Comprehensiveness"), "comprehensiveness")
                << dimension("insight",
                       QCoreApplication::translate("draudit::models::FormDefinition", "Insight and depth"), "insight")
                << dimension("instruction_following",
                       QCoreApplication::translate("draudit::models::FormDefinition", "Instruction following"),
                       "instruction_following")
                << dimension("readability",
                       QCoreApplication::translate("draudit::models::FormDefinition", "Readability"), "readability")
                << dimension("overall", QCoreApplication::translate("draudit::models::FormDefinition", "Overall"),
                       "overall_score");
    f.questions << FormQuestion { QStringLiteral("reason"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Comment"), FormQuestion::Kind::FreeText, {}, {},
        {}, false };
    return f;
}

FormDefinition statementSupportForm()
{
    FormDefinition f;
    f.id = QStringLiteral("statement-support");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Statement support");
    f.expand = QStringLiteral("statements");
    f.hideJudgeUntilRevealed = true;
    f.questions << FormQuestion { QStringLiteral("support"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Does the source support the statement?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("supported"), QCoreApplication::translate("draudit::models::FormDefinition", "Supported"),
              1.0 },
            { QStringLiteral("unsupported"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Not supported"), 0.0 } },
        QStringLiteral("support"), {}, true };
    return f;
}

} // namespace draudit::models
