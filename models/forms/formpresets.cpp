// The built-in forms, as definitions: the protocols of PROTOCOLS.md with their exact answer values, so reports
// count what the papers counted. Forms with `expand` get their questions per item (models/itemforms.cpp).
#include "models/forms/formdefinition.h"

#include <QCoreApplication>

namespace draudit {
namespace models {

FormDefinition FormDefinition::blindPairwise()
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

FormDefinition FormDefinition::pipelineAudit()
{
    const auto choice = [](const QString &id, const QString &text, const QList<FormOption> &options,
                            bool required = true, const QString &onlyIf = {}, const QString &judgeField = {}) {
        return FormQuestion { id, text, FormQuestion::Kind::SingleChoice, options, judgeField, onlyIf, required };
    };
    FormDefinition f;
    f.id = QStringLiteral("pipeline-audit");
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
            { QStringLiteral("No"), QCoreApplication::translate("draudit::models::FormDefinition", "No") } },
        false);
    f.questions << choice(QStringLiteral("B1"),
        QCoreApplication::translate("draudit::models::FormDefinition", "B1 Are the checklists factually correct?"),
        { { QStringLiteral("Completely correct"),
              QCoreApplication::translate("draudit::models::FormDefinition", "Completely correct") },
            { QStringLiteral("Mostly correct"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Mostly correct (minor issues)") },
            { QStringLiteral("Major hallucinations"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Major hallucinations") } });
    // C1 with its tie quality and the loser's failure, exactly as the blind pairwise verdict asks them.
    f.questions << blindPairwise().questions;
    f.questions << choice(QStringLiteral("D1"),
        QCoreApplication::translate(
            "draudit::models::FormDefinition", "D1 After the reveal: do you agree with the examiner's verdict?"),
        { { QStringLiteral("Yes"), QCoreApplication::translate("draudit::models::FormDefinition", "Yes") },
            { QStringLiteral("No"), QCoreApplication::translate("draudit::models::FormDefinition", "No") } },
        false);
    f.questions << FormQuestion { QStringLiteral("D1_reason"),
        QCoreApplication::translate("draudit::models::FormDefinition", "D1 Why not?"), FormQuestion::Kind::FreeText, {},
        {}, QStringLiteral("D1=No"), false };
    f.questions << choice(QStringLiteral("D2"),
        QCoreApplication::translate("draudit::models::FormDefinition", "D2 Were the battle's rounds sufficient?"),
        { { QStringLiteral("Sufficient"),
              QCoreApplication::translate("draudit::models::FormDefinition", "Sufficient") },
            { QStringLiteral("Insufficient"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Insufficient") },
            { QStringLiteral("Excessive"),
                QCoreApplication::translate("draudit::models::FormDefinition", "Excessive") } },
        false);
    return f;
}

FormDefinition FormDefinition::taskPreference()
{
    FormDefinition f;
    f.id = QStringLiteral("task-preference");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Task preference: the best of three");
    f.expand = QStringLiteral("tasks");
    f.hideJudgeUntilCommitted = false;
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

FormDefinition FormDefinition::rubricChecklist()
{
    FormDefinition f;
    f.id = QStringLiteral("rubric-checklist");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Rubric checklist");
    f.expand = QStringLiteral("rubric");
    f.hideJudgeUntilCommitted = true; // re-scoring is blind: the judge's labels show after the commit
    return f;
}

FormDefinition FormDefinition::reportScoring(int low, int high)
{
    FormDefinition f;
    f.id = low == 0 && high == 10 ? QStringLiteral("report-scoring")
                                  : QStringLiteral("report-scoring:%1-%2").arg(low).arg(high);
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Report scoring (%1 to %2)")
                  .arg(low)
                  .arg(high);
    const QList<FormOption> scale = FormOption::scale(low, high);
    const auto dimension = [&](const char *id, const QString &text, const char *judgeField) {
        return FormQuestion { QString::fromLatin1(id), text, FormQuestion::Kind::SingleChoice, scale,
            QString::fromLatin1(judgeField), {}, true };
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

FormDefinition FormDefinition::claimAudit(bool rightWrong)
{
    FormDefinition f;
    f.id = rightWrong ? QStringLiteral("claim-audit:right-wrong") : QStringLiteral("claim-audit");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Claim audit");
    f.expand = QStringLiteral("claims");
    f.hideJudgeUntilCommitted = true;
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
    f.questions << FormQuestion { QStringLiteral("key_score"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Key"), FormQuestion::Kind::SingleChoice, scale,
        QStringLiteral("key_score"), {}, true };
    f.questions << FormQuestion { QStringLiteral("missing_from_truth"),
        QCoreApplication::translate("draudit::models::FormDefinition", "Correct, but missing from the ground truth?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("no"), QCoreApplication::translate("draudit::models::FormDefinition", "No"), std::nullopt },
            { QStringLiteral("yes"), QCoreApplication::translate("draudit::models::FormDefinition", "Yes, add it"),
                std::nullopt } },
        {}, {}, false };
    return f;
}

FormDefinition FormDefinition::insightCoverage()
{
    FormDefinition f;
    f.id = QStringLiteral("insight-coverage");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Insight coverage");
    f.expand = QStringLiteral("insights");
    f.hideJudgeUntilCommitted = true;
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

FormDefinition FormDefinition::statementSupport()
{
    FormDefinition f;
    f.id = QStringLiteral("statement-support");
    f.title = QCoreApplication::translate("draudit::models::FormDefinition", "Statement support");
    f.expand = QStringLiteral("statements");
    f.hideJudgeUntilCommitted = true;
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

} // namespace models
} // namespace draudit
