// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Severity on an ordered scale is the spread of the answers (A≫B against B≫A is 4 on the five-point verdict).
#include "models/store/studies/adjudication.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QMap>
#include <algorithm>

namespace draudit::models {

namespace {
int severityOf(const QStringList &values, const QStringList &order)
{
    int worst = 0;
    for (qsizetype i = 0; i < values.size(); ++i)
        for (qsizetype j = i + 1; j < values.size(); ++j) {
            if (values[i] == values[j])
                continue;
            const auto a = order.indexOf(values[i]);
            const auto b = order.indexOf(values[j]);
            worst = std::max(worst, a >= 0 && b >= 0 ? static_cast<int>(std::abs(a - b)) : 1);
        }
    return worst;
}
} // namespace

Result<QList<Disagreement>> findDisagreements(ProjectStore &store, qint64 studyId, const QString &field,
    const QStringList &order, int minSeverity, bool includeResolved)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT n.target, a.name, n.value FROM annotations n JOIN annotators a ON a.id = n.annotator_id "
                "WHERE n.study_id = ? AND n.field = ? AND n.value <> '' ORDER BY n.target, a.name"),
            { studyId, field }));
    QMap<QString, QList<QPair<QString, QString>>> byTarget;
    while (q.next())
        byTarget[q.value(0).toString()].append({ q.value(1).toString(), q.value(2).toString() });
    DRAUDIT_TRY(gold,
        runQuery(store.database(),
            QStringLiteral("SELECT target, value, reason, version FROM adjudications WHERE study_id = ? AND field = ?"),
            { studyId, field }));
    QHash<QString, std::tuple<QString, QString, int>> resolved;
    while (gold.next())
        resolved.insert(
            gold.value(0).toString(), { gold.value(1).toString(), gold.value(2).toString(), gold.value(3).toInt() });
    QList<Disagreement> out;
    for (auto it = byTarget.begin(); it != byTarget.end(); ++it) {
        QStringList values;
        for (const auto &[who, value] : it.value())
            values << value;
        const int severity = severityOf(values, order);
        if (severity < std::max(1, minSeverity))
            continue;
        Disagreement d { Target::parse(it.key()), field, it.value(), severity, {}, {}, 0 };
        if (const auto r = resolved.constFind(it.key()); r != resolved.constEnd()) {
            if (!includeResolved)
                continue;
            std::tie(d.goldValue, d.goldReason, d.goldVersion) = *r;
        }
        out << d;
    }
    std::stable_sort(
        out.begin(), out.end(), [](const Disagreement &a, const Disagreement &b) { return a.severity > b.severity; });
    return out;
}

} // namespace draudit::models
