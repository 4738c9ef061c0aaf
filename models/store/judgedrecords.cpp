#include "models/store/judgedrecords.h"

#include "models/core/resulttry.h"
#include "models/store/statementcache.h"

#include <QSqlQuery>
#include <algorithm>

namespace draudit::models {

QStringList judgedTargetsOfRecord(const QString &recordTarget)
{
    QStringList out { recordTarget };
    for (qsizetype i = recordTarget.indexOf(QLatin1Char('#')); i > 0; i = recordTarget.indexOf(QLatin1Char('#'), i + 1))
        out << recordTarget.left(i);
    for (qsizetype i = recordTarget.indexOf(QLatin1Char('@')); i >= 0;
         i = recordTarget.indexOf(QLatin1Char('@'), i + 1))
        out << recordTarget.mid(i + 1);
    return out;
}

Result<JudgedRecords> judgedRecords(QSqlDatabase &master, const QStringList &targets)
{
    JudgedRecords out;
    if (targets.isEmpty())
        return out;
    const QSet<QString> judged(targets.begin(), targets.end());
    DRAUDIT_TRY(q, runQuery(master, QStringLiteral("SELECT id, judge_id, target FROM judge_records")));
    while (q.next()) {
        const QStringList candidates = judgedTargetsOfRecord(q.value(2).toString());
        if (std::any_of(candidates.begin(), candidates.end(), [&](const QString &t) { return judged.contains(t); })) {
            out.records.insert(q.value(0).toLongLong());
            out.judges.insert(q.value(1).toLongLong());
        }
    }
    return out;
}

} // namespace draudit::models
