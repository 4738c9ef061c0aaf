// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena's forms: the blind pairwise verdict, the pipeline audit (A1–D2) and the task preference.
#include "models/benchmarks/drarena/arenaforms.h"

#include "models/forms/fieldnames.h"

#include <QCoreApplication>

namespace draudit::models {

FormDefinition blindPairwiseForm()
{
    FormDefinition f;
    f.id = QStringLiteral("blind-pairwise");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Blind pairwise verdict");
    FormQuestion verdict { QStringLiteral("C1"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Which answer is better?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("A_MUCH_BETTER"),
              QCoreApplication::translate("draudit::models::FormDefinition", "A much better") },
            { QStringLiteral("A_BETTER"), QCoreApplication::translate("draudit::models::FormDefinition", "A better") },
            { QStringLiteral("Tie"), QCoreApplication::translate("draudit::models::FormDefinition", "Tie") },
            { QStringLiteral("B_BETTER"), QCoreApplication::translate("draudit::models::FormDefinition", "B better") },
            { QStringLiteral("B_MUCH_BETTER"),
                QCoreApplication::translate("draudit::models::FormDefinition", "B much better") } },
        QStringLiteral("verdict"), {}, true };
    FormQuestion tie { QStringLiteral("C1_tie_quality"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Tie quality"), FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("HIGH"), QCoreApplication::translate("draudit::models::FormDefinition", "Both good") },
            { QStringLiteral("LOW"), QCoreApplication::translate("draudit::models::FormDefinition", "Both weak") } },
        QStringLiteral("tie_quality"), QStringLiteral("C1=Tie"), true };
    FormQuestion failure { QStringLiteral("C1_failure"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Where does the weaker answer fail?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("DEEP"), QCoreApplication::translate("draudit::models::FormDefinition", "Depth") },
            { QStringLiteral("WIDE"), QCoreApplication::translate("draudit::models::FormDefinition", "Width") },
            { QStringLiteral("BOTH"), QCoreApplication::translate("draudit::models::FormDefinition", "Both") },
            { QStringLiteral("NONE"), QCoreApplication::translate("draudit::models::FormDefinition", "Neither") } },
        QStringLiteral("failure_type"), QStringLiteral("C1=A_MUCH_BETTER|A_BETTER|B_BETTER|B_MUCH_BETTER"), true };
    FormQuestion reason { QStringLiteral("C1_reason"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Reason"), FormQuestion::Kind::FreeText, {}, {},
        {}, false };
    f.questions = { verdict, tie, failure, reason };
    return f;
}

FormDefinition pipelineAuditForm()
{
    const auto choice = [](const QString &id, const QString &text, const QList<FormOption> &options,
                            bool required = true, const QString &onlyIf = {}, const QString &judgeField = {}) {
        return FormQuestion { id, text, FormQuestion::Kind::SingleChoice, options, judgeField, onlyIf, required };
    };
    FormDefinition f;
    f.id = QStringLiteral("pipeline-audit");
    // A3's previous round (or, on round 1, the topic and the tree's root), B1's checklists and pages, D2 after the
    // commit on every round of a battle audited whole.
    f.expand = QStringLiteral("battle-round");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "DR-Arena pipeline audit");
    const QList<FormOption> validity { { QStringLiteral("Yes"),
                                           QCoreApplication::translate("draudit::models::FormDefinition", "Yes") },
        { QStringLiteral("No"), QCoreApplication::translate("draudit::models::FormDefinition", "No") },
        { QStringLiteral("Broken question"),
            QCoreApplication::translate("draudit::models::FormDefinition", "Broken question") } };
    f.questions << choice(QStringLiteral("A1"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "A1 Does the question need real depth (not single-hop)?"),
        validity);
    f.questions << choice(QStringLiteral("A2"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "A2 Does the question need real width (not narrow)?"),
        validity);
    f.questions << choice(QStringLiteral("A3"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "A3 Did the task evolve from the previous round as intended?"),
        { { QStringLiteral("Yes"), QCoreApplication::translate("draudit::models::FormDefinition", "Yes") },
            { QStringLiteral("No"), QCoreApplication::translate("draudit::models::FormDefinition", "No") } });
    f.questions << choice(QStringLiteral("B1"),
        QCoreApplication::translate("draudit::models::FormDefinition", "B1 Are the checklists factually correct?"),
        { { QStringLiteral("Completely correct"),
              QCoreApplication::translate("draudit::models::FormDefinition", "Completely correct") },
            { QStringLiteral("Mostly correct"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Mostly correct (minor issues)") },
            { QStringLiteral("Major hallucinations"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Major hallucinations") } });
    // C1 with its tie quality and the loser's failure, exactly as the blind pairwise verdict asks them.
    f.questions << blindPairwiseForm().questions;
    f.questions << choice(QStringLiteral("D1"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "D1 After the reveal: do you agree with the examiner's verdict?"),
        { { QStringLiteral("Yes"), QCoreApplication::translate("draudit::models::FormDefinition", "Yes") },
            { QStringLiteral("No"), QCoreApplication::translate("draudit::models::FormDefinition", "No") } },
        false);
    f.questions << FormQuestion { QStringLiteral("D1_reason"),
        QCoreApplication::translate("draudit::models::FormDefinition", "D1 Why not?"), FormQuestion::Kind::FreeText, {},
        {}, QStringLiteral("D1=No"), false };
    for (qsizetype i = f.questions.size() - 2; i < f.questions.size(); ++i)
        f.questions[i].afterReveal = true; // D1 and its reason are about the revealed verdict
    f.questions << choice(QStringLiteral("D2"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "D2 Were the battle's rounds up to here sufficient?"),
        { { QStringLiteral("Sufficient"),
              QCoreApplication::translate("draudit::models::FormDefinition", "Sufficient") },
            { QStringLiteral("Insufficient"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Insufficient") },
            { QStringLiteral("Excessive"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Excessive") } },
        false);
    return f;
}

FormDefinition taskPreferenceForm()
{
    FormDefinition f;
    f.id = QStringLiteral("task-preference");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Task preference: the best of three");
    f.expand = QStringLiteral("tasks");
    f.hideJudgeUntilRevealed = false;
    // The options (one per task, in the annotator's shown order) are generated per item.
    f.questions << FormQuestion { QStringLiteral("best_question"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Which question is best?"),
        FormQuestion::Kind::SingleChoice, {}, {}, {}, true };
    f.questions << FormQuestion { QStringLiteral("best_checklist"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Which checklist is best?"),
        FormQuestion::Kind::SingleChoice, {}, {}, {}, true };
    f.questions << FormQuestion { QStringLiteral("reason"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Reason"), FormQuestion::Kind::FreeText, {}, {},
        {}, false };
    return f;
}

} // namespace draudit::models
