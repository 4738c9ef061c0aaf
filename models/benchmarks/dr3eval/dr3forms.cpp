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

} // namespace draudit::models
