// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench's form: the claim audit, key by key.
#include "models/benchmarks/livedrbench/claimforms.h"

#include "models/forms/fieldnames.h"

#include <QCoreApplication>

namespace draudit::models {

FormDefinition claimAuditForm(bool rightWrong)
{
    FormDefinition f;
    f.id = rightWrong ? QStringLiteral("claim-audit:right-wrong") : QStringLiteral("claim-audit");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Claim audit");
    f.expand = QStringLiteral("claims");
    f.hideJudgeUntilRevealed = true;
    const QList<FormOption> scale = rightWrong
        ? QList<FormOption> { { QStringLiteral("right"),
                                  QCoreApplication::translate("draudit::models::FormDefinition", "Right"), 1.0 },
              { QStringLiteral("wrong"), QCoreApplication::translate("draudit::models::FormDefinition", "Wrong"),
                  0.0 } }
        : QList<FormOption> { { QStringLiteral("0"),
                                  QCoreApplication::translate("draudit::models::FormDefinition", "0 wrong"), 0.0 },
              { QStringLiteral("1"), QCoreApplication::translate("draudit::models::FormDefinition", "1 barely"), 1.0 },
              { QStringLiteral("2"), QCoreApplication::translate("draudit::models::FormDefinition", "2 mostly right"),
                  2.0 },
              { QStringLiteral("3"), QCoreApplication::translate("draudit::models::FormDefinition", "3 right"), 3.0 } };
    // Templates: key_score is asked for every key of every predicted claim, missing_from_truth once per claim.
    f.questions << FormQuestion { fields::keyScore,
        QCoreApplication::translate("draudit::models::FormDefinition", "Key"), FormQuestion::Kind::SingleChoice, scale,
        QStringLiteral("key_score"), {}, true };
    f.questions << FormQuestion { fields::missingClaimQuestion,
        QCoreApplication::translate("draudit::models::FormDefinition", "Correct, but missing from the ground truth?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("no"), QCoreApplication::translate("draudit::models::FormDefinition", "No"), std::nullopt },
            { QStringLiteral("yes"), QCoreApplication::translate("draudit::models::FormDefinition", "Yes, add it"),
                std::nullopt } },
        {}, {}, false };
    return f;
}

} // namespace draudit::models
