// The blind pairwise verdict of DR-Arena: 5-point verdict, tie quality for ties, the loser's failure, a reason.
#include "models/formdefinition.h"

#include <QCoreApplication>
#include <QHash>

namespace draudit {
namespace models {

bool FormDefinition::applies(const FormQuestion &q, const QHash<QString, QString> &answers) const
{
    if (q.onlyIf.isEmpty())
        return true;
    const QString field = q.onlyIf.section(QLatin1Char('='), 0, 0);
    const QStringList values = q.onlyIf.section(QLatin1Char('='), 1).split(QLatin1Char('|'));
    return values.contains(answers.value(field));
}

QStringList FormDefinition::missing(const QHash<QString, QString> &answers) const
{
    QStringList out;
    for (const FormQuestion &q : questions)
        if (q.required && applies(q, answers) && answers.value(q.id).trimmed().isEmpty())
            out << q.id;
    return out;
}

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

} // namespace models
} // namespace draudit
