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

} // namespace models
} // namespace draudit
