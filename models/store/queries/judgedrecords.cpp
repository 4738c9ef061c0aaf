// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/queries/judgedrecords.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/storage/statementcache.h"

#include <QHash>
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

Result<std::map<qsizetype, QSet<qint64>>> itemKeyRecords(
    QSqlDatabase &master, const QStringList &fields, const QList<Target> &queue)
{
    QHash<QString, qsizetype> partAt, reportAt; // the first place asking
    for (qsizetype i = 0; i < queue.size(); ++i) {
        const Target &target = queue[i];
        const bool part = target.kind() == Target::Kind::ResponsePart;
        QHash<QString, qsizetype> &at = part ? partAt : reportAt;
        const QString key = (part ? target : Target::response(target.responseId())).toString();
        if (!at.contains(key))
            at.insert(key, i);
    }
    const QVariantList binds(fields.begin(), fields.end());
    DRAUDIT_TRY(q,
        runQuery(master,
            QStringLiteral("SELECT min(id), target FROM judge_records WHERE field IN (%1) GROUP BY target, field")
                .arg(QStringList(fields.size(), QStringLiteral("?")).join(QLatin1Char(','))),
            binds));
    std::map<qsizetype, QSet<qint64>> byPlace;
    while (q.next()) {
        const QString target = q.value(1).toString();
        const qsizetype hash = target.indexOf(QLatin1Char('#'));
        const qsizetype place = partAt.value(target, hash > 0 ? reportAt.value(target.left(hash), -1) : -1);
        if (place >= 0)
            byPlace[place].insert(q.value(0).toLongLong());
    }
    return byPlace;
}

} // namespace draudit::models
